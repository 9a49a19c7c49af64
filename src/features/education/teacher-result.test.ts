// @vitest-environment node
import type { TeacherDoc, WithId } from '../../lib/models';
import { teacherResult } from './teacher-result';

const teacher: WithId<TeacherDoc> = {
  id: 't1',
  name: 'Anita Sen',
  subjects: ['Maths'],
  classes: ['Class 9', 'Class 10'],
  phone: '9000000101',
  area: 'Station Road',
  qualification: 'M.Sc.',
  fee: 800,
};

describe('a teacher result', () => {
  it('says exactly "No Data Found" for an empty list', () => {
    expect(teacherResult([])).toEqual({ teachers: [], message: 'No Data Found' });
  });

  it('keeps the list and an empty message otherwise', () => {
    expect(teacherResult([teacher])).toEqual({ teachers: [teacher], message: '' });
  });
});
