import { latinDigits, locale, textOf } from './i18n';
import { dateFormat } from './i18n/locales';
import { isCalendarDay, weekdayOf } from './local-date';
import { sittingDayMessages, sittingDayProblemMessages } from './messages';
import type { Weekday } from './models';

/**
 * The days a doctor sits at the chamber: the one place that reads them from a
 * stored doctor, words them for people ("Mon – Sat", "Every 2nd and 4th
 * Sunday") and says whether a day is one of them. The card, the details, the
 * appointment form and the server's appointment handler all ask here, so the
 * days shown are the days that can be booked.
 */

/** In the order of Date.getDay(), so a weekday's number is its index. */
export const weekdayNames = [
  'Sun',
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
  'Sat',
] as const satisfies readonly Weekday[];

/** The English names an admin types (and the stored weekdays abbreviate). */
const fullNames: Record<Weekday, string> = {
  Sun: 'Sunday',
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
};

/** The week as people here write it, Monday first. */
const weekOrder: readonly Weekday[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface SittingDays {
  /** Sunday first, each once. */
  weekdays: Weekday[];
  /** Sorted, each 1–5; empty for every week. */
  weeksOfMonth: number[];
}

const isWeekday = (value: unknown): value is Weekday =>
  typeof value === 'string' && (weekdayNames as readonly string[]).includes(value);

const isWeekOfMonth = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

function inWeekdayOrder(days: Iterable<Weekday>): Weekday[] {
  const chosen = new Set(days);
  return weekdayNames.filter((name) => chosen.has(name));
}

/**
 * A stored doctor's sitting days, or null when they are missing or not in
 * the expected shape: then no day can be booked, rather than any day.
 */
export function sittingDaysOf(doctor: {
  weekdays?: unknown;
  weeksOfMonth?: unknown;
}): SittingDays | null {
  const { weekdays, weeksOfMonth = [] } = doctor;
  if (!Array.isArray(weekdays) || weekdays.length === 0 || !weekdays.every(isWeekday)) return null;
  if (!Array.isArray(weeksOfMonth) || !weeksOfMonth.every(isWeekOfMonth)) return null;
  return {
    weekdays: inWeekdayOrder(weekdays),
    weeksOfMonth: [...new Set(weeksOfMonth)].sort((a, b) => a - b),
  };
}

/** Whether the doctor sits on `day` ('YYYY-MM-DD'). */
export function sitsOn(days: SittingDays | null, day: string): boolean {
  if (!days || !isCalendarDay(day)) return false;
  const { weekday, weekOfMonth } = weekdayOf(day);
  const name = weekdayNames[weekday];
  if (!name || !days.weekdays.includes(name)) return false;
  return days.weeksOfMonth.length === 0 || days.weeksOfMonth.includes(weekOfMonth);
}

/** A weekday's name in the reader's language: "Mon" / "সোম" short, "Monday" / "সোমবার" long. */
export function dayName(name: Weekday, width: 'short' | 'long'): string {
  const format = dateFormat(locale.get(), { weekday: width, timeZone: 'UTC' });
  // 1 November 2026 was a Sunday: the index in `weekdayNames` is the days after it.
  return format.format(new Date(Date.UTC(2026, 10, 1 + weekdayNames.indexOf(name))));
}

const weekWords = ['week1', 'week2', 'week3', 'week4', 'week5'] as const;

/** Monday-first runs of consecutive days: Mon Tue Wed Fri → [[Mon, Tue, Wed], [Fri]]. */
function runsOf(weekdays: readonly Weekday[]): Weekday[][] {
  const runs: Weekday[][] = [];
  let run: Weekday[] = [];
  for (const name of weekOrder) {
    if (weekdays.includes(name)) run.push(name);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The days as the doctor's card says them: "Mon – Sat", "Mon, Wed, Fri", "Thursday", "Every 2nd and 4th Sunday". */
export function sittingDaysText(days: SittingDays | null): string {
  const words = textOf(sittingDayMessages);
  if (!days) return words.notListed;
  /** "a", "a and b", "a, b and c". */
  const listed = (items: readonly string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : words.listEnd({ rest: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });
  const { weekdays, weeksOfMonth } = days;
  const mondayFirst = weekOrder.filter((name) => weekdays.includes(name));
  if (weeksOfMonth.length > 0) {
    return words.everyWeeksOf({
      // Each week is 1–5 (sittingDaysOf).
      weeks: listed(weeksOfMonth.map((week) => words[weekWords[week - 1] ?? 'week5'])),
      days: listed(mondayFirst.map((name) => dayName(name, 'long'))),
    });
  }
  if (weekdays.length === 7) return words.daily;
  if (weekdays.length === 1) return dayName(weekdays[0] as Weekday, 'long');
  const runs = runsOf(weekdays);
  if (weekdays.length === 6 && runs.length > 1) {
    const missing = weekOrder.find((name) => !weekdays.includes(name)) as Weekday;
    return words.dailyExcept({ day: dayName(missing, 'long') });
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [
            words.dayRun({
              first: dayName(run[0] as Weekday, 'short'),
              last: dayName(run[run.length - 1] as Weekday, 'short'),
            }),
          ]
        : run.map((name) => dayName(name, 'short')),
    )
    .join(', ');
}

// ---- Typed by an admin ------------------------------------------------------

/**
 * Each day as Bengali and Hindi speakers write it: in full, short, and the
 * everyday forms (রোববার, বিষ্যুদবার, इतवार, गुरू). Bengali and Hindi letters
 * have no case, so these are matched whole, not by their start.
 */
const localNames: Record<Weekday, readonly string[]> = {
  Sun: ['রবিবার', 'রবি', 'রোববার', 'রোব', 'रविवार', 'रवि', 'इतवार'],
  Mon: ['সোমবার', 'সোম', 'सोमवार', 'सोम'],
  Tue: ['মঙ্গলবার', 'মঙ্গল', 'मंगलवार', 'मंगल'],
  Wed: ['বুধবার', 'বুধ', 'बुधवार', 'बुध'],
  Thu: [
    'বৃহস্পতিবার',
    'বৃহস্পতি',
    'বৃহঃ',
    'বৃহ:',
    'বিষ্যুদবার',
    'বিষ্যুদ',
    'गुरुवार',
    'गुरु',
    'गुरूवार',
    'गुरू',
    'बृहस्पतिवार',
    'बृहस्पति',
  ],
  Fri: ['শুক্রবার', 'শুক্র', 'शुक्रवार', 'शुक्र'],
  Sat: ['শনিবার', 'শনি', 'शनिवार', 'शनि'],
};

/** Typed words compare in one Unicode form: "ज़" may come as one character or as ज and a dot. */
const canonical = (text: string) => text.normalize('NFC').trim().toLowerCase();

const localWeekdays = new Map<string, Weekday>(
  weekdayNames.flatMap((name) => localNames[name].map((word) => [canonical(word), name] as const)),
);

/**
 * "thu", "Thurs", "Thursday", "বৃহস্পতিবার", "गुरुवार" → Thu; null for anything
 * else (two Latin letters are too few to tell).
 */
function weekdayNamed(word: string): Weekday | null {
  const typed = canonical(word);
  const local = localWeekdays.get(typed);
  if (local) return local;
  if (typed.length < 3) return null;
  return weekdayNames.find((name) => fullNames[name].toLowerCase().startsWith(typed)) ?? null;
}

/** "Daily", and the same said in Bengali and Hindi. */
const everyDay = new Set(
  [
    'daily',
    'every day',
    'প্রতিদিন',
    'রোজ',
    'সব দিন',
    'रोज़',
    'रोज',
    'रोज़ाना',
    'रोजाना',
    'प्रतिदिन',
    'हर दिन',
  ].map(canonical),
);

// Bengali and Devanagari vowel signs are marks (\p{M}), not letters: "সোম" is স, ো, ম.
const rangePattern = /^([\p{L}\p{M}:]+)\s*(?:-|–|—|to|থেকে|से)\s*([\p{L}\p{M}:]+)$/u;
/** 2, 2nd; ২য়, ৪র্থ; 2रा, 4था (digits are Latin by the time this reads them). */
const weekPattern = /^([1-5])\s*(?:st|nd|rd|th|ম|য়|র্থ|ला|रा|था|वाँ|वां|वा)?$/iu;

export type ReadSittingDays =
  { days: SittingDays; problem?: never } | { problem: string; days?: never };

/**
 * Sitting days as an admin types them, item by item, in English, Bengali or
 * Hindi: day names ("Mon", "Thursday", "সোম", "गुरुवार"), runs ("Mon – Sat",
 * "সোম থেকে শনি"), "Daily"; and weeks of the month ("2", "4th", "২য়"), none
 * for every week.
 */
export function readSittingDays(
  weekdayItems: readonly string[],
  weekItems: readonly string[],
): ReadSittingDays {
  const chosen = new Set<Weekday>();
  for (const item of weekdayItems) {
    const text = item.trim();
    if (!text) continue;
    if (everyDay.has(canonical(text))) {
      weekdayNames.forEach((name) => chosen.add(name));
      continue;
    }
    const range = rangePattern.exec(text);
    const from = range ? weekdayNamed(range[1] ?? '') : null;
    const to = range ? weekdayNamed(range[2] ?? '') : null;
    if (from && to) {
      // Runs go Monday first and may wrap past Sunday ("Sat – Mon").
      const start = weekOrder.indexOf(from);
      for (let step = 0; step < 7; step++) {
        const name = weekOrder[(start + step) % 7] as Weekday;
        chosen.add(name);
        if (name === to) break;
      }
      continue;
    }
    const single = weekdayNamed(text);
    if (!single) return { problem: textOf(sittingDayProblemMessages).notADay({ text }) };
    chosen.add(single);
  }
  if (chosen.size === 0) {
    return { problem: textOf(sittingDayProblemMessages).noDays };
  }
  const weeks = new Set<number>();
  for (const item of weekItems) {
    const text = item.trim();
    if (!text) continue;
    const match = weekPattern.exec(latinDigits(text).normalize('NFC'));
    if (!match) {
      return { problem: textOf(sittingDayProblemMessages).notAWeek({ text }) };
    }
    weeks.add(Number(match[1]));
  }
  return {
    days: {
      weekdays: inWeekdayOrder(chosen),
      weeksOfMonth: [...weeks].sort((a, b) => a - b),
    },
  };
}
