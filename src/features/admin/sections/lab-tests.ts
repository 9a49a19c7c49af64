import { sampleTypes } from '../../../lib/choice-lists';
import { collections } from '../../../lib/models';
import { nameSearch } from '../config/search';
import * as field from './fields';
import { byName, heading, idFromName, managed, section, type Section } from './kit';
import { nameKeys } from '../csv/row-keys';

/** The tests the lab collects samples for at home, with their prices. */
export const labTests: Section = ({ t }) =>
  section({
    ...heading(t, collections.labTests, 'health', ['labTests', 'labTest']),
    fields: [
      ...field.translated(t, field.name(t)),
      { name: 'price', label: t.priceRupees, kind: 'money', inSummary: true },
      { ...field.chosenFrom(sampleTypes), name: 'sampleType', label: t.sample, inSummary: true },
      ...field.translated(t, {
        name: 'reportIn',
        label: t.reportIn,
        noun: t.reportInNoun,
        kind: 'text',
        hint: t.reportInHint,
        inSummary: true,
      }),
      ...field.translated(t, { name: 'description', label: t.description, kind: 'textarea' }),
    ],
    ...byName,
    search: nameSearch(t.labTestsLower),
    ...managed,
    newId: idFromName,
    importKeys: (data) => nameKeys(data),
  });
