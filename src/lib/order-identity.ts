import { latinDigits } from './i18n/digits';

/**
 * How an order is named. The customer sees a short number (TS-482913) and a
 * secret code (K7PX3M); the document id is derived from both, so the id can
 * be made on the client before the first try (a retry writes the same order)
 * and someone who knows the number from a phone lookup still cannot read the
 * order without the code.
 */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I/L: read over the phone

function randomFrom(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint32Array(length));
  let out = '';
  for (const value of bytes) out += alphabet[value % alphabet.length];
  return out;
}

export function newOrderNumber(): string {
  return `TS-${randomFrom('0123456789', 6)}`;
}

export function newOrderCode(): string {
  return randomFrom(CODE_ALPHABET, 6);
}

/** A code as typed: any case, spaces, and its digits 2–9 in Bengali or Devanagari too. */
export function normalizeOrderCode(input: string): string {
  return latinDigits(input)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

export const isOrderCode = (code: string) => new RegExp(`^[${CODE_ALPHABET}]{6}$`).test(code);

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function orderIdFor(number: string, code: string): Promise<string> {
  return (await sha256Hex(`${number}:${normalizeOrderCode(code)}`)).slice(0, 32);
}

/** The tag stored on an order: a hash of this browser's secret, never the secret. */
export async function browserTagFor(secret: string): Promise<string> {
  return (await sha256Hex(`browser:${secret}`)).slice(0, 32);
}
