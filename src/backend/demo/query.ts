import { backendError } from '../../port/errors';
import type {
  Cursor,
  DocData,
  FieldValue,
  Filter,
  OrderBy,
  QueryPage,
  QuerySpec,
  StoredDoc,
} from '../../port/types';
import { compareValues, readField, typeRank, valuesEqual } from './values';

/**
 * Evaluates a query over one collection's documents in memory, with
 * Firestore's semantics so both adapters return the same pages:
 * - a document lacking a filtered or ordered field never matches;
 * - range filters only match values of the same type as the operand;
 * - the effective order is the explicit orderBy, then any inequality field
 *   not already ordered (alphabetically), then the document id in the
 *   direction of the last ordering — so every position is unique and a
 *   cursor continues exactly after the last document.
 */

export const inequalityOps = new Set<Filter['op']>(['<', '<=', '>', '>=', '!=']);
const maxInValues = 30;

function invalid(message: string): never {
  throw backendError('invalid-argument', message);
}

function matchesFilter(data: DocData, filter: Filter): boolean {
  const value = readField(data, filter.field);
  if (value === undefined) return false;
  const operand = filter.value;
  switch (filter.op) {
    case '==':
      return valuesEqual(value, operand);
    case '!=':
      return !valuesEqual(value, operand);
    case '<':
    case '<=':
    case '>':
    case '>=': {
      if (typeRank(value) !== typeRank(operand)) return false;
      const difference = compareValues(value, operand);
      if (filter.op === '<') return difference < 0;
      if (filter.op === '<=') return difference <= 0;
      if (filter.op === '>') return difference > 0;
      return difference >= 0;
    }
    case 'in':
      return (operand as FieldValue[]).some((candidate) => valuesEqual(value, candidate));
    case 'array-contains':
      return Array.isArray(value) && value.some((item) => valuesEqual(item, operand));
  }
}

function validateSpec(spec: QuerySpec): void {
  for (const filter of spec.where ?? []) {
    if (!filter.field) invalid('A filter needs a field.');
    if (filter.op === 'in') {
      const values = filter.value;
      if (!Array.isArray(values) || values.length === 0 || values.length > maxInValues) {
        invalid(`An "in" filter needs a list of 1 to ${maxInValues} values.`);
      }
    }
  }
  const { limit } = spec;
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    invalid('The limit must be a whole number above zero.');
  }
  if (spec.startAfter && spec.startAfter.collection !== spec.collection) {
    invalid('That cursor belongs to another collection.');
  }
}

/** The full ordering a query uses, explicit fields first (see the module comment). */
export function effectiveOrder(spec: QuerySpec): {
  fields: OrderBy[];
  idDirection: 'asc' | 'desc';
} {
  const fields: OrderBy[] = (spec.orderBy ?? []).map(({ field, direction }) => ({
    field,
    direction: direction ?? 'asc',
  }));
  const ordered = new Set(fields.map(({ field }) => field));
  const inequalityFields = [
    ...new Set(
      (spec.where ?? [])
        .filter(({ op }) => inequalityOps.has(op))
        .map(({ field }) => field)
        .filter((field) => !ordered.has(field)),
    ),
  ].sort();
  for (const field of inequalityFields) fields.push({ field, direction: 'asc' });
  const idDirection = fields.at(-1)?.direction ?? 'asc';
  return { fields, idDirection };
}

interface Positioned {
  doc: StoredDoc;
  values: FieldValue[];
}

/** Compares two positions in the query's effective order (the document id last). */
function positionComparer(order: ReturnType<typeof effectiveOrder>) {
  return (
    a: { id: string; values: readonly FieldValue[] },
    b: { id: string; values: readonly FieldValue[] },
  ): number => {
    for (const [index, { direction }] of order.fields.entries()) {
      const difference = compareValues(
        a.values[index] as FieldValue,
        b.values[index] as FieldValue,
      );
      if (difference !== 0) return direction === 'desc' ? -difference : difference;
    }
    const byId = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return order.idDirection === 'desc' ? -byId : byId;
  };
}

/**
 * Whether a document belongs to the query's results (its filters, its
 * ordered fields) after its cursor: the test a read through an index
 * applies to each entry it passes (index-plan.ts), before runQuery orders
 * and cuts what it kept.
 */
export function belongsAfterCursor(spec: QuerySpec): (doc: StoredDoc) => boolean {
  const filters = spec.where ?? [];
  const order = effectiveOrder(spec);
  const compare = positionComparer(order);
  const cursor = spec.startAfter;
  return (doc) => {
    if (!filters.every((filter) => matchesFilter(doc.data, filter))) return false;
    const values = order.fields.map(({ field }) => readField(doc.data, field));
    if (values.some((value) => value === undefined)) return false;
    if (!cursor || cursor.values.length !== values.length) return true;
    return compare({ id: doc.id, values: values as FieldValue[] }, cursor) > 0;
  };
}

export function runQuery(docs: readonly StoredDoc[], spec: QuerySpec): QueryPage {
  validateSpec(spec);
  const filters = spec.where ?? [];
  const order = effectiveOrder(spec);
  const comparePositions = positionComparer(order);

  let positioned: Positioned[] = [];
  for (const doc of docs) {
    if (!filters.every((filter) => matchesFilter(doc.data, filter))) continue;
    const values = order.fields.map(({ field }) => readField(doc.data, field));
    if (values.some((value) => value === undefined)) continue;
    positioned.push({ doc, values: values as FieldValue[] });
  }
  positioned.sort((a, b) =>
    comparePositions({ id: a.doc.id, values: a.values }, { id: b.doc.id, values: b.values }),
  );

  const cursor = spec.startAfter;
  if (cursor) {
    if (cursor.values.length !== order.fields.length) {
      invalid('That cursor does not fit this query’s ordering.');
    }
    positioned = positioned.filter(
      (entry) => comparePositions({ id: entry.doc.id, values: entry.values }, cursor) > 0,
    );
  }

  const page = spec.limit === undefined ? positioned : positioned.slice(0, spec.limit);
  const last = page.at(-1);
  const next: Cursor | null =
    spec.limit !== undefined && last && page.length === spec.limit
      ? { collection: spec.collection, id: last.doc.id, values: last.values }
      : null;
  return { docs: page.map(({ doc }) => doc), next };
}
