import type { StoreValue } from 'nanostores';
import type { Cursor } from '../../../port/types';
import { readOne, readPage, type ListPage } from '../../../data/lists';
import { choiceNames, choiceOf, specialities, type Speciality } from '../../../lib/choice-lists';
import { collections, type Doctor, type WithId } from '../../../lib/models';
import type { specialityNoteMessages } from '../messages';
import { pagedQuery } from '../../../data/query-client';
import { queryOptions } from '@tanstack/react-query';
import { listKey, recordKey } from '../../../data/entity-keys';

type SpecialityNotes = StoreValue<typeof specialityNoteMessages>;

/** Doctors of one kind (the Specialist / General toggle), grouped by speciality. */
export function listDoctorsOfKind(
  kind: Doctor['kind'],
  after: Cursor | null,
): Promise<ListPage<Doctor>> {
  return readPage(
    {
      collection: collections.doctors,
      where: [{ field: 'kind', op: '==', value: kind }],
      orderBy: [{ field: 'speciality' }, { field: 'name' }],
    },
    after,
  );
}

/** The doctors of a speciality, whichever of its names (English, Bengali, Hindi) it was stored in. */
export function listDoctorsBySpeciality(
  speciality: string,
  after: Cursor | null,
): Promise<ListPage<Doctor>> {
  return readPage(
    {
      collection: collections.doctors,
      where: [{ field: 'speciality', op: 'in', value: choiceNames(specialities, speciality) }],
      orderBy: [{ field: 'name' }],
    },
    after,
  );
}

/** Every doctor by name, for the appointment form's doctor list. */
export function listAllDoctors(after: Cursor | null): Promise<ListPage<Doctor>> {
  return readPage({ collection: collections.doctors, orderBy: [{ field: 'name' }] }, after);
}

export function getDoctor(id: string): Promise<WithId<Doctor> | null> {
  return readOne(collections.doctors, id);
}

/** The note on what each speciality treats, by the speciality's stored name. */
const specialityNoteKeys = new Map<Speciality, Exclude<keyof SpecialityNotes, 'otherSpeciality'>>([
  ['General Medicine', 'generalMedicine'],
  ['Homoeopathy', 'homoeopathy'],
  ['Paediatrics', 'paediatrics'],
  ['Gynaecology', 'gynaecology'],
  ['Cardiology', 'cardiology'],
  ['Orthopaedics', 'orthopaedics'],
  ['ENT', 'ent'],
  ['Dermatology', 'dermatology'],
  ['Dentistry', 'dentistry'],
  ['Eye', 'eye'],
]);

/** What `speciality` treats, in the words people use; shown under its name. */
export function specialityNote(t: SpecialityNotes, speciality: string): string {
  const entry = choiceOf(specialities, speciality);
  const key = entry && specialityNoteKeys.get(entry.name);
  return key ? t[key] : t.otherSpeciality;
}

export const doctorsOfKindQuery = (kind: Doctor['kind']) =>
  pagedQuery(listKey(collections.doctors, { kind }), (after) => listDoctorsOfKind(kind, after));

export const doctorsBySpecialityQuery = (speciality: string) =>
  pagedQuery(listKey(collections.doctors, { speciality }), (after) =>
    listDoctorsBySpeciality(speciality, after),
  );

export const allDoctorsQuery = () =>
  pagedQuery(listKey(collections.doctors, { all: true }), listAllDoctors);

export const doctorQuery = (id: string) =>
  queryOptions({ queryKey: recordKey(collections.doctors, id), queryFn: () => getDoctor(id) });
