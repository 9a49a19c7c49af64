import type { DocData } from '../../../port/types';

/**
 * How a spreadsheet's row names a record already here when it carries no id
 * (a section's `importKeys`): keys made of its names, each held within what
 * tells two records of one name apart. A row and a record are the same when
 * any one key of the row's is one of the record's.
 */

/** A name as it is compared: its letters composed alike, spaces and capitals aside. */
const compared = (value: unknown) =>
  typeof value === 'string'
    ? value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN')
    : '';

/** A record's names in each language it has one: each on its own, so any one of them finds it. */
export const nameKeys = (data: DocData, field = 'name') =>
  [field, `${field}Bn`, `${field}Hi`]
    .map((each) => [each, compared(data[each])] as const)
    .filter(([, name]) => name !== '')
    .map(([each, name]) => `${each}=${name}`);

/** `keys`, each held within `scope` (a product's shop, a doctor's phone). */
export const within = (scope: string, keys: readonly string[]) =>
  keys.map((key) => `${compared(scope)}|${key}`);

/** A phone as its digits, however it was written. */
export const digitsOf = (phone: string) => phone.replace(/\D/g, '');
