import type { Cursor } from '../../../port/types';
import { readPage, type ListPage } from '../../../data/lists';
import { collections, type TeacherDoc, type WithId } from '../../../lib/models';
import { matchesQuery, namesOf } from '../../../lib/search-words';
import { pagedQuery } from '../../../data/query-client';
import { listKey } from '../../../data/entity-keys';

/** What a teacher who takes every subject of their classes lists (primary-school tutors). */
export const ALL_SUBJECTS = 'All subjects';

/** The subjects people ask tutors for, as the teachers' records spell them. */
export const teacherSubjects = [
  ALL_SUBJECTS,
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
 * How many pages one search may read looking for a first match: subject,
 * class and words are checked on each page (a teacher of "All subjects" or
 * of "Classes 1–4" matches more than the database's equality can say), so a
 * rare match may sit a few pages in.
 */
const MAX_PAGES_PER_SEARCH = 5;

const sameText = (first: string, second: string) =>
  first.trim().toLowerCase() === second.trim().toLowerCase();

/** A teacher of `subject`: named among their subjects, or they teach all subjects. */
export function teachesSubject(subjects: readonly string[], subject: string): boolean {
  if (!subject) return true;
  return subjects.some((taught) => sameText(taught, subject) || sameText(taught, ALL_SUBJECTS));
}

const classRangePattern = /(\d{1,2})\s*(?:-|–|—|to)\s*(?:class\s*)?(\d{1,2})/i;

/**
 * The class numbers one entry of a teacher's classes covers: "Class 5" and
 * "5" → 5; "Classes 1–4", "1-4", "Class 9 to 12" → each class between.
 */
function classNumbersIn(entry: string): number[] {
  const range = classRangePattern.exec(entry);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b) as [
      number,
      number,
    ];
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  }
  return (entry.match(/\d{1,2}/g) ?? []).map(Number);
}

/** A teacher of `className` ("Class 3"): listed as it is, or inside a range they listed. */
export function teachesClass(classes: readonly string[], className: string): boolean {
  if (!className) return true;
  if (classes.some((taught) => sameText(taught, className))) return true;
  const wanted = classNumbersIn(className);
  if (wanted.length !== 1) return false;
  return classes.some((taught) => classNumbersIn(taught).includes(wanted[0] as number));
}

function matches(teacher: WithId<TeacherDoc>, filter: TeacherFilter): boolean {
  if (!teachesSubject(teacher.subjects, filter.subject)) return false;
  if (!teachesClass(teacher.classes, filter.className)) return false;
  const text = filter.text.trim();
  if (!text) return true;
  return matchesQuery(
    `${namesOf(teacher).join(' ')} ${teacher.subjects.join(' ')} ${teacher.area} ${teacher.qualification}`,
    text,
  );
}

/**
 * Teachers by name, matched to the subject, class and words on each page.
 * Reads on until something matches or the list ends, so an empty answer
 * really means nobody matches.
 */
export async function findTeachers(
  filter: TeacherFilter,
  after: Cursor | null,
): Promise<ListPage<TeacherDoc>> {
  const found: WithId<TeacherDoc>[] = [];
  let cursor = after;
  for (let pages = 0; pages < MAX_PAGES_PER_SEARCH; pages += 1) {
    const page = await readPage(
      { collection: collections.teachers, orderBy: [{ field: 'name' }] },
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

export const teachersQuery = (filter: TeacherFilter) =>
  pagedQuery(listKey(collections.teachers, filter), (after) => findTeachers(filter, after));
