import { emergencyServices } from '../../../lib/kinds';
import { collections } from '../../../lib/models';
import { keywordsFor, namesOf, textsOf } from '../../../lib/search-words';
import { readableId } from '../api/admin-data';
import { storedText } from '../config/form-values';
import { keywordSearch } from '../config/search';
import * as field from './fields';
import { byName, heading, managed, section, type Section } from './kit';
import { nameKeys, within } from '../csv/row-keys';

/** The numbers under /emergency: police, fire, ambulance, transport, hospital, WBSEDCL. */
export const emergencyContacts: Section = ({ t }) =>
  section({
    ...heading(t, collections.emergencyContacts, 'townAndInfo', [
      'emergencyContacts',
      'emergencyContact',
    ]),
    fields: [
      {
        name: 'service',
        label: t.service,
        kind: 'select',
        options: field.options(emergencyServices, (service) =>
          service === 'wbsedcl' ? 'WBSEDCL' : t[service],
        ),
        inSummary: true,
      },
      ...field.translated(t, field.name(t)),
      { ...field.phone(t, 'tel'), hint: t.helplineHint },
      ...field.translated(t, { name: 'note', label: t.note, kind: 'text' }),
    ],
    ...byName,
    search: keywordSearch(t.emergencyContactsLower, ['name', 'service', 'note'], {
      placeholder: t.wordOfNameServiceOrNote,
      byPhone: true,
    }),
    ...managed,
    newId: (data) => `${storedText(data, 'service')}-${readableId(storedText(data, 'name'))}`,
    importKeys: (data) => within(storedText(data, 'service'), nameKeys(data)),
    derive: (data) => ({
      keywords: keywordsFor(
        ...namesOf(data),
        storedText(data, 'service'),
        ...textsOf(data, 'note'),
      ),
    }),
  });
