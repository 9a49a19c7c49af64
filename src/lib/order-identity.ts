import { randomId } from './ids';
import { latinDigits } from './i18n/digits';

/**
 * How orders and bookings are named. The browser makes a request id before
 * the first try and sends the same one with every retry; the server derives
 * the document id from it (so a retry finds what the first try wrote, and no
 * browser can pick a document id), and gives out the number people read
 * (TS-482913 for an order, BK-482913 for a booking, LS-482913 for a list
 * sent to a shop) and a secret code
 * (K7PX3M). With the phone, the code opens the order or booking on another
 * device; the browser that placed it keeps the document id instead.
 */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I/L: read over the phone
const CODE_LENGTH = 6;

function randomFrom(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint32Array(length));
  let out = '';
  for (const value of bytes) out += alphabet[value % alphabet.length];
  return out;
}

/** A request id: 20 letters and digits (~119 bits), made once per order or booking a person sends. */
export const newRequestId = () => randomId(20);
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

export const referencePrefixes = { order: 'TS', booking: 'BK', list: 'LS' } as const;
export type ReferenceKind = keyof typeof referencePrefixes;

/** A candidate number: the server checks it is not given out yet before it keeps it. */
export const newReference = (kind: ReferenceKind) =>
  `${referencePrefixes[kind]}-${randomFrom('0123456789', 6)}`;

export const newOrderCode = () => randomFrom(CODE_ALPHABET, CODE_LENGTH);

/** A code as typed: any case, spaces, and its digits 2–9 in Bengali or Devanagari too. */
export function normalizeOrderCode(input: string): string {
  return latinDigits(input)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

export const isOrderCode = (code: string) =>
  new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`).test(code);

/** The SHA-256 of `text`, as 64 hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The document id of what `requestId` asked for in `collection`: 32 hex digits nobody can aim at. */
export async function recordIdFor(collection: string, requestId: string): Promise<string> {
  return (await sha256Hex(`${collection}:${requestId}`)).slice(0, 32);
}
