import type { Collection } from 'dexie';
import type { FieldValue, Filter, QuerySpec, StoredDoc } from '../../port/types';
import type { DemoDatabase, DocRecord } from './db';
import { belongsAfterCursor, effectiveOrder, inequalityOps } from './query';
import { indexesOf, type StoredIndex } from './stored-indexes';

/**
 * Reads the documents a query may return through the database's own
 * indexes (stored-indexes.ts), as Firestore serves a query from its indexes,
 * so that its cost follows its result rather than its collection; runQuery
 * then orders and cuts them with Firestore's semantics. In order of
 * preference:
 *
 * 1. **In order, to the limit.** An index made of (some of) the query's
 *    equality fields and then exactly its ordered fields is read from the
 *    cursor on, in the query's direction, each entry tested against every
 *    filter, until `limit` documents belong: a shop's first twenty products
 *    read twenty entries however many the shop has. An `in` filter reads
 *    one such range per value (at most 30). The orders must share one
 *    direction, as IndexedDB reads an index only forwards or backwards.
 * 2. **Narrowed.** An array-contains value, or one equality, read from its
 *    index: every document with that value, then filtered and ordered.
 * 3. **The whole collection**, for any other query (and a collection that
 *    declares no index, such as the tests' own).
 *
 * Only a string, a number or a date can be looked up in an index: any
 * other operand (null, true, a list) reads a level further down.
 */

type Key = string | number | Date;

const isKey = (value: unknown): value is Key =>
  typeof value === 'string' ||
  (typeof value === 'number' && !Number.isNaN(value)) ||
  (value instanceof Date && !Number.isNaN(value.getTime()));

/**
 * Below and above every key. (Dexie's own minKey and maxKey are refused
 * inside a compound key's bounds; these are the same keys.)
 */
const LOWEST = -Infinity;
const highest = (): unknown => [[]];

/** The most ranges one query reads (Firestore's limit on `in` values). */
const MAX_RANGES = 30;

/** Each equality field with the values it may take, or null when one cannot be looked up. */
function equalitiesOf(filters: readonly Filter[]): Map<string, Key[]> | null {
  const equalities = new Map<string, Key[]>();
  for (const { field, op, value } of filters) {
    if (op !== '==' && op !== 'in') continue;
    const values = op === 'in' ? (value as FieldValue[]) : [value];
    // A field filtered twice, or a value no index holds: narrowed by another field, or read whole.
    if (equalities.has(field) || !values.every(isKey)) return null;
    equalities.set(field, [...new Set(values)]);
  }
  return equalities;
}

/** Every combination of one value per field, in the fields' order; null past MAX_RANGES. */
function combinations(fields: readonly string[], values: Map<string, Key[]>): Key[][] | null {
  let combos: Key[][] = [[]];
  for (const field of fields) {
    combos = combos.flatMap((combo) => (values.get(field) ?? []).map((value) => [...combo, value]));
    if (combos.length > MAX_RANGES) return null;
  }
  return combos;
}

const asDocs = (records: readonly DocRecord[]): StoredDoc[] => {
  const seen = new Set<string>();
  const docs: StoredDoc[] = [];
  for (const { id, data } of records) {
    if (seen.has(id)) continue;
    seen.add(id);
    docs.push({ id, data });
  }
  return docs;
};

/** Plan 1: the index and its ranges, when one serves the query in its order. */
function inOrder(spec: QuerySpec, indexes: readonly StoredIndex[]) {
  const filters = spec.where ?? [];
  if (filters.some(({ op }) => op === 'array-contains')) return null;
  const equalities = equalitiesOf(filters);
  if (!equalities) return null;
  const { fields: orders, idDirection } = effectiveOrder(spec);
  if (orders.some(({ direction }) => direction !== idDirection)) return null;
  const orderFields = orders.map(({ field }) => field);
  if (orders.length === 0 && equalities.size === 0) {
    // No filter to look up and no order but the id: the table's own key.
    return {
      index: '[collection+id]',
      prefixes: [[]],
      prefixFields: [],
      orderFields: ['__id__'],
      idDirection,
    };
  }
  let best: { index: StoredIndex; prefix: string[] } | null = null;
  for (const index of indexes) {
    if (index.contains !== undefined) continue;
    const prefix = index.fields.slice(0, index.fields.length - orderFields.length);
    const tail = index.fields.slice(prefix.length);
    if (tail.length !== orderFields.length || tail.some((f, i) => f !== orderFields[i])) continue;
    if (!prefix.every((field) => equalities.has(field))) continue;
    if (!best || prefix.length > best.prefix.length) best = { index, prefix };
  }
  if (!best) return null;
  const prefixes = combinations(best.prefix, equalities);
  if (!prefixes) return null;
  return { index: best.index.name, prefixes, prefixFields: best.prefix, orderFields, idDirection };
}

/**
 * The bounds of one range: the prefix's values, then the ordered fields and
 * the id, from just after the cursor (exclusive: the id makes each position
 * unique) or from a range filter on the first ordered field.
 */
function boundsOf(
  spec: QuerySpec,
  prefix: readonly Key[],
  orderFields: readonly string[],
  backwards: boolean,
): { lower: unknown[]; upper: unknown[]; afterCursor: boolean } {
  const idOnly = orderFields[0] === '__id__';
  const width = idOnly ? 1 : orderFields.length + 1;
  const lowest: unknown[] = Array.from({ length: width }, () => LOWEST);
  const top: unknown[] = Array.from({ length: width }, highest);
  const cursor = spec.startAfter;
  const from = cursor && (idOnly ? [cursor.id] : [...cursor.values, cursor.id]);
  let afterCursor = false;
  if (from && from.length === width && from.every((value) => isKey(value))) {
    (backwards ? top : lowest).splice(0, width, ...from);
    afterCursor = true;
  } else if (!idOnly && orderFields.length > 0) {
    // A range on the first ordered field bounds it (the test keeps only the same type).
    for (const { field, op, value } of spec.where ?? []) {
      if (field !== orderFields[0] || op === '!=' || !inequalityOps.has(op) || !isKey(value)) {
        continue;
      }
      if (op === '>' || op === '>=') lowest[0] = value;
      else top[0] = value;
    }
  }
  return {
    lower: [spec.collection, ...prefix, ...lowest],
    upper: [spec.collection, ...prefix, ...top],
    afterCursor,
  };
}

/** The documents the query may return, read through the best index there is. */
export async function readCandidates(db: DemoDatabase, spec: QuerySpec): Promise<StoredDoc[]> {
  const indexes = indexesOf(spec.collection);
  const belongs = belongsAfterCursor(spec);
  const keep = (record: DocRecord) => belongs({ id: record.id, data: record.data });

  const plan = indexes.length || !(spec.where ?? []).length ? inOrder(spec, indexes) : null;
  if (plan) {
    const backwards = plan.idDirection === 'desc';
    // The range holds exactly the results when every filter is an equality its prefix looks up.
    const exact = (spec.where ?? []).every(
      ({ field, op }) => (op === '==' || op === 'in') && plan.prefixFields.includes(field),
    );
    const records = await Promise.all(
      plan.prefixes.map(async (prefix) => {
        const { lower, upper, afterCursor } = boundsOf(spec, prefix, plan.orderFields, backwards);
        let range: Collection<DocRecord, unknown> = db.docs
          .where(plan.index)
          .between(lower, upper, !(afterCursor && !backwards), !(afterCursor && backwards));
        if (backwards) range = range.reverse();
        if (exact) return (spec.limit === undefined ? range : range.limit(spec.limit)).toArray();
        // Tested entry by entry to the limit; with none, read at once and then tested.
        if (spec.limit !== undefined) return range.filter(keep).limit(spec.limit).toArray();
        return (await range.toArray()).filter(keep);
      }),
    );
    return asDocs(records.flat());
  }

  const filters = spec.where ?? [];
  const contains = filters.find(({ op }) => op === 'array-contains');
  if (contains && isKey(contains.value)) {
    const index = indexes.find((candidate) => candidate.contains === contains.field);
    if (index) {
      const records = await db.docs
        .where(index.name)
        .equals(contains.value)
        .filter((record) => record.collection === spec.collection && keep(record))
        .toArray();
      return asDocs(records);
    }
  }
  const equalities = equalitiesOf(filters.filter(({ op }) => op === '==' || op === 'in'));
  for (const [field, values] of equalities ?? []) {
    const index = indexes.find(
      (candidate) => candidate.fields.length === 1 && candidate.fields[0] === field,
    );
    if (!index) continue;
    const records = await Promise.all(
      values.map(async (value) =>
        (
          await db.docs
            .where(index.name)
            .between([spec.collection, value, LOWEST], [spec.collection, value, highest()])
            .toArray()
        ).filter(keep),
      ),
    );
    return asDocs(records.flat());
  }

  const records = await db.docs.where('collection').equals(spec.collection).toArray();
  return asDocs(records);
}
