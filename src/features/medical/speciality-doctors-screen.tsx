import { Link, useParams } from 'react-router-dom';
import { ListFooter } from '../../components/list-footer';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePagedList } from '../../components/use-paged-list';
import { paths } from '../../config/paths';
import { listDoctorsBySpeciality, specialityNote } from './api/doctors';
import { DoctorCard } from './components/doctor-card';

/** /medical/doctor/doctorDetails/{spec}: the doctors of one speciality. */
export default function SpecialityDoctorsScreen() {
  const speciality = (useParams().spec ?? '').slice(0, 80);
  useDocumentTitle(`${speciality} doctors`);
  const list = usePagedList(speciality, (after) => listDoctorsBySpeciality(speciality, after));

  return (
    <div className="container-lg page">
      <Link to={paths.doctors.href()} className="d-inline-block mb-2">
        ← All specialities
      </Link>
      <h1 className="page-title">{speciality}</h1>
      <p className="page-lead">{specialityNote(speciality)}.</p>
      {list.items.length > 0 && (
        <ul className="card-list list-unstyled mb-0">
          {list.items.map((doctor) => (
            <li key={doctor.id}>
              <DoctorCard doctor={doctor} />
            </li>
          ))}
        </ul>
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <div className="empty-state">
          <h2>No doctors listed for {speciality}</h2>
          <p>Look through the other specialities, or ask us to find one for you.</p>
          <div className="d-flex flex-wrap gap-2 justify-content-center">
            <Link to={paths.doctors.href()} className="btn btn-primary">
              All specialities
            </Link>
            <Link to={paths.mediAssist.href()} className="btn btn-outline-primary">
              Ask for help
            </Link>
          </div>
        </div>
      )}
      <ListFooter
        status={list.status}
        error={list.error}
        hasMore={list.next !== null}
        onMore={list.loadMore}
        onRetry={list.retry}
        moreLabel="More doctors"
      />
    </div>
  );
}
