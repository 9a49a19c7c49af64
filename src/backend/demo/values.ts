import { backendError } from '../../port/errors';
import { serverTime, type DocData, type FieldValue } from '../../port/types';

/**
 * Field values as Firestore treats them, so the Demo backend accepts, orders
 * and compares exactly what the Firebase adapter would.
 */

type PlainMap = { [key: string]: FieldValue };

function isPlainMap(value: unknown): value is PlainMap {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function invalid(message: string): never {
  throw backendError('invalid-argument', message);
}

/**
 * A deep copy of `value` ready to store: `serverTime` becomes `now` (one clock
 * reading per write, as Firestore stamps one commit time), and anything
 * Firestore would refuse is refused here too.
 */
function prepareValue(value: FieldValue, now: Date, path: string, inArray: boolean): FieldValue {
  if (value === serverTime) {
    if (inArray) invalid(`The server time cannot be used inside an array (${path}).`);
    return new Date(now.getTime());
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) invalid(`${path} is not a valid date.`);
    return new Date(value.getTime());
  }
  if (Array.isArray(value)) {
    if (inArray) invalid(`Arrays cannot hold arrays (${path}).`);
    return value.map((item, index) => prepareValue(item, now, `${path}[${index}]`, true));
  }
  if (isPlainMap(value)) {
    const copy: PlainMap = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] = prepareValue(item, now, `${path}.${key}`, false);
    }
    return copy;
  }
  return invalid(`${path} holds a value that cannot be stored (${typeof value}).`);
}

/**
 * A deep copy that keeps `serverTime` sentinels (structuredClone cannot copy
 * symbols), so a transaction can buffer a write before its commit time exists.
 */
export function copyData(data: DocData): DocData {
  const copy = (value: FieldValue): FieldValue => {
    if (value instanceof Date) return new Date(value.getTime());
    if (Array.isArray(value)) return value.map(copy);
    if (isPlainMap(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)]));
    }
    return value;
  };
  return copy(data) as DocData;
}

/** Validates `data` and replaces every `serverTime` (also inside nested maps) with `now`. */
export function prepareForWrite(data: DocData, now: Date): DocData {
  if (!isPlainMap(data)) invalid('A document must be a plain object.');
  const copy: DocData = {};
  for (const [key, value] of Object.entries(data)) {
    copy[key] = prepareValue(value, now, key, false);
  }
  return copy;
}

/**
 * Applies an update patch already passed through `prepareForWrite`. Keys are
 * field paths, as in Firestore's `updateDoc`: "address.area" changes one
 * field of a nested map and leaves its siblings alone.
 */
export function applyPatch(existing: DocData, preparedPatch: DocData): DocData {
  const result = structuredClone(existing);
  for (const [path, value] of Object.entries(preparedPatch)) {
    const segments = path.split('.');
    if (segments.some((segment) => segment === '')) invalid(`"${path}" is not a field path.`);
    const last = segments.pop() as string;
    let target: PlainMap = result;
    for (const segment of segments) {
      const next = target[segment];
      if (!isPlainMap(next)) target[segment] = {};
      target = target[segment] as PlainMap;
    }
    target[last] = value;
  }
  return result;
}

/** The value at a dotted field path, or undefined when the document lacks it. */
export function readField(data: DocData, path: string): FieldValue | undefined {
  let current: FieldValue | undefined = data;
  for (const segment of path.split('.')) {
    if (!isPlainMap(current)) return undefined;
    current = current[segment];
  }
  return current;
}

/** Firestore's ordering of value types: null < boolean < number < timestamp < string < array < map. */
export function typeRank(value: FieldValue): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Date) return 3;
  if (typeof value === 'string') return 4;
  if (Array.isArray(value)) return 5;
  return 6;
}

function compareNumbers(a: number, b: number): number {
  // Firestore sorts NaN before every other number.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Total order over stored values, the one Firestore uses for orderBy and range filters. */
export function compareValues(a: FieldValue, b: FieldValue): number {
  const rankDifference = typeRank(a) - typeRank(b);
  if (rankDifference !== 0) return Math.sign(rankDifference);
  if (a === null || b === null) return 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'number' && typeof b === 'number') return compareNumbers(a, b);
  if (a instanceof Date && b instanceof Date) return compareNumbers(a.getTime(), b.getTime());
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
      const difference = compareValues(a[index] as FieldValue, b[index] as FieldValue);
      if (difference !== 0) return difference;
    }
    return Math.sign(a.length - b.length);
  }
  if (isPlainMap(a) && isPlainMap(b)) {
    const aKeys = Object.keys(a).sort();
    const bKeys = Object.keys(b).sort();
    for (let index = 0; index < Math.min(aKeys.length, bKeys.length); index += 1) {
      const aKey = aKeys[index] as string;
      const bKey = bKeys[index] as string;
      if (aKey !== bKey) return aKey < bKey ? -1 : 1;
      const difference = compareValues(a[aKey] as FieldValue, b[bKey] as FieldValue);
      if (difference !== 0) return difference;
    }
    return Math.sign(aKeys.length - bKeys.length);
  }
  return 0;
}

export function valuesEqual(a: FieldValue, b: FieldValue): boolean {
  return compareValues(a, b) === 0;
}

/**
 * A string that is equal for two results exactly when they hold the same
 * data, used to skip listener calls when a write changed nothing they show.
 * Dates are tagged so a date and its ISO text never look alike.
 */
export function fingerprint(value: unknown): string {
  if (value instanceof Date) return `D${value.getTime()}`;
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${fingerprint(item)}`).join(',')}}`;
  }
  return value === undefined ? 'U' : JSON.stringify(value);
}
