import { Link, useSearchParams } from 'react-router-dom';
import { CallButton, readablePhone } from '../../components/contact-card';
import { LoadingView, ProblemView } from '../../components/screen-status';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLoaded } from '../../components/use-loaded';
import { paths } from '../../config/paths';
import type { Doctor, WithId } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { sittingDaysOf, sittingDaysText } from '../../lib/sitting-days';
import { getDoctor } from './api/doctors';

function DoctorProfile({ doctor }: { doctor: WithId<Doctor> }) {
  const details: readonly [string, string][] = [
    ['Speciality', doctor.speciality],
    ['Qualification', doctor.degree],
    ['Chamber', doctor.chamber],
    ['Days', sittingDaysText(sittingDaysOf(doctor))],
    ['Hours', doctor.hours],
    ['Fee', formatRupees(doctor.fee)],
    ['Phone', readablePhone(doctor.phone)],
  ];
  return (
    <div className="container-lg page">
      <Link to={paths.doctorsBySpeciality.href(doctor.speciality)} className="d-inline-block mb-2">
        ← {doctor.speciality} doctors
      </Link>
      <div className="info-card doctor-profile">
        <h1 className="page-title">{doctor.name}</h1>
        <p className="page-lead mb-3">
          {doctor.speciality} · {doctor.kind === 'specialist' ? 'Specialist' : 'General'}
        </p>
        <dl className="detail-list">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-body-secondary small">
          Chamber times can change on holidays. Call before you travel, or book and we will confirm
          your serial by phone.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.appointment.href(doctor.id)} className="btn btn-primary">
            Book appointment
          </Link>
          <CallButton name={doctor.name} phone={doctor.phone} />
        </div>
      </div>
    </div>
  );
}

/** /medical/doctorDetails?id=…: one doctor's full card. */
export default function DoctorDetailsScreen() {
  const id = useSearchParams()[0].get('id') ?? '';
  const { state, retry } = useLoaded(id, () => getDoctor(id));
  // Set here, not in the profile: a parent's effect runs after its child's and would win.
  useDocumentTitle(state.status === 'ready' ? state.value.name : 'Doctor');
  if (state.status === 'loading') return <LoadingView />;
  if (state.status === 'ready') return <DoctorProfile doctor={state.value} />;
  if (state.status === 'missing')
    return (
      <ProblemView
        title="Doctor not found"
        action={
          <Link to={paths.doctors.href()} className="btn btn-primary">
            See all doctors
          </Link>
        }
      >
        <p className="mb-0">
          This doctor is no longer listed here. Choose a speciality to see who is available.
        </p>
      </ProblemView>
    );
  return (
    <ProblemView
      title="We couldn’t open this doctor’s card"
      action={
        <button type="button" className="btn btn-primary" onClick={retry}>
          Try again
        </button>
      }
    >
      <p className="mb-0">{state.error}</p>
    </ProblemView>
  );
}
