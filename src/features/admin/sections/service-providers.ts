import { trades } from '../../../lib/choice-lists';
import { slugOf } from '../../../lib/ids';
import { collections } from '../../../lib/models';
import { readableId } from '../api/admin-data';
import { storedText } from '../config/form-values';
import { nameSearch } from '../config/search';
import * as field from './fields';
import { byName, heading, managed, section, type Section } from './kit';
import { digitsOf, nameKeys, within } from '../csv/row-keys';

/** Electricians, plumbers and the other trades /service lists (lib/choice-lists `trades`). */
export const serviceProviders: Section = ({ t, trades: tradeNames }) =>
  section({
    ...heading(t, collections.serviceProviders, 'townAndInfo', [
      'serviceProviders',
      'serviceProvider',
    ]),
    fields: [
      {
        name: 'type',
        label: t.service,
        kind: 'select',
        options: field.options(trades, (trade) => tradeNames[trade]),
        inSummary: true,
      },
      ...field.translated(t, field.name(t)),
      field.phone(t, 'mobile'),
      ...field.translated(t, { name: 'area', label: t.area, kind: 'text', inSummary: true }),
      ...field.translated(t, {
        name: 'experience',
        label: t.experience,
        kind: 'text',
        hint: t.experienceHint,
      }),
      { name: 'rating', label: t.rating, kind: 'number' },
    ],
    ...byName,
    search: nameSearch(t.serviceProvidersLower),
    ...managed,
    newId: (data) => `${slugOf(storedText(data, 'type'))}-${readableId(storedText(data, 'name'))}`,
    importKeys: (data) => within(digitsOf(storedText(data, 'phone')), nameKeys(data)),
  });
