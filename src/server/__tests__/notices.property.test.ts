// @vitest-environment node
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocData } from '../../port/types';
import { defaultOrderingTerms, orderSchema, parseData, parseDoc } from '../../lib/model-schemas';
import { collections, type Order, type WithId } from '../../lib/models';
import { shopActivityModel } from '../../lib/record-schemas';
import { BackendError } from '../../port/types';
import { sweepUnansweredOrders } from '../escalation';
import { deviceIdOf } from '../push-devices';
import { openTownAtTen, type Person, type Town } from './server-fixtures';

/**
 * Issue 34's promise, tried on random days: after any sequence of orders
 * placed (some customers asking to be told), cancelled, moved on by staff,
 * and sweeps at random times on the town's clock, every placed order has
 * had each escalation step by the first sweep after it fell due, and every
 * staff and customer notice reached a device's outbox entry (or, for the
 * staff chats' new-order alerts past the budget, the shop's digest: counted,
 * never dropped).
 */

const MINUTE = 60_000;
const waits = defaultOrderingTerms;
const phones = ['9876543210', '9123456780', '9000011111', '9000022222', '9000033333'];

type Step =
  | { kind: 'place'; phone: number; tellMe: boolean }
  | { kind: 'cancel'; order: number }
  | { kind: 'staff'; who: Person; action: 'accept' | 'ready' | 'reject' | 'cancel'; order: number }
  | { kind: 'courier'; action: 'claim' | 'pickUp' | 'deliver'; order: number }
  | { kind: 'sweep'; minutes: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      phone: fc.nat(phones.length - 1),
      tellMe: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(30) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('staff' as const),
      who: fc.constantFrom<Person>('vendor', 'admin', 'otherVendor'),
      action: fc.constantFrom('accept', 'ready', 'reject', 'cancel' as const),
      order: fc.nat(30),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('courier' as const),
      action: fc.constantFrom('claim', 'pickUp', 'deliver' as const),
      order: fc.nat(30),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sweep' as const),
      minutes: fc.integer({ min: 1, max: 24 }).map((half) => half / 2),
    }),
  },
);

const CUSTOMER = 'demo-customer-device-0001';
const tokens = {
  vendor: 'demo-vendor-device-00001',
  admin: 'demo-admin-device-000001',
  delivery: 'demo-rider-device-000001',
};

interface World {
  town: Town;
  orders: string[];
  /** Orders whose customer asked to be told, on CUSTOMER's device. */
  told: Set<string>;
  devices: Record<'vendor' | 'admin' | 'delivery' | 'customer', string>;
}

const refusalOnly = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
  }
};

async function perform(world: World, next: Step): Promise<void> {
  const { town } = world;
  const call = town.handle.backend.call;
  const pick = (index: number) => world.orders[index % Math.max(world.orders.length, 1)];
  switch (next.kind) {
    case 'place': {
      const request = await town.checkout([{ productId: 'rice', quantity: 1 }], {
        phone: phones[next.phone],
      });
      const placed = await call('placeOrder', request);
      if (placed.kind !== 'placed') return;
      world.orders.push(placed.orderId);
      if (next.tellMe) {
        await call('notifyMe', {
          action: 'order',
          token: CUSTOMER,
          language: 'bn',
          orderId: placed.orderId,
        });
        world.told.add(placed.orderId);
      }
      return;
    }
    case 'cancel': {
      const orderId = pick(next.order);
      if (orderId) await refusalOnly(call('cancelOrder', { orderId }));
      return;
    }
    case 'staff':
    case 'courier': {
      const orderId = pick(next.order);
      if (!orderId) return;
      await town.signInAs(next.kind === 'courier' ? 'delivery' : next.who);
      const stop = next.action === 'reject' || next.action === 'cancel';
      await refusalOnly(
        call('staffOrderAction', {
          orderId,
          action: next.action,
          ...(stop && { reasonCode: 'cannotDeliverToday', reason: '' }),
        } as never),
      );
      await town.signInAs(null);
      return;
    }
    case 'sweep':
      vi.setSystemTime(Date.now() + next.minutes * MINUTE);
      await sweepUnansweredOrders(town.handle.internals.serverStore);
      return;
  }
}

/** The outbox, by entry id. */
async function outbox(town: Town): Promise<Map<string, DocData>> {
  const page = await town.handle.internals.serverStore.query({
    collection: collections.notifications,
  });
  return new Map(page.docs.map((doc) => [doc.id, doc.data]));
}

/** Whether a push entry of `event` about `orderId` went to the device `device` (its id's head). */
const pushed = (
  entries: Map<string, DocData>,
  orderId: string,
  event: string,
  role: string,
  device: string,
) => entries.get(`${orderId}-${event}-push-${role}-${device.slice(0, 16)}`)?.['channel'] === 'push';

async function checkTown(world: World, swept: boolean): Promise<void> {
  const { town, devices } = world;
  const store = town.handle.internals.serverStore;
  const now = Date.now();
  const entries = await outbox(town);
  const orders = (await store.query({ collection: collections.orders })).docs.map(
    (doc) => parseDoc(orderSchema, doc) ?? expect.fail(`order ${doc.id}`),
  ) as WithId<Order>[];

  for (const order of orders) {
    const since = now - order.createdAt.getTime();
    const at = (status: string) => order.history.some((step) => step.status === status);
    if (order.status === 'placed') {
      // Each escalation step by the first sweep after it was due.
      if (swept) {
        expect(since, `${order.id} was given up`).toBeLessThan(waits.giveUpAfterMinutes * MINUTE);
        if (since >= waits.remindAfterMinutes * MINUTE)
          expect(order.remindedAt, 'reminded').toBeDefined();
        if (since >= waits.callAdminAfterMinutes * MINUTE)
          expect(order.escalatedAt, 'escalated').toBeDefined();
      }
      // Its next step is kept, so the sweep finds it.
      expect(order.nextStepAt?.getTime()).toBe(
        order.createdAt.getTime() +
          (!order.remindedAt
            ? waits.remindAfterMinutes
            : !order.escalatedAt
              ? waits.callAdminAfterMinutes
              : waits.giveUpAfterMinutes) *
            MINUTE,
      );
    } else {
      expect(order.nextStepAt, `${order.id} left placed`).toBeNull();
    }

    // The vendor's device heard of every order, and of every step of the sweep.
    expect(pushed(entries, order.id, 'placed', 'vendor', devices.vendor), 'new order').toBe(true);
    if (order.remindedAt) {
      expect(pushed(entries, order.id, 'reminded', 'vendor', devices.vendor), 'reminder').toBe(
        true,
      );
      expect(entries.has(`${order.id}-reminded-admin`), 'reminder chat').toBe(true);
    }
    if (order.escalatedAt) {
      expect(pushed(entries, order.id, 'escalated', 'admin', devices.admin), 'call').toBe(true);
      expect(entries.has(`${order.id}-escalated-admin`), 'call chat').toBe(true);
    }
    const gaveUp = order.reasonCode === 'shopDidNotAnswer';
    if (gaveUp) {
      expect(pushed(entries, order.id, 'cancelled', 'vendor', devices.vendor), 'give-up').toBe(
        true,
      );
      expect(entries.has(`${order.id}-cancelled-admin`), 'give-up chat').toBe(true);
    }
    // Riders hear of every order ready (nobody is given one here before it is).
    if (at('ready')) {
      expect(pushed(entries, order.id, 'ready', 'rider', devices.delivery), 'ready').toBe(true);
    }
    // The customer who asked hears of each step but their own cancelling.
    if (world.told.has(order.id)) {
      for (const status of ['accepted', 'rejected', 'outForDelivery', 'delivered'] as const) {
        if (at(status)) {
          expect(pushed(entries, order.id, status, 'customer', devices.customer), status).toBe(
            true,
          );
        }
      }
      const byStaffOrServer = order.status === 'cancelled' && order.reasonCode !== null;
      expect(pushed(entries, order.id, 'cancelled', 'customer', devices.customer)).toBe(
        byStaffOrServer,
      );
    }
  }

  // The staff chats' new-order alerts: each sent, or counted in the digest — never dropped.
  const alerted = orders.filter((order) => entries.has(`${order.id}-admin`)).length;
  const flushed = [...entries.values()]
    .filter((entry) => entry['chat'] === 'admin')
    .map((entry) => /^(\d+) more new orders?/.exec(String(entry['text']))?.[1])
    .reduce((sum, count) => sum + Number(count ?? 0), 0);
  const waiting =
    parseData(shopActivityModel, (await store.get(collections.shopActivity, 'shop-1'))?.data)
      ?.digest?.orders ?? 0;
  expect(alerted + flushed + waiting).toBe(orders.length);
}

let town: Town | undefined;
afterEach(() => {
  town?.handle.internals.close();
  vi.useRealTimers();
});

describe('who is told, on random days', () => {
  it('gives every placed order each step on time, and every notice a device or the outbox', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        town?.handle.internals.close();
        town = await openTownAtTen();
        await town.amend(collections.products, 'rice', { stock: 1000 });
        for (const [who, language] of [
          ['vendor', 'bn'],
          ['admin', 'en'],
          ['delivery', 'hi'],
        ] as const) {
          await town.signInAs(who);
          await town.handle.backend.call('notifyMe', {
            action: 'staff',
            token: tokens[who],
            language,
          });
        }
        await town.signInAs(null);
        const world: World = {
          town,
          orders: [],
          told: new Set(),
          devices: {
            vendor: await deviceIdOf(tokens.vendor),
            admin: await deviceIdOf(tokens.admin),
            delivery: await deviceIdOf(tokens.delivery),
            customer: await deviceIdOf(CUSTOMER),
          },
        };
        for (const next of steps) {
          await perform(world, next);
          await checkTown(world, next.kind === 'sweep');
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
