import { backendError } from '../../../port/errors';
import { choiceNames, specialities } from '../../../lib/choice-lists';
import { collections } from '../../../lib/models';
import { keywordsFor, namesOf } from '../../../lib/search-words';
import { readSittingDays } from '../../../lib/sitting-days';
import { listItems, storedList, storedText } from '../config/form-values';
import { keywordSearch } from '../config/search';
import type { FormValue } from '../config/types';
import * as field from './fields';
import { byName, heading, idFromName, managed, section, type Section } from './kit';
import { digitsOf, nameKeys, within } from '../csv/row-keys';

/** A form's value as text ('' for a checkbox's). */
const textOfValue = (value: FormValue) => (typeof value === 'string' ? value : '');

/** The town's doctors, their chambers and the days they sit there (lib/sitting-days). */
export const doctors: Section = ({ t }) =>
  section({
    ...heading(t, collections.doctors, 'health', ['doctors', 'doctor']),
    fields: [
      ...field.translated(t, field.name(t)),
      ...field.translated(t, { name: 'degree', label: t.degree, kind: 'text' }),
      {
        ...field.chosenFrom(specialities),
        name: 'speciality',
        label: t.speciality,
        inSummary: true,
      },
      {
        name: 'kind',
        label: t.kind,
        kind: 'select',
        options: field.options(['specialist', 'general'] as const, (kind) => t[kind]),
        initial: () => 'specialist',
      },
      ...field.translated(t, { name: 'chamber', label: t.chamber, kind: 'text', inSummary: true }),
      {
        name: 'weekdays',
        label: t.sittingDays,
        kind: 'list',
        hint: t.sittingDaysHint,
        check: (typed) => readSittingDays(listItems(textOfValue(typed)), []).problem,
      },
      {
        name: 'weeksOfMonth',
        label: t.weeksOfMonth,
        kind: 'list',
        hint: t.weeksOfMonthHint,
        // The weeks on their own: with every day a sitting day, only they can be wrong.
        check: (typed) => readSittingDays(['daily'], listItems(textOfValue(typed))).problem,
      },
      ...field.translated(t, { name: 'hours', label: t.hours, kind: 'text' }),
      { name: 'fee', label: t.feeRupees, kind: 'money' },
      field.phone(t, 'tel', false),
    ],
    ...byName,
    search: keywordSearch(t.doctors.toLowerCase(), ['name', 'nameBn', 'nameHi', 'speciality'], {
      placeholder: t.wordOfNameOrSpeciality,
      byPhone: true,
    }),
    ...managed,
    newId: idFromName,
    importKeys: (data) => within(digitsOf(storedText(data, 'phone')), nameKeys(data)),
    derive: (data) => {
      // Visits are booked only on these days, so what cannot be read is refused, not stored.
      const read = readSittingDays(storedList(data, 'weekdays'), storedList(data, 'weeksOfMonth'));
      if (read.problem !== undefined) throw backendError('invalid-argument', read.problem);
      return {
        ...read.days,
        // Found by its speciality in any language: "শিশু" finds the paediatricians.
        keywords: keywordsFor(
          ...namesOf(data),
          ...choiceNames(specialities, storedText(data, 'speciality')),
        ),
      };
    },
  });
