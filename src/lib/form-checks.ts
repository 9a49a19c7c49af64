import { textOf } from './i18n';
import { isCalendarDay, isPastDay } from './local-date';
import { formMessages } from './messages';
import { normalizeIndianMobile, PHONE_ERROR } from './phone';

/**
 * The checks every booking and request form shares, each returning the
 * sentence to show under the field, or undefined when the value is fine.
 * The same bounds are enforced again by firestore.rules.
 */

/** Live bindings, like `PHONE_ERROR`: they follow the reader's language. */
export let PAST_DAY_ERROR = '';
export let DAY_MISSING_ERROR = '';
formMessages.subscribe((words) => {
  PAST_DAY_ERROR = words.dayPast;
  DAY_MISSING_ERROR = words.dayMissing;
});

/** Trimmed text between `min` and `max` characters. */
export function checkText(
  value: string,
  bounds: { min: number; max: number },
  tooShort: string,
  tooLong = textOf(formMessages).tooLong(bounds.max),
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

export function checkName(value: string, tooShort = textOf(formMessages).nameMissing) {
  return checkText(value, NAME_BOUNDS, tooShort, textOf(formMessages).nameTooLong(NAME_BOUNDS.max));
}

export function checkPhone(value: string): string | undefined {
  return normalizeIndianMobile(value) ? undefined : PHONE_ERROR;
}

/** A day today or later, in the browser's local calendar. */
export function checkComingDay(day: string, now: Date = new Date()): string | undefined {
  if (!day) return DAY_MISSING_ERROR;
  if (!isCalendarDay(day)) return textOf(formMessages).dayMalformed;
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
