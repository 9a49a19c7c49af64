import { locale, preloadCatalogue, textOf } from '../../lib/i18n';
import { everyDayOf, openAllHours, type OpeningHours } from '../../lib/shop-hours';
import { hoursWithBreak } from '../../testing/shop-hours';
import { hoursInWords } from './hours-words';
import { hoursWordsMessages } from './messages';

const TODAY = '2026-11-26';
const words = (hours: OpeningHours) => hoursInWords(hours, textOf(hoursWordsMessages), TODAY);

/** Maa Tara Bhandar's week as the demo town keeps it, with Thursday off and three holidays. */
const shopWeek: OpeningHours = {
  week: {
    ...everyDayOf({ kind: 'spans', spans: [{ from: '06:30', to: '22:00' }] }),
    Thu: { kind: 'closed' },
    Sun: { kind: 'allDay' },
  },
  daysOff: ['2026-11-01', '2027-01-26', '2026-12-25', '2027-03-14', '2027-08-15'],
};

afterEach(() => locale.set('en'));

describe('a shop’s hours in words', () => {
  it('groups the days that keep the same hours, Monday first, and names the days off ahead', () => {
    expect(words(shopWeek)).toEqual([
      'Mon – Wed: 6:30 am – 10:00 pm',
      'Thu: closed',
      'Fri, Sat: 6:30 am – 10:00 pm',
      'Sun: open 24 hours',
      'Days off: Fri, 25 Dec 2026 · Tue, 26 Jan 2027 · Sun, 14 Mar 2027 · 1 more',
    ]);
    expect(words(hoursWithBreak)).toEqual([
      'Mon – Sat: 7:00 am – 1:00 pm, 5:00 pm – 9:00 pm',
      'Sun: closed',
    ]);
  });

  it('says a week that is all one in one line', () => {
    expect(words(openAllHours)).toEqual(['Open 24 hours, every day']);
    expect(words({ week: everyDayOf({ kind: 'closed' }), daysOff: [] })).toEqual([
      'Closed every day',
    ]);
    expect(
      words({
        week: everyDayOf({ kind: 'spans', spans: [{ from: '18:00', to: '02:00' }] }),
        daysOff: ['2026-11-30'],
      }),
    ).toEqual(['Every day: 6:00 pm – 2:00 am', 'Days off: Mon, 30 Nov 2026']);
  });

  it('speaks Bengali and Hindi with their own day names, times and digits', async () => {
    locale.set('bn');
    await preloadCatalogue('staff');
    await vi.waitFor(() =>
      expect(words(hoursWithBreak)).toEqual([
        'সোম – শনি: সকাল ৭:০০ – দুপুর ১:০০, বিকাল ৫:০০ – রাত্রি ৯:০০',
        'রবি: বন্ধ',
      ]),
    );
    locale.set('hi');
    await preloadCatalogue('staff');
    await vi.waitFor(() =>
      expect(words(hoursWithBreak)).toEqual([
        'सोम – शनि: सुबह 7:00 – दोपहर 1:00, शाम 5:00 – रात 9:00',
        'रवि: बंद',
      ]),
    );
  });
});
