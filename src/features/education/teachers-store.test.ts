// @vitest-environment node
import { NO_DATA_FOUND, useTeachersStore, type Teacher } from './teachers-store';

const teacher: Teacher = {
  id: 't1',
  name: 'Anita Sen',
  subjects: ['Maths'],
  classes: ['IX', 'X'],
  phone: '9000000101',
};

describe('the teachers store (seed §4, §8)', () => {
  it('says exactly "No Data Found" for an empty list', () => {
    useTeachersStore.getState().saveTeachers([]);
    expect(useTeachersStore.getState()).toMatchObject({ teachers: [], message: 'No Data Found' });
    expect(NO_DATA_FOUND).toBe('No Data Found');
  });

  it('keeps the list and an empty message otherwise', () => {
    useTeachersStore.getState().saveTeachers([teacher]);
    expect(useTeachersStore.getState()).toMatchObject({ teachers: [teacher], message: '' });
  });
});
