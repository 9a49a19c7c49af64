import { BOOKING_WINDOW_DAYS, isCalendarDay, isPastDay, lastBookingDay } from './local-date';
import { formMessages } from './messages';

/**
 * What a booking form checks with the browser's clock beside the request's
 * schema (./requests/schemas): the server holds the same rules with the
 * town's clock (src/server/request-handlers.ts), so a person hears them at
 * the field instead of after a refused request.
 */

/** Live bindings, like `PHONE_ERROR`: they follow the reader's language. */
export let PAST_DAY_ERROR = '';
export let DAY_MISSING_ERROR = '';
export let BEYOND_WINDOW_ERROR = '';
let dayMalformed = '';
formMessages.subscribe((words) => {
  PAST_DAY_ERROR = words.dayPast;
  DAY_MISSING_ERROR = words.dayMissing;
  BEYOND_WINDOW_ERROR = words.beyondWindow(BOOKING_WINDOW_DAYS);
  dayMalformed = words.dayMalformed;
});

/** A day from today to the end of the booking window, in the browser's local calendar. */
export function checkBookingDay(day: string, now: Date = new Date()): string | undefined {
  if (!day) return DAY_MISSING_ERROR;
  if (!isCalendarDay(day)) return dayMalformed;
  if (isPastDay(day, now)) return PAST_DAY_ERROR;
  return day > lastBookingDay(now) ? BEYOND_WINDOW_ERROR : undefined;
}

/** Two places typed the same way, whatever the case and spacing. */
export function isSamePlace(first: string, second: string): boolean {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return plain(first) === plain(second);
}
