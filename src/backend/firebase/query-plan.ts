import { backendError } from '../../port/errors';
import type { Cursor, FieldValue, Filter, QuerySpec } from '../../port/types';
import { fromFirestore } from './firestore-values';

/**
 * A port QuerySpec turned into the exact Firestore ordering, shared by every
 * store that queries Firestore: the one-shot and the live store, on either
 * SDK, and the Admin SDK's on the server. Pure, no SDK import.
 *
 * Cursors must be stable, so every query is ordered explicitly the way
 * Firestore orders it implicitly: the requested fields, then any
 * inequality-filtered field not already ordered (sorted by name), then the
 * document id in the direction of the last order. Because that is also
 * Firestore's own implicit order, the explicit tie-break needs no extra
 * composite index.
 */

export type Direction = 'asc' | 'desc';

export interface FieldOrder {
  field: string;
  direction: Direction;
}

export interface QueryPlan {
  collection: string;
  filters: readonly Filter[];
  orders: readonly FieldOrder[];
  /** Direction of the final `documentId()` order. */
  idDirection: Direction;
  limit: number | undefined;
  /** `startAfter` values (one per order, then the document id), or undefined for the first page. */
  startAfter: readonly unknown[] | undefined;
}

const inequalityOps: ReadonlySet<Filter['op']> = new Set(['<', '<=', '>', '>=', '!=']);

/**
 * The exact values (SDK Timestamps with their nanoseconds) behind each cursor
 * this adapter made, and the SDK that made them. A Date keeps only
 * milliseconds, so resuming from the port's Date values could repeat a
 * document stamped within the same millisecond; a cursor handed back as it
 * was given resumes exactly.
 */
const exactValues = new WeakMap<Cursor, { madeBy: unknown; values: readonly unknown[] }>();

/**
 * `sdk`: the SDK the query will run on (the server's store passes none). A
 * cursor it made resumes from its remembered exact values; one made by
 * another SDK (Lite's Timestamps, which the full SDK cannot read) resumes
 * from its port values.
 */
export function planQuery(spec: QuerySpec, sdk?: unknown): QueryPlan {
  const explicit: FieldOrder[] = (spec.orderBy ?? []).map((order) => ({
    field: order.field,
    direction: order.direction ?? 'asc',
  }));
  const ordered = new Set(explicit.map((order) => order.field));
  const lastDirection = explicit.at(-1)?.direction ?? 'asc';
  const implied = [
    ...new Set(
      (spec.where ?? [])
        .filter((filter) => inequalityOps.has(filter.op) && !ordered.has(filter.field))
        .map((filter) => filter.field),
    ),
  ]
    .sort()
    .map((field): FieldOrder => ({ field, direction: lastDirection }));
  const orders = [...explicit, ...implied];

  let startAfter: readonly unknown[] | undefined;
  const cursor = spec.startAfter;
  if (cursor) {
    const exact = exactValues.get(cursor);
    const values = exact && exact.madeBy === sdk ? exact.values : cursor.values;
    if (cursor.collection !== spec.collection || values.length !== orders.length) {
      throw backendError('invalid-argument', 'That page position belongs to a different list.');
    }
    startAfter = [...values, cursor.id];
  }

  return {
    collection: spec.collection,
    filters: spec.where ?? [],
    orders,
    idDirection: orders.at(-1)?.direction ?? 'asc',
    limit: spec.limit,
    startAfter,
  };
}

/**
 * The cursor after a page's last document: its id plus its values for each
 * order (as port values), remembering the exact SDK values for `planQuery`.
 * `readField` reads one field of that document as `sdk` stored it.
 */
export function cursorAfter(
  plan: QueryPlan,
  id: string,
  readField: (field: string) => unknown,
  sdk?: unknown,
): Cursor {
  const raw = plan.orders.map((order) => readField(order.field) ?? null);
  const cursor: Cursor = {
    collection: plan.collection,
    id,
    values: raw.map((value): FieldValue => fromFirestore(value)),
  };
  exactValues.set(cursor, { madeBy: sdk, values: raw });
  return cursor;
}
