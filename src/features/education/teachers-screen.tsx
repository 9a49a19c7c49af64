import { useState } from 'react';

import { CallButton } from '../../widgets/contact-card';
import { PinIcon } from '../../components/icons';
import { IconLine } from '../../components/icon-line';
import { FilterSelect, SearchField } from '../../components/filter-fields';
import { ListFooter } from '../../components/list-footer';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { EmptyState, Page } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { inNameOrder, useListView, queryClient, type OpeningData } from '../../data/query-client';
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
import { localName, localText } from '../../lib/local-name';
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
        {teacher.qualification && (
          <p className="doctor-degree mb-1">{localText(teacher, 'qualification')}</p>
        )}
        {teacher.area && (
          <IconLine Icon={PinIcon} last>
            {localText(teacher, 'area')}
          </IconLine>
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
  const list = inNameOrder(useListView(query));
  // Only an answer to this very filter is a result: a failed first read is no
  // "No Data Found", and an old filter's teachers never flash.
  const result = query.data ? teacherResult(list.items) : null;

  return (
    <Page
      back={{ to: paths.education.href(), label: t.back }}
      title={t.findTeacher}
      lead={t.teachersLead}
    >
      <div className="filter-bar" role="search" aria-label={t.filter}>
        <FilterSelect
          label={t.subject}
          value={subject}
          onChoose={setSubject}
          everyLabel={t.everySubject}
          options={teacherSubjects.map((name) => ({ value: name, name: subjects[name] ?? name }))}
        />
        <FilterSelect
          label={t.class}
          value={className}
          onChoose={setClassName}
          everyLabel={t.everyClass}
          options={teacherClasses.map((name) => ({ value: name, name: classWords(name) }))}
        />
        <SearchField
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={typed}
          onText={setTyped}
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
        <EmptyState
          title={result.message === NO_DATA_FOUND ? t.noDataFound : result.message}
          status
        >
          <p className="mb-0">{t.noMatch}</p>
        </EmptyState>
      )}
      <ListFooter list={list} moreLabel={t.more} />
    </Page>
  );
}
