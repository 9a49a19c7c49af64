import { useParams } from 'react-router-dom';
import { EmptyState, Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { inNameOrder, useListView, queryClient, type OpeningData } from '../../data/query-client';
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
  const list = inNameOrder(
    useListView(useInfiniteQuery(doctorsBySpecialityQuery(speciality), queryClient)),
  );

  return (
    <Page
      back={{ to: paths.doctors.href(), label: <>← {t.allSpecialities}</> }}
      title={named}
      lead={t.specialityLead({ note: specialityNote(notes, speciality) })}
    >
      <PagedList
        list={list}
        item={(doctor) => <DoctorCard doctor={doctor} />}
        moreLabel={t.moreDoctors}
        empty={
          <EmptyState
            title={t.noDoctorsFor({ speciality: named })}
            ways={[
              { to: paths.doctors.href(), label: t.allSpecialities },
              { to: paths.mediAssist.href(), label: common.askForHelp },
            ]}
          >
            <p>{t.lookThroughOthers}</p>
          </EmptyState>
        }
      />
    </Page>
  );
}
