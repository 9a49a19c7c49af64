// @vitest-environment node
import { readSittingDays, sitsOn, sittingDaysOf, sittingDaysText } from './sitting-days';

const text = (weekdays: string[], weeksOfMonth?: number[]) =>
  sittingDaysText(sittingDaysOf({ weekdays, weeksOfMonth }));

describe('a doctor’s sitting days', () => {
  it('words them the way the doctor cards always have', () => {
    expect(text(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])).toBe('Mon – Sat');
    expect(text(['Fri', 'Mon', 'Wed'])).toBe('Mon, Wed, Fri');
    expect(text(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])).toBe('Mon – Fri');
    expect(text(['Thu'])).toBe('Thursday');
    expect(text(['Sun'], [4, 2])).toBe('Every 2nd and 4th Sunday');
    expect(text(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])).toBe('Daily');
    expect(text(['Sun', 'Mon', 'Tue', 'Thu', 'Fri', 'Sat'])).toBe('Daily except Wednesday');
    expect(text(['Mon', 'Tue', 'Wed', 'Sat'])).toBe('Mon – Wed, Sat');
  });

  it('trusts no malformed record: it then has no days, and says so', () => {
    expect(sittingDaysOf({ weekdays: [] })).toBeNull();
    expect(sittingDaysOf({ weekdays: ['Monday'] })).toBeNull();
    expect(sittingDaysOf({ weekdays: 'Mon – Sat' })).toBeNull();
    expect(sittingDaysOf({ weekdays: ['Sun'], weeksOfMonth: [6] })).toBeNull();
    expect(sittingDaysText(null)).toBe('Days not listed');
    expect(sitsOn(null, '2026-11-24')).toBe(false);
  });

  it('knows the days they sit, by weekday and week of the month', () => {
    const tueThuSat = sittingDaysOf({ weekdays: ['Tue', 'Thu', 'Sat'] });
    expect(sitsOn(tueThuSat, '2026-11-24')).toBe(true); // a Tuesday
    expect(sitsOn(tueThuSat, '2026-11-25')).toBe(false); // a Wednesday
    expect(sitsOn(tueThuSat, '2026-02-30')).toBe(false);
    const secondAndFourthSunday = sittingDaysOf({ weekdays: ['Sun'], weeksOfMonth: [2, 4] });
    expect(
      ['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29'].map((day) =>
        sitsOn(secondAndFourthSunday, day),
      ),
    ).toEqual([false, true, false, true, false]);
  });

  it('reads what an admin types, and names what it cannot read', () => {
    expect(readSittingDays(['Mon – Sat'], [])).toEqual({
      days: { weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], weeksOfMonth: [] },
    });
    expect(readSittingDays(['friday', 'Thurs', 'sat-mon'], ['4th', '2'])).toEqual({
      days: { weekdays: ['Sun', 'Mon', 'Thu', 'Fri', 'Sat'], weeksOfMonth: [2, 4] },
    });
    expect(readSittingDays(['Mnday'], [])).toEqual({
      problem: '“Mnday” is not a day of the week. Write days like Mon, Wed, Fri.',
    });
    expect(readSittingDays(['Sun'], ['last'])).toEqual({
      problem: '“last” is not a week of the month. Write 1 to 5, for example 2, 4.',
    });
    expect(readSittingDays([], []).problem).toBe(
      'Please enter the days the doctor sits, for example Mon, Wed, Fri.',
    );
  });

  it('reads days and weeks typed in Bengali and Hindi, in full or short', () => {
    const days = (weekdays: string[], weeks: string[] = []) =>
      readSittingDays(weekdays, weeks).days;
    expect(days(['সোম', 'বৃহস্পতি'])?.weekdays).toEqual(['Mon', 'Thu']);
    expect(days(['সোমবার', 'বৃহঃ', 'শুক্রবার', 'রোববার'])?.weekdays).toEqual([
      'Sun',
      'Mon',
      'Thu',
      'Fri',
    ]);
    expect(days(['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि'])?.weekdays).toHaveLength(7);
    expect(days(['सोमवार', 'बृहस्पतिवार', 'इतवार'])?.weekdays).toEqual(['Sun', 'Mon', 'Thu']);
    expect(days(['সোম – শনি'])?.weekdays).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(days(['सोम से शुक्र'])?.weekdays).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    expect(days(['প্রতিদিন'])?.weekdays).toHaveLength(7);
    expect(days(['रोज़'])?.weekdays).toHaveLength(7);
    expect(days(['রবি'], ['২য়', '৪র্থ'])).toEqual({ weekdays: ['Sun'], weeksOfMonth: [2, 4] });
    expect(days(['रवि'], ['१', '३'])).toEqual({ weekdays: ['Sun'], weeksOfMonth: [1, 3] });
    expect(readSittingDays(['সোমবাড়'], []).problem).toBe(
      '“সোমবাড়” is not a day of the week. Write days like Mon, Wed, Fri.',
    );
    expect(readSittingDays(['রবি'], ['৬']).problem).toBe(
      '“৬” is not a week of the month. Write 1 to 5, for example 2, 4.',
    );
  });
});
