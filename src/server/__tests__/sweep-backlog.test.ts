// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { collections } from '../../lib/models';
import { sweepUnansweredOrders } from '../escalation';
import { minutesLater, openTownAtTen, townForEachTest } from './server-fixtures';

/**
 * "The escalation sweep stalls" (issue 34, docs/security.md): the sweep read
 * the 100 oldest placed orders, and orders already reminded kept matching,
 * so an order behind 100 unanswered ones was never reminded, never reached
 * the admin, and was cancelled unseen. Now each placed order keeps the time
 * of its next step, and the sweep pages through every order due.
 */
const town = townForEachTest(openTownAtTen);
beforeEach(async () => {
  await town.amend(collections.products, 'rice', { stock: 5_000 });
});

const sweep = () => sweepUnansweredOrders(town.handle.internals.serverStore);

describe('an order behind a thousand unanswered ones', () => {
  it('is reminded, escalated and given up on time', async () => {
    // A thousand orders nobody answers, placed first: copies of a placed order as
    // placeOrder stored it, each under its own id and number (placing each through
    // the handler would only make the test slower; the sweep is what is tried here).
    const { id: _first, ...stored } = await town.placeOrder(1, '9800000000');
    for (let n = 1; n < 1_000; n += 1) {
      await town.handle.internals.writeDoc(collections.orders, `flood-${n}`, {
        ...stored,
        number: `TS-${String(n).padStart(6, '0')}`,
        phone: `98${String(n).padStart(8, '0')}`,
      } as never);
    }
    vi.setSystemTime(minutesLater(0.5));
    const real = await town.placeOrder(1, '9876543210');
    const stepsOf = async () => {
      const order = await town.order(real.id);
      return {
        status: order?.status,
        remindedAt: order?.remindedAt,
        escalatedAt: order?.escalatedAt,
      };
    };

    vi.setSystemTime(minutesLater(5.5));
    const reminded = await sweep();
    expect(reminded.remind).toHaveLength(1_001);
    expect(reminded.remind.at(-1)).toBe(real.id);
    expect(await stepsOf()).toEqual({
      status: 'placed',
      remindedAt: minutesLater(5.5),
      escalatedAt: undefined,
    });
    // A minute later nothing is read again: every step done moved out of the query.
    vi.setSystemTime(minutesLater(6.5));
    expect(await sweep()).toEqual({ remind: [], callAdmin: [], giveUp: [], failed: [] });

    vi.setSystemTime(minutesLater(10.5));
    expect((await sweep()).callAdmin).toContain(real.id);
    expect(await stepsOf()).toMatchObject({ escalatedAt: minutesLater(10.5) });
    const calls = (await town.alerts()).filter(
      (alert) =>
        alert['subject'] === `orders/${real.id}` &&
        String(alert['text']).startsWith('Please call the shop'),
    );
    expect(calls).toHaveLength(1);

    vi.setSystemTime(minutesLater(20.5));
    const gaveUp = await sweep();
    expect(gaveUp.giveUp).toHaveLength(1_001);
    expect(await stepsOf()).toMatchObject({ status: 'cancelled' });
    expect((await town.order(real.id))?.nextStepAt).toBeNull();
  }, 60_000);

  it('still sweeps an order placed before orders kept their next step', async () => {
    const order = await town.placeOrder(1);
    // As an older server stored it: no nextStepAt.
    const { id: _id, nextStepAt: _next, ...older } = order;
    await town.handle.internals.writeDoc(collections.orders, order.id, older as never);
    vi.setSystemTime(minutesLater(3));
    expect(await sweep()).toMatchObject({ remind: [] });
    // Found, and given the time of its first step.
    expect((await town.order(order.id))?.nextStepAt).toEqual(minutesLater(5));
    vi.setSystemTime(minutesLater(5));
    expect(await sweep()).toMatchObject({ remind: [order.id] });
    vi.setSystemTime(minutesLater(20));
    expect(await sweep()).toMatchObject({ giveUp: [order.id] });
  });
});
