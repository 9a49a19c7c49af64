import type { Cursor } from '../../../backend/types';
import { readOne, readPage, type ListPage } from '../../../domain/lists';
import { collections, type Doctor, type WithId } from '../../../lib/models';

/** Doctors of one kind (the Specialist / General toggle), grouped by speciality. */
export function listDoctorsOfKind(
  kind: Doctor['kind'],
  after: Cursor | null,
): Promise<ListPage<Doctor>> {
  return readPage<Doctor>(
    {
      collection: collections.doctors,
      where: [{ field: 'kind', op: '==', value: kind }],
      orderBy: [{ field: 'speciality' }, { field: 'name' }],
    },
    after,
  );
}

export function listDoctorsBySpeciality(
  speciality: string,
  after: Cursor | null,
): Promise<ListPage<Doctor>> {
  return readPage<Doctor>(
    {
      collection: collections.doctors,
      where: [{ field: 'speciality', op: '==', value: speciality }],
      orderBy: [{ field: 'name' }],
    },
    after,
  );
}

/** Every doctor by name, for the appointment form's doctor list. */
export function listAllDoctors(after: Cursor | null): Promise<ListPage<Doctor>> {
  return readPage<Doctor>({ collection: collections.doctors, orderBy: [{ field: 'name' }] }, after);
}

export function getDoctor(id: string): Promise<WithId<Doctor> | null> {
  return readOne<Doctor>(collections.doctors, id);
}

/** What each speciality treats, in the words people use; shown under its name. */
const specialityNotes: Record<string, string> = {
  'General Medicine': 'Fever, cough, blood pressure, sugar — the first visit',
  Homoeopathy: 'Homoeopathic treatment for the whole family',
  Paediatrics: 'Doctors for babies and children',
  Gynaecology: 'Women’s health and pregnancy care',
  Cardiology: 'Heart, chest pain and blood pressure',
  Orthopaedics: 'Bones, joints, back pain and fractures',
  ENT: 'Ear, nose and throat',
  Dermatology: 'Skin, hair and nails',
  Dentistry: 'Teeth and gums',
  Eye: 'Eyes, vision and spectacles',
};

export function specialityNote(speciality: string): string {
  return specialityNotes[speciality] ?? 'See the doctors, chamber days and fees';
}
