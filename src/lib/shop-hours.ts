import type * as v from 'valibot';
import type { dayHours, openingHours } from './fields/schemas';
import { weekdays } from './kinds';
import { END_OF_DAY, TOWN_UTC_OFFSET_MINUTES, townDayOf } from './local-date';

/**
 * Whether a shop is open, on the town's clock: the one place that reads a
 * shop's hours, days off and the vendor's "closed now", for the customer's
 * screens, the vendor's switch and the server's checkout alike. Pure and
 * plain, so it loads with the screens that use it and runs in the server.
 *
 * A day's stretch that runs past midnight belongs to the day it starts on: a
 * day off closes that day's stretches, not the tail of the night before.
 */

export type OpeningHours = v.InferOutput<ReturnType<typeof openingHours>>;
export type DayHours = v.InferOutput<ReturnType<typeof dayHours>>;

/** What lib/shop-hours needs of a shop: the fields of its stored model. */
export interface ShopTimes {
  open: boolean;
  openingHours?: OpeningHours | undefined;
  closedUntil?: Date | null | undefined;
  /** The vendor's extra hours for one day: open from when they were set until this moment, whatever the hours say. */
  openUntil?: Date | null | undefined;
}

export type Openness =
  /** No hours set (an older shop): open while its vendor keeps it open, as before hours existed. */
  | { state: 'noHours' }
  /** Open now; `closes` null when it does not close (open 24 hours, every day). */
  | { state: 'open'; closes: Date | null }
  /** Closed now; `opens` null when no opening is known (closed by the vendor, or no open day). */
  | { state: 'closed'; opens: Date | null };

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
/** How far ahead the next opening is looked for: past any run of listed days off. */
const LOOKAHEAD_DAYS = 40;

/** Minutes since 1970-01-01 00:00 on the town's clock. */
const townMinutesOf = (moment: Date) =>
  Math.floor(moment.getTime() / MINUTE) + TOWN_UTC_OFFSET_MINUTES;
const momentAt = (townMinutes: number) =>
  new Date((townMinutes - TOWN_UTC_OFFSET_MINUTES) * MINUTE);

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** A week with the same hours every day: where the vendor's form starts, and its "copy to all days". */
export function everyDayOf(day: DayHours): OpeningHours['week'] {
  return { Sun: day, Mon: day, Tue: day, Wed: day, Thu: day, Fri: day, Sat: day };
}

/** Open around the clock, every day. */
export const openAllHours: OpeningHours = { week: everyDayOf({ kind: 'allDay' }), daysOff: [] };

/** Every hour open, every day, no day off: said as "Open 24 hours". */
export function isOpenAllHours(hours: OpeningHours): boolean {
  return hours.daysOff.length === 0 && weekdays.every((name) => hours.week[name].kind === 'allDay');
}

/** The stretches day number `day` (since 1970-01-01, town time) is open, as [start, end) in town minutes. */
function stretchesOfDay(hours: OpeningHours, day: number): [number, number][] {
  const start = day * DAY_MINUTES;
  // 1970-01-01 was a Thursday.
  const name = weekdays[(((day + 4) % 7) + 7) % 7] ?? 'Sun';
  if (hours.daysOff.includes(townDayOf(momentAt(start)))) return [];
  const today = hours.week[name];
  if (today.kind === 'closed') return [];
  if (today.kind === 'allDay') return [[start, start + DAY_MINUTES]];
  return today.spans.map(({ from, to }) => {
    const [opens, closes] = [minutesOf(from), minutesOf(to)];
    return [start + opens, start + closes + (closes <= opens ? DAY_MINUTES : 0)];
  });
}

/**
 * The stretches from the day before `townMinutes` to the look-ahead, and an
 * `extra` one the vendor added, in order, touching or overlapping ones joined.
 */
function stretchesAround(
  hours: OpeningHours,
  townMinutes: number,
  extra: [number, number] | null,
): [number, number][] {
  const today = Math.floor(townMinutes / DAY_MINUTES);
  const all: [number, number][] = [];
  for (let day = today - 1; day <= today + LOOKAHEAD_DAYS; day++) {
    all.push(...stretchesOfDay(hours, day));
  }
  if (extra) all.push(extra);
  const joined: [number, number][] = [];
  for (const [start, end] of all.sort((a, b) => a[0] - b[0])) {
    const last = joined.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined;
}

/**
 * Open or closed at `moment` by the hours, with the vendor's extra hours
 * until `openUntil` (from now) where they are still ahead, and until when.
 */
function byHours(hours: OpeningHours, moment: Date, openUntil?: Date | null): Openness {
  const now = townMinutesOf(moment);
  const horizon = (Math.floor(now / DAY_MINUTES) + LOOKAHEAD_DAYS) * DAY_MINUTES;
  const extraEnd = openUntil ? townMinutesOf(openUntil) : null;
  const stretches = stretchesAround(
    hours,
    now,
    extraEnd !== null && extraEnd > now ? [now, extraEnd] : null,
  );
  const current = stretches.find(([start, end]) => start <= now && now < end);
  if (current)
    return { state: 'open', closes: current[1] >= horizon ? null : momentAt(current[1]) };
  const next = stretches.find(([start]) => start > now);
  return { state: 'closed', opens: next ? momentAt(next[0]) : null };
}

/**
 * Whether `shop` is open at `moment`: its vendor's switch, then its "closed
 * now" pause, then its hours with the vendor's extra hours for the day (open
 * early or late until `openUntil`, joined to the hours they touch).
 */
export function opennessAt(shop: ShopTimes, moment: Date): Openness {
  if (!shop.open) return { state: 'closed', opens: null };
  if (!shop.openingHours) return { state: 'noHours' };
  const { closedUntil } = shop;
  if (closedUntil && moment < closedUntil) {
    const then = byHours(shop.openingHours, closedUntil);
    const opens = then.state === 'closed' ? then.opens : closedUntil;
    return { state: 'closed', opens };
  }
  return byHours(shop.openingHours, moment, shop.openUntil);
}

/** Whether the vendor's extra hours keep `shop` open at `moment`, where its hours alone would have it closed. */
export function openByExtraHours(shop: ShopTimes, moment: Date): boolean {
  if (!shop.openingHours || !shop.openUntil || moment >= shop.openUntil) return false;
  return (
    opennessAt(shop, moment).state === 'open' &&
    byHours(shop.openingHours, moment).state === 'closed'
  );
}

/**
 * The moment extra hours asked as a time of day ('HH:MM', the town's clock)
 * end: the next time the clock shows it after `moment`, within a day.
 */
export function nextTownTime(time: string, moment: Date): Date {
  const now = townMinutesOf(moment);
  const today = Math.floor(now / DAY_MINUTES) * DAY_MINUTES;
  const at = today + minutesOf(time);
  return momentAt(at > now ? at : at + DAY_MINUTES);
}

/**
 * Whether extra hours until `until` keep `shop` open at some time its hours
 * alone would not, from `moment`: false when the hours keep it open until
 * then anyway.
 */
export function extraHoursAddTime(shop: ShopTimes, until: Date, moment: Date): boolean {
  if (!shop.openingHours || until <= moment) return false;
  const hoursAlone = byHours(shop.openingHours, moment);
  return !(
    hoursAlone.state === 'open' &&
    (hoursAlone.closes === null || hoursAlone.closes >= until)
  );
}

/** Whether an order can be taken at `moment`. */
export const takesOrdersAt = (shop: ShopTimes, moment: Date): boolean =>
  opennessAt(shop, moment).state !== 'closed';

/**
 * When a vendor's "closed now" at `moment` ends: at the opening after the
 * stretch open now, or, pressed while closed, after the next stretch (the
 * shop will not open then). Null when there are no hours or no such
 * opening, so the shop stays closed until the vendor opens it.
 */
export function pauseEndsAt(
  hours: OpeningHours | undefined,
  moment: Date,
  openUntil?: Date | null,
): Date | null {
  if (!hours) return null;
  // Closed during extra hours: the pause ends at the next opening by the hours.
  const now = byHours(hours, moment, openUntil);
  const stretch = now.state === 'closed' && now.opens ? byHours(hours, now.opens) : now;
  const closes = stretch.state === 'open' ? stretch.closes : null;
  if (!closes) return null;
  const after = byHours(hours, closes);
  return after.state === 'closed' ? after.opens : null;
}

/**
 * A moment as people are told it: today, tomorrow, a weekday within the week
 * (with its date), else a date; and the time. Midnight is the end of the day
 * before it, at END_OF_DAY ('24:00'): a shop closing at midnight tonight closes
 * "today, 12 midnight", never "tomorrow, 12:00 am".
 */
export type WhenSaid =
  | { day: 'today' | 'tomorrow'; time: string }
  | { day: 'weekday'; weekday: (typeof weekdays)[number]; date: string; time: string }
  | { day: 'date'; date: string; time: string };

/** How to say `then` seen from `now`, on the town's clock ('HH:MM', the day of the town). */
export function whenSaid(then: Date, now: Date): WhenSaid {
  const minutes = townMinutesOf(then);
  const midnight = minutes % DAY_MINUTES === 0;
  // The day it is said on: the one midnight ends, else its own.
  const day = Math.floor((midnight ? minutes - 1 : minutes) / DAY_MINUTES);
  const hour = Math.floor((minutes % DAY_MINUTES) / 60);
  const time = midnight
    ? END_OF_DAY
    : `${String(hour).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const days = day - Math.floor(townMinutesOf(now) / DAY_MINUTES);
  if (days <= 0) return { day: 'today', time };
  if (days === 1) return { day: 'tomorrow', time };
  const date = townDayOf(momentAt(day * DAY_MINUTES));
  if (days < 7) {
    const weekday = weekdays[(day + 4) % 7] ?? 'Sun';
    return { day: 'weekday', weekday, date, time };
  }
  return { day: 'date', date, time };
}
