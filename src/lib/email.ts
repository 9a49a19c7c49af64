/**
 * The one shape of an email address the app accepts, in the sign-ins, the
 * admin records and the Demo backend's accounts alike: something, an @, and
 * a domain with a dot; at most 320 characters, the longest an address can be.
 * The identity service has the last word; this keeps obvious slips from it.
 */
export const EMAIL_MAX = 320;
export const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isWellFormedEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && emailShape.test(email);
}
