// @vitest-environment node
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseData } from '../../lib/model-schemas';
import { collections, type Order, type WithId } from '../../lib/models';
import { newRequestId } from '../../lib/order-identity';
import { cashLineModel, riderCashModel, type CashLine } from '../../lib/rider-cash';
import { refusal } from '../../testing/refusal';
import { openTown, product, type Person, type Town } from './server-fixtures';

/**
 * The cash each delivery person holds, as the server writes it: a delivered
 * cash order adds its total, an admin's hand-over takes an amount off, every
 * line names who wrote it, the balance is the sum of its lines, and a limit
 * stops new cash orders reaching a person who holds too much.
 */
let town: Town;
beforeEach(async () => {
  town = await openTown();
});
afterEach(() => town.handle.internals.close());

const call = () => town.handle.backend.call;

/** Read as the server: the cash a person holds and their ledger, oldest line first. */
async function cashOf(rider: Person) {
  const store = town.handle.internals.serverStore;
  const uid = town.uids[rider];
  const held = parseData(riderCashModel, (await store.get(collections.riderCash, uid))?.data);
  const lines = (await store.query({ collection: collections.cashLedger })).docs
    .map((doc) => parseData(cashLineModel, doc.data))
    .filter((line): line is CashLine => line !== null && line.riderUid === uid)
    .sort((a, b) => a.balanceAfter - b.balanceAfter || a.at.getTime() - b.at.getTime());
  return { held, lines };
}

/** Sums the ledger here, not with the code under test. */
const sumOf = (lines: readonly CashLine[]) =>
  lines.reduce((sum, line) => sum + (line.kind === 'delivered' ? line.amount : -line.amount), 0);

/** A placed order of `quantity` rice, made ready by its vendor. */
async function readyOrder(quantity = 1, phone?: string): Promise<WithId<Order>> {
  const order = await town.placeOrder(quantity, phone);
  await town.signInAs('vendor');
  await call()('staffOrderAction', { orderId: order.id, action: 'accept' });
  await call()('staffOrderAction', { orderId: order.id, action: 'ready' });
  return order;
}

/** The delivery person claims, picks up and delivers a ready order. */
async function deliver(order: WithId<Order>, rider: Person = 'delivery'): Promise<void> {
  await town.signInAs(rider);
  await call()('staffOrderAction', { orderId: order.id, action: 'claim' });
  await call()('staffOrderAction', { orderId: order.id, action: 'pickUp' });
  await call()('staffOrderAction', { orderId: order.id, action: 'deliver' });
}

async function handOver(amount: number, rider: Person = 'delivery', requestId = newRequestId()) {
  await town.signInAs('admin');
  return call()('riderCashAction', {
    action: 'handOver',
    requestId,
    riderUid: town.uids[rider],
    amount,
  });
}

describe('a delivered cash order', () => {
  it('adds exactly its total in paise to its delivery person’s cash, with a line naming them', async () => {
    const order = await readyOrder(3); // 3 × ₹60 + ₹30 fee = ₹210
    await deliver(order);

    const { held, lines } = await cashOf('delivery');
    expect(order.total).toBe(210_00);
    expect(held).toMatchObject({ balance: 210_00, limit: null, riderName: 'delivery' });
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'delivered',
        amount: 210_00,
        orderId: order.id,
        orderNumber: order.number,
        byUid: town.uids.delivery,
        byName: 'delivery',
        balanceAfter: 210_00,
      }),
    ]);
  });

  it('when the admin marks it delivered, goes to the person carrying it, and the line names the admin', async () => {
    const order = await readyOrder(1);
    await town.signInAs('admin');
    await call()('staffOrderAction', {
      orderId: order.id,
      action: 'assign',
      deliveryUid: town.uids.otherDelivery,
    });
    await town.signInAs('otherDelivery');
    await call()('staffOrderAction', { orderId: order.id, action: 'pickUp' });
    await town.signInAs('admin');
    await call()('staffOrderAction', { orderId: order.id, action: 'deliver' });

    const { held, lines } = await cashOf('otherDelivery');
    expect(held?.balance).toBe(90_00);
    expect(lines).toEqual([
      expect.objectContaining({ amount: 90_00, byUid: town.uids.admin, byName: 'Admin' }),
    ]);
    expect((await cashOf('delivery')).held).toBeNull();
  });

  it('that is not delivered adds nothing', async () => {
    const order = await readyOrder(1);
    await town.signInAs('delivery');
    await call()('staffOrderAction', { orderId: order.id, action: 'claim' });
    await call()('staffOrderAction', { orderId: order.id, action: 'pickUp' });
    await call()('staffOrderAction', {
      orderId: order.id,
      action: 'undeliver',
      reasonCode: 'customerNotHome',
      reason: '',
    });
    expect(await cashOf('delivery')).toEqual({ held: null, lines: [] });
  });
  it('that the shop was already paid for by UPI adds nothing, and a person at their limit may still carry it', async () => {
    const order = await readyOrder(1);
    await town.signInAs('vendor');
    await call()('staffOrderAction', { orderId: order.id, action: 'markPaidByUpi' });
    await deliver(order);
    expect(await cashOf('delivery')).toEqual({ held: null, lines: [] });

    await deliver(await readyOrder(1)); // ₹90 in cash
    await town.signInAs('admin');
    await call()('riderCashAction', {
      action: 'setLimit',
      riderUid: town.uids.delivery,
      limit: 90_00,
    });
    const paid = await readyOrder(1);
    await town.signInAs('vendor');
    await call()('staffOrderAction', { orderId: paid.id, action: 'markPaidByUpi' });
    await deliver(paid);
    expect((await cashOf('delivery')).held?.balance).toBe(90_00);
  });
});

describe('an order delivered as cash, then found paid to the shop by UPI', () => {
  it('takes what its delivery added off the rider’s cash, with a line naming who marked it, once', async () => {
    const order = await readyOrder(2); // ₹150 with the delivery fee
    await deliver(order);
    const delivered = (await cashOf('delivery')).held?.balance ?? 0;
    expect(delivered).toBe(order.total);

    await town.signInAs('vendor');
    await call()('staffOrderAction', { orderId: order.id, action: 'markPaidByUpi' });
    await call()('staffOrderAction', { orderId: order.id, action: 'markPaidByUpi' });
    const { held, lines } = await cashOf('delivery');
    expect(held?.balance).toBe(0);
    expect(lines.map((line) => [line.kind, line.amount, line.byUid])).toEqual([
      ['paidByUpi', order.total, town.uids.vendor],
      ['delivered', order.total, town.uids.delivery],
    ]);
    expect(lines[0]?.byName).not.toBe(town.uids.vendor);
    expect(sumOf(lines)).toBe(0);
  });

  it('never takes off more than the rider still holds', async () => {
    const order = await readyOrder(1);
    await deliver(order);
    await handOver(order.total - 20_00);
    await town.signInAs('admin');
    await call()('staffOrderAction', { orderId: order.id, action: 'markPaidByUpi' });
    const { held, lines } = await cashOf('delivery');
    expect(held?.balance).toBe(0);
    expect(lines.find((line) => line.kind === 'paidByUpi')?.amount).toBe(20_00);
    expect(sumOf(lines)).toBe(0);
  });
});

describe('a hand-over', () => {
  it('lowers the balance by what the admin received, with a line naming the admin, once however often it is sent', async () => {
    await deliver(await readyOrder(2)); // ₹150
    const requestId = newRequestId();
    expect(await handOver(100_00, 'delivery', requestId)).toEqual({ balance: 50_00, limit: null });
    // The same hand-over sent again (a retry) is not taken twice.
    expect(await handOver(100_00, 'delivery', requestId)).toEqual({ balance: 50_00, limit: null });

    const { held, lines } = await cashOf('delivery');
    expect(held?.balance).toBe(50_00);
    expect(lines.map((line) => [line.kind, line.amount, line.byName])).toEqual([
      ['handedOver', 100_00, 'Admin'],
      ['delivered', 150_00, 'delivery'],
    ]);
    expect(sumOf(lines)).toBe(held?.balance);
  });

  it('cannot take more than the person holds, and changes nothing when refused', async () => {
    await deliver(await readyOrder(1)); // ₹90
    const refused = await refusal(handOver(90_01));
    expect(refused.code).toBe('failed-precondition');
    expect(refused.reason?.key).toBe('handOverOverHeld');
    expect((await cashOf('delivery')).held?.balance).toBe(90_00);
    expect(await handOver(90_00)).toEqual({ balance: 0, limit: null });
  });

  it('is the admin’s alone', async () => {
    await deliver(await readyOrder(1));
    for (const who of ['delivery', 'vendor', 'user', null] as const) {
      await town.signInAs(who);
      const refused = await refusal(
        call()('riderCashAction', {
          action: 'handOver',
          requestId: newRequestId(),
          riderUid: town.uids.delivery,
          amount: 10_00,
        }),
      );
      expect(['permission-denied', 'unauthenticated']).toContain(refused.code);
    }
    expect((await cashOf('delivery')).held?.balance).toBe(90_00);
  });
});

describe('the cash limit', () => {
  const setLimit = async (limit: number | null, rider: Person = 'delivery') => {
    await town.signInAs('admin');
    return call()('riderCashAction', { action: 'setLimit', riderUid: town.uids[rider], limit });
  };

  it('stops a person at their limit from claiming or being given a cash order until they hand over', async () => {
    await deliver(await readyOrder(1)); // holds ₹90
    expect(await setLimit(90_00)).toEqual({ balance: 90_00, limit: 90_00 });

    const next = await readyOrder(1);
    await town.signInAs('delivery');
    const refused = await refusal(
      call()('staffOrderAction', { orderId: next.id, action: 'claim' }),
    );
    expect(refused.code).toBe('failed-precondition');
    expect(refused.reason?.key).toBe('cashLimitReached');
    await town.signInAs('admin');
    const assigned = await refusal(
      call()('staffOrderAction', {
        orderId: next.id,
        action: 'assign',
        deliveryUid: town.uids.delivery,
      }),
    );
    expect(assigned.reason?.key).toBe('cashLimitReached');
    expect((await town.order(next.id))?.deliveryUid).toBeNull();

    // Someone else may take it, and once the cash is handed over, so may they.
    await handOver(10_00);
    await town.signInAs('delivery');
    await call()('staffOrderAction', { orderId: next.id, action: 'claim' });
    expect((await town.order(next.id))?.deliveryUid).toBe(town.uids.delivery);
  });

  it('is set by an admin only, and keeps the balance as it is', async () => {
    await deliver(await readyOrder(1));
    await town.signInAs('delivery');
    const refused = await refusal(
      call()('riderCashAction', { action: 'setLimit', riderUid: town.uids.delivery, limit: 0 }),
    );
    expect(refused.code).toBe('permission-denied');
    expect(await setLimit(500_00)).toEqual({ balance: 90_00, limit: 500_00 });
    expect(await setLimit(null)).toEqual({ balance: 90_00, limit: null });
  });
});

describe('what a browser may do with the cash', () => {
  it('lets a delivery person read their own cash and lines, and nobody write either', async () => {
    await deliver(await readyOrder(1));
    const { store } = town.handle.backend;
    const uid = town.uids.delivery;

    await town.signInAs('delivery');
    expect((await store.get(collections.riderCash, uid))?.data['balance']).toBe(90_00);
    const mine = await store.query({
      collection: collections.cashLedger,
      where: [{ field: 'riderUid', op: '==', value: uid }],
    });
    expect(mine.docs).toHaveLength(1);
    const [line] = mine.docs;
    if (!line) throw new Error('no line');

    for (const who of ['delivery', 'admin', 'vendor', null] as const) {
      await town.signInAs(who);
      for (const write of [
        () => store.set(collections.riderCash, uid, { balance: 0 }),
        () => store.update(collections.riderCash, uid, { balance: 0 }),
        () => store.set(collections.cashLedger, 'forged', { riderUid: uid, kind: 'handedOver' }),
        () => store.update(collections.cashLedger, line.id, { amount: 1 }),
        () => store.delete(collections.cashLedger, line.id),
      ]) {
        expect((await refusal(write())).code, `${who ?? 'signed out'}`).toBe('permission-denied');
      }
    }
    // Nobody else reads a person's cash or lines.
    for (const who of ['otherDelivery', 'vendor', null] as const) {
      await town.signInAs(who);
      expect((await refusal(store.get(collections.riderCash, uid))).code).toBe('permission-denied');
      expect((await refusal(store.get(collections.cashLedger, line.id))).code).toBe(
        'permission-denied',
      );
    }
  });
});

describe('for any sequence of deliveries, hand-overs and UPI payments found later', () => {
  const riders = ['delivery', 'otherDelivery'] as const;
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('deliver' as const),
      rider: fc.constantFrom(...riders),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({
      kind: fc.constant('handOver' as const),
      rider: fc.constantFrom(...riders),
      amount: fc.integer({ min: 1, max: 300_00 }),
    }),
    /** The shop finds a delivered order (by its place among them) was paid by UPI after all. */
    fc.record({ kind: fc.constant('paidByUpi' as const), order: fc.nat(5) }),
  );

  it('each balance equals the sum of its ledger, what was delivered less what was handed over, and never falls below nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        town.handle.internals.close();
        town = await openTown();
        await town.handle.internals.writeDoc(
          collections.products,
          'rice',
          product('Rice', 100, 60_00),
        );
        const expected: Record<string, number> = { delivery: 0, otherDelivery: 0 };
        const delivered: { order: WithId<Order>; rider: (typeof riders)[number]; paid: boolean }[] =
          [];
        for (const [index, next] of steps.entries()) {
          if (next.kind === 'paidByUpi') {
            const found = delivered[next.order % Math.max(1, delivered.length)];
            if (!found) continue;
            await town.signInAs('vendor');
            await call()('staffOrderAction', { orderId: found.order.id, action: 'markPaidByUpi' });
            if (!found.paid) {
              const held = expected[found.rider] ?? 0;
              expected[found.rider] = held - Math.min(found.order.total, held);
              found.paid = true;
            }
          } else if (next.kind === 'deliver') {
            // A phone of its own each time, so no phone reaches its daily limit.
            const order = await readyOrder(
              next.quantity,
              `98765432${String(index).padStart(2, '0')}`,
            );
            await deliver(order, next.rider);
            expected[next.rider] = (expected[next.rider] ?? 0) + order.total;
            delivered.push({ order, rider: next.rider, paid: false });
          } else if (next.amount > (expected[next.rider] ?? 0)) {
            expect((await refusal(handOver(next.amount, next.rider))).reason?.key).toBe(
              'handOverOverHeld',
            );
          } else {
            await handOver(next.amount, next.rider);
            expected[next.rider] = (expected[next.rider] ?? 0) - next.amount;
          }
          for (const rider of riders) {
            const { held, lines } = await cashOf(rider);
            expect(held?.balance ?? 0).toBe(expected[rider]);
            expect(sumOf(lines)).toBe(held?.balance ?? 0);
            expect(held?.balance ?? 0).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 8 },
    );
  }, 60_000);
});
