import type { Cursor, Filter } from '../../../backend/types';
import { readPage, type ListPage } from '../../../domain/lists';
import { collections, type TeacherDoc, type WithId } from '../../../lib/models';
import { matchesQuery } from '../../../lib/search-words';

/** The subjects people ask tutors for, as the teachers' records spell them. */
export const teacherSubjects = [
  'All subjects',
  'Accountancy',
  'Bengali',
  'Biology',
  'Chemistry',
  'Computer Science',
  'Economics',
  'English',
  'Geography',
  'History',
  'Mathematics',
  'Physical Science',
  'Physics',
  'Sanskrit',
] as const;

export const teacherClasses = Array.from({ length: 12 }, (_, index) => `Class ${index + 1}`);

export interface TeacherFilter {
  subject: string;
  className: string;
  text: string;
}

/**
 * How many pages one search may read looking for a first match: the class
 * and the typed words are checked on each page (the database can filter on
 * one list field only), so a rare match may sit a few pages in.
 */
const MAX_PAGES_PER_SEARCH = 5;

function matches(teacher: WithId<TeacherDoc>, filter: TeacherFilter): boolean {
  if (filter.className && !teacher.classes.includes(filter.className)) return false;
  const text = filter.text.trim();
  if (!text) return true;
  return matchesQuery(
    `${teacher.name} ${teacher.subjects.join(' ')} ${teacher.area} ${teacher.qualification}`,
    text,
  );
}

/**
 * Teachers by name, the subject matched by the database and the class and
 * words on each page. Reads on until something matches or the list ends, so
 * an empty answer really means nobody matches.
 */
export async function findTeachers(
  filter: TeacherFilter,
  after: Cursor | null,
): Promise<ListPage<TeacherDoc>> {
  const where: Filter[] = filter.subject
    ? [{ field: 'subjects', op: 'array-contains', value: filter.subject }]
    : [];
  const found: WithId<TeacherDoc>[] = [];
  let cursor = after;
  for (let pages = 0; pages < MAX_PAGES_PER_SEARCH; pages += 1) {
    const page = await readPage<TeacherDoc>(
      { collection: collections.teachers, where, orderBy: [{ field: 'name' }] },
      cursor,
    );
    found.push(...page.items.filter((teacher) => matches(teacher, filter)));
    cursor = page.next;
    if (found.length > 0 || !cursor) break;
  }
  return { items: found, next: cursor };
}

/** "Classes 9–12" for a run of classes; the list as written otherwise. */
export function classRange(classes: readonly string[]): string {
  const numbers = classes.map((name) => Number(name.replace(/^Class\s+/i, '')));
  const consecutive =
    numbers.length > 1 &&
    numbers.every(
      (value, index) =>
        Number.isInteger(value) && (index === 0 || value === (numbers[index - 1] ?? 0) + 1),
    );
  if (consecutive) return `Classes ${numbers[0]}–${numbers[numbers.length - 1]}`;
  return classes.join(', ');
}
