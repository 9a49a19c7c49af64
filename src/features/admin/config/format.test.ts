// @vitest-environment node
import { locale } from '../../../lib/i18n';
import { staffAlertHeadlines } from '../../../lib/staff-alert-headlines';
import { alertTitle, formatAny, formatMoment } from './format';

afterEach(() => locale.set('en'));

describe('stored values on an admin’s lines', () => {
  it('are written in the reader’s digits and with the app’s one way of saying a moment', () => {
    const moment = new Date(2026, 10, 24, 17, 30);
    expect(formatAny(40)).toBe('40');
    expect(formatMoment(moment)).toBe('24 Nov 2026, 5:30 pm');
    locale.set('bn');
    expect(formatAny(40)).toBe('৪০');
    expect(formatAny({ name: 'ORS', quantity: 2 })).toBe('২ × ORS');
    expect(formatAny(moment)).toBe('২৪ নভেঃ, ২০২৬, বিকাল ৫:৩০');
    locale.set('hi');
    expect(formatAny(moment)).toBe('24 नव॰ 2026, शाम 5:30');
  });

  it('say a staff alert by its headline, else by the first line of what it holds', () => {
    const words = staffAlertHeadlines;
    const order = { number: 'TS-1', shop: 'Annapurna Grocery', shopBn: 'অন্নপূর্ণা মুদিখানা' };
    expect(
      alertTitle(words, { headline: { key: 'newOrder', params: order }, text: 'x' }, 'en'),
    ).toBe('New order TS-1 — Annapurna Grocery');
    expect(
      alertTitle(
        { ...words, newOrder: 'নতুন অর্ডার {number} — {shop}' },
        { headline: { key: 'newOrder', params: order } },
        'bn',
      ),
    ).toBe('নতুন অর্ডার TS-1 — অন্নপূর্ণা মুদিখানা');
    expect(
      alertTitle(words, { headline: { key: 'nothing', params: {} }, text: 'Old\nlines' }, 'en'),
    ).toBe('Old');
    expect(alertTitle(words, { title: 'New order TS-2' }, 'en')).toBe('New order TS-2');
  });
});
