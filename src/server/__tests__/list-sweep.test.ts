// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import indexesFile from '../../../firestore.indexes.json';
import { defaultOrderingTerms } from '../../lib/model-schemas';
import { collections, configDocs } from '../../lib/models';
import { refusal } from '../../testing/refusal';
import { sweepUnansweredOrders } from '../escalation';
import { listOf, photoOf, quote, sendList, voiceOf } from './list-fixtures';
import { minutesLater, openTownAtTen, townForEachTest } from './server-fixtures';

/**
 * The minute's sweep over lists sent to shops, on the town's clock (a list
 * sent at 10:00, the default waits of 5, 10 and 20 minutes): the steps a
 * list nobody answers climbs, a quote's expiry, and the day its media go.
 */
const town = townForEachTest(openTownAtTen);

const sweep = () => sweepUnansweredOrders(town.handle.internals.serverStore);
const chatsAbout = async (listId: string) =>
  (await town.alerts()).filter(
    (alert) => alert['channel'] !== 'push' && alert['subject'] === `shopLists/${listId}`,
  );
const DAY_MINUTES = 24 * 60;

describe('a list nobody at the shop answers', () => {
  it('reminds the shop, calls the admin with the shop’s phone, then is given up, each once', async () => {
    const sent = await sendList(town);
    vi.setSystemTime(minutesLater(4.9));
    expect((await sweep()).lists).toBeUndefined();

    vi.setSystemTime(minutesLater(5));
    expect((await sweep()).lists).toMatchObject({ remind: [sent.listId], callAdmin: [] });
    await Promise.all([sweep(), sweep()]);
    expect(await listOf(town, sent.listId)).toMatchObject({
      status: 'sent',
      remindedAt: minutesLater(5),
      nextStepAt: minutesLater(10),
    });
    const reminders = (await chatsAbout(sent.listId)).filter((alert) =>
      String(alert['text']).startsWith('Reminder:'),
    );
    expect(reminders.map((alert) => alert['text'])).toEqual([
      `Reminder: List ${sent.number} (Ma Tara Bhandar), sent at 10:00 IST, is still not answered after 5 minutes.\n` +
        'Shop’s phone: 90000 00100',
    ]);

    vi.setSystemTime(minutesLater(10));
    expect((await sweep()).lists).toMatchObject({ callAdmin: [sent.listId] });
    expect(await sweep()).not.toHaveProperty('lists');
    const calls = (await chatsAbout(sent.listId)).filter((alert) =>
      String(alert['text']).startsWith('Please call the shop'),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ chat: 'admin' });
    expect(calls[0]?.['text']).toContain('it is given up 20 minutes after it was sent.');

    vi.setSystemTime(minutesLater(20));
    expect((await sweep()).lists).toMatchObject({ giveUp: [sent.listId] });
    expect(await listOf(town, sent.listId)).toMatchObject({
      status: 'givenUp',
      reasonCode: 'shopDidNotAnswer',
      nextStepAt: null,
    });
    expect(
      (await chatsAbout(sent.listId)).filter((alert) =>
        String(alert['text']).includes('given up by'),
      ),
    ).toHaveLength(1);
    // Too late to answer now.
    expect(
      (
        await refusal(
          quote(town, sent.listId, [{ kind: 'product', productId: 'rice', quantity: 1 }]),
        )
      ).message,
    ).toBe('This list has already been answered.');
  });

  it('tells the admins’ devices of the call and the customer’s of the give-up, each in their language', async () => {
    const token = (name: string) => `demo-${name.padEnd(20, 'x')}`;
    await town.signInAs('admin');
    await town.handle.backend.call('notifyMe', {
      action: 'staff',
      token: token('admin'),
      language: 'en',
    });
    await town.signInAs(null);
    const sent = await sendList(town);
    await town.handle.backend.call('notifyMe', {
      action: 'order',
      token: token('customer'),
      language: 'hi',
      orderId: sent.listId,
    });
    vi.setSystemTime(minutesLater(10));
    await sweep();
    vi.setSystemTime(minutesLater(20));
    await sweep();
    const pushes = (
      await town.handle.internals.serverStore.query({ collection: collections.notifications })
    ).docs
      .map((doc) => doc.data)
      .filter((entry) => entry['channel'] === 'push');
    expect(pushes.filter((push) => push['token'] === token('admin'))).toEqual([
      expect.objectContaining({
        title: 'Please call Ma Tara Bhandar',
        body: `List ${sent.number} is not answered after 10 minutes. The shop’s phone: 90000 00100. Unless it answers, the list is given up at 10:20 am.`,
        link: `/admin/lists?list=${sent.listId}`,
      }),
    ]);
    expect(pushes.filter((push) => push['token'] === token('customer'))).toEqual([
      expect.objectContaining({
        title: `आपकी लिस्ट ${sent.number} का जवाब नहीं आया`,
        link: `/findOrder/9876543210?list=${sent.listId}`,
      }),
    ]);
  });

  it('answered before its reminder, is left alone', async () => {
    const sent = await sendList(town);
    vi.setSystemTime(minutesLater(3));
    await quote(town, sent.listId, [{ kind: 'product', productId: 'rice', quantity: 1 }]);
    vi.setSystemTime(minutesLater(30));
    expect(await sweep()).not.toHaveProperty('lists');
    expect(await listOf(town, sent.listId)).not.toHaveProperty('remindedAt');
  });
});

describe('a quote nobody answers', () => {
  it('expires after the admin’s hours, by the sweep or at the customer’s confirm', async () => {
    const { writeDoc } = town.handle.internals;
    await writeDoc(collections.config, configDocs.ordering, {
      ...defaultOrderingTerms,
      quoteHours: 2,
    });
    const bySweep = await sendList(town);
    const byConfirm = await sendList(town, { phone: '9123456780' });
    for (const { listId } of [bySweep, byConfirm]) {
      expect(
        await quote(town, listId, [{ kind: 'product', productId: 'rice', quantity: 1 }]),
      ).toMatchObject({
        expiresAt: minutesLater(120).getTime(),
      });
    }
    vi.setSystemTime(minutesLater(119));
    expect(await sweep()).not.toHaveProperty('lists');

    vi.setSystemTime(minutesLater(120));
    expect(
      await town.handle.backend.call('answerQuote', {
        listId: byConfirm.listId,
        action: 'confirm',
      }),
    ).toEqual({
      kind: 'expired',
    });
    expect((await sweep()).lists).toMatchObject({ expired: [bySweep.listId] });
    for (const { listId } of [bySweep, byConfirm]) {
      expect(await listOf(town, listId)).toMatchObject({ status: 'expired', nextStepAt: null });
      expect(await town.handle.backend.call('answerQuote', { listId, action: 'confirm' })).toEqual({
        kind: 'expired',
      });
    }
    expect(await town.stockOf('rice')).toBe(5);
  });
});

describe('a list’s media and the list itself', () => {
  it('are deleted LIST_MEDIA_DAYS after it was sent, whatever became of it', async () => {
    const sent = await sendList(town, { photo: photoOf(), voice: voiceOf() });
    await quote(town, sent.listId, [{ kind: 'product', productId: 'rice', quantity: 1 }]);
    const placed = await town.handle.backend.call('answerQuote', {
      listId: sent.listId,
      action: 'confirm',
    });
    const server = town.handle.internals.serverStore;
    const ids = [`${sent.listId}-photo`, `${sent.listId}-voice`];

    vi.setSystemTime(minutesLater(30 * DAY_MINUTES - 1));
    await sweep();
    for (const id of ids) expect(await server.get(collections.listMedia, id)).not.toBeNull();

    vi.setSystemTime(minutesLater(30 * DAY_MINUTES));
    expect((await sweep()).lists?.deleted.sort()).toEqual(
      [...ids.map((id) => `listMedia/${id}`), `shopLists/${sent.listId}`].sort(),
    );
    for (const id of ids) expect(await server.get(collections.listMedia, id)).toBeNull();
    expect(await listOf(town, sent.listId)).toBeNull();
    // The order it became is the town's record; it stays.
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    expect(await town.order(placed.orderId)).toMatchObject({ fromList: sent.listId });
    expect(await sweep()).not.toHaveProperty('lists');
  });
});

describe('the TTL policy a Firebase town deletes them by', () => {
  it('is deployed with the indexes, on deleteAt of both collections, which stays queryable for the sweep', () => {
    const ttls = (
      indexesFile.fieldOverrides as {
        collectionGroup: string;
        fieldPath: string;
        ttl?: boolean;
        indexes: { order?: string }[];
      }[]
    ).filter((field) => field.ttl === true);
    expect(
      ttls.map(({ collectionGroup, fieldPath }) => `${collectionGroup}.${fieldPath}`).sort(),
    ).toEqual(['listMedia.deleteAt', 'shopLists.deleteAt']);
    for (const field of ttls) {
      expect(field.indexes.map((index) => index.order)).toContain('ASCENDING');
    }
  });
});
