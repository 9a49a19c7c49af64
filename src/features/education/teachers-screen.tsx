import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CallButton } from '../../components/contact-card';
import { PinIcon } from '../../components/icons';
import { ListFooter } from '../../components/list-footer';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePagedList } from '../../components/use-paged-list';
import { paths } from '../../config/paths';
import { formatRupees } from '../../lib/money';
import {
  classRange,
  findTeachers,
  teacherClasses,
  teacherSubjects,
  type TeacherFilter,
} from './api/teachers';
import { useTeachersStore, type Teacher } from './teachers-store';

/** Waits for a pause in typing, so each keystroke does not cost a database read. */
function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function TeacherCard({ teacher }: { teacher: Teacher }) {
  return (
    <article className="contact-card">
      <div className="contact-card-head">
        <h2 className="contact-card-title">{teacher.name}</h2>
        {teacher.fee !== undefined && (
          <span className="fee-badge">
            {formatRupees(teacher.fee)}
            <span className="fee-badge-unit"> a month</span>
          </span>
        )}
      </div>
      <div className="contact-card-body">
        <ul className="tag-list list-unstyled" aria-label="Subjects">
          {teacher.subjects.map((subject) => (
            <li key={subject}>{subject}</li>
          ))}
        </ul>
        <p className="mb-1 fw-semibold">{classRange(teacher.classes)}</p>
        {teacher.qualification && <p className="doctor-degree mb-1">{teacher.qualification}</p>}
        {teacher.area && (
          <p className="shop-card-line mb-0">
            <PinIcon />
            {teacher.area}
          </p>
        )}
      </div>
      <div className="contact-card-actions">
        <CallButton name={teacher.name} phone={teacher.phone} />
      </div>
    </article>
  );
}

/** /education/teacher: teachers filtered by subject, class and words; results kept in the store. */
export default function TeachersScreen() {
  useDocumentTitle('Find a teacher');
  const [subject, setSubject] = useState('');
  const [className, setClassName] = useState('');
  const [typed, setTyped] = useState('');
  const text = useSettled(typed.trim());
  const filter: TeacherFilter = { subject, className, text };
  const list = usePagedList(JSON.stringify(filter), (after) => findTeachers(filter, after));

  const { teachers, message, saveTeachers } = useTeachersStore();
  // A failed first read saves nothing: "No Data Found" would be a lie then.
  const answered = list.status === 'ready' || list.status === 'loading-more';
  useEffect(() => {
    if (answered) saveTeachers(list.items);
  }, [answered, list.items, saveTeachers]);
  // Shown only once the store holds this very result, so an old result never flashes.
  const shown = list.status !== 'loading' && teachers === list.items;

  return (
    <div className="container-lg page">
      <Link to={paths.education.href()} className="d-inline-block mb-2">
        ← Education
      </Link>
      <h1 className="page-title">Find a teacher</h1>
      <p className="page-lead">
        Choose a subject and a class, or type a name or area. Call the teacher to ask about batches
        and timings.
      </p>
      <div className="filter-bar" role="search" aria-label="Filter teachers">
        <label htmlFor="teacher-subject" className="visually-hidden">
          Subject
        </label>
        <select
          id="teacher-subject"
          className="form-select"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        >
          <option value="">Every subject</option>
          {teacherSubjects.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor="teacher-class" className="visually-hidden">
          Class
        </label>
        <select
          id="teacher-class"
          className="form-select"
          value={className}
          onChange={(event) => setClassName(event.target.value)}
        >
          <option value="">Every class</option>
          {teacherClasses.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor="teacher-search" className="visually-hidden">
          Search teachers
        </label>
        <input
          id="teacher-search"
          type="search"
          className="form-control"
          placeholder="Name, subject or area"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {shown && teachers.length > 0 && (
        <ul className="card-list list-unstyled mb-0" aria-label="Teachers">
          {teachers.map((teacher) => (
            <li key={teacher.id}>
              <TeacherCard teacher={teacher} />
            </li>
          ))}
        </ul>
      )}
      {shown && teachers.length === 0 && message && (
        <div className="empty-state" role="status">
          <h2>{message}</h2>
          <p className="mb-0">
            No teacher matches this subject, class and search. Try another class, or clear the
            search.
          </p>
        </div>
      )}
      <ListFooter
        status={list.status}
        error={list.error}
        hasMore={list.next !== null}
        onMore={list.loadMore}
        onRetry={list.retry}
        moreLabel="More teachers"
      />
    </div>
  );
}
