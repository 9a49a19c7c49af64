import { serverTime, type DocData, type FieldValue } from '../../port/types';

/**
 * Values across the port boundary, both ways. Pure (no SDK import): the lite
 * and the full Firestore SDK each have their own Timestamp class, so reads
 * recognise a timestamp by its shape, and writes are handed the SDK's own
 * `serverTimestamp` factory.
 */

interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
}

function isTimestampLike(value: object): value is TimestampLike {
  const candidate = value as Partial<TimestampLike>;
  return (
    typeof candidate.toDate === 'function' &&
    typeof candidate.seconds === 'number' &&
    typeof candidate.nanoseconds === 'number'
  );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A value read from Firestore as a port value: Timestamps become Dates, at any
 * depth. Other SDK types (GeoPoint, Bytes, references) are not used by this
 * app and are passed through as they are.
 */
export function fromFirestore(value: unknown): FieldValue {
  if (value === null || typeof value !== 'object') return value as FieldValue;
  if (value instanceof Date) return value;
  if (isTimestampLike(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (isPlainObject(value)) return docFromFirestore(value);
  // The adapter seam: SDK objects the app never stores (GeoPoint, Bytes) pass through unchanged.
  return value as unknown as FieldValue;
}

/** A document's fields as read from Firestore, converted deeply. */
export function docFromFirestore(data: Record<string, unknown>): DocData {
  const result: DocData = {};
  for (const [key, value] of Object.entries(data)) result[key] = fromFirestore(value);
  return result;
}

/**
 * A port value ready to write: `serverTime` becomes the SDK's server-timestamp
 * sentinel at any depth (Firestore refuses it inside arrays and says so with
 * `invalid-argument`). Dates are written as they are — the SDK stores them as
 * Timestamps. Fields whose value is `undefined` (an optional property spread
 * in by a caller) are left out rather than failing the write.
 */
export function toFirestore(value: FieldValue, serverTimestamp: () => unknown): unknown {
  if (value === serverTime) return serverTimestamp();
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => toFirestore(item, serverTimestamp));
  return docToFirestore(value, serverTimestamp);
}

/** A document's fields (or an update's patch) ready to write, converted deeply. */
export function docToFirestore(
  data: DocData,
  serverTimestamp: () => unknown,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    result[key] = toFirestore(value, serverTimestamp);
  }
  return result;
}
