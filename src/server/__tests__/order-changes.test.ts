// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { LINE_CHANGES_MAX } from '../../lib/limits';
import { collections, type Order, type WithId } from '../../lib/models';
import { product, townForEachTest } from './server-fixtures';
import { refusal } from '../../testing/refusal';

/**
 * A line that ran out: before accepting, the shop lowers a line or takes it
 * off, and the server prices the order again, puts the stock back and
 * records the change (src/server/order-changes.ts).
 */
const town = townForEachTest();
beforeEach(async () => {
  await town.handle.internals.writeDoc(collections.products, 'rice', product('Rice', 10, 60_00));
});

const call = () => town.handle.backend.call;

/** A signed-out customer orders 8 rice and 1 dal: ₹600, free delivery (above ₹499). */
async function placeRiceAndDal(): Promise<WithId<Order>> {
  const request = await town.checkout([
    { productId: 'rice', quantity: 8 },
    { productId: 'dal', quantity: 1 },
  ]);
  const result = await call()('placeOrder', request);
  if (result.kind !== 'placed') throw new Error(`not placed: ${result.kind}`);
  return (await town.order(result.orderId))!;
}

describe('a vendor lowering or taking off a line before accepting', () => {
  it('prices the order again, keeps delivery free, puts the stock back and records the change', async () => {
    const order = await placeRiceAndDal();
    expect(order).toMatchObject({ subtotal: 600_00, deliveryFee: 0, total: 600_00 });
    expect(await town.stockOf('rice')).toBe(2);
    // The admin raised the fee since the order was placed: the order, free when placed, stays free.
    await town.setOrderingTerms({ deliveryFee: 40_00 });
    await town.signInAs('vendor');

    await expect(
      call()('changeOrderLine', { orderId: order.id, productId: 'rice', quantity: 2 }),
    ).resolves.toEqual({ subtotal: 240_00, deliveryFee: 0, total: 240_00 });

    expect(await town.stockOf('rice')).toBe(8);
    const changed = await town.order(order.id);
    expect(changed).toMatchObject({
      status: 'placed',
      lines: [
        { productId: 'rice', price: 60_00, quantity: 2 },
        { productId: 'dal', price: 120_00, quantity: 1 },
      ],
      quantities: { rice: 2, dal: 1 },
      subtotal: 240_00,
      deliveryFee: 0,
      total: 240_00,
      changes: [{ productId: 'rice', name: 'Rice', unit: '1 kg', from: 8, to: 2, by: 'vendor' }],
    });
    expect(changed?.changes[0]?.at).toBeInstanceOf(Date);
    expect(changed?.history.map((step) => [step.status, step.linesChanged])).toEqual([
      ['placed', undefined],
      ['placed', true],
    ]);
  });

  it('takes a line off, leaving its product out of the lines and the quantities', async () => {
    const order = await placeRiceAndDal();
    await town.signInAs('vendor');
    await call()('changeOrderLine', { orderId: order.id, productId: 'dal', quantity: 0 });

    expect(await town.stockOf('dal')).toBe(1);
    expect(await town.order(order.id)).toMatchObject({
      lines: [{ productId: 'rice', quantity: 8 }],
      quantities: { rice: 8 },
      subtotal: 480_00,
      deliveryFee: 0,
      total: 480_00,
      changes: [{ productId: 'dal', from: 1, to: 0 }],
    });
    expect(Object.keys((await town.order(order.id))!.quantities)).toEqual(['rice']);
  });

  it('names the change and the new total in the staff chats', async () => {
    const order = await placeRiceAndDal();
    await town.signInAs('vendor');
    await call()('changeOrderLine', { orderId: order.id, productId: 'dal', quantity: 0 });
    const texts = (await town.alerts())
      .filter((alert) => String(alert['text']).includes('changed'))
      .map((alert) => [alert['chat'], alert['text']]);
    const text = [
      `Order ${order.number} (Ma Tara Bhandar) changed by the vendor before accepting`,
      '• Dal (1 kg) taken off: 1 → 0',
      'New total ₹480.00, cash on delivery',
    ].join('\n');
    expect(texts.sort()).toEqual([
      ['admin', text],
      ['delivery', text],
    ]);
  });

  it('never raises what the customer pays: lowered under the free-delivery amount, delivery stays free', async () => {
    // ₹500 of rice and salt, free to deliver (₹499 or more); one salt less is ₹490, which on
    // its own would pay the ₹30 fee: ₹520, more than the ₹500 the customer agreed to.
    await town.handle.internals.writeDoc(collections.products, 'salt', product('Salt', 5, 10_00));
    const request = await town.checkout([
      { productId: 'rice', quantity: 8, price: 60_00 },
      { productId: 'salt', quantity: 2, price: 10_00 },
    ]);
    await town.handle.internals.writeDoc(collections.products, 'rice', product('Rice', 10, 60_00));
    const placed = await call()('placeOrder', request);
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    expect(placed.total).toBe(500_00);
    await town.signInAs('vendor');

    const bill = await call()('changeOrderLine', {
      orderId: placed.orderId,
      productId: 'salt',
      quantity: 1,
    });
    expect(bill).toEqual({ subtotal: 490_00, deliveryFee: 0, total: 490_00 });
    expect(await town.order(placed.orderId)).toMatchObject({ deliveryFee: 0, total: 490_00 });
  });

  it('charges a lower fee than the order had when today’s is lower, never a higher one', async () => {
    // ₹240 of rice pays the ₹30 fee; the admin lowered it to ₹20 since.
    const request = await town.checkout([{ productId: 'rice', quantity: 4 }]);
    await town.handle.internals.writeDoc(collections.products, 'rice', product('Rice', 10, 60_00));
    const placed = await call()('placeOrder', request);
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    expect(placed.total).toBe(270_00);
    await town.setOrderingTerms({ deliveryFee: 20_00 });
    await town.signInAs('vendor');
    await expect(
      call()('changeOrderLine', { orderId: placed.orderId, productId: 'rice', quantity: 3 }),
    ).resolves.toEqual({ subtotal: 180_00, deliveryFee: 20_00, total: 200_00 });
  });

  it('lets an admin change any shop’s order, and records who did', async () => {
    const order = await placeRiceAndDal();
    await town.signInAs('admin');
    await call()('changeOrderLine', { orderId: order.id, productId: 'rice', quantity: 7 });
    expect((await town.order(order.id))?.changes).toMatchObject([{ from: 8, to: 7, by: 'admin' }]);
  });
});

describe('what a change refuses, writing nothing', () => {
  const unchanged = async (order: WithId<Order>) => {
    expect(await town.stockOf('rice')).toBe(2);
    expect(await town.stockOf('dal')).toBe(0);
    const now = await town.order(order.id);
    expect(now).toMatchObject({ lines: order.lines, total: order.total, changes: [] });
  };

  it('refuses another shop’s vendor, a delivery person, a customer and a stranger', async () => {
    const order = await placeRiceAndDal();
    const lower = { orderId: order.id, productId: 'rice', quantity: 2 };
    for (const who of ['otherVendor', 'delivery', 'user'] as const) {
      await town.signInAs(who);
      expect((await refusal(call()('changeOrderLine', lower))).code).toBe('permission-denied');
    }
    await town.signInAs(null);
    expect((await refusal(call()('changeOrderLine', lower))).code).toBe('unauthenticated');
    await unchanged(order);
  });

  it('refuses once the order is accepted, or ended', async () => {
    const accepted = await placeRiceAndDal();
    await town.signInAs('vendor');
    await call()('staffOrderAction', { orderId: accepted.id, action: 'accept' });
    const lower = { orderId: accepted.id, productId: 'rice', quantity: 2 };
    const afterAccept = await refusal(call()('changeOrderLine', lower));
    expect([afterAccept.code, afterAccept.message]).toEqual([
      'failed-precondition',
      'Items can be changed only before the order is accepted.',
    ]);
    await unchanged({ ...accepted, status: 'accepted' });
  });

  it('refuses once the customer has paid by UPI, so the paid total stands', async () => {
    const paid = await placeRiceAndDal();
    await town.signInAs('vendor');
    await call()('staffOrderAction', { orderId: paid.id, action: 'markPaidByUpi' });
    const refused = await refusal(
      call()('changeOrderLine', { orderId: paid.id, productId: 'rice', quantity: 2 }),
    );
    expect(refused.code).toBe('failed-precondition');
    expect(refused.reason?.key).toBe('linesFixedOncePaid');
    const after = await town.order(paid.id);
    expect([after?.total, after?.lines, after?.changes]).toEqual([paid.total, paid.lines, []]);
  });

  it('refuses raising a line, keeping it as it is, and a product the order does not have', async () => {
    const order = await placeRiceAndDal();
    await town.signInAs('vendor');
    for (const quantity of [9, 8]) {
      const refused = await refusal(
        call()('changeOrderLine', { orderId: order.id, productId: 'rice', quantity }),
      );
      expect([refused.code, refused.message]).toEqual([
        'invalid-argument',
        'An item can only be lowered or taken off, not raised.',
      ]);
    }
    expect(
      (
        await refusal(
          call()('changeOrderLine', { orderId: order.id, productId: 'fish', quantity: 0 }),
        )
      ).code,
    ).toBe('not-found');
    await unchanged(order);
  });

  it('refuses taking off the only line left: that is a rejection', async () => {
    const order = await placeRiceAndDal();
    await town.signInAs('vendor');
    await call()('changeOrderLine', { orderId: order.id, productId: 'dal', quantity: 0 });
    const refused = await refusal(
      call()('changeOrderLine', { orderId: order.id, productId: 'rice', quantity: 0 }),
    );
    expect([refused.code, refused.message]).toEqual([
      'failed-precondition',
      'This is the order’s only item: reject the order instead.',
    ]);
    expect((await town.order(order.id))?.lines).toMatchObject([{ productId: 'rice', quantity: 8 }]);
  });

  it(`refuses a change past the ${LINE_CHANGES_MAX}th`, async () => {
    await town.handle.internals.writeDoc(collections.products, 'rice', product('Rice', 20, 60_00));
    const request = await town.checkout([
      { productId: 'rice', quantity: 20 },
      { productId: 'dal', quantity: 1 },
    ]);
    const placed = await call()('placeOrder', request);
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    await town.signInAs('vendor');
    for (let quantity = 19; quantity > 19 - LINE_CHANGES_MAX; quantity -= 1) {
      await call()('changeOrderLine', { orderId: placed.orderId, productId: 'rice', quantity });
    }
    const refused = await refusal(
      call()('changeOrderLine', { orderId: placed.orderId, productId: 'rice', quantity: 1 }),
    );
    expect(refused.code).toBe('failed-precondition');
    expect((await town.order(placed.orderId))?.changes).toHaveLength(LINE_CHANGES_MAX);
  });

  it('refuses a quantity that is not a whole number below the limit, before reading anything', async () => {
    const order = await placeRiceAndDal();
    await town.signInAs('vendor');
    for (const quantity of [-1, 1.5, 20, '2']) {
      expect(
        (
          await refusal(
            call()('changeOrderLine', {
              orderId: order.id,
              productId: 'rice',
              quantity: quantity as number,
            }),
          )
        ).code,
      ).toBe('invalid-argument');
    }
    await unchanged(order);
  });
});

describe('a change racing an accept', () => {
  it('either changes the order before it is accepted, or is refused after: never both halves', async () => {
    for (let round = 0; round < 3; round += 1) {
      await town.handle.internals.writeDoc(
        collections.products,
        'rice',
        product('Rice', 10, 60_00),
      );
      await town.handle.internals.writeDoc(collections.products, 'dal', product('Dal', 1, 120_00));
      await town.signInAs(null);
      const order = await placeRiceAndDal();
      await town.signInAs('vendor');
      const [change, accept] = await Promise.allSettled([
        call()('changeOrderLine', { orderId: order.id, productId: 'rice', quantity: 2 }),
        call()('staffOrderAction', { orderId: order.id, action: 'accept' }),
      ]);
      expect(accept.status).toBe('fulfilled');
      const now = await town.order(order.id);
      expect(now?.status).toBe('accepted');
      if (change.status === 'fulfilled') {
        expect(now).toMatchObject({ quantities: { rice: 2, dal: 1 }, total: 240_00 });
        expect(await town.stockOf('rice')).toBe(8);
      } else {
        expect(now).toMatchObject({ quantities: { rice: 8, dal: 1 }, total: 600_00, changes: [] });
        expect(await town.stockOf('rice')).toBe(2);
      }
    }
  });
});
