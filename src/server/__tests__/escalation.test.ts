// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { collections, configDocs } from '../../lib/models';
import type { DocumentStore } from '../../port/types';
import { sweepUnansweredOrders } from '../escalation';
import { minutesLater, openTownAtTen, placedAt, townForEachTest } from './server-fixtures';

/**
 * The sweep over orders nobody at the shop answers, on the town's clock:
 * placed at 10:00 in the town (04:30 UTC), with the default waits of 5, 10
 * and 20 minutes unless a test sets its own.
 */
const town = townForEachTest(openTownAtTen);

const sweep = () => sweepUnansweredOrders(town.handle.internals.serverStore);
const alertsAbout = async (orderId: string) =>
  (await town.alerts()).filter((alert) => alert['subject'] === `orders/${orderId}`);

describe('an order nobody at the shop answers', () => {
  it('is left alone before the first wait', async () => {
    const order = await town.placeOrder(2);
    vi.setSystemTime(minutesLater(4.9));
    expect(await sweep()).toEqual({ remind: [], callAdmin: [], giveUp: [], failed: [] });
    expect(await town.order(order.id)).not.toHaveProperty('remindedAt');
  });

  it('reminds the shop once, then calls the admin once, with the shop’s phone', async () => {
    const order = await town.placeOrder(2);
    const saying = async (start: string) =>
      (await alertsAbout(order.id)).filter((alert) => String(alert['text']).startsWith(start));

    vi.setSystemTime(minutesLater(5));
    expect(await sweep()).toMatchObject({ remind: [order.id], callAdmin: [], giveUp: [] });
    // A second sweep, and two at once, find the step done.
    expect(await sweep()).toMatchObject({ remind: [], callAdmin: [], giveUp: [] });
    await Promise.all([sweep(), sweep()]);
    const reminded = await town.order(order.id);
    expect(reminded).toMatchObject({ status: 'placed', remindedAt: minutesLater(5) });
    expect(reminded).not.toHaveProperty('escalatedAt');
    const reminders = await saying('Reminder:');
    expect(reminders.map((alert) => alert['chat']).sort()).toEqual(['admin', 'delivery']);
    expect(reminders[0]?.['text']).toBe(
      `Reminder: Order ${order.number} (Ma Tara Bhandar), placed at 10:00 IST, is still not accepted after 5 minutes.\n` +
        'Shop’s phone: 90000 00100',
    );

    vi.setSystemTime(minutesLater(10));
    expect(await sweep()).toMatchObject({ remind: [], callAdmin: [order.id], giveUp: [] });
    await Promise.all([sweep(), sweep()]);
    expect(await town.order(order.id)).toMatchObject({
      status: 'placed',
      remindedAt: minutesLater(5),
      escalatedAt: minutesLater(10),
    });
    expect(await saying('Reminder:')).toHaveLength(2);
    const escalations = await saying('Please call the shop');
    expect(escalations).toHaveLength(1);
    expect(escalations[0]).toMatchObject({ chat: 'admin', status: 'pending' });
    expect(escalations[0]?.['text']).toContain('90000 00100');
    // The stock is still the order's until it ends.
    expect(await town.stockOf('rice')).toBe(3);
  });

  it('is cancelled after the third wait with the server’s reason, its stock back and the phone told', async () => {
    const order = await town.placeOrder(2);
    expect(await town.stockOf('rice')).toBe(3);
    vi.setSystemTime(minutesLater(5));
    await sweep();
    vi.setSystemTime(minutesLater(20));
    expect(await sweep()).toMatchObject({ giveUp: [order.id] });
    expect(await sweep()).toMatchObject({ giveUp: [] });

    const cancelled = await town.order(order.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      reasonCode: 'shopDidNotAnswer',
      reason: null,
    });
    expect(cancelled?.history.map((step) => step.status)).toEqual(['placed', 'cancelled']);
    expect(cancelled?.history[1]?.at).toEqual(minutesLater(20));
    expect(await town.stockOf('rice')).toBe(5);
    expect(await town.openStatuses('9876543210')).toEqual([]);
    expect((await town.phoneMemory('9876543210'))?.records[order.id]?.status).toBe('cancelled');
    const ended = (await alertsAbout(order.id)).filter((alert) =>
      String(alert['text']).includes('cancelled'),
    );
    expect(ended).toHaveLength(1);
    expect(ended[0]?.['text']).toBe(
      `Order ${order.number} (Ma Tara Bhandar) cancelled by the server: The shop did not answer`,
    );
  });

  it('found late, takes the furthest step due at once', async () => {
    const order = await town.placeOrder(1);
    vi.setSystemTime(minutesLater(12));
    expect(await sweep()).toMatchObject({ remind: [], callAdmin: [order.id] });
    expect(await town.order(order.id)).toMatchObject({
      remindedAt: minutesLater(12),
      escalatedAt: minutesLater(12),
    });
    vi.setSystemTime(minutesLater(60));
    const late = await town.placeOrder(1, '9876543211');
    vi.setSystemTime(minutesLater(90));
    expect(await sweep()).toMatchObject({ giveUp: [order.id, late.id] });
    expect(await town.stockOf('rice')).toBe(5);
  });

  it('accepted or cancelled meanwhile, is left as it is', async () => {
    const accepted = await town.placeOrder(1);
    const cancelledByCustomer = await town.placeOrder(1, '9876543211');
    await town.signInAs('vendor');
    await town.handle.backend.call('staffOrderAction', { orderId: accepted.id, action: 'accept' });
    await town.signInAs(null);
    await town.handle.backend.call('cancelOrder', { orderId: cancelledByCustomer.id });
    const alertsBefore = (await town.alerts()).length;

    vi.setSystemTime(minutesLater(30));
    expect(await sweep()).toEqual({ remind: [], callAdmin: [], giveUp: [], failed: [] });
    expect(await town.order(accepted.id)).toMatchObject({ status: 'accepted', reasonCode: null });
    expect(await town.order(accepted.id)).not.toHaveProperty('remindedAt');
    expect(await town.order(cancelledByCustomer.id)).toMatchObject({
      status: 'cancelled',
      reasonCode: null,
    });
    expect(await town.alerts()).toHaveLength(alertsBefore);
    expect(await town.stockOf('rice')).toBe(4);
  });

  it('accepted between the sweep’s query and its transaction, is left as it is', async () => {
    const order = await town.placeOrder(1);
    vi.setSystemTime(minutesLater(30));
    const { serverStore } = town.handle.internals;
    let accepted = false;
    const acceptedWhileSweeping: DocumentStore = {
      ...serverStore,
      async query(spec) {
        const page = await serverStore.query(spec);
        // Accepted once the sweep has found it, before its transaction.
        if (!accepted && page.docs.some((doc) => doc.id === order.id)) {
          accepted = true;
          await town.signInAs('vendor');
          await town.handle.backend.call('staffOrderAction', {
            orderId: order.id,
            action: 'accept',
          });
          await town.signInAs(null);
        }
        return page;
      },
    };
    expect(await sweepUnansweredOrders(acceptedWhileSweeping)).toEqual({
      remind: [],
      callAdmin: [],
      giveUp: [],
      failed: [],
    });
    expect(accepted).toBe(true);
    expect(await town.order(order.id)).toMatchObject({ status: 'accepted' });
    expect(await town.stockOf('rice')).toBe(4);
  });

  it('waits as long as the admin set', async () => {
    await town.setOrderingTerms({
      remindAfterMinutes: 2,
      callAdminAfterMinutes: 3,
      giveUpAfterMinutes: 4,
    });
    const order = await town.placeOrder(1);
    vi.setSystemTime(minutesLater(2));
    expect(await sweep()).toMatchObject({ remind: [order.id] });
    vi.setSystemTime(minutesLater(3));
    expect(await sweep()).toMatchObject({ callAdmin: [order.id] });
    vi.setSystemTime(minutesLater(4));
    expect(await sweep()).toMatchObject({ giveUp: [order.id] });
  });

  it('keeps to the default waits when the stored ones are out of order or out of bounds', async () => {
    const fees = { deliveryFee: 30_00, freeDeliveryAbove: 499_00, openOrdersPerPhone: 3 };
    for (const waits of [
      { remindAfterMinutes: 2, callAdminAfterMinutes: 2, giveUpAfterMinutes: 4 },
      { remindAfterMinutes: 0, callAdminAfterMinutes: 3, giveUpAfterMinutes: 4 },
      { remindAfterMinutes: 2, callAdminAfterMinutes: 3, giveUpAfterMinutes: 241 },
    ]) {
      await town.handle.internals.writeDoc(collections.config, configDocs.ordering, {
        ...fees,
        ...waits,
      });
      vi.setSystemTime(placedAt);
      const order = await town.placeOrder(1);
      vi.setSystemTime(minutesLater(4.5));
      expect(await sweep(), JSON.stringify(waits)).toMatchObject({ remind: [], giveUp: [] });
      vi.setSystemTime(minutesLater(5));
      expect(await sweep(), JSON.stringify(waits)).toMatchObject({ remind: [order.id] });
      vi.setSystemTime(minutesLater(20));
      expect(await sweep(), JSON.stringify(waits)).toMatchObject({ giveUp: [order.id] });
    }
  });
});
