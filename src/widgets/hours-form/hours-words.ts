import { formatClockTime, formatDay, townDayOf } from '../../lib/local-date';
import type { Weekday } from '../../lib/models';
import { isOpenAllHours, type DayHours, type OpeningHours } from '../../lib/shop-hours';
import { dayName } from '../../lib/sitting-days';
import type { hoursWordsMessages } from './messages';

/**
 * A shop's hours as staff read them, in the reader's language and digits:
 * "Mon – Sat: 7:00 am – 1:00 pm, 5:00 pm – 9:00 pm", "Sun: closed", "Days
 * off: Mon, 26 Jan 2027". Never the stored shape. Call it while rendering
 * with the words of `hoursWordsMessages`, so a change of language redraws it.
 */

type Words = ReturnType<typeof hoursWordsMessages.get>;

/** The week as people here write it, Monday first. */
const weekOrder: readonly Weekday[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** How many days off ahead are named before "2 more". */
const DAYS_OFF_NAMED = 3;

const sameDay = (a: DayHours, b: DayHours) => JSON.stringify(a) === JSON.stringify(b);

/** One day's hours: "closed", "open 24 hours", "7:00 am – 1:00 pm, 5:00 pm – 9:00 pm". */
function dayInWords(day: DayHours, t: Words): string {
  if (day.kind === 'closed') return t.closed;
  if (day.kind === 'allDay') return t.allDay;
  return day.spans
    .map((span) => t.span({ from: formatClockTime(span.from), to: formatClockTime(span.to) }))
    .join(', ');
}

/** A run of days with the same hours: "Mon", "Sat, Sun", "Mon – Fri". */
function runInWords(run: readonly Weekday[], t: Words): string {
  const [first, ...rest] = run;
  const last = rest.at(-1);
  if (!first) return '';
  if (!last) return dayName(first, 'short');
  if (run.length === 2) return `${dayName(first, 'short')}, ${dayName(last, 'short')}`;
  return t.dayRun({ first: dayName(first, 'short'), last: dayName(last, 'short') });
}

/** The shop's week, one line for each run of days that keep the same hours, then its days off from `today` on. */
export function hoursInWords(
  hours: OpeningHours,
  t: Words,
  today: string = townDayOf(new Date()),
): string[] {
  if (isOpenAllHours(hours)) return [t.openAllHours];
  const runs: Weekday[][] = [];
  for (const name of weekOrder) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && sameDay(hours.week[previous], hours.week[name])) run.push(name);
    else runs.push([name]);
  }
  const [only] = runs;
  const week =
    runs.length === 1 && only
      ? [
          hours.week.Mon.kind === 'closed'
            ? t.closedEveryDay
            : t.daysAndHours({ days: t.everyDay, hours: dayInWords(hours.week.Mon, t) }),
        ]
      : runs.map((run) =>
          t.daysAndHours({
            days: runInWords(run, t),
            hours: dayInWords(hours.week[run[0] ?? 'Mon'], t),
          }),
        );
  const ahead = [...hours.daysOff].filter((day) => day >= today).sort();
  if (ahead.length === 0) return week;
  const named = ahead.slice(0, DAYS_OFF_NAMED).map((day) => formatDay(day));
  const more = ahead.length - named.length;
  const days = [...named, ...(more > 0 ? [t.moreDaysOff(more)] : [])].join(' · ');
  return [...week, t.daysOff({ days })];
}
