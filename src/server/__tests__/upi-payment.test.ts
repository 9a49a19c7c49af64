// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../testing/refusal';
import { townForEachTest } from './server-fixtures';

/**
 * "Paid by UPI": only someone who can see the money in their own UPI app may
 * say it came — the order's shop's vendor, its rider, an admin — and never
 * on an order that ended before it reached the customer.
 */
const town = townForEachTest();

const call = () => town.handle.backend.call;
const markPaid = (orderId: string) =>
  call()('staffOrderAction', { orderId, action: 'markPaidByUpi' });

describe('marking an order paid by UPI', () => {
  it('lets the shop’s vendor mark it, keeps its status, and tells both staff chats to collect no cash', async () => {
    const order = await town.placeOrder(2);
    expect(order.paidByUpi).toBeUndefined();
    await town.signInAs('vendor');
    await expect(markPaid(order.id)).resolves.toEqual({ status: 'placed' });

    const stored = await town.order(order.id);
    expect(stored?.status).toBe('placed');
    expect(stored?.paidByUpi).toEqual({ at: expect.any(Date), by: 'vendor' });
    const paidAlerts = (await town.alerts()).filter((alert) =>
      String(alert['text']).includes('paid by UPI'),
    );
    expect(paidAlerts.map((alert) => alert['chat']).sort()).toEqual(['admin', 'delivery']);
    expect(paidAlerts[0]?.['text']).toBe(
      `Order ${order.number} (Ma Tara Bhandar) paid by UPI: ₹150.00, marked by the vendor. Collect no cash.`,
    );
  });

  it('lets an admin mark it, and keeps the first mark', async () => {
    const order = await town.placeOrder(1);
    await town.signInAs('vendor');
    await markPaid(order.id);
    await town.signInAs('admin');
    await markPaid(order.id);
    expect((await town.order(order.id))?.paidByUpi?.by).toBe('vendor');
    const paidAlerts = (await town.alerts()).filter((alert) =>
      String(alert['text']).includes('paid by UPI'),
    );
    expect(paidAlerts).toHaveLength(2);

    const another = await town.placeOrder(1);
    await town.signInAs('admin');
    await markPaid(another.id);
    expect((await town.order(another.id))?.paidByUpi?.by).toBe('admin');
  });

  it('refuses a customer, another shop’s vendor, and a rider the order is not given to', async () => {
    const order = await town.placeOrder(1);
    expect((await refusal(markPaid(order.id))).code).toBe('unauthenticated');
    await town.signInAs('user');
    expect((await refusal(markPaid(order.id))).code).toBe('permission-denied');
    await town.signInAs('otherVendor');
    expect((await refusal(markPaid(order.id))).code).toBe('permission-denied');

    await town.signInAs('vendor');
    await call()('staffOrderAction', { orderId: order.id, action: 'accept' });
    await call()('staffOrderAction', { orderId: order.id, action: 'ready' });
    // Ready and unclaimed: a rider may claim it, but not say it was paid.
    await town.signInAs('delivery');
    expect((await refusal(markPaid(order.id))).code).toBe('permission-denied');
    await call()('staffOrderAction', { orderId: order.id, action: 'claim' });
    await town.signInAs('otherDelivery');
    expect((await refusal(markPaid(order.id))).code).toBe('permission-denied');
    expect((await town.order(order.id))?.paidByUpi).toBeUndefined();
  });

  it.each([
    ['rejected', { action: 'reject', reasonCode: 'outOfStock', reason: '' }],
    ['cancelled', { action: 'cancel', reasonCode: 'customerAsked', reason: '' }],
  ] as const)('refuses an order %s before it reached the customer', async (status, stop) => {
    const order = await town.placeOrder(1);
    await town.signInAs(stop.action === 'cancel' ? 'admin' : 'vendor');
    await call()('staffOrderAction', { orderId: order.id, ...stop });
    expect((await town.order(order.id))?.status).toBe(status);

    const refused = await refusal(markPaid(order.id));
    expect(refused.code).toBe('failed-precondition');
    expect(refused.message).toMatch(/cannot be marked paid by UPI/);
    expect((await town.order(order.id))?.paidByUpi).toBeUndefined();
  });

  it('may mark a delivered order paid, as the money is often checked after the door', async () => {
    const order = await town.placeOrder(1);
    await town.signInAs('admin');
    await call()('staffOrderAction', { orderId: order.id, action: 'accept' });
    await call()('staffOrderAction', { orderId: order.id, action: 'ready' });
    await call()('staffOrderAction', { orderId: order.id, action: 'pickUp' });
    await call()('staffOrderAction', { orderId: order.id, action: 'deliver' });
    await town.signInAs('vendor');
    await expect(markPaid(order.id)).resolves.toEqual({ status: 'delivered' });
  });
});

describe('a vendor’s UPI id', () => {
  const upiOf = async (shopId: string) =>
    (await town.handle.backend.store.get('shops', shopId))?.data['upiId'];

  it('is set on their own shop only, shaped name@bank, and cleared with nothing', async () => {
    await town.signInAs('vendor');
    await call()('vendorShopAction', { action: 'setUpi', upiId: ' ma.tara@okaxis ' });
    expect(await upiOf('shop-1')).toBe('ma.tara@okaxis');
    expect(await upiOf('shop-2')).toBeUndefined();

    const refused = await refusal(
      call()('vendorShopAction', { action: 'setUpi', upiId: '9830012345' }),
    );
    expect(refused.code).toBe('invalid-argument');
    expect(await upiOf('shop-1')).toBe('ma.tara@okaxis');

    await call()('vendorShopAction', { action: 'setUpi', upiId: '' });
    expect(await upiOf('shop-1')).toBe('');
  });

  it('is refused to anyone who runs no shop', async () => {
    await town.signInAs('delivery');
    expect(
      (await refusal(call()('vendorShopAction', { action: 'setUpi', upiId: 'me@ybl' }))).code,
    ).toBe('permission-denied');
  });
});
