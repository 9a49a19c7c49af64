// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from '../../lib/ids';
import { collections } from '../../lib/models';
import { storedOrder } from '../../testing/stored-order';
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

/** A placed order, `minutesAgo` minutes old, as the server stores it. */
const placedOrder = (number: string, minutesAgo: number) =>
  storedOrder(new Date(Date.now() - minutesAgo * 60_000), { number });

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
