import { collections } from '../../../lib/models';
import { keywordsFor, namesOf } from '../../../lib/search-words';
import { keywordSearch } from '../config/search';
import * as field from './fields';
import { byName, heading, idFromName, joined, managed, money, section, type Section } from './kit';
import { nameKeys } from '../csv/row-keys';

/** The parts of the town a shop delivers to, each with its fee. */
export const neighbourhoods: Section = ({ t }) =>
  section({
    ...heading(t, collections.neighbourhoods, 'shopsAndProducts', [
      'neighbourhoods',
      'neighbourhood',
    ]),
    fields: [
      ...field.translated(t, field.name(t)),
      { name: 'deliveryFee', label: t.deliveryFeeRupees, kind: 'money', inSummary: true },
      {
        name: 'freeDeliveryAbove',
        label: t.freeDeliveryFromRupees,
        kind: 'money',
        hint: t.freeDeliveryFromHint,
      },
    ],
    ...byName,
    summaryOf: (place) =>
      joined(
        t.feeThere({ fee: money(place.deliveryFee) }),
        typeof place.freeDeliveryAbove === 'number'
          ? t.freeFrom({ amount: money(place.freeDeliveryAbove) })
          : '',
      ),
    search: keywordSearch(t.neighbourhoodsLower, ['name', 'nameBn', 'nameHi']),
    ...managed,
    newId: idFromName,
    importKeys: (data) => nameKeys(data),
    derive: (data) => ({ keywords: keywordsFor(...namesOf(data)) }),
  });
