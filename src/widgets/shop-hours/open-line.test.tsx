import { render, screen } from '@testing-library/react';
import { locale } from '../../lib/i18n';
import { everyDayOf, openAllHours, type ShopTimes } from '../../lib/shop-hours';
import { OpenBadge, OpenLine } from './open-line';
import { hoursWithBreak, townMoment } from '../../testing/shop-hours';
import { showsInBengaliAndHindi } from '../../testing/languages';

function showAt(moment: string, shop: ShopTimes & { hours?: string }) {
  vi.setSystemTime(townMoment(moment));
  return render(
    <p>
      <OpenBadge shop={shop} /> <OpenLine shop={shop} />
    </p>,
  );
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  locale.set('en');
});

describe('a shop’s hours as customers read them', () => {
  it('says open now and when it closes, in each language and its digits', async () => {
    showAt('2026-11-26T18:10', { open: true, openingHours: hoursWithBreak });
    expect(screen.getByText('Open now · closes 9:00 pm')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    await showsInBengaliAndHindi({
      bn: 'এখন খোলা · বন্ধ হবে রাত্রি ৯:০০-এ',
      hi: 'अभी खुली है · रात 9:00 बजे बंद होगी',
    });
  });

  it('says a shop that closes at midnight closes tonight, never “tomorrow”, in each language', async () => {
    const lateHours = {
      week: everyDayOf({ kind: 'spans' as const, spans: [{ from: '17:00', to: '00:00' }] }),
      daysOff: [],
    };
    showAt('2026-11-26T22:00', { open: true, openingHours: lateHours });
    expect(screen.getByText('Open now · closes 12 midnight')).toBeInTheDocument();
    await showsInBengaliAndHindi({
      bn: 'এখন খোলা · বন্ধ হবে রাত ১২টায়',
      hi: 'अभी खुली है · रात 12 बजे बंद होगी',
    });
  });

  it('says when a closed shop opens: later today, tomorrow, or on a weekday', () => {
    const shop = { open: true, openingHours: hoursWithBreak };
    const { unmount } = showAt('2026-11-26T13:30', shop);
    expect(screen.getByText('Closed · opens today 5:00 pm')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    unmount();
    showAt('2026-11-27T22:00', shop);
    expect(screen.getByText('Closed · opens tomorrow 7:00 am')).toBeInTheDocument();
  });

  it('names the weekday when the next opening is after tomorrow', () => {
    showAt('2026-11-28T21:30', { open: true, openingHours: hoursWithBreak });
    expect(screen.getByText('Closed · opens Monday 7:00 am')).toBeInTheDocument();
  });

  it('says “Open 24 hours” for a shop that never closes, and closed while its vendor’s pause lasts', () => {
    const allDay = openAllHours;
    const { unmount } = showAt('2026-11-26T03:00', { open: true, openingHours: allDay });
    expect(screen.getByText('Open 24 hours')).toBeInTheDocument();
    unmount();
    showAt('2026-11-26T03:00', {
      open: true,
      openingHours: allDay,
      closedUntil: townMoment('2026-11-26T09:00'),
    });
    expect(screen.getByText('Closed · opens today 9:00 am')).toBeInTheDocument();
  });

  it('shows the shop’s own words for its hours when none are set', () => {
    showAt('2026-11-26T03:00', { open: true, hours: '8 am – 9 pm' });
    expect(screen.getByText('8 am – 9 pm')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('is closed while its vendor’s pause lasts', () => {
    showAt('2026-11-26T18:10', {
      open: true,
      openingHours: hoursWithBreak,
      closedUntil: townMoment('2026-11-27T07:00'),
    });
    expect(screen.getByText('Closed · opens tomorrow 7:00 am')).toBeInTheDocument();
  });
});
