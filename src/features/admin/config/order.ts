import type { FieldValue, OrderBy, StoredDoc } from '../../../port/types';
import { fieldValue } from './form-values';

function rank(value: FieldValue | undefined): number | string {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || typeof value === 'string') return value;
  return '';
}

/** Sorts a page the way the plain list is ordered (for searches the query cannot order). */
export function compareForList(orderBy: readonly OrderBy[]) {
  return (a: StoredDoc, b: StoredDoc): number => {
    for (const { field, direction } of orderBy) {
      const left = rank(fieldValue(a.data, { name: field }));
      const right = rank(fieldValue(b.data, { name: field }));
      if (left === right) continue;
      const order = left < right ? -1 : 1;
      return direction === 'desc' ? -order : order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}
