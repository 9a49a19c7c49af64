// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from '../../lib/ids';
import { collections } from '../../lib/models';
import { openDemoBackend, type DemoBackendHandle } from './demo-backend';
import { UNANSWERED_ORDERS_SWEEP_MS } from './sweep';

/**
 * The app's Demo runs the server's sweep over unanswered orders itself, as
 * Firebase's scheduled function does: once as it opens and every minute
 * after, while it is open.
 */
let handle: DemoBackendHandle | undefined;
afterEach(() => {
  handle?.internals.close();
  vi.useRealTimers();
});

const placedOrder = (number: string, minutesAgo: number) => {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  return {
    number,
    code: 'ABCDEF',
    shopId: 'shop-1',
    shopName: 'Ma Tara Bhandar',
    lines: [{ productId: 'rice', name: 'Rice', unit: '1 kg', price: 60_00, quantity: 1 }],
    quantities: { rice: 1 },
    subtotal: 60_00,
    deliveryFee: 30_00,
    total: 90_00,
    customerName: 'Rina Das',
    phone: '9876543210',
    address: '12 School Para Road',
    landmark: '',
    note: '',
    payment: 'cod',
    status: 'placed',
    deliveryUid: null,
    reasonCode: null,
    reason: null,
    createdAt,
    updatedAt: createdAt,
    history: [{ status: 'placed', at: createdAt }],
  };
};

const statusOf = async (id: string) =>
  (await handle?.internals.serverStore.get(collections.orders, id))?.data['status'];

describe('the Demo’s sweep over unanswered orders', () => {
  it('runs as the app’s Demo opens and every minute after', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    const databaseName = `sweep-${randomId(8)}`;
    const quiet = await openDemoBackend({ databaseName, seed: false });
    await quiet.internals.writeDoc(collections.orders, 'old', placedOrder('TS-000001', 25));
    quiet.internals.close();

    handle = await openDemoBackend({ databaseName, seed: false, sweepUnansweredOrders: true });
    // A busy machine may take over Vitest's default second to open the Demo and sweep.
    await vi.waitFor(async () => expect(await statusOf('old')).toBe('cancelled'), 10_000);

    await handle.internals.writeDoc(collections.orders, 'new', placedOrder('TS-000002', 19.5));
    expect(await statusOf('new')).toBe('placed');
    vi.advanceTimersByTime(UNANSWERED_ORDERS_SWEEP_MS);
    await vi.waitFor(async () => expect(await statusOf('new')).toBe('cancelled'), 10_000);
  });
});
