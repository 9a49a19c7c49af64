// @vitest-environment node
import 'fake-indexeddb/auto';
import launchDoc from '../../../docs/launch.md?raw';
import scaleDoc from '../../../docs/scale.md?raw';
import type { Backend } from '../../port/types';
import type { CallableName, CallResult } from '../../port/callables';
import { collections } from '../../lib/models';
import { countingStore } from '../../testing/counting-store';
import { queryClient } from '../../data/query-client';
import { productsQuery, shopQuery } from '../../features/catalog/api/catalog';
import { cartCheckQuery } from '../../features/cart/api/checkout';
import { neighbourhoodsQuery } from '../../data/neighbourhood-list';
import { loadOrder, orderQuery } from '../../features/orders/api/find-order-reads';
import { handlers } from '../handlers';
import { sweepUnansweredOrders } from '../escalation';
import { costsTable, orderLife, orderTable, perMinute, type Work } from '../costs';
import { type Person, product, townForEachTest } from './server-fixtures';

/**
 * What one order costs the town in Firestore reads and writes and Cloud
 * Functions calls, counted on the Demo backend through the real handlers and
 * the customer's real reads, and held to the table docs/scale.md quotes
 * (src/server/costs.ts). A change that makes an order dearer fails here
 * until the table, and so the doc, says so.
 */
const browser = vi.hoisted(() => ({ backend: null as Backend | null }));
vi.mock('../../backend', () => ({
  getBackend: () => Promise.resolve(browser.backend),
  backendKind: 'demo',
}));

const town = townForEachTest();
beforeEach(async () => {
  // A shop with more products than one page holds, as a real shop has.
  for (let n = 1; n <= 24; n += 1) {
    await town.handle.internals.writeDoc(
      collections.products,
      `p${n}`,
      product(`Item ${n}`, 10, 10_00),
    );
  }
});
afterEach(() => queryClient.clear());

type Counter = { reads: number; writes: number };

/** Cloud Functions invocations: one per callable answered, one per scheduled run. */
const invocations = { calls: 0 };

/** What `work` reads and writes through the stores `counters` count, and the functions it invokes. */
async function measure(counters: Counter | Counter[], work: () => Promise<unknown>): Promise<Work> {
  const all = [counters].flat();
  for (const counter of all) Object.assign(counter, { reads: 0, writes: 0 });
  invocations.calls = 0;
  await work();
  const sum = (field: keyof Counter) => all.reduce((total, counter) => total + counter[field], 0);
  return { reads: sum('reads'), writes: sum('writes'), calls: invocations.calls };
}

describe('the costs of an order', () => {
  it('reads, writes and calls what docs/scale.md says at each step of its life', async () => {
    const browsing = countingStore(town.handle.backend.store);
    browser.backend = { ...town.handle.backend, store: browsing.store };
    const server = countingStore(town.handle.internals.serverStore);
    const call = <N extends CallableName>(
      who: Person | null,
      name: N,
      data: unknown,
    ): Promise<CallResult<N>> => {
      invocations.calls += 1;
      return handlers[name](
        {
          store: server.store,
          accounts: {
            create: () => Promise.reject(new Error('no account is made in an order’s life')),
            remove: () => Promise.reject(new Error('no account is removed in an order’s life')),
          },
          auth: who === null ? null : { uid: town.uids[who] },
        },
        data,
      );
    };

    // Each browser sends its secret id, as the app does: the customer's, then another phone's.
    const request = await town.checkout(
      [
        { productId: 'rice', quantity: 1 },
        { productId: 'dal', quantity: 1 },
      ],
      { deviceId: 'CustomersPhone000001' },
    );
    const lines = [
      { id: 'rice', price: 60_00, stock: 5 },
      { id: 'dal', price: 120_00, stock: 1 },
    ];
    let code = '';
    const counted = {
      // The customer's reads are the screens' own queries, through the app's query client.
      shopPage: await measure(browsing.counter, async () => {
        await queryClient.fetchQuery(shopQuery('shop-1'));
        await queryClient.fetchInfiniteQuery(productsQuery({ shopId: 'shop-1' }));
      }),
      cart: await measure(browsing.counter, async () => {
        await queryClient.fetchQuery(cartCheckQuery('shop-1', lines));
        await queryClient.fetchQuery(neighbourhoodsQuery());
      }),
      placeOrder: await measure(server.counter, async () => {
        const placed = await call(null, 'placeOrder', request);
        if (placed.kind !== 'placed') throw new Error(`not placed: ${placed.kind}`);
        code = placed.code;
      }),
      thankYou: await measure(browsing.counter, () =>
        queryClient.fetchQuery(orderQuery(request.orderId)),
      ),
      accept: await measure(server.counter, () =>
        call('vendor', 'staffOrderAction', { orderId: request.orderId, action: 'accept' }),
      ),
      ready: await measure(server.counter, () =>
        call('vendor', 'staffOrderAction', { orderId: request.orderId, action: 'ready' }),
      ),
      assign: await measure(server.counter, () =>
        call('admin', 'staffOrderAction', {
          orderId: request.orderId,
          action: 'assign',
          deliveryUid: town.uids.delivery,
        }),
      ),
      pickUp: await measure(server.counter, () =>
        call('delivery', 'staffOrderAction', { orderId: request.orderId, action: 'pickUp' }),
      ),
      deliver: await measure(server.counter, () =>
        call('delivery', 'staffOrderAction', { orderId: request.orderId, action: 'deliver' }),
      ),
      findOrder: await measure([server.counter, browsing.counter], async () => {
        const found = await call(null, 'findByCode', {
          phone: request.phone,
          code,
          deviceId: 'AnotherPhone00000001',
        });
        if (found.kind !== 'found') throw new Error(`not found: ${found.kind}`);
        // Another phone: nothing in its cache yet.
        await loadOrder(found.id);
      }),
    };
    const { alerts, ...counts } = orderLife;
    expect(counted).toEqual(counts);
    expect(await town.order(request.orderId)).toMatchObject({ status: 'delivered' });
    // Each alert written is one more trigger (functions/src/costs.test.ts counts its delivery).
    expect((await town.alerts()).length).toBe(alerts.count);
  });

  it('sweeps for unanswered orders every minute, with none waiting, for the terms and one empty query', async () => {
    const { store, counter } = countingStore(town.handle.internals.serverStore);
    const scheduledRun = () => {
      invocations.calls += 1;
      return sweepUnansweredOrders(store);
    };
    expect(await measure(counter, scheduledRun)).toEqual(perMinute.escalationSweep);
  });

  it('docs/scale.md shows the tables these counts give, step by step and by the month', () => {
    expect(scaleDoc).toContain(orderTable());
    expect(scaleDoc).toContain(costsTable());
    expect(launchDoc).toContain(costsTable());
  });
});
