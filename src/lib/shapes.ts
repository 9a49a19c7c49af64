/**
 * Small checks for values that come back from outside the code — browser
 * storage, history state: each gives the value in the expected shape, or
 * null. Written by hand rather than with a schema library so that customer
 * screens, which read a saved cart before anything paints, load none. (The
 * staff record, read on staff screens only, is checked with zod.)
 */
export type Shape<T> = (value: unknown) => T | null;

type Check = (value: unknown) => boolean;

/** A JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isText: Check = (value) => typeof value === 'string';
export const isAmount: Check = (value) => typeof value === 'number' && Number.isFinite(value);
export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);

/** An object whose listed fields pass their checks; other fields are kept as they are. */
export function objectShape<T extends object>(fields: { [K in keyof T]-?: Check }): Shape<T> {
  const entries = Object.entries<Check>(fields);
  return (value) =>
    isRecord(value) && entries.every(([field, check]) => check(value[field])) ? (value as T) : null;
}

/** A list whose every item has `item`'s shape. */
export function listShape<T>(item: Shape<T>): Shape<T[]> {
  return (value) =>
    Array.isArray(value) && value.every((entry) => item(entry) !== null) ? (value as T[]) : null;
}
