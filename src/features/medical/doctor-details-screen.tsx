import { Link, useSearchParams } from 'react-router-dom';
import { CallButton, readablePhone } from '../../widgets/contact-card';
import { RecordView } from '../../components/record-view';
import { useDocumentTitle } from '../../components/use-document-title';
import { useQuery } from '@tanstack/react-query';
import { loadedView, queryClient, type OpeningData } from '../../data/query-client';
import { paths } from '../../config/paths';
import { choiceName, specialities } from '../../lib/choice-lists';
import { useMessages } from '../../lib/i18n';
import { localName, localText } from '../../lib/local-name';
import type { Doctor, WithId } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { sittingDaysOf, sittingDaysText } from '../../lib/sitting-days';
import { doctorQuery } from './api/doctors';
import { doctorMessages, medicalMessages } from './messages';

function DoctorProfile({ doctor }: { doctor: WithId<Doctor> }) {
  const common = useMessages(medicalMessages);
  const t = useMessages(doctorMessages);
  const name = localName(doctor);
  const speciality = choiceName(specialities, doctor.speciality);
  const details: readonly [string, string][] = [
    [t.speciality, speciality],
    [t.qualification, localText(doctor, 'degree')],
    [t.chamber, localText(doctor, 'chamber')],
    [t.days, sittingDaysText(sittingDaysOf(doctor))],
    [t.hours, localText(doctor, 'hours')],
    [t.fee, formatRupees(doctor.fee)],
    [t.phone, readablePhone(doctor.phone)],
  ];
  return (
    <div className="container-lg page">
      <Link to={paths.doctorsBySpeciality.href(doctor.speciality)} className="d-inline-block mb-2">
        ← {t.specialityDoctors({ speciality })}
      </Link>
      <div className="info-card doctor-profile">
        <h1 className="page-title">{name}</h1>
        <p className="page-lead mb-3">
          {speciality} · {doctor.kind === 'specialist' ? t.specialist : t.general}
        </p>
        <dl className="detail-list">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-body-secondary small">{t.chamberTimesChange}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.appointment.href(doctor.id)} className="btn btn-primary">
            {common.bookAppointment}
          </Link>
          <CallButton name={name} phone={doctor.phone} />
        </div>
      </div>
    </div>
  );
}

export const openingData: OpeningData = ({ search }) =>
  queryClient.prefetchQuery(doctorQuery(search.get('id') ?? ''));

/** /medical/doctorDetails?id=…: one doctor's full card. */
export default function DoctorDetailsScreen() {
  const t = useMessages(doctorMessages);
  const id = useSearchParams()[0].get('id') ?? '';
  const loaded = loadedView(useQuery(doctorQuery(id), queryClient));
  const { state } = loaded;
  // Set here, not in the profile: a parent's effect runs after its child's and would win.
  useDocumentTitle(state.status === 'ready' ? localName(state.value) : t.doctor);
  return (
    <RecordView
      loaded={loaded}
      missing={{
        title: t.doctorNotFound,
        text: t.noLongerListed,
        linkTo: paths.doctors.href(),
        linkLabel: t.seeAllDoctors,
      }}
      failedTitle={t.couldNotOpen}
    >
      {(doctor) => <DoctorProfile doctor={doctor} />}
    </RecordView>
  );
}
