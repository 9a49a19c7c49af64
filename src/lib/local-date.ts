import { localDigits } from './i18n/digits';
import { locale } from './i18n/locale';
import { dateFormat, type Locale } from './i18n/locales';
/**
 * Days and times people pick in booking forms. A day is kept as the text an
 * `<input type="date">` gives ('YYYY-MM-DD') and read in the browser's local
 * time: "today" is the town's today, never UTC's (which is still yesterday
 * until 5:30 am in India).
 */
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

const two = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of `moment` as 'YYYY-MM-DD'. */
export function localDayOf(moment: Date = new Date()): string {
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
}

/** India Standard Time, the town's clock: UTC+5:30 all year. */
export const TOWN_UTC_OFFSET_MINUTES = 330;

/**
 * The town's calendar day at `moment`, whatever the clock of the machine
 * (the server runs on UTC). `offsetDays` moves it forward or back.
 */
export function townDayOf(moment: Date, offsetDays = 0): string {
  const shifted = new Date(moment.getTime() + TOWN_UTC_OFFSET_MINUTES * 60_000);
  shifted.setUTCDate(shifted.getUTCDate() + offsetDays);
  return `${shifted.getUTCFullYear()}-${two(shifted.getUTCMonth() + 1)}-${two(shifted.getUTCDate())}`;
}

/** The moment of the town's day 'YYYY-MM-DD' at 'HH:MM' ('24:00': the end of that day). */
export function townMomentOf(day: string, time: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(
    Date.UTC(year, month - 1, date, hours, minutes) - TOWN_UTC_OFFSET_MINUTES * 60_000,
  );
}

/** The town's clock time 'HH:MM' at `moment`. */
export function townTimeOf(moment: Date): string {
  const shifted = new Date(moment.getTime() + TOWN_UTC_OFFSET_MINUTES * 60_000);
  return `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
}

/** How far ahead a visit, a collection, a ride or a service can be booked; the server holds the same. */
export const BOOKING_WINDOW_DAYS = 60;

/** The last day that can be booked at `moment`: the town's today plus the window. */
export function lastBookingDay(moment: Date = new Date()): string {
  return townDayOf(moment, BOOKING_WINDOW_DAYS);
}

/** Every day from the town's today to the end of the booking window, in order. */
export function bookableDays(moment: Date = new Date()): string[] {
  return Array.from({ length: BOOKING_WINDOW_DAYS + 1 }, (_, offset) => townDayOf(moment, offset));
}

/**
 * The weekday of 'YYYY-MM-DD', 0 = Sunday, and its week of the month (1 for
 * days 1–7, 2 for 8–14…). Read in UTC so the machine's clock cannot move it.
 */
export function weekdayOf(day: string): { weekday: number; weekOfMonth: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return {
    weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay(),
    weekOfMonth: Math.ceil(date / 7),
  };
}

/** The local day `days` after `moment` (negative for before). */
export function localDayAfter(days: number, moment: Date = new Date()): string {
  const shifted = new Date(moment.getFullYear(), moment.getMonth(), moment.getDate() + days);
  return localDayOf(shifted);
}

/** True for a real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = dayPattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** True for a 24-hour 'HH:MM', as `<input type="time">` gives it. */
export function isClockTime(text: string): boolean {
  return timePattern.test(text);
}

/** A day before today (local time). Days compare as text because the format is fixed-width. */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < localDayOf(now);
}

/** The local moment of `day` at `time`, or null when either is malformed. */
export function localMoment(day: string, time: string): Date | null {
  if (!isCalendarDay(day) || !isClockTime(time)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, date, hours, minutes);
}

/**
 * A pick-up time that has already gone. The current minute still counts as
 * now, so someone booking "for right now" is not refused while they type.
 */
export function isPastMoment(day: string, time: string, now: Date = new Date()): boolean {
  const moment = localMoment(day, time);
  if (!moment) return false;
  const thisMinute = new Date(now);
  thisMinute.setSeconds(0, 0);
  return moment.getTime() < thisMinute.getTime();
}

/**
 * "Tue, 24 Nov 2026" for 'YYYY-MM-DD' in English, "মঙ্গল, ২৪ নভেঃ, ২০২৬" in
 * Bengali; the text itself if it is not a day. English is built from parts
 * because ICU versions disagree on the commas in between.
 */
export function formatDay(day: string, code: Locale = locale.get()): string {
  if (!isCalendarDay(day)) return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const format = dateFormat(code, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const moment = new Date(year, month - 1, date);
  if (code !== 'en') return format.format(moment);
  const parts = format.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** The part of the day an hour falls in, as the language names it: "সন্ধ্যা", "शाम"; am or pm in English. */
export function partOfDay(hour: number, code: Locale = locale.get()): string {
  if (code === 'en') return hour < 12 ? 'am' : 'pm';
  const parts = dateFormat(code, { hour: 'numeric', dayPeriod: 'short' }).formatToParts(
    new Date(2000, 0, 1, hour),
  );
  return parts.find((part) => part.type === 'dayPeriod')?.value ?? '';
}

/** An hour on the 12-hour clock people read: 17 → 5, 0 → 12. */
export const clockHour = (hour: number) => (hour % 12 === 0 ? 12 : hour % 12);

/**
 * `clock` (a time or a run of hours, "6:28", "7–8") with the part of the
 * day of `hour`, on the side the language says it, in its digits: "6:28 pm",
 * "সন্ধ্যা ৬:২৮", "शाम 6:28". `Intl` puts Bengali's part of the day last
 * ("৬:২৮ সন্ধ্যা"), which is not how it is said, so times are put together
 * here, for every screen.
 */
export function withPartOfDay(clock: string, hour: number, code: Locale = locale.get()): string {
  const part = partOfDay(hour, code);
  return code === 'en' ? `${clock} ${part}` : localDigits(`${part} ${clock}`, code);
}

/** The one way a time of day is written: "6:28 pm", "সন্ধ্যা ৬:২৮", "शाम 6:28". */
export function formatTime(moment: Date, code: Locale = locale.get()): string {
  const hour = moment.getHours();
  return withPartOfDay(`${clockHour(hour)}:${two(moment.getMinutes())}`, hour, code);
}

/**
 * The end of a day, 'HH:MM' past 23:59: a shop that closes at midnight closes
 * at the end of tonight, never "tomorrow at 12:00 am" (lib/shop-hours `whenSaid`).
 */
export const END_OF_DAY = '24:00';

/**
 * Midnight as the end of the day, as each language says it: "12 midnight",
 * "রাত ১২টা" (which takes its ending, "রাত ১২টায়"), "रात 12" (before the
 * sentence's बजे). Written here, not in a catalogue: the server's sentences
 * put times in with this function too, and the server loads no catalogue.
 */
const midnightWords: Readonly<Record<Locale, string>> = {
  en: '12 midnight',
  bn: 'রাত ১২টা',
  hi: 'रात 12',
};

/**
 * "5:30 pm" for '17:30', "বিকাল ৫:৩০", "शाम 5:30"; midnight at the end of a day
 * ('24:00') as "12 midnight"; the text itself if it is not a time.
 */
export function formatClockTime(time: string, code: Locale = locale.get()): string {
  if (time === END_OF_DAY) return midnightWords[code];
  const match = timePattern.exec(time);
  if (!match) return time;
  return formatTime(new Date(2000, 0, 1, Number(match[1]), Number(match[2])), code);
}

/**
 * A moment as every screen shows it: "26 Nov, 6:28 pm", "২৬ নভেঃ, সন্ধ্যা ৬:২৮",
 * "26 नव॰, शाम 6:28"; with `year`, "26 Nov 2026, 6:28 pm"; with `today`, the
 * time alone when the moment falls on that day.
 */
export function formatDateTime(
  moment: Date,
  { year = false, today }: { year?: boolean; today?: Date } = {},
  code: Locale = locale.get(),
): string {
  const time = formatTime(moment, code);
  if (today && moment.toDateString() === today.toDateString()) return time;
  const day = dateFormat(code, {
    day: 'numeric',
    month: 'short',
    ...(year && { year: 'numeric' }),
  }).format(moment);
  return `${localDigits(day, code)}, ${time}`;
}
