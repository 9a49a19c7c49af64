import { collections } from '../../../lib/models';
import { keywordsFor, namesOf } from '../../../lib/search-words';
import { storedList, storedText } from '../config/form-values';
import { keywordSearch } from '../config/search';
import * as field from './fields';
import { byName, heading, idFromName, managed, section, type Section } from './kit';
import { digitsOf, nameKeys, within } from '../csv/row-keys';

/** Private tutors, by subject and class. */
export const teachers: Section = ({ t }) =>
  section({
    ...heading(t, collections.teachers, 'townAndInfo', ['teachers', 'teacher']),
    fields: [
      ...field.translated(t, field.name(t)),
      { name: 'subjects', label: t.subjects, kind: 'list', hint: t.subjectsHint, inSummary: true },
      { name: 'classes', label: t.classes, kind: 'classes', hint: t.classesHint },
      field.phone(t, 'mobile'),
      ...field.translated(t, { name: 'area', label: t.area, kind: 'text', inSummary: true }),
      ...field.translated(t, { name: 'qualification', label: t.qualification, kind: 'text' }),
      { name: 'fee', label: t.monthlyFee, kind: 'money' },
    ],
    ...byName,
    search: keywordSearch(t.teachers.toLowerCase(), ['name', 'nameBn', 'nameHi', 'subjects'], {
      placeholder: t.wordOfNameOrSubject,
      byPhone: true,
    }),
    ...managed,
    newId: idFromName,
    importKeys: (data) => within(digitsOf(storedText(data, 'phone')), nameKeys(data)),
    derive: (data) => ({
      keywords: keywordsFor(...namesOf(data), ...storedList(data, 'subjects')),
    }),
  });
