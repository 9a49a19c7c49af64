import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CallButton } from '../../components/contact-card';
import { PinIcon } from '../../components/icons';
import { ListFooter } from '../../components/list-footer';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useListView, queryClient, type OpeningData } from '../../data/query-client';
import { paths } from '../../config/paths';
import { formatRupees } from '../../lib/money';
import {
  classRange,
  teachersQuery,
  teacherClasses,
  teacherSubjects,
  type TeacherFilter,
} from './api/teachers';
import type { TeacherDoc, WithId } from '../../lib/models';
import { NO_DATA_FOUND, teacherResult } from './teacher-result';
import { localDigits, locale, useMessages } from '../../lib/i18n';
import { localName } from '../../lib/local-name';
import { educationMessages, subjectMessages } from './messages';

/** "Class 5" → "ক্লাস ৫"; "Classes 9–12" likewise; anything else as written. */
function useClassWords() {
  const t = useMessages(educationMessages);
  const code = useMessages(locale);
  const digits = (text: string) => localDigits(text, code);
  return (text: string) => {
    const one = /^Class (\d+)$/.exec(text);
    if (one?.[1]) return t.classNumber({ number: digits(one[1]) });
    const run = /^Classes (\d+)–(\d+)$/.exec(text);
    if (run?.[1] && run[2]) return t.classes({ first: digits(run[1]), last: digits(run[2]) });
    return text;
  };
}

function TeacherCard({ teacher }: { teacher: WithId<TeacherDoc> }) {
  const t = useMessages(educationMessages);
  const subjects = useMessages(subjectMessages);
  const classWords = useClassWords();
  return (
    <article className="contact-card">
      <div className="contact-card-head">
        <h2 className="contact-card-title">{localName(teacher)}</h2>
        {teacher.fee !== undefined && (
          <span className="fee-badge">
            {formatRupees(teacher.fee)}
            <span className="fee-badge-unit">{t.aMonth}</span>
          </span>
        )}
      </div>
      <div className="contact-card-body">
        <ul className="tag-list list-unstyled" aria-label={t.subjects}>
          {teacher.subjects.map((subject) => (
            <li key={subject}>{subjects[subject] ?? subject}</li>
          ))}
        </ul>
        <p className="mb-1 fw-semibold">{classWords(classRange(teacher.classes))}</p>
        {teacher.qualification && <p className="doctor-degree mb-1">{teacher.qualification}</p>}
        {teacher.area && (
          <p className="shop-card-line mb-0">
            <PinIcon />
            {teacher.area}
          </p>
        )}
      </div>
      <div className="contact-card-actions">
        <CallButton name={localName(teacher)} phone={teacher.phone} />
      </div>
    </article>
  );
}

const noFilter: TeacherFilter = { subject: '', className: '', text: '' };

export const openingData: OpeningData = () =>
  queryClient.prefetchInfiniteQuery(teachersQuery(noFilter));

/** /education/teacher: teachers filtered by subject, class and words. */
export default function TeachersScreen() {
  const t = useMessages(educationMessages);
  const subjects = useMessages(subjectMessages);
  const classWords = useClassWords();
  useDocumentTitle(t.findTeacher);
  const [subject, setSubject] = useState('');
  const [className, setClassName] = useState('');
  const [typed, setTyped] = useState('');
  const text = useDebouncedValue(typed.trim());
  const filter: TeacherFilter = { subject, className, text };
  const query = useInfiniteQuery(teachersQuery(filter), queryClient);
  const list = useListView(query);
  // Only an answer to this very filter is a result: a failed first read is no
  // "No Data Found", and an old filter's teachers never flash.
  const result = query.data ? teacherResult(list.items) : null;

  return (
    <div className="container-lg page">
      <Link to={paths.education.href()} className="d-inline-block mb-2">
        {t.back}
      </Link>
      <h1 className="page-title">{t.findTeacher}</h1>
      <p className="page-lead">{t.teachersLead}</p>
      <div className="filter-bar" role="search" aria-label={t.filter}>
        <label htmlFor="teacher-subject" className="visually-hidden">
          {t.subject}
        </label>
        <select
          id="teacher-subject"
          className="form-select"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        >
          <option value="">{t.everySubject}</option>
          {teacherSubjects.map((name) => (
            <option key={name} value={name}>
              {subjects[name] ?? name}
            </option>
          ))}
        </select>
        <label htmlFor="teacher-class" className="visually-hidden">
          {t.class}
        </label>
        <select
          id="teacher-class"
          className="form-select"
          value={className}
          onChange={(event) => setClassName(event.target.value)}
        >
          <option value="">{t.everyClass}</option>
          {teacherClasses.map((name) => (
            <option key={name} value={name}>
              {classWords(name)}
            </option>
          ))}
        </select>
        <label htmlFor="teacher-search" className="visually-hidden">
          {t.search}
        </label>
        <input
          id="teacher-search"
          type="search"
          className="form-control"
          placeholder={t.searchPlaceholder}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {result && result.teachers.length > 0 && (
        <ul className="card-list list-unstyled mb-0" aria-label={t.teachers}>
          {result.teachers.map((teacher) => (
            <li key={teacher.id}>
              <TeacherCard teacher={teacher} />
            </li>
          ))}
        </ul>
      )}
      {result?.message && (
        <div className="empty-state" role="status">
          <h2>{result.message === NO_DATA_FOUND ? t.noDataFound : result.message}</h2>
          <p className="mb-0">{t.noMatch}</p>
        </div>
      )}
      <ListFooter list={list} moreLabel={t.more} />
    </div>
  );
}
