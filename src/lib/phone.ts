import type { StaffKind } from './models';
import { latinDigits } from './i18n/digits';

/**
 * Indian mobile numbers: 10 digits starting 6–9. People type
 * them with a +91 or 0 prefix, spaces, dashes, dots or brackets, in Bengali,
 * Devanagari or Latin digits; everything stored and compared is the bare 10
 * digits 0–9.
 */
const tenDigitMobile = /^[6-9]\d{9}$/;
const separators = /[\s\-.()]/g;

export function normalizeIndianMobile(input: string): string | null {
  let digits = latinDigits(input).trim().replace(separators, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  // Some people write the trunk 0 after the country code too: "+91 0 98…".
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return tenDigitMobile.test(digits) ? digits : null;
}

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

/** "98765 43210", the way numbers are read aloud here. */
export function formatIndianMobile(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}
