import type { StoreValue } from 'nanostores';
import { MedicalIcon } from '../../components/icons';
import { ListFooter } from '../../components/list-footer';
import { TileGrid, type TileProps } from '../../components/tile-link';
import { EmptyState, Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useListView, queryClient, type OpeningData } from '../../data/query-client';
import { paths } from '../../config/paths';
import { choiceName, choiceOf, specialities } from '../../lib/choice-lists';
import { locale, useMessages } from '../../lib/i18n';
import { collatorOf } from '../../lib/name-order';
import type { Doctor, WithId } from '../../lib/models';
import { doctorsOfKindQuery, specialityNote } from './api/doctors';
import { doctorMessages, medicalMessages, specialityNoteMessages } from './messages';
import { useBackToMedical } from './components/back-to-medical';
import { useSelectedButtonStore, type DoctorKind } from './selected-button-store';

type DoctorWords = StoreValue<typeof doctorMessages>;

/** The toggle's two lists, in the words for each. */
const kindWords = (
  t: DoctorWords,
): Record<DoctorKind, { label: string; lead: string; tiles: string; none: string }> => ({
  specialist: {
    label: t.specialist,
    lead: t.specialistLead,
    tiles: t.specialistSpecialities,
    none: t.noSpecialistDoctors,
  },
  general: {
    label: t.general,
    lead: t.generalLead,
    tiles: t.generalSpecialities,
    none: t.noGeneralDoctors,
  },
});

const kinds: readonly DoctorKind[] = ['specialist', 'general'];

/**
 * Specialities in the order read. Doctors come sorted by speciality, so only
 * the last one can continue on the next page: its count waits until it has.
 */
function specialityTiles(
  doctors: readonly WithId<Doctor>[],
  morePages: boolean,
  t: DoctorWords,
  notes: StoreValue<typeof specialityNoteMessages>,
): TileProps[] {
  // One tile for a speciality, whichever of its names each doctor's was stored in.
  const counts = new Map<string, number>();
  for (const doctor of doctors) {
    const speciality = choiceOf(specialities, doctor.speciality)?.name ?? doctor.speciality;
    counts.set(speciality, (counts.get(speciality) ?? 0) + 1);
  }
  const listed = [...counts.keys()];
  const tiles = listed.map((speciality, index) => {
    const complete = !morePages || index < listed.length - 1;
    const note = specialityNote(notes, speciality);
    return {
      to: paths.doctorsBySpeciality.href(speciality),
      name: choiceName(specialities, speciality),
      note: complete ? t.specialityWithDoctors(counts.get(speciality) ?? 0, { note }) : note,
      Icon: MedicalIcon,
      colour: '#c2185b',
    };
  });
  // In the reader's alphabetical order: the database sorts by the English names.
  const collator = collatorOf(locale.get());
  return tiles.sort((a, b) => collator.compare(a.name, b.name));
}

export const openingData: OpeningData = () =>
  queryClient.prefetchInfiniteQuery(
    doctorsOfKindQuery(useSelectedButtonStore.getState().selectedButton),
  );

/** /medical/doctor: specialities, with the Specialist / General toggle. */
export default function DoctorsScreen() {
  const common = useMessages(medicalMessages);
  const t = useMessages(doctorMessages);
  const notes = useMessages(specialityNoteMessages);
  useDocumentTitle(common.doctors);
  const selected = useSelectedButtonStore((state) => state.selectedButton);
  const select = useSelectedButtonStore((state) => state.selectButton);
  const list = useListView(useInfiniteQuery(doctorsOfKindQuery(selected), queryClient));
  const words = kindWords(t);
  const current = words[selected];

  const back = useBackToMedical();
  return (
    <Page back={back} title={common.doctors} lead={t.lead}>
      <div className="segmented mb-2" role="group" aria-label={t.kindOfDoctor}>
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`btn ${kind === selected ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={kind === selected}
            onClick={() => select(kind)}
          >
            {words[kind].label}
          </button>
        ))}
      </div>
      <p className="text-body-secondary mb-3">{current.lead}</p>

      {list.items.length > 0 && (
        <TileGrid
          label={current.tiles}
          tiles={specialityTiles(list.items, list.hasMore, t, notes)}
        />
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <EmptyState
          title={current.none}
          ways={[{ to: paths.mediAssist.href(), label: common.askForHelp }]}
        >
          <p>{t.tryOtherList}</p>
        </EmptyState>
      )}
      <ListFooter list={list} moreLabel={t.moreDoctors} />
    </Page>
  );
}
