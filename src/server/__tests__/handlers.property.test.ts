// @vitest-environment node
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CallableName, PlaceOrderRequest } from '../../port/callables';
import { BackendError } from '../../port/types';
import { defaultOrderingTerms } from '../../lib/model-schemas';
import { openStatusesOf, orderSchema, parseData, parseDoc } from '../../lib/model-schemas';
import { collections, type Order, type WithId } from '../../lib/models';
import { billFor } from '../../lib/money';
import { isFinal, returnsStock, statusTransitions } from '../../lib/order-status';
import { phoneActivityModel, referenceModel } from '../../lib/record-schemas';
import { cashLineModel } from '../../lib/rider-cash';
import { openTown, type Person, type Town } from './server-fixtures';

/**
 * The handlers driven by thousands of random calls — checkouts (new and
 * retried request ids, garbage lines, racing batches), cancellations, every
 * staff move by every kind of staff, bookings, codes typed in Find Order and
 * plain garbage to every callable — with the town's invariants checked after
 * every step. A failure shrinks to the shortest sequence that breaks one.
 */

const phones = ['9876543210', '9123456780'] as const;
const phoneAt = (index: number): string => phones[index % phones.length] ?? phones[0];
/** Rice enough for a phone to reach its limits; dal short, so checkouts race for it. */
/** Paise, as every stored amount. */
const products = { rice: { stock: 40, price: 60_00 }, dal: { stock: 2, price: 120_00 } } as const;
type ProductId = keyof typeof products;
const staff: readonly Person[] = ['vendor', 'otherVendor', 'delivery', 'otherDelivery', 'admin'];
const staffActions = [
  'accept',
  'ready',
  'reject',
  'cancel',
  'claim',
  'pickUp',
  'deliver',
  'undeliver',
  'markPaidByUpi',
] as const;
/** The refusals a person may meet; anything else is a bug. */
const expectedRefusals = new Set([
  'invalid-argument',
  'failed-precondition',
  'permission-denied',
  'not-found',
  'unauthenticated',
  'resource-exhausted',
]);

type Action =
  | {
      kind: 'place';
      phone: number;
      lines: { productId: ProductId | 'nothing'; quantity: number }[];
      /** Resend the request id of an earlier checkout (a retry), or a new one. */
      retryOf: number | null;
    }
  | { kind: 'cancel'; order: number }
  | { kind: 'staff'; who: Person; action: (typeof staffActions)[number]; order: number }
  /** Before accepting, a shop lowers a line or takes it off (0). */
  | { kind: 'lineChange'; who: Person; order: number; productId: ProductId; quantity: number }
  | { kind: 'request'; phone: number; retryOf: number | null }
  | { kind: 'code'; phone: number; order: number; guess: boolean }
  | { kind: 'garbage'; callable: CallableName; data: unknown }
  | { kind: 'race'; actions: Action[] };

const cartLines = (
  productId: fc.Arbitrary<ProductId | 'nothing'>,
  quantity: fc.Arbitrary<number>,
) =>
  fc.uniqueArray(fc.record({ productId, quantity }), {
    minLength: 1,
    maxLength: 3,
    selector: (line) => line.productId,
  });

const placeAction = fc.record({
  kind: fc.constant('place' as const),
  phone: fc.nat(phones.length - 1),
  lines: fc.oneof(
    // Mostly what a cart sends; sometimes a product that is not there or a quantity out of bounds.
    {
      weight: 5,
      arbitrary: cartLines(fc.constantFrom('rice', 'dal'), fc.integer({ min: 1, max: 2 })),
    },
    {
      weight: 1,
      arbitrary: cartLines(
        fc.constantFrom('rice', 'dal', 'nothing'),
        fc.integer({ min: -2, max: 25 }),
      ),
    },
  ),
  retryOf: fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.nat(20) },
  ),
});

/** What customers (and strangers) send: several of these may race. */
const customerAction: fc.Arbitrary<Action> = fc.oneof(
  { weight: 8, arbitrary: placeAction },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(20) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      phone: fc.nat(phones.length - 1),
      retryOf: fc.option(fc.nat(5), { freq: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('code' as const),
      phone: fc.nat(phones.length - 1),
      order: fc.nat(20),
      guess: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('garbage' as const),
      callable: fc.constantFrom<CallableName>(
        'placeOrder',
        'cancelOrder',
        'staffOrderAction',
        'changeOrderLine',
        'submitRequest',
        'findByCode',
      ),
      data: fc.anything({ maxDepth: 2 }),
    }),
  },
);

/** Staff sign in one at a time: a browser holds one session. */
const staffAction: fc.Arbitrary<Action> = fc.record({
  kind: fc.constant('staff' as const),
  who: fc.constantFrom(...staff),
  action: fc.constantFrom(...staffActions),
  order: fc.nat(20),
});

const lineChangeAction: fc.Arbitrary<Action> = fc.record({
  kind: fc.constant('lineChange' as const),
  who: fc.constantFrom(...staff),
  order: fc.nat(20),
  productId: fc.constantFrom<ProductId>('rice', 'dal'),
  quantity: fc.integer({ min: 0, max: 2 }),
});

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 8, arbitrary: customerAction },
  { weight: 4, arbitrary: staffAction },
  { weight: 2, arbitrary: lineChangeAction },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('race' as const),
      actions: fc.array(customerAction, { minLength: 2, maxLength: 4 }),
    }),
  },
);

/** What the test remembers of what it sent, to aim later calls at real orders. */
interface Sent {
  requests: PlaceOrderRequest[];
  /** request id → the order id the server answered with. */
  orderOfRequest: Map<string, string>;
  orders: { id: string; code: string }[];
  requestIds: string[];
  history: Map<string, number>;
}

async function expectRefusalOnly(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof BackendError) || !expectedRefusals.has(error.code)) throw error;
  }
}

async function perform(town: Town, sent: Sent, step: Action): Promise<void> {
  const call = town.handle.backend.call;
  const pick = <T>(list: readonly T[], index: number): T | undefined =>
    list.length === 0 ? undefined : list[index % list.length];
  switch (step.kind) {
    case 'place': {
      const earlier = step.retryOf === null ? undefined : pick(sent.requests, step.retryOf);
      const request =
        earlier ??
        (await town.checkout(
          step.lines.map((line) => ({
            productId: line.productId,
            quantity: line.quantity,
            price: line.productId === 'nothing' ? 1 : products[line.productId].price,
          })),
          { phone: phoneAt(step.phone) },
        ));
      if (!earlier) sent.requests.push(request);
      // The fee the customer saw, as the cart works it out.
      const seen = billFor(
        request.lines.map((line) => ({ price: line.price, quantity: line.quantity })),
        defaultOrderingTerms,
      );
      try {
        const result = await call('placeOrder', { ...request, deliveryFee: seen.deliveryFee });
        if (result.kind !== 'placed') return;
        const known = sent.orderOfRequest.get(request.requestId);
        expect(known ?? result.orderId, 'one order per request id').toBe(result.orderId);
        if (!known) {
          sent.orderOfRequest.set(request.requestId, result.orderId);
          sent.orders.push({ id: result.orderId, code: result.code });
        }
      } catch (error) {
        if (!(error instanceof BackendError) || !expectedRefusals.has(error.code)) throw error;
      }
      return;
    }
    case 'cancel': {
      const order = pick(sent.orders, step.order);
      await expectRefusalOnly(call('cancelOrder', { orderId: order?.id ?? 'f'.repeat(32) }));
      return;
    }
    case 'staff': {
      const order = pick(sent.orders, step.order);
      if (!order) return;
      await town.signInAs(step.who);
      const request =
        step.action === 'reject' || step.action === 'cancel' || step.action === 'undeliver'
          ? {
              orderId: order.id,
              action: step.action,
              reasonCode:
                step.action === 'undeliver'
                  ? ('customerNotHome' as const)
                  : ('cannotDeliverToday' as const),
              reason: 'Not today',
            }
          : { orderId: order.id, action: step.action };
      await expectRefusalOnly(call('staffOrderAction', request));
      await town.signInAs(null);
      return;
    }
    case 'lineChange': {
      const order = pick(sent.orders, step.order);
      if (!order) return;
      await town.signInAs(step.who);
      await expectRefusalOnly(
        call('changeOrderLine', {
          orderId: order.id,
          productId: step.productId,
          quantity: step.quantity,
        }),
      );
      await town.signInAs(null);
      return;
    }
    case 'request': {
      const earlier = step.retryOf === null ? undefined : pick(sent.requestIds, step.retryOf);
      const id = earlier ?? `req${String(sent.requestIds.length).padStart(17, '0')}`;
      if (!earlier) sent.requestIds.push(id);
      await expectRefusalOnly(
        call('submitRequest', {
          kind: 'message',
          id,
          fields: { name: 'Asha', phone: phoneAt(step.phone), message: 'When is the haat?' },
        }),
      );
      return;
    }
    case 'code': {
      const order = pick(sent.orders, step.order);
      const code = step.guess || !order ? 'ABCDEF' : order.code;
      await expectRefusalOnly(call('findByCode', { phone: phoneAt(step.phone), code }));
      return;
    }
    case 'garbage':
      await expectRefusalOnly(call(step.callable, step.data as never));
      return;
    case 'race':
      await Promise.all(step.actions.map((each) => perform(town, sent, each)));
      return;
  }
}

/** Every invariant of the town, read as the server reads it. */
async function checkTown(town: Town, sent: Sent): Promise<void> {
  const store = town.handle.internals.serverStore;
  const orders = (await store.query({ collection: collections.orders })).docs.map((doc) => {
    const order = parseDoc(orderSchema, doc);
    expect(order, `order ${doc.id} is stored as the model says`).not.toBeNull();
    return order as WithId<Order>;
  });

  // One order per request id: every stored order is one the test was told of.
  expect(orders.map((order) => order.id).sort()).toEqual(
    sent.orders.map((order) => order.id).sort(),
  );

  for (const order of orders) {
    // The server's prices, the fee for that subtotal, and their sum.
    for (const line of order.lines) {
      expect(line.price).toBe(products[line.productId as ProductId].price);
    }
    // Worked out here, not with the code under test: Σ price × quantity, the fee below the
    // free-delivery amount, and their sum, all whole paise. A shop's change never raises what
    // the customer pays, so the fee stays the one for the subtotal the order was placed with.
    const subtotal = order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const placedSubtotal = order.changes.reduce(
      (sum, change) =>
        sum + (change.from - change.to) * products[change.productId as ProductId].price,
      subtotal,
    );
    const { deliveryFee: fee, freeDeliveryAbove } = defaultOrderingTerms;
    expect(order.subtotal).toBe(subtotal);
    expect(order.deliveryFee).toBe(placedSubtotal >= freeDeliveryAbove ? 0 : fee);
    expect(order.total).toBe(subtotal + order.deliveryFee);
    expect(Number.isInteger(order.total)).toBe(true);
    // The quantities the rules match stock moves to are the lines'; a change only ever lowered one.
    expect(order.quantities).toEqual(
      Object.fromEntries(order.lines.map((line) => [line.productId, line.quantity])),
    );
    for (const change of order.changes) expect(change.to).toBeLessThan(change.from);
    // Only moves the table allows, and a history that only grows (a change of lines is no move).
    const steps = order.history.filter((step) => !step.linesChanged).map((step) => step.status);
    expect(steps[0]).toBe('placed');
    for (let i = 1; i < steps.length; i += 1) {
      const [from, to] = [steps[i - 1], steps[i]] as [Order['status'], Order['status']];
      expect(statusTransitions[from][to], `${from} → ${to}`).toBeDefined();
    }
    expect(steps.at(-1)).toBe(order.status);
    expect(order.history.length).toBeGreaterThanOrEqual(sent.history.get(order.id) ?? 0);
    sent.history.set(order.id, order.history.length);
    expect(order.history.filter((step) => step.linesChanged)).toHaveLength(order.changes.length);
    // The number is the order's alone.
    const reference = parseData(
      referenceModel,
      (await store.get(collections.references, order.number))?.data,
    );
    expect(reference).toEqual({ collection: collections.orders, id: order.id });
  }
  expect(new Set(orders.map((order) => order.number)).size).toBe(orders.length);

  // Stock never below zero, and what left the shelf is what live orders hold.
  for (const [productId, { stock }] of Object.entries(products)) {
    const now = Number((await store.get(collections.products, productId))?.data['stock']);
    const held = orders
      .filter((order) => !returnsStock(order.status))
      .flatMap((order) => order.lines)
      .filter((line) => line.productId === productId)
      .reduce((sum, line) => sum + line.quantity, 0);
    expect(now, productId).toBeGreaterThanOrEqual(0);
    expect(now + held, `${productId} is conserved`).toBe(stock);
  }

  // The cash each delivery person holds: what they delivered of every delivered order, to the paisa.
  const ledger = (await store.query({ collection: collections.cashLedger })).docs.map(
    (doc) => parseData(cashLineModel, doc.data) ?? expect.fail(`ledger line ${doc.id}`),
  );
  // An order found paid by UPI after it was delivered as cash may also carry the line that
  // took it off again, never more than it added.
  for (const order of orders.filter((one) => one.status === 'delivered' && one.deliveryUid)) {
    const [delivered, ...after] = ledger
      .filter((line) => line.orderId === order.id)
      .sort((a, b) => (a.kind === 'delivered' ? -1 : b.kind === 'delivered' ? 1 : 0));
    expect(delivered).toEqual(
      expect.objectContaining({
        kind: 'delivered',
        riderUid: order.deliveryUid,
        amount: order.total,
      }),
    );
    expect(after.length).toBeLessThanOrEqual(order.paidByUpi ? 1 : 0);
    for (const line of after) {
      expect(line).toEqual(
        expect.objectContaining({ kind: 'paidByUpi', riderUid: order.deliveryUid }),
      );
      expect(line.amount).toBeLessThanOrEqual(order.total);
    }
  }
  expect(ledger.filter((line) => line.kind === 'delivered')).toHaveLength(
    orders.filter((one) => one.status === 'delivered' && one.deliveryUid).length,
  );
  for (const held of (await store.query({ collection: collections.riderCash })).docs) {
    const mine = ledger.filter((line) => line.riderUid === held.id);
    expect(held.data['balance'], held.id).toBe(
      mine.reduce((sum, line) => sum + (line.kind === 'delivered' ? line.amount : -line.amount), 0),
    );
    // No hand-overs here: a rider holds exactly the cash orders they delivered that nobody
    // paid by UPI, before the door or after it.
    expect(held.data['balance'], `${held.id} holds its cash orders`).toBe(
      orders
        .filter(
          (one) => one.status === 'delivered' && one.deliveryUid === held.id && !one.paidByUpi,
        )
        .reduce((sum, one) => sum + one.total, 0),
    );
  }

  // Each phone: at most 3 on the way, and what the phone shows agrees with the orders.
  for (const phone of phones) {
    const own = orders.filter((order) => order.phone === phone);
    const open = own.filter((order) => !isFinal(order.status));
    expect(open.length, phone).toBeLessThanOrEqual(defaultOrderingTerms.openOrdersPerPhone);
    const shown = openStatusesOf((await store.get(collections.openOrders, phone))?.data);
    expect([...shown].sort()).toEqual(open.map((order) => order.status).sort());
    const memory = parseData(
      phoneActivityModel,
      (await store.get(collections.phoneActivity, phone))?.data,
    );
    for (const order of own) {
      expect(memory?.records[order.id]).toMatchObject({
        number: order.number,
        code: order.code,
        status: order.status,
      });
    }
  }
}

describe('the handlers under random calls', () => {
  it('keep money, stock, identity, limits and statuses right after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 40 }), async (steps) => {
        const town = await openTown();
        for (const [productId, { stock }] of Object.entries(products)) {
          const doc = await town.handle.internals.serverStore.get(collections.products, productId);
          await town.handle.internals.writeDoc(collections.products, productId, {
            ...doc?.data,
            stock,
          });
        }
        try {
          const sent: Sent = {
            requests: [],
            orderOfRequest: new Map(),
            orders: [],
            requestIds: [],
            history: new Map(),
          };
          for (const step of steps) {
            await perform(town, sent, step);
            await checkTown(town, sent);
          }
        } finally {
          town.handle.internals.close();
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
