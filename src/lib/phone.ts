import type { StaffKind } from './kinds';
import { latinDigits } from './i18n/digits';

/**
 * Indian mobile numbers: 10 digits starting 6–9. People type
 * them with a +91 or 0 prefix, spaces, dashes, dots or brackets, in Bengali,
 * Devanagari or Latin digits; everything stored and compared is the bare 10
 * digits 0–9.
 */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
const separators = /[\s\-.()]/g;

export function normalizeIndianMobile(input: string): string | null {
  let digits = latinDigits(input).trim().replace(separators, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  // Some people write the trunk 0 after the country code too: "+91 0 98…".
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE_PATTERN.test(digits) ? digits : null;
}

/** A landline with its STD code: "03000-255100", or "+91 3000 255100". */
export function isLandline(typed: string): boolean {
  let digits = latinDigits(typed).trim().replace(separators, '');
  let international = false;
  for (const prefix of ['+91', '0091']) {
    if (digits.startsWith(prefix)) {
      digits = digits.slice(prefix.length);
      international = true;
    }
  }
  return /^0[1-9]\d{9}$/.test(digits) || (international && /^[1-9]\d{9}$/.test(digits));
}

/** Police, fire, ambulance and other service numbers: 100, 108, 1091, 14567. */
export const isShortNumber = (typed: string) =>
  /^1\d{2,4}$/.test(latinDigits(typed).replace(/\s/g, ''));

/** A phone as it is kept: a mobile as its 10 digits, anything else as typed, its spaces single. */
export const storedPhone = (typed: string) =>
  normalizeIndianMobile(typed) ?? latinDigits(typed).trim().replace(/\s+/g, ' ');

/**
 * Staff sign in with phone + password, but the identity service only knows
 * emails: each phone maps to a synthetic address at a reserved `.invalid`
 * domain (RFC 2606), one per staff kind, which can never receive mail.
 * Returns null when `phone` is not a valid Indian mobile.
 */
export function staffSignInEmail(kind: StaffKind, phone: string): string | null {
  const digits = normalizeIndianMobile(phone);
  return digits && `${digits}@${kind}.phone.invalid`;
}

/**
 * A remembered mobile shown on a phone others may use: its first two and last
 * three digits, "98••• ••210", the rest hidden until the person types it or
 * says it is theirs.
 */
export function maskedMobile(digits: string): string {
  if (digits.length !== 10)
    return `${'•'.repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
  return `${digits.slice(0, 2)}••• ••${digits.slice(7)}`;
}

/** "98765 43210", the way numbers are read aloud here. */
export function formatIndianMobile(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}
