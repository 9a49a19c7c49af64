import { Link, useParams } from 'react-router-dom';
import { ListFooter } from '../../components/list-footer';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useListView, queryClient, type OpeningData } from '../../data/query-client';
import { paths } from '../../config/paths';
import { choiceName, specialities } from '../../lib/choice-lists';
import { useMessages } from '../../lib/i18n';
import { doctorsBySpecialityQuery, specialityNote } from './api/doctors';
import { DoctorCard } from './components/doctor-card';
import { doctorMessages, medicalMessages, specialityNoteMessages } from './messages';

/** The speciality named in the address, cut to a length no real one reaches. */
const specialityOf = (spec: string | undefined) => (spec ?? '').slice(0, 80);

export const openingData: OpeningData = ({ params }) =>
  queryClient.prefetchInfiniteQuery(doctorsBySpecialityQuery(specialityOf(params.spec)));

/** /medical/doctor/doctorDetails/{spec}: the doctors of one speciality. */
export default function SpecialityDoctorsScreen() {
  const common = useMessages(medicalMessages);
  const t = useMessages(doctorMessages);
  const notes = useMessages(specialityNoteMessages);
  const speciality = specialityOf(useParams().spec);
  const named = choiceName(specialities, speciality);
  useDocumentTitle(t.specialityDoctors({ speciality: named }));
  const list = useListView(useInfiniteQuery(doctorsBySpecialityQuery(speciality), queryClient));

  return (
    <div className="container-lg page">
      <Link to={paths.doctors.href()} className="d-inline-block mb-2">
        ← {t.allSpecialities}
      </Link>
      <h1 className="page-title">{named}</h1>
      <p className="page-lead">{t.specialityLead({ note: specialityNote(notes, speciality) })}</p>
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
          <h2>{t.noDoctorsFor({ speciality: named })}</h2>
          <p>{t.lookThroughOthers}</p>
          <div className="d-flex flex-wrap gap-2 justify-content-center">
            <Link to={paths.doctors.href()} className="btn btn-primary">
              {t.allSpecialities}
            </Link>
            <Link to={paths.mediAssist.href()} className="btn btn-outline-primary">
              {common.askForHelp}
            </Link>
          </div>
        </div>
      )}
      <ListFooter list={list} moreLabel={t.moreDoctors} />
    </div>
  );
}
