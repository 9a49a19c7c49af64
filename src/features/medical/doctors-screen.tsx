import { Link } from 'react-router-dom';
import { MedicalIcon } from '../../components/icons';
import { ListFooter } from '../../components/list-footer';
import { TileGrid, type TileProps } from '../../components/tile-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePagedList } from '../../components/use-paged-list';
import { paths } from '../../config/paths';
import type { Doctor, WithId } from '../../lib/models';
import { listDoctorsOfKind, specialityNote } from './api/doctors';
import { useSelectedButtonStore, type DoctorKind } from './selected-button-store';
import { countOf } from '../../lib/plural';

const kinds: readonly { kind: DoctorKind; label: string; lead: string }[] = [
  {
    kind: 'specialist',
    label: 'Specialist',
    lead: 'Doctors for one part of the body or stage of life.',
  },
  { kind: 'general', label: 'General', lead: 'General physicians and homoeopaths: start here.' },
];

const doctorsWord = (count: number) => countOf(count, 'doctor');

/**
 * Specialities in the order read. Doctors come sorted by speciality, so only
 * the last one can continue on the next page: its count waits until it has.
 */
function specialityTiles(doctors: readonly WithId<Doctor>[], morePages: boolean): TileProps[] {
  const counts = new Map<string, number>();
  for (const doctor of doctors)
    counts.set(doctor.speciality, (counts.get(doctor.speciality) ?? 0) + 1);
  const specialities = [...counts.keys()];
  return specialities.map((speciality, index) => {
    const complete = !morePages || index < specialities.length - 1;
    const count = counts.get(speciality) ?? 0;
    return {
      to: paths.doctorsBySpeciality.href(speciality),
      name: speciality,
      note: `${specialityNote(speciality)}${complete ? ` · ${doctorsWord(count)}` : ''}`,
      Icon: MedicalIcon,
      colour: '#c2185b',
    };
  });
}

/** /medical/doctor: specialities, with the seed's Specialist / General toggle. */
export default function DoctorsScreen() {
  useDocumentTitle('Doctors');
  const selected = useSelectedButtonStore((state) => state.selectedButton);
  const select = useSelectedButtonStore((state) => state.selectButton);
  const list = usePagedList(selected, (after) => listDoctorsOfKind(selected, after));
  const current = kinds.find((option) => option.kind === selected) ?? kinds[0];

  return (
    <div className="container-lg page">
      <Link to={paths.medical.href()} className="d-inline-block mb-2">
        ← Medical
      </Link>
      <h1 className="page-title">Doctors</h1>
      <p className="page-lead">
        Choose a speciality to see its doctors, their chambers, days and fees — then book a visit or
        call.
      </p>
      <div className="segmented mb-2" role="group" aria-label="Kind of doctor">
        {kinds.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className={`btn ${kind === selected ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={kind === selected}
            onClick={() => select(kind)}
          >
            {label}
          </button>
        ))}
      </div>
      <p className="text-body-secondary mb-3">{current?.lead}</p>

      {list.items.length > 0 && (
        <TileGrid
          label={`${current?.label ?? ''} specialities`}
          tiles={specialityTiles(list.items, list.next !== null)}
        />
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <div className="empty-state">
          <h2>No {current?.label.toLowerCase()} doctors listed yet</h2>
          <p>Try the other list, or ask us and we will find one for you.</p>
          <Link to={paths.mediAssist.href()} className="btn btn-primary">
            Ask for help
          </Link>
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
