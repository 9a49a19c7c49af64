// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICES_PER_PHONE_MAX,
  ORDERS_PER_DEVICE_PER_DAY,
  DIGEST_AFTER_MINUTES,
  ORDERS_PER_PHONE_PER_DAY,
  REQUESTS_PER_DEVICE_PER_DAY,
  REQUESTS_PER_PHONE_PER_DAY,
  WRONG_CODES_PER_PHONE_PER_HOUR,
} from '../../lib/limits';
import { randomId } from '../../lib/ids';
import { collections } from '../../lib/models';
import { newRequestId } from '../../lib/order-identity';
import { sweepUnansweredOrders } from '../escalation';
import { townForEachTest } from './server-fixtures';
import { refusal } from '../../testing/refusal';

/**
 * What one stranger with the public web config could do to flood the staff
 * chats, block a phone or mislead a customer, each tried against the
 * handlers the Cloud Functions run (docs/security.md, attacks 13–19).
 */
const town = townForEachTest();
beforeEach(async () => {
  // Plenty of rice, so only the limits under test stop an order.
  await town.amend(collections.products, 'rice', { stock: 1000 });
});

const call = () => town.handle.backend.call;
const victim = '9876543210';

const riceFor = async (phone: string, deviceId?: string) =>
  town.checkout([{ productId: 'rice', quantity: 1 }], { phone, ...(deviceId && { deviceId }) });

describe('13. more open orders for one phone than the limit', () => {
  it('counts every order by the server’s own id: new request ids do not get past 3', async () => {
    const kinds = [];
    for (let n = 0; n < 5; n++)
      kinds.push((await call()('placeOrder', await riceFor(victim))).kind);
    expect(kinds).toEqual(['placed', 'placed', 'placed', 'open-order-limit', 'open-order-limit']);
    expect(await town.stockOf('rice')).toBe(997);
    expect(await town.openStatuses(victim)).toEqual(['placed', 'placed', 'placed']);
  });

  it('holds the limit when six checkouts for one phone race', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, async () => call()('placeOrder', await riceFor(victim))),
    );
    expect(results.filter((result) => result.kind === 'placed')).toHaveLength(3);
    expect(await town.stockOf('rice')).toBe(997);
    expect(Object.keys((await town.phoneMemory(victim))?.records ?? {})).toHaveLength(3);
  });
});

describe('14. a loop of place-then-cancel', () => {
  it('takes at most 10 orders a day from one phone, cancelled ones counted', async () => {
    for (let n = 0; n < ORDERS_PER_PHONE_PER_DAY; n++) {
      const order = await town.placeOrder(1, victim);
      await call()('cancelOrder', { orderId: order.id });
    }
    expect(await call()('placeOrder', await riceFor(victim))).toEqual({
      kind: 'daily-order-limit',
      limit: ORDERS_PER_PHONE_PER_DAY,
    });
    expect(await town.stockOf('rice')).toBe(1000);
  });

  it('tells a shop’s staff chats of at most 20 events an hour, and the rest in one digest an hour later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const loops = 15; // 30 events: 15 orders and 15 cancellations, each from a new phone
      const numbers: string[] = [];
      for (let n = 0; n < loops; n++) {
        const order = await town.placeOrder(1, `98000${String(n).padStart(5, '0')}`);
        numbers.push(order.number);
        await call()('cancelOrder', { orderId: order.id });
      }
      // 20 events sent: 10 orders (admin and delivery chats each) and 10 cancellations.
      const sent = await town.alerts();
      expect(sent).toHaveLength(10 * 2 + 10);
      // The first 20 in the order they came, the tenth order's cancellation the last; nothing later.
      const told = (number: string) =>
        sent.filter((alert) => String(alert['text']).includes(number)).length;
      expect(numbers.map(told)).toEqual([
        ...Array<number>(10).fill(3),
        ...Array<number>(5).fill(0),
      ]);
      // Every order was still placed and cancelled: the staff screens show them all.
      expect(await town.stockOf('rice')).toBe(1000);

      // Nothing is dropped: an hour after the first merged, the chats that heard of the orders hear the rest.
      vi.setSystemTime(Date.now() + DIGEST_AFTER_MINUTES * 60_000);
      expect((await sweepUnansweredOrders(town.handle.internals.serverStore)).digests).toEqual([
        'shopActivity/shop-1',
      ]);
      const digests = (await town.alerts()).filter((alert) =>
        String(alert['text']).includes('open the dashboard'),
      );
      expect(digests.map((alert) => alert['chat']).sort()).toEqual(['admin', 'delivery']);
      expect(digests[0]?.['text']).toBe(
        '5 more new orders and 5 more cancelled or changed orders at Ma Tara Bhandar in the last hour — open the dashboard.',
      );
      // Once.
      expect(await sweepUnansweredOrders(town.handle.internals.serverStore)).not.toHaveProperty(
        'digests',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('15. a false status in a customer’s Find Order', () => {
  it('leaves the victim’s order and its status alone when someone orders and cancels for their phone', async () => {
    const real = await town.placeOrder(1, victim);
    const prank = await town.placeOrder(1, victim);
    await call()('cancelOrder', { orderId: prank.id });

    expect(prank.number).not.toBe(real.number);
    expect((await town.order(real.id))?.status).toBe('placed');
    expect(await town.openStatuses(victim)).toEqual(['placed']);
    const records = (await town.phoneMemory(victim))?.records ?? {};
    expect(records[real.id]).toMatchObject({ number: real.number, status: 'placed' });
    expect(records[prank.id]).toMatchObject({ status: 'cancelled' });
  });

  it('answers a retry with the same order, and never lets a request reach another order', async () => {
    const request = await riceFor(victim);
    const first = await call()('placeOrder', request);
    const again = await call()('placeOrder', {
      ...request,
      phone: '9123456789',
      lines: [{ productId: 'rice', quantity: 5, price: 60_00 }],
    });
    // The id the server derives from the request id is the order: whatever else a retry
    // says, it answers with that order and changes nothing.
    expect(again).toEqual(first);
    expect(await town.stockOf('rice')).toBe(999);
    expect(await town.phoneMemory('9123456789')).toBeNull();
  });
});

describe('16. walking the codes of someone’s orders', () => {
  it('opens an order with the phone and its code, and counts every code that opens nothing', async () => {
    const order = await town.placeOrder(1, victim);
    expect(await call()('findByCode', { phone: victim, code: order.code.toLowerCase() })).toEqual({
      kind: 'found',
      collection: collections.orders,
      id: order.id,
      number: order.number,
    });
    // The code of someone else's phone opens nothing here.
    const other = await town.placeOrder(1, '9123456789');
    expect(await call()('findByCode', { phone: victim, code: other.code })).toEqual({
      kind: 'no-match',
      triesLeft: WRONG_CODES_PER_PHONE_PER_HOUR - 1,
    });
  });

  it('makes a phone wait after 8 wrong codes in an hour, even for the right one', async () => {
    const order = await town.placeOrder(1, victim);
    const wrong = order.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let n = 1; n <= WRONG_CODES_PER_PHONE_PER_HOUR; n++) {
      expect(await call()('findByCode', { phone: victim, code: wrong })).toEqual({
        kind: 'no-match',
        triesLeft: WRONG_CODES_PER_PHONE_PER_HOUR - n,
      });
    }
    expect(await call()('findByCode', { phone: victim, code: order.code })).toEqual({
      kind: 'wait',
      minutes: 60,
    });
  });

  it('refuses a phone that is not a mobile and a code of any length', async () => {
    for (const request of [
      { phone: '12345', code: 'ABCDEF' },
      { phone: victim, code: 'A'.repeat(21) },
      { phone: victim },
    ]) {
      expect((await refusal(call()('findByCode', request as never))).code).toBe('invalid-argument');
    }
  });
});

describe('17. bookings: references, codes and who may read them', () => {
  const appointment = { kind: 'message' as const };

  it('gives each request a reference and a code, opens it by code, and lets nobody list it', async () => {
    const saved = await call()('submitRequest', {
      ...appointment,
      id: newRequestId(),
      fields: { name: 'Asha Roy', phone: victim, message: 'Is the market open on Sunday?' },
    });
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    expect(saved.reference).toMatch(/^BK-\d{6}$/);
    expect(await call()('findByCode', { phone: victim, code: saved.code })).toEqual({
      kind: 'found',
      collection: collections.messages,
      id: saved.recordId,
      number: saved.reference,
    });
    await town.signInAs(null);
    const store = town.handle.backend.store;
    expect((await store.get(collections.messages, saved.recordId))?.data).toMatchObject({
      reference: saved.reference,
      status: 'new',
      staffNote: '',
    });
    expect((await refusal(store.query({ collection: collections.messages, limit: 20 }))).code).toBe(
      'permission-denied',
    );
    // A booking does not show as an order on the way to a stranger with the phone.
    expect(await town.openStatuses(victim)).toEqual([]);
  });
});

describe('14b. locking a neighbour out of ordering for a day', () => {
  // Each browser's secret id (lib/customer-memory `deviceId`).
  const victimsPhone = 'VictimsOwnPhone00001';
  const strangers = 'StrangersLaptop000001';
  const day = 24 * 60 * 60 * 1000;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-10T10:00:00+05:30'));
  });
  afterEach(() => vi.useRealTimers());

  /** Places and cancels `count` orders for `phone`, each from `device` (a new one each time if 'fresh'). */
  async function placeAndCancel(phone: string, count: number, device: string | 'fresh') {
    for (let n = 0; n < count; n++) {
      const request = await riceFor(phone, device === 'fresh' ? randomId(20) : device);
      const result = await call()('placeOrder', request);
      if (result.kind !== 'placed') throw new Error(`order ${n + 1}: ${result.kind}`);
      await call()('cancelOrder', { orderId: result.orderId });
    }
  }

  it('refuses the lock-out: ten place-and-cancel calls with a neighbour’s number leave their own phone free to order', async () => {
    // Yesterday the victim ordered from their own phone.
    expect((await call()('placeOrder', await riceFor(victim, victimsPhone))).kind).toBe('placed');
    vi.setSystemTime(Date.now() + day + 60_000);

    await placeAndCancel(victim, ORDERS_PER_PHONE_PER_DAY, strangers);
    // The number's day is full for any stranger, with or without an id, from a new browser too.
    for (const deviceId of [strangers, randomId(20), undefined]) {
      const refused = await call()('placeOrder', await riceFor(victim, deviceId)).catch(
        (error: unknown) => error,
      );
      expect(refused, String(deviceId)).toEqual(
        deviceId === strangers
          ? expect.objectContaining({ code: 'resource-exhausted' })
          : { kind: 'daily-order-limit', limit: ORDERS_PER_PHONE_PER_DAY },
      );
    }
    // The victim's own phone goes on.
    const own = await call()('placeOrder', await riceFor(victim, victimsPhone));
    expect(own.kind).toBe('placed');
  });

  /** The shop and a rider take the order to the door. */
  async function deliver(orderId: string) {
    await town.signInAs('vendor');
    for (const action of ['accept', 'ready'] as const) {
      await call()('staffOrderAction', { orderId, action });
    }
    await town.signInAs('delivery');
    for (const action of ['claim', 'pickUp', 'deliver'] as const) {
      await call()('staffOrderAction', { orderId, action });
    }
    await town.signInAs(null);
  }

  it('lets a victim go on from a new phone once it opens one of their orders with its code', async () => {
    const earlier = await call()('placeOrder', await riceFor(victim, victimsPhone));
    if (earlier.kind !== 'placed') throw new Error(earlier.kind);
    await placeAndCancel(victim, 2, 'fresh');

    const newPhone = randomId(20);
    await placeAndCancel(victim, ORDERS_PER_PHONE_PER_DAY - 3, strangers);
    expect(await call()('placeOrder', await riceFor(victim, newPhone))).toEqual({
      kind: 'daily-order-limit',
      limit: ORDERS_PER_PHONE_PER_DAY,
    });
    // The code from the thank-you page, typed in Find Order on the new phone.
    expect(
      await call()('findByCode', { phone: victim, code: earlier.code, deviceId: newPhone }),
    ).toMatchObject({ kind: 'found', id: earlier.orderId });
    expect((await call()('placeOrder', await riceFor(victim, newPhone))).kind).toBe('placed');
  });

  it('lets the code of a delivered order in even when strangers have taken every place the number keeps', async () => {
    const earlier = await call()('placeOrder', await riceFor(victim, victimsPhone));
    if (earlier.kind !== 'placed') throw new Error(earlier.kind);
    await deliver(earlier.orderId);
    // Strangers, each from a browser of their own, take the other places and the day.
    await placeAndCancel(victim, ORDERS_PER_PHONE_PER_DAY - 1, 'fresh');
    expect(Object.keys((await town.phoneMemory(victim))?.devices ?? {})).toHaveLength(
      DEVICES_PER_PHONE_MAX,
    );

    const newPhone = randomId(20);
    expect(
      await call()('findByCode', { phone: victim, code: earlier.code, deviceId: newPhone }),
    ).toMatchObject({ kind: 'found' });
    expect((await call()('placeOrder', await riceFor(victim, newPhone))).kind).toBe('placed');
    // The phone that placed the delivered order keeps its place too.
    expect((await call()('placeOrder', await riceFor(victim, victimsPhone))).kind).toBe('placed');
    expect(Object.keys((await town.phoneMemory(victim))?.devices ?? {})).toHaveLength(
      DEVICES_PER_PHONE_MAX,
    );
  });

  it('still stops a flood: one browser for many numbers, and many browsers for one number', async () => {
    // One browser cycling through numbers: its own day ends at 10, whatever the numbers.
    for (let n = 0; n < ORDERS_PER_DEVICE_PER_DAY; n++) {
      await placeAndCancel(`98000${String(n).padStart(5, '0')}`, 1, strangers);
    }
    const cycled = await refusal(call()('placeOrder', await riceFor('9812345678', strangers)));
    expect([cycled.code, cycled.message]).toEqual([
      'resource-exhausted',
      'This phone has placed 10 orders today, for one number or more, the most we take from one phone in a day (cancelled ones count too). Call the shop if it is urgent, or order again tomorrow.',
    ]);
    expect(cycled.reason).toEqual({ key: 'deviceOrderLimit', params: { limit: 10 } });

    // A new browser for every order, all for one number: 10 in all.
    await placeAndCancel('9811111111', ORDERS_PER_PHONE_PER_DAY, 'fresh');
    expect(await call()('placeOrder', await riceFor('9811111111', randomId(20)))).toEqual({
      kind: 'daily-order-limit',
      limit: ORDERS_PER_PHONE_PER_DAY,
    });
    expect(await town.stockOf('rice')).toBe(1000);

    // A day later, each starts again.
    vi.setSystemTime(Date.now() + day);
    expect((await call()('placeOrder', await riceFor('9812345678', strangers))).kind).toBe(
      'placed',
    );
  });

  it('knows at most 5 browsers per number, the first to come keeping their place', async () => {
    await placeAndCancel(victim, 1, victimsPhone);
    await placeAndCancel(victim, DEVICES_PER_PHONE_MAX + 2, 'fresh');
    const known = Object.keys((await town.phoneMemory(victim))?.devices ?? {});
    expect(known).toHaveLength(DEVICES_PER_PHONE_MAX);
    // Strangers fill the day; the victim's phone, known first, is still known.
    await placeAndCancel(victim, ORDERS_PER_PHONE_PER_DAY - DEVICES_PER_PHONE_MAX - 3, 'fresh');
    expect((await call()('placeOrder', await riceFor(victim, randomId(20)))).kind).toBe(
      'daily-order-limit',
    );
    expect((await call()('placeOrder', await riceFor(victim, victimsPhone))).kind).toBe('placed');
    // What the server keeps is a hash of each id, never the id.
    expect(JSON.stringify(await town.phoneMemory(victim))).not.toContain(victimsPhone);
  });

  it('holds bookings and messages the same way: a stranger’s ten leave the neighbour’s phone free', async () => {
    const message = (phone: string, deviceId?: string) =>
      call()('submitRequest', {
        kind: 'message',
        id: newRequestId(),
        fields: { name: 'Asha Roy', phone, message: 'Is the market open on Sunday?' },
        ...(deviceId && { deviceId }),
      });
    expect((await message(victim, victimsPhone)).kind).toBe('saved');
    for (let n = 1; n < REQUESTS_PER_PHONE_PER_DAY; n++) {
      expect((await message(victim, strangers)).kind).toBe('saved');
    }
    expect(await message(victim, randomId(20))).toEqual({
      kind: 'daily-limit',
      limit: REQUESTS_PER_PHONE_PER_DAY,
    });
    expect((await message(victim, victimsPhone)).kind).toBe('saved');
    // The stranger's browser, cycling numbers, stops at its own 10.
    expect((await message('9812345678', strangers)).kind).toBe('saved');
    const cycled = await refusal(message('9812345679', strangers));
    expect([cycled.code, cycled.reason]).toEqual([
      'resource-exhausted',
      { key: 'deviceRequestLimit', params: { limit: REQUESTS_PER_DEVICE_PER_DAY } },
    ]);
  });
});
