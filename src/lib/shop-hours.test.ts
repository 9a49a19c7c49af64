import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { openingHours as openingHoursSchema } from './fields/schemas';
import { weekdays } from './kinds';
import {
  everyDayOf,
  extraHoursAddTime,
  isOpenAllHours,
  nextTownTime,
  openAllHours,
  openByExtraHours,
  opennessAt,
  pauseEndsAt,
  takesOrdersAt,
  whenSaid,
  type DayHours,
  type OpeningHours,
} from './shop-hours';
import { hoursWithBreak, townMoment } from '../testing/shop-hours';

const spans = (...pairs: [string, string][]): DayHours => ({
  kind: 'spans',
  spans: pairs.map(([from, to]) => ({ from, to })),
});
const everyDay = everyDayOf;

const allHours = openAllHours;

const open = (
  openingHours: OpeningHours,
  extra: { closedUntil?: Date | null; openUntil?: Date | null } = {},
) => ({
  open: true,
  openingHours,
  ...extra,
});

describe('opennessAt', () => {
  it('is open in the morning stretch and says when it closes', () => {
    expect(opennessAt(open(hoursWithBreak), townMoment('2026-11-26T08:15'))).toEqual({
      state: 'open',
      closes: townMoment('2026-11-26T13:00'),
    });
  });

  it('is closed in the midday break and opens again the same afternoon', () => {
    expect(opennessAt(open(hoursWithBreak), townMoment('2026-11-26T13:00'))).toEqual({
      state: 'closed',
      opens: townMoment('2026-11-26T17:00'),
    });
  });

  it('after the evening stretch opens the next morning, and skips the day it is closed', () => {
    expect(opennessAt(open(hoursWithBreak), townMoment('2026-11-26T21:00'))).toEqual({
      state: 'closed',
      opens: townMoment('2026-11-27T07:00'),
    });
    // Saturday night: Sunday is closed, so Monday 7:00.
    expect(opennessAt(open(hoursWithBreak), townMoment('2026-11-28T22:00'))).toEqual({
      state: 'closed',
      opens: townMoment('2026-11-30T07:00'),
    });
  });

  it('keeps a day off closed, by date', () => {
    const hours = { ...hoursWithBreak, daysOff: ['2026-11-27'] };
    expect(opennessAt(open(hours), townMoment('2026-11-27T09:00'))).toEqual({
      state: 'closed',
      opens: townMoment('2026-11-28T07:00'),
    });
  });

  it('runs a stretch past midnight into the next day', () => {
    const night: OpeningHours = {
      week: { ...everyDay({ kind: 'closed' }), Fri: spans(['18:00', '02:00']) },
      daysOff: [],
    };
    expect(opennessAt(open(night), townMoment('2026-11-28T01:30'))).toEqual({
      state: 'open',
      closes: townMoment('2026-11-28T02:00'),
    });
    expect(opennessAt(open(night), townMoment('2026-11-28T02:00'))).toEqual({
      state: 'closed',
      opens: townMoment('2026-12-04T18:00'),
    });
  });

  it('joins days open all day, and never closes when every day is', () => {
    expect(opennessAt(open(allHours), townMoment('2026-11-26T03:00'))).toEqual({
      state: 'open',
      closes: null,
    });
    expect(isOpenAllHours(allHours)).toBe(true);
    const sundayOff = { ...allHours, week: { ...allHours.week, Sun: { kind: 'closed' as const } } };
    expect(isOpenAllHours(sundayOff)).toBe(false);
    expect(opennessAt(open(sundayOff), townMoment('2026-11-26T03:00'))).toEqual({
      state: 'open',
      closes: townMoment('2026-11-29T00:00'),
    });
  });

  it('is closed with no opening known when no day is open', () => {
    const never: OpeningHours = { week: everyDay({ kind: 'closed' }), daysOff: [] };
    expect(opennessAt(open(never), townMoment('2026-11-26T10:00'))).toEqual({
      state: 'closed',
      opens: null,
    });
  });

  it('takes orders from a shop with no hours set while its vendor keeps it open, as before', () => {
    expect(opennessAt({ open: true }, townMoment('2026-11-26T03:00'))).toEqual({
      state: 'noHours',
    });
    expect(takesOrdersAt({ open: true }, townMoment('2026-11-26T03:00'))).toBe(true);
    expect(takesOrdersAt({ open: false }, townMoment('2026-11-26T10:00'))).toBe(false);
  });

  it('stays closed while the vendor is away, then reopens itself', () => {
    const paused = open(hoursWithBreak, { closedUntil: townMoment('2026-11-27T07:00') });
    expect(opennessAt(paused, townMoment('2026-11-26T18:00'))).toEqual({
      state: 'closed',
      opens: townMoment('2026-11-27T07:00'),
    });
    expect(takesOrdersAt(paused, townMoment('2026-11-27T07:00'))).toBe(true);
  });

  it('a vendor switched off is closed whatever the hours say', () => {
    expect(opennessAt({ ...open(allHours), open: false }, townMoment('2026-11-26T10:00'))).toEqual({
      state: 'closed',
      opens: null,
    });
  });
});

describe('pauseEndsAt', () => {
  it('pressed while open, lasts until the next opening after this stretch', () => {
    expect(pauseEndsAt(hoursWithBreak, townMoment('2026-11-26T09:00'))).toEqual(
      townMoment('2026-11-26T17:00'),
    );
    expect(pauseEndsAt(hoursWithBreak, townMoment('2026-11-26T18:00'))).toEqual(
      townMoment('2026-11-27T07:00'),
    );
  });

  it('pressed while closed, also keeps the next stretch shut', () => {
    expect(pauseEndsAt(hoursWithBreak, townMoment('2026-11-26T06:00'))).toEqual(
      townMoment('2026-11-26T17:00'),
    );
  });

  it('has no end without hours, or for a shop that never closes', () => {
    expect(pauseEndsAt(undefined, townMoment('2026-11-26T09:00'))).toBeNull();
    expect(pauseEndsAt(allHours, townMoment('2026-11-26T09:00'))).toBeNull();
  });
});

describe('the vendor’s extra hours for one day', () => {
  it('open early: from now, joined to the stretch they reach', () => {
    const early = open(hoursWithBreak, { openUntil: townMoment('2026-11-26T07:00') });
    expect(opennessAt(early, townMoment('2026-11-26T06:00'))).toEqual({
      state: 'open',
      closes: townMoment('2026-11-26T13:00'),
    });
    expect(openByExtraHours(early, townMoment('2026-11-26T06:00'))).toBe(true);
    expect(openByExtraHours(early, townMoment('2026-11-26T08:00'))).toBe(false);
  });

  it('stay late: open past the evening’s close until the time set, then closed until the next opening', () => {
    const late = open(hoursWithBreak, { openUntil: townMoment('2026-11-26T22:30') });
    expect(opennessAt(late, townMoment('2026-11-26T20:30'))).toEqual({
      state: 'open',
      closes: townMoment('2026-11-26T22:30'),
    });
    expect(openByExtraHours(late, townMoment('2026-11-26T20:30'))).toBe(false);
    expect(openByExtraHours(late, townMoment('2026-11-26T21:30'))).toBe(true);
    expect(opennessAt(late, townMoment('2026-11-26T22:30'))).toEqual({
      state: 'closed',
      opens: townMoment('2026-11-27T07:00'),
    });
  });

  it('come after the vendor’s switch and pause', () => {
    const openUntil = townMoment('2026-11-26T23:00');
    const at = townMoment('2026-11-26T22:00');
    expect(opennessAt({ ...open(hoursWithBreak, { openUntil }), open: false }, at).state).toBe(
      'closed',
    );
    const paused = open(hoursWithBreak, {
      openUntil,
      closedUntil: townMoment('2026-11-27T07:00'),
    });
    expect(opennessAt(paused, at).state).toBe('closed');
  });

  it('end at the next time the town’s clock shows the time asked, within a day', () => {
    const now = townMoment('2026-11-26T20:00');
    expect(nextTownTime('22:30', now)).toEqual(townMoment('2026-11-26T22:30'));
    expect(nextTownTime('06:00', now)).toEqual(townMoment('2026-11-27T06:00'));
    expect(nextTownTime('20:00', now)).toEqual(townMoment('2026-11-27T20:00'));
  });

  it('add time only where the hours alone would close the shop first', () => {
    const shop = open(hoursWithBreak);
    const at = townMoment('2026-11-26T20:00');
    expect(extraHoursAddTime(shop, townMoment('2026-11-26T20:30'), at)).toBe(false);
    expect(extraHoursAddTime(shop, townMoment('2026-11-26T21:00'), at)).toBe(false);
    expect(extraHoursAddTime(shop, townMoment('2026-11-26T22:00'), at)).toBe(true);
    expect(
      extraHoursAddTime(shop, townMoment('2026-11-26T15:00'), townMoment('2026-11-26T14:00')),
    ).toBe(true);
    expect(extraHoursAddTime(open(allHours), townMoment('2026-11-26T22:00'), at)).toBe(false);
    expect(extraHoursAddTime({ open: true }, townMoment('2026-11-26T22:00'), at)).toBe(false);
  });

  it('closed in the middle of them, a pause lasts until the next opening by the hours', () => {
    expect(
      pauseEndsAt(hoursWithBreak, townMoment('2026-11-26T22:00'), townMoment('2026-11-26T22:30')),
    ).toEqual(townMoment('2026-11-27T07:00'));
  });
});

describe('whenSaid', () => {
  const now = townMoment('2026-11-26T22:00');
  it('says today, tomorrow, a weekday within the week, else a date, on the town clock', () => {
    expect(whenSaid(townMoment('2026-11-26T23:00'), now)).toEqual({ day: 'today', time: '23:00' });
    expect(whenSaid(townMoment('2026-11-27T07:00'), now)).toEqual({
      day: 'tomorrow',
      time: '07:00',
    });
    expect(whenSaid(townMoment('2026-11-30T07:30'), now)).toEqual({
      day: 'weekday',
      weekday: 'Mon',
      date: '2026-11-30',
      time: '07:30',
    });
    expect(whenSaid(townMoment('2026-12-04T07:00'), now)).toEqual({
      day: 'date',
      date: '2026-12-04',
      time: '07:00',
    });
  });

  it('says midnight as the end of the day it ends, never as the next day’s 12 am', () => {
    expect(whenSaid(townMoment('2026-11-27T00:00'), now)).toEqual({ day: 'today', time: '24:00' });
    expect(whenSaid(townMoment('2026-11-28T00:00'), now)).toEqual({
      day: 'tomorrow',
      time: '24:00',
    });
    expect(whenSaid(townMoment('2026-12-01T00:00'), now)).toEqual({
      day: 'weekday',
      weekday: 'Mon',
      date: '2026-11-30',
      time: '24:00',
    });
    // A minute past is the next day's.
    expect(whenSaid(townMoment('2026-11-27T00:01'), now)).toEqual({
      day: 'tomorrow',
      time: '00:01',
    });
  });
});

describe('the hours schema', () => {
  it('takes a break, a day closed, 24 hours and a stretch past midnight', () => {
    expect(v.is(openingHoursSchema(), hoursWithBreak)).toBe(true);
    const night = { ...allHours, week: { ...allHours.week, Fri: spans(['18:00', '02:00']) } };
    expect(v.is(openingHoursSchema(), night)).toBe(true);
  });

  it('refuses stretches out of order, overlapping, or past midnight before the last', () => {
    const week = (day: DayHours) => ({
      ...hoursWithBreak,
      week: { ...hoursWithBreak.week, Mon: day },
    });
    expect(v.is(openingHoursSchema(), week(spans(['17:00', '21:00'], ['07:00', '13:00'])))).toBe(
      false,
    );
    expect(v.is(openingHoursSchema(), week(spans(['07:00', '13:00'], ['12:00', '21:00'])))).toBe(
      false,
    );
    expect(v.is(openingHoursSchema(), week(spans(['20:00', '02:00'], ['03:00', '05:00'])))).toBe(
      false,
    );
    expect(v.is(openingHoursSchema(), week(spans(['09:00', '09:00'])))).toBe(false);
  });
});

// ---- Properties ------------------------------------------------------------

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

const day: fc.Arbitrary<DayHours> = fc.oneof(
  fc.constant({ kind: 'closed' as const }),
  fc.constant({ kind: 'allDay' as const }),
  fc
    .uniqueArray(clock, { minLength: 2, maxLength: 4 })
    .map((times) => times.sort())
    .chain((times) =>
      fc.boolean().map((pastMidnight): DayHours => {
        const [a = '', b = '', c, d] = times;
        // Past midnight, the last stretch ends the next day where the day's first begins.
        if (c && d) return spans([a, b], [c, pastMidnight ? a : d]);
        return spans(pastMidnight ? [b, a] : [a, b]);
      }),
    )
    .filter((hours) => v.is(openingHoursSchema(), { week: everyDay(hours), daysOff: [] })),
);

const hoursArb: fc.Arbitrary<OpeningHours> = fc
  .record({
    week: fc.tuple(day, day, day, day, day, day, day),
    daysOff: fc.uniqueArray(
      fc.integer({ min: 0, max: 20 }).map((offset) => {
        const date = new Date(Date.UTC(2026, 10, 20 + offset));
        return date.toISOString().slice(0, 10);
      }),
      { maxLength: 5 },
    ),
  })
  .map(({ week, daysOff }) => ({
    week: Object.fromEntries(
      weekdays.map((name, index) => [name, week[index]]),
    ) as OpeningHours['week'],
    daysOff,
  }));

const momentArb = fc
  .integer({ min: 0, max: 14 * 24 * 60 })
  .map((minutes) => new Date(townMoment('2026-11-20T00:00').getTime() + minutes * 60_000));

describe('the hours, as time moves on', () => {
  it('every generated week is one the schema takes', () => {
    fc.assert(fc.property(hoursArb, (hours) => v.is(openingHoursSchema(), hours)));
  });

  it('stays as it is until the change it names, and is the other way at that change', () => {
    fc.assert(
      fc.property(
        hoursArb,
        momentArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        // Extra hours for the day, some of them already over: up to 12 hours from a moment near now.
        fc.option(fc.integer({ min: -6 * 60, max: 12 * 60 }), { nil: undefined }),
        (hours, now, part, extraMinutes) => {
          const openUntil =
            extraMinutes === undefined ? null : new Date(now.getTime() + extraMinutes * 60_000);
          const shop = open(hours, { openUntil });
          const here = opennessAt(shop, now);
          if (here.state === 'noHours') return false;
          const change = here.state === 'open' ? here.closes : here.opens;
          if (!change) return true;
          expect(change.getTime()).toBeGreaterThan(now.getTime());
          // Anywhere before the change, whole minutes, it is as it was.
          const minutes = Math.floor(((change.getTime() - now.getTime()) / 60_000) * part);
          const between = new Date(now.getTime() + minutes * 60_000);
          if (between < change) expect(opennessAt(shop, between).state).toBe(here.state);
          expect(opennessAt(shop, change).state).toBe(here.state === 'open' ? 'closed' : 'open');
          return true;
        },
      ),
    );
  });

  it('a pause ends at an opening, later than now', () => {
    fc.assert(
      fc.property(hoursArb, momentArb, (hours, now) => {
        const ends = pauseEndsAt(hours, now);
        if (!ends) return;
        expect(ends.getTime()).toBeGreaterThan(now.getTime());
        expect(opennessAt(open(hours), ends).state).toBe('open');
        expect(opennessAt(open(hours, { closedUntil: ends }), now).state).toBe('closed');
      }),
    );
  });
});
