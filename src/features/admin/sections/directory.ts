import { directoryTypes } from '../../../lib/choice-lists';
import { collections } from '../../../lib/models';
import { nameSearch } from '../config/search';
import * as field from './fields';
import { byName, heading, idFromName, managed, section, type Section } from './kit';
import { storedText } from '../config/form-values';
import { nameKeys, within } from '../csv/row-keys';

/** Hospitals, nursing homes, diagnostic centres and blood banks (lib/choice-lists `directoryTypes`). */
export const directory: Section = ({ t }) =>
  section({
    ...heading(t, collections.directory, 'health', ['directory', 'directoryEntry']),
    fields: [
      {
        name: 'type',
        label: t.type,
        kind: 'select',
        options: field.options(directoryTypes, (type) => t[type]),
        inSummary: true,
      },
      ...field.translated(t, field.name(t)),
      ...field.translated(t, { name: 'address', label: t.address, kind: 'textarea' }),
      field.phone(t, 'tel'),
      ...field.translated(t, { name: 'hours', label: t.hours, kind: 'text', inSummary: true }),
    ],
    ...byName,
    search: nameSearch(t.directoryLower),
    ...managed,
    newId: idFromName,
    importKeys: (data) => within(storedText(data, 'type'), nameKeys(data)),
  });
