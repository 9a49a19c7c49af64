import { create } from 'zustand';

/** Seed §8: the message shown for an empty teacher result, exactly. */
export const NO_DATA_FOUND = 'No Data Found';

export interface Teacher {
  id: string;
  name: string;
  subjects: string[];
  classes: string[];
  phone: string;
  area?: string;
  qualification?: string;
  fee?: number;
}

interface TeachersState {
  teachers: Teacher[];
  message: string;
  saveTeachers: (teachers: Teacher[]) => void;
}

export const useTeachersStore = create<TeachersState>()((set) => ({
  teachers: [],
  message: '',
  saveTeachers: (teachers) =>
    set({ teachers, message: teachers.length === 0 ? NO_DATA_FOUND : '' }),
}));
