import type { TeacherDoc, WithId } from '../../lib/models';

/** The message of an empty teacher result, exactly as the town's first app said it. */
export const NO_DATA_FOUND = 'No Data Found';

/** What a teacher search found: the teachers, and a message when there are none. */
export interface TeacherResult {
  teachers: WithId<TeacherDoc>[];
  message: string;
}

export const teacherResult = (teachers: WithId<TeacherDoc>[]): TeacherResult => ({
  teachers,
  message: teachers.length === 0 ? NO_DATA_FOUND : '',
});
