// @vitest-environment node
import 'fake-indexeddb/auto';
import type { Message } from 'firebase-admin/messaging';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collections } from '../../src/lib/models';
import type { DocData } from '../../src/port/types';
import { deviceIdOf } from '../../src/server/push-devices';
import { openTownAtTen, type Town } from '../../src/server/__tests__/server-fixtures';
import type { DeliveryDeps } from './deliver.js';
import { deliverNotification, RetryableDeliveryError } from './deliver.js';
import { sendPush, type PushMessaging } from './push.js';
import { MemoryOutbox, recordingLogger } from './test-support.js';

/**
 * Web Push through FCM, faked at the Admin SDK's messaging boundary
 * (`getMessaging().send`), as the launch tests fake the Firebase CLI: the
 * notices the server's handlers write (src/server/notices.ts) are taken from
 * a Demo town's outbox and delivered by the functions' own delivery, so the
 * test sees who is told what, in which language, and that a dead token's
 * device is forgotten.
 */

/** FCM as `getMessaging()` answers: each message kept; a queued error code thrown instead. */
class FakeMessaging implements PushMessaging {
  readonly sent: Message[] = [];
  private readonly failures: string[] = [];
  failNext(...codes: string[]) {
    this.failures.push(...codes);
  }
  async send(message: Message): Promise<string> {
    const code = this.failures.shift();
    if (code) throw Object.assign(new Error(`FCM says ${code}`), { code });
    this.sent.push(structuredClone(message));
    return `projects/town/messages/${this.sent.length}`;
  }
}

let town: Town;
let messaging: FakeMessaging;
let outbox: MemoryOutbox;
beforeEach(async () => {
  town = await openTownAtTen();
  messaging = new FakeMessaging();
  outbox = new MemoryOutbox();
});
afterEach(() => {
  town.handle.internals.close();
  vi.useRealTimers();
});

const server = () => town.handle.internals.serverStore;
const token = (name: string) => `fcm:${name.padEnd(24, '_')}`;

function deps(overrides: Partial<DeliveryDeps> = {}): DeliveryDeps {
  return {
    outbox,
    chatIdFor: () => '-100111',
    send: async () => ({ ok: true, messageId: 1 }),
    sendPush: (entry) => sendPush(messaging, entry),
    pruneDevice: async (pushToken) =>
      server().delete(collections.pushDevices, await deviceIdOf(pushToken)),
    now: () => new Date(),
    logger: recordingLogger(),
    ...overrides,
  };
}

/** The push entries the server wrote, copied into the functions' outbox; their ids. */
async function pushEntries(): Promise<string[]> {
  const page = await server().query({ collection: collections.notifications });
  const ids = [];
  for (const { id, data } of page.docs) {
    if (data['channel'] !== 'push') continue;
    outbox.putFields(id, { ...data, createdAt: new Date() } as DocData);
    ids.push(id);
  }
  return ids;
}

async function staffDevice(who: 'vendor' | 'admin' | 'delivery', name: string, language: string) {
  await town.signInAs(who);
  await town.handle.backend.call('notifyMe', {
    action: 'staff',
    token: token(name),
    language,
  } as never);
  await town.signInAs(null);
}

describe('push notices through FCM', () => {
  it('sends each device its own notice, in its language, as a data-only message', async () => {
    await staffDevice('vendor', 'vendor-bn', 'bn');
    await staffDevice('admin', 'admin-en', 'en');
    const order = await town.placeOrder(1);
    await town.handle.backend.call('notifyMe', {
      action: 'order',
      token: token('customer-hi'),
      language: 'hi',
      orderId: order.id,
    });
    await town.signInAs('vendor');
    await town.handle.backend.call('staffOrderAction', { orderId: order.id, action: 'accept' });
    await town.signInAs(null);

    for (const id of await pushEntries()) {
      expect(await deliverNotification(id, deps())).toEqual({ kind: 'sent', attempts: 1 });
    }
    const byToken = [...messaging.sent].sort((x, y) =>
      JSON.stringify(x).localeCompare(JSON.stringify(y)),
    );
    expect(byToken).toEqual([
      {
        token: token('customer-hi'),
        data: {
          title: 'Ma Tara Bhandar ने आपका ऑर्डर ले लिया',
          body: `ऑर्डर ${order.number} पैक हो रहा है।`,
          link: `/findOrder/9876543210?order=${order.id}`,
          tag: `order-${order.id}`,
        },
        webpush: { headers: { Urgency: 'high', TTL: '86400' } },
      },
      {
        token: token('vendor-bn'),
        data: {
          title: `নতুন অর্ডার ${order.number}`,
          body: expect.stringContaining('Ma Tara Bhandar · ₹৯০.০০'),
          link: `/vendor/grocery?order=${order.id}`,
          tag: `order-${order.id}`,
        },
        webpush: { headers: { Urgency: 'high', TTL: '86400' } },
      },
    ]);
    // Data only: the service worker shows it; FCM shows nothing of its own.
    for (const message of messaging.sent) expect(message).not.toHaveProperty('notification');
    // The admin hears of neither.
    expect(messaging.sent.map((message) => 'token' in message && message.token)).not.toContain(
      token('admin-en'),
    );
  });

  it.each([
    'messaging/registration-token-not-registered',
    'messaging/invalid-argument',
    'messaging/invalid-registration-token',
  ])(
    'forgets the device when FCM answers %s, and fails the entry without retrying',
    async (code) => {
      await staffDevice('vendor', 'gone', 'en');
      const id = await deviceIdOf(token('gone'));
      expect(await server().get(collections.pushDevices, id)).not.toBeNull();
      await town.placeOrder(1);
      const [entry] = await pushEntries();
      messaging.failNext(code);

      expect(await deliverNotification(entry!, deps())).toEqual({
        kind: 'failed',
        attempts: 1,
        error: `fcm ${code}`,
      });
      expect(await server().get(collections.pushDevices, id)).toBeNull();
      expect(outbox.get(entry!)).toMatchObject({ status: 'failed', lastError: `fcm ${code}` });
      // Its next notice finds no device to tell.
      await town.placeOrder(1, '9123456780');
      expect((await pushEntries()).length).toBe(1);
    },
  );

  it('retries what FCM cannot take now, and keeps the device', async () => {
    await staffDevice('vendor', 'busy', 'en');
    await town.placeOrder(1);
    const [entry] = await pushEntries();
    messaging.failNext('messaging/server-unavailable');
    await expect(deliverNotification(entry!, deps())).rejects.toBeInstanceOf(
      RetryableDeliveryError,
    );
    expect(outbox.get(entry!)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(
      await server().get(collections.pushDevices, await deviceIdOf(token('busy'))),
    ).not.toBeNull();

    expect(await deliverNotification(entry!, deps())).toEqual({ kind: 'sent', attempts: 2 });
    expect(messaging.sent).toHaveLength(1);
    // Sent once: a trigger firing again sends nothing more.
    expect(await deliverNotification(entry!, deps())).toEqual({
      kind: 'skipped',
      reason: 'already-sent',
    });
    expect(messaging.sent).toHaveLength(1);
  });

  it('keeps the token out of what it records', async () => {
    await staffDevice('vendor', 'secret-token', 'en');
    await town.placeOrder(1);
    const [entry] = await pushEntries();
    messaging.failNext('messaging/internal-error');
    const logger = recordingLogger();
    await deliverNotification(entry!, deps({ logger })).catch(() => undefined);
    expect(`${outbox.get(entry!)?.lastError} ${logger.text()}`).not.toContain(
      token('secret-token'),
    );
  });

  it('still sends Telegram entries, with no channel or channel telegram, and a shop’s own chat by its id', async () => {
    const sent: [string, string][] = [];
    const telegram = deps({
      chatIdFor: (chat) => ({ admin: '-100111', delivery: '-100222', lab: '-100333' })[chat],
      send: async (chatId, text) => {
        sent.push([chatId, text]);
        return { ok: true, messageId: sent.length };
      },
    });
    outbox.put('old', { chat: 'admin', text: 'An entry from before push' });
    outbox.put('named', { channel: 'telegram', chat: 'delivery', text: 'Named telegram' });
    outbox.put('shop', { chat: 'shop', chatId: '-100999', text: 'New order for the shop' });
    outbox.put('shop-no-id', { chat: 'shop', text: 'Nowhere to go' });
    for (const id of ['old', 'named', 'shop']) {
      expect(await deliverNotification(id, telegram)).toMatchObject({ kind: 'sent' });
    }
    expect(await deliverNotification('shop-no-id', telegram)).toMatchObject({ kind: 'failed' });
    expect(sent).toEqual([
      ['-100111', 'An entry from before push'],
      ['-100222', 'Named telegram'],
      ['-100999', 'New order for the shop'],
    ]);
    expect(messaging.sent).toEqual([]);
  });
});
