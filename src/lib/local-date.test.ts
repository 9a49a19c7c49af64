// @vitest-environment node
import {
  formatClockTime,
  formatDateTime,
  formatDay,
  formatTime,
  isCalendarDay,
  isClockTime,
  isPastDay,
  isPastMoment,
  localDayAfter,
  localDayOf,
  localMoment,
} from './local-date';

describe('local days and times', () => {
  const now = new Date(2026, 10, 24, 10, 15, 30); // 24 Nov 2026, 10:15:30 local

  it('names the local day, padded', () => {
    expect(localDayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDayAfter(1, now)).toBe('2026-11-25');
    expect(localDayAfter(-24, now)).toBe('2026-10-31');
  });

  it('accepts only real calendar days and 24-hour times', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('24/11/2026')).toBe(false);
    expect(isClockTime('00:00')).toBe(true);
    expect(isClockTime('23:59')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('7:30')).toBe(false);
  });

  it('calls a day past only when it is before today', () => {
    expect(isPastDay('2026-11-23', now)).toBe(true);
    expect(isPastDay('2026-11-24', now)).toBe(false);
    expect(isPastDay('2027-01-01', now)).toBe(false);
  });

  it('calls a moment past only before the current minute', () => {
    expect(isPastMoment('2026-11-24', '10:14', now)).toBe(true);
    expect(isPastMoment('2026-11-24', '10:15', now)).toBe(false);
    expect(isPastMoment('2026-11-24', '18:00', now)).toBe(false);
    expect(isPastMoment('2026-11-23', '23:00', now)).toBe(true);
    expect(localMoment('2026-11-24', '18:05')).toEqual(new Date(2026, 10, 24, 18, 5));
    expect(localMoment('2026-11-24', 'soon')).toBeNull();
  });

  it('formats days and times the way people read them', () => {
    expect(formatDay('2026-11-24')).toBe('Tue, 24 Nov 2026');
    expect(formatDay('not a day')).toBe('not a day');
    expect(formatClockTime('17:30')).toBe('5:30 pm');
    expect(formatClockTime('00:05')).toBe('12:05 am');
    expect(formatClockTime('12:00')).toBe('12:00 pm');
  });

  it('writes every time one way per language: the part of the day first in Bengali and Hindi', () => {
    const evening = new Date(2026, 10, 26, 18, 28);
    expect(formatTime(evening, 'en')).toBe('6:28 pm');
    expect(formatTime(evening, 'bn')).toBe('সন্ধ্যা ৬:২৮');
    expect(formatTime(evening, 'hi')).toBe('शाम 6:28');
    expect(formatTime(new Date(2026, 10, 26, 0, 5), 'bn')).toBe('রাত্রি ১২:০৫');
    expect(formatTime(new Date(2026, 10, 26, 9, 0), 'hi')).toBe('सुबह 9:00');
    expect(formatClockTime('17:30', 'bn')).toBe('বিকাল ৫:৩০');
    expect(formatClockTime('17:30', 'hi')).toBe('शाम 5:30');
  });

  it('writes a moment with its day, and with the time alone on the day given as today', () => {
    const evening = new Date(2026, 10, 26, 18, 28);
    expect(formatDateTime(evening, {}, 'en')).toBe('26 Nov, 6:28 pm');
    expect(formatDateTime(evening, {}, 'bn')).toBe('২৬ নভেঃ, সন্ধ্যা ৬:২৮');
    expect(formatDateTime(evening, {}, 'hi')).toBe('26 नव॰, शाम 6:28');
    expect(formatDateTime(evening, { year: true }, 'en')).toBe('26 Nov 2026, 6:28 pm');
    expect(formatDateTime(evening, { year: true }, 'bn')).toBe('২৬ নভেঃ, ২০২৬, সন্ধ্যা ৬:২৮');
    const later = new Date(2026, 10, 26, 21, 0);
    expect(formatDateTime(evening, { today: later }, 'bn')).toBe('সন্ধ্যা ৬:২৮');
    expect(formatDateTime(evening, { today: new Date(2026, 10, 27, 9, 0) }, 'hi')).toBe(
      '26 नव॰, शाम 6:28',
    );
  });
});
