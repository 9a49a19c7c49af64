// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collections } from '../../lib/models';
import { fillSentence } from '../../lib/server-sentences';
import { localParams, readHeadline, staffAlertHeadlines } from '../../lib/staff-alert-headlines';
import { openTownAt, shop, townForEachTest } from './server-fixtures';
import { sundayToto } from '../../testing/ride-booking';

/**
 * Every staff alert carries its headline beside its English text: a key and
 * values the admin's screens say in the reader's language, the shop's name
 * in each language it has one. The clock is fixed at Tuesday 24 Nov 2026,
 * 8:30 am in the town.
 */
const town = townForEachTest(() => openTownAt(new Date('2026-11-24T08:30:00+05:30')));
beforeEach(async () => {
  await town.handle.internals.writeDoc(collections.shops, 'shop-1', {
    ...shop,
    nameBn: 'মা তারা ভাণ্ডার',
    nameHi: 'माँ तारा भंडार',
  });
});
afterEach(() => {
  town.handle.internals.close();
  vi.useRealTimers();
});

/** The headlines of the alerts about one record, by chat, in the order written. */
const headlinesAbout = async (subject: string) =>
  (await town.alerts())
    .filter((alert) => alert['subject'] === subject)
    .map((alert) => ({ chat: alert['chat'], headline: alert['headline'] }));

describe('staff alerts’ headlines', () => {
  it('name a new order and its shop in each language, and a cancellation by whom', async () => {
    const order = await town.placeOrder(1);
    const newOrder = {
      key: 'newOrder',
      params: {
        number: order.number,
        shop: 'Ma Tara Bhandar',
        shopBn: 'মা তারা ভাণ্ডার',
        shopHi: 'माँ तारा भंडार',
      },
    };
    expect(await headlinesAbout(`orders/${order.id}`)).toEqual([
      { chat: 'admin', headline: newOrder },
      { chat: 'delivery', headline: newOrder },
    ]);
    const about = readHeadline(newOrder);
    if (!about) throw new Error('no headline');
    expect(fillSentence('নতুন অর্ডার {number} — {shop}', localParams(about.params, 'bn'), 'bn')).toBe(
      `নতুন অর্ডার ${order.number} — মা তারা ভাণ্ডার`,
    );

    await town.handle.backend.call('cancelOrder', { orderId: order.id });
    expect(await headlinesAbout(`orders/${order.id}`)).toContainEqual({
      chat: 'admin',
      headline: {
        key: 'orderCancelledByCustomer',
        params: expect.objectContaining({ number: order.number, shop: 'Ma Tara Bhandar' }),
      },
    });
  });

  it('say a ride booking’s day and time as values, not as English words', async () => {
    const saved = await town.handle.backend.call('submitRequest', {
      kind: 'rideBooking',
      id: 'req00000000000000001',
      fields: sundayToto,
    });
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    expect(await headlinesAbout(`${collections.rideBookings}/${saved.recordId}`)).toEqual([
      {
        chat: 'admin',
        headline: { key: 'rideToto', params: { day: '2026-11-29', time: '07:30' } },
      },
    ]);
    expect(
      fillSentence(staffAlertHeadlines.rideToto, { day: '2026-11-29', time: '07:30' }, 'en'),
    ).toBe('Toto booking for Sun, 29 Nov 2026, 7:30 am');
  });

  it('read back only what the table knows', () => {
    expect(readHeadline({ key: 'newOrder', params: { number: 'TS-1' } })).toEqual({
      key: 'newOrder',
      params: { number: 'TS-1' },
    });
    expect(readHeadline({ key: 'toString', params: {} })).toBeUndefined();
    expect(readHeadline({ key: 'newOrder', params: { number: {} } })).toBeUndefined();
    expect(readHeadline('New order')).toBeUndefined();
  });
});
