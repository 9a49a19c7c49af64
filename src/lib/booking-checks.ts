import { checkComingDay } from './form-checks';
import { BOOKING_WINDOW_DAYS, lastBookingDay } from './local-date';
import { formMessages } from './messages';

/**
 * Rules a booking form checks before sending that the server holds too
 * (src/server/request-handlers.ts), so a person hears them at the field
 * instead of after a refused request.
 */

/** A live binding, like `PHONE_ERROR`: it follows the reader's language. */
export let BEYOND_WINDOW_ERROR = '';
formMessages.subscribe((words) => {
  BEYOND_WINDOW_ERROR = words.beyondWindow(BOOKING_WINDOW_DAYS);
});

/** A day today or later and inside the booking window. */
export function checkBookingDay(day: string, now: Date = new Date()): string | undefined {
  const problem = checkComingDay(day, now);
  if (problem) return problem;
  return day > lastBookingDay(now) ? BEYOND_WINDOW_ERROR : undefined;
}

/** Two places typed the same way, whatever the case and spacing. */
export function isSamePlace(first: string, second: string): boolean {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return plain(first) === plain(second);
}
