import { i18n, params } from '../../lib/i18n';
import { teacherSubjects } from './api/teachers';

/** /education and /education/teacher. */
export const educationMessages = i18n('directory/education', {
  title: 'Education',
  lead: 'Tutors for every class from 1 to 12 — Mathematics, Science, English, Bengali and more — with their fees and areas, and the notices every student in town needs.',
  findTeacher: 'Find a teacher',
  findTeacherNote: 'Private tutors by subject and class',
  homeTuition: 'Home tuition',
  homeTuitionNote: 'Tutors who come to your home',
  schoolNotices: 'School notices',
  schoolNoticesNote: 'Admit cards, exams and holidays',
  events: 'Events',
  eventsNote: 'Quizzes, talks and career guidance',
  back: '← Education',
  teachersLead:
    'Choose a subject and a class, or type a name or area. Call the teacher to ask about batches and timings.',
  filter: 'Filter teachers',
  subject: 'Subject',
  everySubject: 'Every subject',
  class: 'Class',
  everyClass: 'Every class',
  search: 'Search teachers',
  searchPlaceholder: 'Name, subject or area',
  teachers: 'Teachers',
  subjects: 'Subjects',
  aMonth: ' a month',
  noDataFound: 'No Data Found',
  noMatch:
    'No teacher matches this subject, class and search. Try another class, or clear the search.',
  more: 'More teachers',
  classNumber: params('Class {number}'),
  classes: params('Classes {first}–{last}'),
});

/** The subjects as teachers' records spell them (always English), shown in the reader's language. */
export const subjectMessages = i18n(
  'directory/education-subjects',
  Object.fromEntries(teacherSubjects.map((subject) => [subject, subject])),
);
