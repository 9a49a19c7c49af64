// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { collections, configDocs } from '../../lib/models';
import { fillSentence, serverSentences } from '../../lib/server-sentences';
import { closedNowSentence } from '../shop-times';
import { withCaseEndings } from '../../lib/i18n/case-endings';
import bnServer from '../../locales/bn/town/server.json';
import hiServer from '../../locales/hi/town/server.json';
import { openAllHours, type OpeningHours } from '../../lib/shop-hours';
import { shop, townForEachTest } from './server-fixtures';
import { refusal } from '../../testing/refusal';
import { hoursWithBreak, townMoment } from '../../testing/shop-hours';

/**
 * A shop's hours as the server holds them: checkout refused outside them
 * with when the shop opens, taken inside them, and the vendor's "closed now"
 * that lasts until the next opening, and extra hours for one day. The clock is Vitest's, on the town's
 * time (2026-11-26 is a Thursday).
 */
const town = townForEachTest();
beforeEach(async () => {
  await town.handle.internals.writeDoc(collections.shops, 'shop-1', {
    ...shop,
    openingHours: hoursWithBreak,
  });
  // Only Date: the Demo's IndexedDB keeps its own timers.
  vi.useFakeTimers({ toFake: ['Date'] });
});

const call = () => town.handle.backend.call;
const shopData = async () =>
  (await town.handle.backend.store.get(collections.shops, 'shop-1'))?.data;

describe('checkout and the hours', () => {
  it('takes an order inside the hours', async () => {
    vi.setSystemTime(townMoment('2026-11-26T08:00'));
    const order = await town.placeOrder(1);
    expect(order.status).toBe('placed');
  });

  it('refuses outside them with when the shop opens, in each language, and takes no stock', async () => {
    vi.setSystemTime(townMoment('2026-11-26T22:30'));
    const request = await town.checkout([{ productId: 'rice', quantity: 2 }]);
    const refused = await refusal(call()('placeOrder', request));
    expect(refused.code).toBe('failed-precondition');
    expect(refused.message).toBe('This shop is closed now. It opens tomorrow at 7:00 am.');
    expect(refused.reason).toEqual({
      key: 'shopClosedOpensTomorrow',
      params: { time: '07:00' },
    });
    expect(fillSentence('কাল {time}-এ খুলবে।', { time: '07:00' }, 'bn')).toBe(
      'কাল সকাল ৭:০০-এ খুলবে।',
    );
    expect(await town.stockOf('rice')).toBe(5);
    expect(await town.order(request.orderId)).toBeNull();
  });

  it('says the afternoon in the midday break, and the date beyond tomorrow', async () => {
    vi.setSystemTime(townMoment('2026-11-26T14:00'));
    const lunch = await refusal(
      call()('placeOrder', await town.checkout([{ productId: 'rice', quantity: 1 }])),
    );
    expect(lunch.message).toBe('This shop is closed now. It opens today at 5:00 pm.');
    // Saturday night: closed on Sunday.
    vi.setSystemTime(townMoment('2026-11-28T22:00'));
    const weekend = await refusal(
      call()('placeOrder', await town.checkout([{ productId: 'rice', quantity: 1 }])),
    );
    expect(weekend.reason).toEqual({
      key: 'shopClosedOpensOn',
      params: { day: '2026-11-30', time: '07:00' },
    });
    expect(fillSentence(serverSentences.shopClosedOpensOn, weekend.reason!.params, 'en')).toBe(
      'This shop is closed now. It opens on Mon, 30 Nov 2026 at 7:00 am.',
    );
  });

  it('says an opening at midnight tonight as tonight’s, never tomorrow’s 12 am, in each language', () => {
    const tonight = closedNowSentence(
      townMoment('2026-11-27T00:00'),
      townMoment('2026-11-26T22:00'),
    );
    expect(tonight.message).toBe('This shop is closed now. It opens today at 12 midnight.');
    expect(tonight.reason).toEqual({ key: 'shopClosedOpensToday', params: { time: '24:00' } });
    expect(
      fillSentence(
        bnServer['town/server'].shopClosedOpensToday,
        tonight.reason.params,
        'bn',
        withCaseEndings,
      ),
    ).toBe('দোকানটা এখন বন্ধ। আজ রাত ১২টায় খুলবে।');
    expect(
      fillSentence(hiServer['town/server'].shopClosedOpensToday, tonight.reason.params, 'hi'),
    ).toBe('दुकान अभी बंद है। आज रात 12 बजे खुलेगी।');
  });

  it('takes orders at any hour from a shop with no hours set, as before', async () => {
    await town.handle.internals.writeDoc(collections.shops, 'shop-1', shop);
    vi.setSystemTime(townMoment('2026-11-26T03:00'));
    expect((await town.placeOrder(1)).status).toBe('placed');
  });
});

describe('the vendor’s “closed now”', () => {
  it('lasts until the next opening, then the shop takes orders by itself', async () => {
    vi.setSystemTime(townMoment('2026-11-26T18:00'));
    await town.signInAs('vendor');
    await call()('vendorShopAction', { action: 'setOpen', open: false });
    expect(await shopData()).toMatchObject({
      open: true,
      closedUntil: townMoment('2026-11-27T07:00'),
    });
    await town.signInAs(null);
    const paused = await refusal(
      call()('placeOrder', await town.checkout([{ productId: 'rice', quantity: 1 }])),
    );
    expect(paused.message).toBe('This shop is closed now. It opens tomorrow at 7:00 am.');

    vi.setSystemTime(townMoment('2026-11-27T07:05'));
    expect((await town.placeOrder(1)).status).toBe('placed');
  });

  it('opened again within the hours, takes orders at once', async () => {
    vi.setSystemTime(townMoment('2026-11-26T18:00'));
    await town.signInAs('vendor');
    await call()('vendorShopAction', { action: 'setOpen', open: false });
    await call()('vendorShopAction', { action: 'setOpen', open: true });
    expect(await shopData()).toMatchObject({ open: true, closedUntil: null });
    await town.signInAs(null);
    expect((await town.placeOrder(1)).status).toBe('placed');
  });

  it('closes a shop with no hours until its vendor opens it, as before', async () => {
    await town.handle.internals.writeDoc(collections.shops, 'shop-1', shop);
    vi.setSystemTime(townMoment('2026-11-26T18:00'));
    await town.signInAs('vendor');
    await call()('vendorShopAction', { action: 'setOpen', open: false });
    expect(await shopData()).toMatchObject({ open: false, closedUntil: null });
  });
});

describe('the vendor’s extra hours for a day', () => {
  const refusedOrder = async () =>
    refusal(call()('placeOrder', await town.checkout([{ productId: 'rice', quantity: 1 }])));

  it('stay open late: orders are taken until the time set, then refused with the next opening', async () => {
    vi.setSystemTime(townMoment('2026-11-26T21:30'));
    expect((await refusedOrder()).message).toBe(
      'This shop is closed now. It opens tomorrow at 7:00 am.',
    );
    await town.signInAs('vendor');
    await call()('vendorShopAction', { action: 'openUntil', until: '22:30' });
    expect(await shopData()).toMatchObject({
      open: true,
      closedUntil: null,
      openUntil: townMoment('2026-11-26T22:30'),
    });
    // The product lists read them from config/shops, kept by the trigger.
    const shopStates = await town.handle.backend.store.get(collections.config, configDocs.shops);
    expect(shopStates?.data['times']).toMatchObject({
      'shop-1': { openUntil: townMoment('2026-11-26T22:30') },
    });
    await town.signInAs(null);
    expect((await town.placeOrder(1)).status).toBe('placed');

    vi.setSystemTime(townMoment('2026-11-26T22:30'));
    expect((await refusedOrder()).message).toBe(
      'This shop is closed now. It opens tomorrow at 7:00 am.',
    );
  });

  it('open early: orders are taken from now, and the day’s hours carry on', async () => {
    vi.setSystemTime(townMoment('2026-11-27T05:45'));
    await town.signInAs('vendor');
    await call()('vendorShopAction', { action: 'openUntil', until: '07:00' });
    await town.signInAs(null);
    expect((await town.placeOrder(1)).status).toBe('placed');
    vi.setSystemTime(townMoment('2026-11-27T09:00'));
    expect((await town.placeOrder(1)).status).toBe('placed');
  });

  it('end when the vendor closes the shop or asks, and a paused shop opens with them', async () => {
    vi.setSystemTime(townMoment('2026-11-26T21:30'));
    await town.signInAs('vendor');
    await call()('vendorShopAction', { action: 'openUntil', until: '23:00' });
    await call()('vendorShopAction', { action: 'setOpen', open: false });
    // Closed in the middle of them: paused until the next opening by the hours, not the one after.
    expect(await shopData()).toMatchObject({
      open: true,
      closedUntil: townMoment('2026-11-27T07:00'),
      openUntil: null,
    });
    await call()('vendorShopAction', { action: 'openUntil', until: '23:00' });
    expect(await shopData()).toMatchObject({
      open: true,
      closedUntil: null,
      openUntil: townMoment('2026-11-26T23:00'),
    });
    await call()('vendorShopAction', { action: 'openUntil', until: null });
    expect((await shopData())?.['openUntil']).toBeNull();
    await town.signInAs(null);
    expect((await refusedOrder()).code).toBe('failed-precondition');
  });

  it('are refused where they add nothing, run too long, or the shop has no hours, and to anyone but its vendor', async () => {
    vi.setSystemTime(townMoment('2026-11-26T08:00'));
    await town.signInAs('vendor');
    const ask = async (until: string | null) =>
      refusal(call()('vendorShopAction', { action: 'openUntil', until }));

    const nothing = await ask('12:00');
    expect(nothing.code).toBe('failed-precondition');
    expect(nothing.reason?.key).toBe('extraHoursAddNothing');
    // 7:59 is tomorrow morning: a day, not extra hours.
    const tooLong = await ask('07:59');
    expect(tooLong.code).toBe('invalid-argument');
    expect(tooLong.message).toBe(
      'Extra hours can run at most 12 hours from now. Choose an earlier time.',
    );
    expect((await ask('25:00')).code).toBe('invalid-argument');
    expect((await shopData())?.['openUntil']).toBeUndefined();

    await town.handle.internals.writeDoc(collections.shops, 'shop-1', shop);
    expect((await ask('22:00')).reason?.key).toBe('extraHoursNeedHours');

    await town.signInAs('user');
    expect((await ask('22:00')).code).toBe('permission-denied');
  });
});

describe('the vendor’s hours', () => {
  it('sets their own shop’s hours, checked for shape, and nobody else’s', async () => {
    await town.signInAs('vendor');
    const allDay: OpeningHours = { ...openAllHours, daysOff: ['2026-12-25'] };
    await call()('vendorShopAction', { action: 'setHours', openingHours: allDay });
    expect((await shopData())?.['openingHours']).toEqual(allDay);
    expect(
      (await town.handle.backend.store.get(collections.shops, 'shop-2'))?.data['openingHours'],
    ).toBeUndefined();

    const overlapping = {
      ...hoursWithBreak,
      week: {
        ...hoursWithBreak.week,
        Mon: {
          kind: 'spans',
          spans: [
            { from: '07:00', to: '13:00' },
            { from: '12:00', to: '21:00' },
          ],
        },
      },
    };
    expect(
      (
        await refusal(
          call()('vendorShopAction', {
            action: 'setHours',
            openingHours: overlapping as OpeningHours,
          }),
        )
      ).code,
    ).toBe('invalid-argument');
    expect((await shopData())?.['openingHours']).toEqual(allDay);

    // The product lists read them from config/shops, kept by the trigger.
    const shopStates = await town.handle.backend.store.get(collections.config, configDocs.shops);
    expect(shopStates?.data['times']).toMatchObject({
      'shop-1': { openingHours: allDay, closedUntil: null },
    });

    await town.signInAs('user');
    expect(
      (
        await refusal(
          call()('vendorShopAction', { action: 'setHours', openingHours: hoursWithBreak }),
        )
      ).code,
    ).toBe('permission-denied');
  });
});
