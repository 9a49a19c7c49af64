import { isCalendarDay, isPastDay } from './local-date';
import { normalizeIndianMobile, PHONE_ERROR } from './phone';

/**
 * The checks every booking and request form shares, each returning the
 * sentence to show under the field, or undefined when the value is fine.
 * The same bounds are enforced again by firestore.rules.
 */

export const PAST_DAY_ERROR = 'That date has already passed. Please choose today or a later date.';
export const DAY_MISSING_ERROR = 'Please choose a date.';

/** Trimmed text between `min` and `max` characters. */
export function checkText(
  value: string,
  bounds: { min: number; max: number },
  tooShort: string,
  tooLong = `Please keep this under ${bounds.max} characters.`,
): string | undefined {
  const length = value.trim().length;
  if (length < bounds.min) return tooShort;
  if (length > bounds.max) return tooLong;
  return undefined;
}

/** A person's name: 2–60 characters. */
export const NAME_BOUNDS = { min: 2, max: 60 } as const;
/** An address or landmark description. */
export const ADDRESS_BOUNDS = { min: 5, max: 300 } as const;
/** An optional note. */
export const NOTE_BOUNDS = { min: 0, max: 500 } as const;
/** What is wrong / what is needed, in the person's words. */
export const DETAILS_BOUNDS = { min: 5, max: 1000 } as const;

export function checkName(value: string, tooShort = 'Please tell us your name.') {
  return checkText(value, NAME_BOUNDS, tooShort, 'Please keep the name under 60 characters.');
}

export function checkPhone(value: string): string | undefined {
  return normalizeIndianMobile(value) ? undefined : PHONE_ERROR;
}

/** A day today or later, in the browser's local calendar. */
export function checkComingDay(day: string, now: Date = new Date()): string | undefined {
  if (!day) return DAY_MISSING_ERROR;
  if (!isCalendarDay(day)) return 'Please enter a date like 24/11/2026.';
  if (isPastDay(day, now)) return PAST_DAY_ERROR;
  return undefined;
}

/** Only the fields that have a message: an empty object means the form is fine. */
export function onlyErrors<K extends string>(
  found: Partial<Record<K, string | undefined>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const [field, message] of Object.entries(found) as [K, string | undefined][]) {
    if (message) errors[field] = message;
  }
  return errors;
}
