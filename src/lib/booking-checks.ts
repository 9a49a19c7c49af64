import { checkComingDay } from './form-checks';
import { BOOKING_WINDOW_DAYS, lastBookingDay } from './local-date';

/**
 * Rules a booking form checks before sending that the server holds too
 * (src/server/request-handlers.ts), so a person hears them at the field
 * instead of after a refused request.
 */

export const BEYOND_WINDOW_ERROR = `We take bookings up to ${BOOKING_WINDOW_DAYS} days ahead. Please choose an earlier date.`;

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
