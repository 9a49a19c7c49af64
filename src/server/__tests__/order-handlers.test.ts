// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { collections } from '../../lib/models';
import { countingStore } from '../../testing/counting-store';
import { placeOrder } from '../order-workflow';
import { recordIdFor } from '../../lib/order-identity';
import { people, shop, townForEachTest } from './server-fixtures';
import { refusal } from '../../testing/refusal';

/**
 * The order workflow as the server runs it: checkout, cancelling and every
 * staff move, through the callable handlers on the Demo backend.
 */
const town = townForEachTest();

const call = () => town.handle.backend.call;

describe('checkout', () => {
  it('charges what the database says, takes the stock, and writes the order with a number and code of its own, the phone’s memory and both alerts', async () => {
    const request = await town.checkout([
      { productId: 'rice', quantity: 2 },
      { productId: 'dal', quantity: 1 },
    ]);
    const result = await call()('placeOrder', request);

    expect(result).toEqual({
      kind: 'placed',
      orderId: request.orderId,
      number: expect.stringMatching(/^TS-\d{6}$/),
      code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
      total: 270_00,
    });
    if (result.kind !== 'placed') return;
    expect(await town.stockOf('rice')).toBe(3);
    expect(await town.stockOf('dal')).toBe(0);
    expect(await town.order(request.orderId)).toMatchObject({
      status: 'placed',
      subtotal: 240_00,
      deliveryFee: 30_00,
      total: 270_00,
      shopName: 'Ma Tara Bhandar',
      lines: [
        { productId: 'rice', name: 'Rice', unit: '1 kg', price: 60_00, quantity: 2 },
        { productId: 'dal', name: 'Dal', unit: '1 kg', price: 120_00, quantity: 1 },
      ],
    });
    expect(await town.order(request.orderId)).toMatchObject({
      number: result.number,
      code: result.code,
    });
    // A phone number alone shows that an order is on its way, and nothing else.
    expect(await town.openStatuses('9876543210')).toEqual(['placed']);
    expect((await town.phoneMemory('9876543210'))?.records).toEqual({
      [request.orderId]: {
        collection: 'orders',
        number: result.number,
        code: result.code,
        status: 'placed',
        at: expect.any(Number),
      },
    });
    const alerts = await town.alerts();
    expect(alerts.map((alert) => alert['chat']).sort()).toEqual(['admin', 'delivery']);
    expect(alerts[0]?.['text']).toMatch(/New order TS-\d{6} — Ma Tara Bhandar/);
  });

  it('names every changed line at once — a line both short and re-priced included — and writes nothing', async () => {
    await town.amend(collections.products, 'rice', { price: 65_00, stock: 1 });
    const request = await town.checkout([
      { productId: 'rice', quantity: 2 },
      { productId: 'dal', quantity: 2 },
    ]);
    const result = await call()('placeOrder', request);

    expect(result).toEqual({
      kind: 'changed',
      lines: [
        { productId: 'rice', name: 'Rice', now: { stock: 1, price: 65_00 } },
        { productId: 'dal', name: 'Dal', now: { stock: 1, price: 120_00 } },
      ],
      terms: { deliveryFee: 30_00, freeDeliveryAbove: 499_00 },
    });
    expect(await town.stockOf('rice')).toBe(1);
    expect(await town.order(request.orderId)).toBeNull();
    expect(await town.openStatuses('9876543210')).toEqual([]);
    expect(await town.phoneMemory('9876543210')).toBeNull();
  });

  it('refuses a delivery fee the customer did not see, with the terms in force', async () => {
    await town.setOrderingTerms({ deliveryFee: 40_00 });
    const result = await call()(
      'placeOrder',
      await town.checkout([{ productId: 'rice', quantity: 1 }]),
    );
    expect(result).toEqual({
      kind: 'changed',
      lines: [],
      terms: { deliveryFee: 40_00, freeDeliveryAbove: 499_00 },
    });
  });

  it('keeps the shop’s and each product’s Bengali and Hindi names on the order, where they have them', async () => {
    const { store } = town.handle.backend;
    await town.handle.internals.writeDoc(collections.shops, 'shop-1', {
      ...shop,
      nameBn: 'মা তারা ভাণ্ডার',
      nameHi: 'मां तारा भंडार',
    });
    await town.handle.internals.writeDoc(collections.products, 'rice', {
      ...(await store.get(collections.products, 'rice'))!.data,
      nameBn: 'চাল',
    });
    const request = await town.checkout([
      { productId: 'rice', quantity: 1 },
      { productId: 'dal', quantity: 1 },
    ]);
    expect(await call()('placeOrder', request)).toMatchObject({ kind: 'placed' });
    const order = await town.order(request.orderId);
    expect(order).toMatchObject({
      shopName: 'Ma Tara Bhandar',
      shopNameBn: 'মা তারা ভাণ্ডার',
      shopNameHi: 'मां तारा भंडार',
      lines: [{ name: 'Rice', nameBn: 'চাল' }, { name: 'Dal' }],
    });
    expect(order?.lines[0]).not.toHaveProperty('nameHi');
    expect(order?.lines[1]).not.toHaveProperty('nameBn');
  });

  it('keeps the language the customer ordered in, and none when the request names none', async () => {
    const hindi = {
      ...(await town.checkout([{ productId: 'rice', quantity: 1 }])),
      language: 'hi' as const,
    };
    expect(await call()('placeOrder', hindi)).toMatchObject({ kind: 'placed' });
    expect(await town.order(hindi.orderId)).toMatchObject({ language: 'hi' });
    const older = await town.checkout([{ productId: 'dal', quantity: 1 }]);
    expect(await call()('placeOrder', older)).toMatchObject({ kind: 'placed' });
    expect(await town.order(older.orderId)).not.toHaveProperty('language');
    const unknown = {
      ...(await town.checkout([{ productId: 'rice', quantity: 1 }])),
      language: 'fr',
    };
    await expect(call()('placeOrder', unknown as never)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('refuses a closed shop, named in each language it has a name in, and one that is gone', async () => {
    await town.handle.internals.writeDoc(collections.shops, 'shop-1', {
      name: 'Ma Tara Bhandar',
      nameBn: 'মা তারা ভাণ্ডার',
      open: false,
    });
    const refused = await call()(
      'placeOrder',
      await town.checkout([{ productId: 'rice', quantity: 1 }]),
    );
    expect(refused).toEqual({
      kind: 'shop-closed',
      shopName: 'Ma Tara Bhandar',
      shopNameBn: 'মা তারা ভাণ্ডার',
    });
    expect(refused).not.toHaveProperty('shopNameHi');
    expect(
      await call()(
        'placeOrder',
        await town.checkout([{ productId: 'rice', quantity: 1 }], { shopId: 'nowhere' }),
      ),
    ).toEqual({ kind: 'shop-gone' });
    expect(await town.stockOf('rice')).toBe(5);
  });

  it('makes one order of one request id sent twice at once (a double click)', async () => {
    const request = await town.checkout([{ productId: 'rice', quantity: 2 }]);
    const [first, second] = await Promise.all([
      call()('placeOrder', request),
      call()('placeOrder', request),
    ]);
    expect(first).toEqual(second);
    expect(await town.stockOf('rice')).toBe(3);
    expect(Object.keys((await town.phoneMemory('9876543210'))?.records ?? {})).toEqual([
      request.orderId,
    ]);
  });

  it('answers a retry with the order its request id placed, whatever else the retry says', async () => {
    const request = await town.checkout([{ productId: 'rice', quantity: 2 }]);
    const first = await call()('placeOrder', request);
    const retry = await call()('placeOrder', {
      ...request,
      phone: '9123456789',
      customerName: 'Someone else',
    });
    expect(retry).toEqual(first);
    expect(await town.stockOf('rice')).toBe(3);
    expect(await town.phoneMemory('9123456789')).toBeNull();
  });

  it('gives every order a number of its own, and keeps each in the phone’s memory under its id', async () => {
    const placed = [];
    for (let i = 0; i < 3; i += 1) {
      const result = await call()(
        'placeOrder',
        await town.checkout([{ productId: 'rice', quantity: 1 }]),
      );
      if (result.kind === 'placed') placed.push(result);
    }
    expect(new Set(placed.map((order) => order.number)).size).toBe(3);
    expect(new Set(placed.map((order) => order.code)).size).toBe(3);
    const records = (await town.phoneMemory('9876543210'))?.records ?? {};
    expect(Object.keys(records).sort()).toEqual(placed.map((order) => order.orderId).sort());
    expect(await town.openStatuses('9876543210')).toEqual(['placed', 'placed', 'placed']);
  });

  it('lets exactly one of two checkouts racing for the last item win', async () => {
    const results = await Promise.all([
      call()('placeOrder', await town.checkout([{ productId: 'dal', quantity: 1 }])),
      call()(
        'placeOrder',
        await town.checkout([{ productId: 'dal', quantity: 1 }], { phone: '9123456789' }),
      ),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(['changed', 'placed']);
    expect(await town.stockOf('dal')).toBe(0);
  });

  it('reads one document per product plus the order, the shop, the terms, whether the town lists neighbourhoods, the phone, a number, the shop’s alerts and chat, and who hears of it', async () => {
    const { store, counter } = countingStore(town.handle.internals.serverStore);
    const request = await town.checkout([
      { productId: 'rice', quantity: 1 },
      { productId: 'dal', quantity: 1 },
    ]);
    expect((await placeOrder(store, request)).kind).toBe('placed');
    // And the shop's vendor and their devices (none here, an empty query counted as one).
    expect(counter.reads).toBe(2 + 8 + 2);
  });
});

describe('the open-orders limit', () => {
  it('refuses the 4th open order of one phone, and takes the next once one is cancelled', async () => {
    const orders = [await town.placeOrder(1), await town.placeOrder(1), await town.placeOrder(1)];
    const fourth = await call()(
      'placeOrder',
      await town.checkout([{ productId: 'rice', quantity: 1 }]),
    );
    expect(fourth).toEqual({ kind: 'open-order-limit', limit: 3 });
    expect(await town.stockOf('rice')).toBe(2);

    await call()('cancelOrder', { orderId: orders[0]!.id });
    const fifth = await call()(
      'placeOrder',
      await town.checkout([{ productId: 'rice', quantity: 1 }]),
    );
    expect(fifth.kind).toBe('placed');
  });

  it('follows the setting, and counts only orders still on their way', async () => {
    await town.setOrderingTerms({ openOrdersPerPhone: 1 });
    const first = await town.placeOrder(1);
    await town.signInAs('vendor');
    await call()('staffOrderAction', {
      orderId: first.id,
      action: 'reject',
      reasonCode: 'shopClosing',
      reason: 'Closed early',
    });
    await town.signInAs(null);
    expect(
      (await call()('placeOrder', await town.checkout([{ productId: 'rice', quantity: 1 }]))).kind,
    ).toBe('placed');
    expect(
      await call()('placeOrder', await town.checkout([{ productId: 'rice', quantity: 1 }])),
    ).toEqual({
      kind: 'open-order-limit',
      limit: 1,
    });
  });
});

describe('after the order', () => {
  it('lets the customer cancel a placed order with its id and puts the stock back', async () => {
    const order = await town.placeOrder(2);
    await expect(call()('cancelOrder', { orderId: order.id })).resolves.toEqual({
      status: 'cancelled',
    });
    expect(await town.stockOf('rice')).toBe(5);
    expect((await town.phoneMemory(order.phone))?.records[order.id]?.status).toBe('cancelled');
    expect(await town.openStatuses(order.phone)).toEqual([]);
  });

  it('refuses to cancel once the shop has accepted, and an id no order has', async () => {
    const order = await town.placeOrder(2);
    await town.signInAs('vendor');
    await call()('staffOrderAction', { orderId: order.id, action: 'accept' });
    await town.signInAs(null);
    expect((await refusal(call()('cancelOrder', { orderId: order.id }))).code).toBe(
      'failed-precondition',
    );
    expect(await town.stockOf('rice')).toBe(3);
    expect(
      (
        await refusal(
          call()('cancelOrder', { orderId: await recordIdFor('orders', 'x'.repeat(20)) }),
        )
      ).code,
    ).toBe('not-found');
  });

  it('walks the whole way with the right people, and the customer sees each step', async () => {
    const order = await town.placeOrder(1);
    const status = async () => (await town.order(order.id))?.status;

    await town.signInAs('vendor');
    await call()('staffOrderAction', { orderId: order.id, action: 'accept' });
    await call()('staffOrderAction', { orderId: order.id, action: 'ready' });
    expect(await status()).toBe('ready');

    await town.signInAs('delivery');
    await call()('staffOrderAction', { orderId: order.id, action: 'claim' });
    await call()('staffOrderAction', { orderId: order.id, action: 'pickUp' });
    await call()('staffOrderAction', { orderId: order.id, action: 'deliver' });
    await town.signInAs(null);

    const stored = await town.order(order.id);
    expect(stored?.status).toBe('delivered');
    expect(stored?.history.map((step) => step.status)).toEqual([
      'placed',
      'accepted',
      'ready',
      'outForDelivery',
      'delivered',
    ]);
    expect((await town.phoneMemory(order.phone))?.records[order.id]?.status).toBe('delivered');
    expect(await town.openStatuses(order.phone)).toEqual([]);
  });

  it('returns exactly the stock a rejected order took, and keeps the reason for the customer', async () => {
    const order = await town.placeOrder(3);
    expect(await town.stockOf('rice')).toBe(2);
    await town.signInAs('vendor');
    await call()('staffOrderAction', {
      orderId: order.id,
      action: 'reject',
      reasonCode: 'outOfStock',
      reason: ' Rice is damp ',
    });
    expect(await town.stockOf('rice')).toBe(5);
    expect(await town.order(order.id)).toMatchObject({
      status: 'rejected',
      reasonCode: 'outOfStock',
      reason: 'Rice is damp',
    });
    const [alert] = (await town.alerts()).filter((each) =>
      String(each['text']).includes('rejected'),
    );
    expect(alert?.['text']).toBe(
      `Order ${order.number} (Ma Tara Bhandar) rejected by the vendor: Out of stock\nIn their words: Rice is damp`,
    );
  });

  it('lets an admin cancel with a reason the customer sees', async () => {
    const order = await town.placeOrder(1);
    await town.signInAs('admin');
    await call()('staffOrderAction', {
      orderId: order.id,
      action: 'cancel',
      reasonCode: 'customerAsked',
      reason: '',
    });
    expect(await town.order(order.id)).toMatchObject({
      status: 'cancelled',
      reasonCode: 'customerAsked',
      reason: null,
    });
  });

  it('takes only a reason the list offers for the move, and words with "other"', async () => {
    const order = await town.placeOrder(1);
    await town.signInAs('vendor');
    for (const [reasonCode, reason] of [
      ['customerNotHome', ''], // a delivery person's reason, not a shop's
      ['other', ''],
      ['other', ' x '],
      ['noSuchReason', 'Closed'],
    ] as const) {
      expect(
        (
          await refusal(
            call()('staffOrderAction', {
              orderId: order.id,
              action: 'reject',
              reasonCode: reasonCode as 'other',
              reason,
            }),
          )
        ).code,
        reasonCode,
      ).toBe('invalid-argument');
    }
    expect((await town.order(order.id))?.status).toBe('placed');
    await call()('staffOrderAction', {
      orderId: order.id,
      action: 'reject',
      reasonCode: 'other',
      reason: 'The scale is broken',
    });
    expect(await town.order(order.id)).toMatchObject({ reasonCode: 'other' });
  });

  it('lets the delivery person say an order could not be delivered, and puts its stock back', async () => {
    const order = await town.placeOrder(2);
    await town.signInAs('vendor');
    await call()('staffOrderAction', { orderId: order.id, action: 'accept' });
    await call()('staffOrderAction', { orderId: order.id, action: 'ready' });
    await town.signInAs('delivery');
    await call()('staffOrderAction', { orderId: order.id, action: 'claim' });
    const notHome = {
      orderId: order.id,
      action: 'undeliver',
      reasonCode: 'customerNotHome',
      reason: 'Door locked, phone off',
    } as const;
    // Not before it has left the shop, and not by another delivery person.
    expect((await refusal(call()('staffOrderAction', notHome))).code).toBe('failed-precondition');
    await call()('staffOrderAction', { orderId: order.id, action: 'pickUp' });
    await town.signInAs('otherDelivery');
    expect((await refusal(call()('staffOrderAction', notHome))).code).toBe('permission-denied');
    await town.signInAs('delivery');
    await expect(call()('staffOrderAction', notHome)).resolves.toEqual({ status: 'undelivered' });
    expect(await town.order(order.id)).toMatchObject({
      status: 'undelivered',
      reasonCode: 'customerNotHome',
      reason: 'Door locked, phone off',
    });
    expect(await town.stockOf('rice')).toBe(5);
    expect(await town.openStatuses(order.phone)).toEqual([]);
  });

  it('lets one of two delivery persons claim a ready order, and only that one move it', async () => {
    const order = await town.placeOrder(1);
    await town.signInAs('vendor');
    await call()('staffOrderAction', { orderId: order.id, action: 'accept' });
    await call()('staffOrderAction', { orderId: order.id, action: 'ready' });
    await town.signInAs('delivery');
    await call()('staffOrderAction', { orderId: order.id, action: 'claim' });
    await town.signInAs('otherDelivery');
    expect(
      (await refusal(call()('staffOrderAction', { orderId: order.id, action: 'claim' }))).code,
    ).toBe('permission-denied');
    expect(
      (await refusal(call()('staffOrderAction', { orderId: order.id, action: 'pickUp' }))).code,
    ).toBe('permission-denied');
  });

  it('lets an admin give an order to a delivery person, and only an admin', async () => {
    const order = await town.placeOrder(1);
    await town.signInAs('vendor');
    expect((await refusal(town.assign(order.id, 'delivery'))).code).toBe('permission-denied');
    await town.signInAs('admin');
    await town.assign(order.id, 'delivery');
    expect((await town.order(order.id))?.deliveryUid).toBe(town.uids.delivery);
  });

  it('refuses to give an order to a deactivated delivery person, saying so', async () => {
    const order = await town.placeOrder(1);
    await town.handle.internals.writeDoc(collections.delivery, town.uids.otherDelivery, {
      name: 'otherDelivery',
      phone: people.otherDelivery.phone,
      active: false,
    });
    await town.signInAs('admin');
    const refused = await refusal(town.assign(order.id, 'otherDelivery'));
    expect([refused.code, refused.message, refused.reason]).toEqual([
      'failed-precondition',
      'That delivery person is deactivated. Reactivate them first, or choose someone else.',
      { key: 'courierInactive', params: {} },
    ]);
    expect((await town.order(order.id))?.deliveryUid).toBeNull();
  });
});
