import indexesFile from '../../../firestore.indexes.json?raw';
import { backendError } from '../../port/errors';
import type { Filter, QuerySpec } from '../../port/types';

/**
 * Firestore refuses a query that needs a composite index the project does
 * not have (FAILED_PRECONDITION, "The query requires an index"), and neither
 * the emulator nor the Demo would notice: the first sign would be a broken
 * screen on a real project. So the Demo asks the same of every query, reading
 * the indexes deployed with the app (firestore.indexes.json), in development
 * and in the tests: every test that runs a query on the Demo proves its index
 * is listed. (The production build of the Demo leaves the check out.)
 *
 * Firestore's rules, as its documentation states them:
 * - every field has single-field indexes (ascending, descending and, for
 *   lists, array-contains), so a query on one field needs nothing more, and
 *   equality filters on several fields are served by merging them;
 * - anything else — an equality or array-contains filter with an order or a
 *   range on another field, two orders, ranges on two fields, array-contains
 *   with an equality — needs a composite index: the filtered fields first
 *   (equalities in any order, the array-contains field as CONTAINS), then
 *   each order in its direction;
 * - equality filters with one shared order may also be served by several
 *   composite indexes that each start with some of those fields and end with
 *   that order (index merging). Array-contains is held to one index.
 */

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

let deployed: readonly CompositeIndex[] | undefined;

/** The composite indexes firestore.indexes.json deploys (read on first use). */
export function deployedIndexes(): readonly CompositeIndex[] {
  deployed ??= (JSON.parse(indexesFile) as { indexes: CompositeIndex[] }).indexes;
  return deployed;
}

const equalityOps: ReadonlySet<Filter['op']> = new Set(['==', 'in']);
const inequalityOps: ReadonlySet<Filter['op']> = new Set(['<', '<=', '>', '>=', '!=']);

interface Ordered {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}

/**
 * What `spec` asks of an index, in the order Firestore receives it: the
 * Firebase adapter orders by the explicit fields, then by each range field
 * not yet ordered (by name, in the last order's direction), then by the
 * document id, which every index ends with anyway (planQuery).
 */
function needOf(spec: QuerySpec) {
  const filters = spec.where ?? [];
  const equalities = [
    ...new Set(filters.filter(({ op }) => equalityOps.has(op)).map(({ field }) => field)),
  ];
  const contains = filters.find(({ op }) => op === 'array-contains')?.field ?? null;
  const explicit = (spec.orderBy ?? []).map(({ field, direction }) => ({ field, direction }));
  const lastDirection = explicit.at(-1)?.direction ?? 'asc';
  const ordered = new Set(explicit.map(({ field }) => field));
  const ranges = [
    ...new Set(
      filters
        .filter(({ op, field }) => inequalityOps.has(op) && !ordered.has(field))
        .map(({ field }) => field),
    ),
  ].sort();
  const orders: Ordered[] = [
    ...explicit,
    ...ranges.map((field) => ({ field, direction: lastDirection })),
  ].map(({ field, direction }) => ({
    fieldPath: field,
    order: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
  }));
  return { collection: spec.collection, equalities, contains, orders };
}

type Need = ReturnType<typeof needOf>;

const sameOrders = (fields: readonly IndexField[], orders: readonly Ordered[]) =>
  fields.length === orders.length &&
  fields.every(
    (field, index) =>
      field.fieldPath === orders[index]?.fieldPath && field.order === orders[index]?.order,
  );

/** Whether single-field indexes alone serve the query. */
function singleFieldServes({ equalities, contains, orders }: Need): boolean {
  if (contains !== null) return equalities.length === 0 && orders.length === 0;
  if (orders.length === 0) return true;
  return equalities.length === 0 && orders.length === 1;
}

/** Whether `indexes` serve `need`: one index that fits it, or equality prefixes merged over its orders. */
function compositeServes(need: Need, indexes: readonly CompositeIndex[]): boolean {
  const { collection, equalities, contains, orders } = need;
  const candidates = indexes.filter(
    (index) =>
      index.collectionGroup === collection &&
      index.queryScope === 'COLLECTION' &&
      sameOrders(index.fields.slice(index.fields.length - orders.length), orders),
  );
  const prefixOf = (index: CompositeIndex) =>
    index.fields.slice(0, index.fields.length - orders.length);
  const prefixNames = (prefix: readonly IndexField[]) =>
    new Set(prefix.map((field) => field.fieldPath));
  const wanted = [...equalities, ...(contains === null ? [] : [contains])];
  const fitsExactly = candidates.some((index) => {
    const prefix = prefixOf(index);
    const names = prefixNames(prefix);
    return (
      prefix.length === wanted.length &&
      wanted.every((field) => names.has(field)) &&
      prefix.every((field) =>
        field.fieldPath === contains ? field.arrayConfig === 'CONTAINS' : field.order !== undefined,
      )
    );
  });
  if (fitsExactly || contains !== null || equalities.length < 2) return fitsExactly;
  const merged = new Set<string>();
  for (const index of candidates) {
    const prefix = prefixOf(index);
    if (
      prefix.length > 0 &&
      prefix.every((field) => field.order !== undefined && equalities.includes(field.fieldPath))
    ) {
      for (const field of prefix) merged.add(field.fieldPath);
    }
  }
  return equalities.every((field) => merged.has(field));
}

/** The composite index `spec` needs, as firestore.indexes.json would list its fields. */
function describe({ equalities, contains, orders }: Need): string {
  return [
    ...equalities.map((field) => `${field} ASCENDING`),
    ...(contains === null ? [] : [`${contains} CONTAINS`]),
    ...orders.map(({ fieldPath, order }) => `${fieldPath} ${order}`),
  ].join(', ');
}

/**
 * Why Firestore would refuse `spec` for want of an index in `indexes`, or
 * null when it would run it.
 */
export function missingIndex(
  spec: QuerySpec,
  indexes: readonly CompositeIndex[] = deployedIndexes(),
): string | null {
  const need = needOf(spec);
  if (singleFieldServes(need) || compositeServes(need, indexes)) return null;
  return `This query of ${need.collection} needs a composite index firestore.indexes.json does not list (${describe(need)}); Firestore would refuse it. Add the index there.`;
}

/** Refuses, as Firestore does, a query that no deployed index (nor one of `extra`) serves. */
export function demandIndex(spec: QuerySpec, extra: readonly CompositeIndex[] = []): void {
  const missing = missingIndex(spec, [...deployedIndexes(), ...extra]);
  if (missing) throw backendError('failed-precondition', missing);
}
