// @vitest-environment node
import 'fake-indexeddb/auto';
import { randomId } from '../../lib/ids';
import { collections } from '../../lib/models';
import { serverTime, type DocData } from '../../port/types';
import type { DemoPushNotice } from './channel-wire';
import { openDemoBackend, type DemoBackendHandle } from './demo-backend';

/**
 * The Demo's push service: right after the server's commit, the new push
 * entries of the outbox are handed to the page, and marked sent; nothing
 * else is. (The entries are written here as the server writes them: the
 * server's own branch of issue 34 decides who is told.)
 */
let handle: DemoBackendHandle;
let handed: DemoPushNotice[][];
beforeEach(async () => {
  handed = [];
  handle = await openDemoBackend({
    databaseName: `push-${randomId(8)}`,
    seed: false,
    deliverPush: (notices) => handed.push(notices),
  });
});
afterEach(() => handle.internals.close());

const push = (token: string, title: string, status = 'pending'): DocData => ({
  channel: 'push',
  token,
  title,
  body: 'Masoor Dal ×1, ₹140.00',
  link: '/vendor/grocery?order=abc',
  tag: 'order-abc',
  subject: 'orders/abc',
  status,
  attempts: 0,
  createdAt: serverTime,
  sentAt: null,
});

const entry = async (id: string) =>
  (await handle.internals.serverStore.get(collections.notifications, id))?.data;

describe('the Demo’s push service', () => {
  it('hands the page what one commit wrote for devices, then marks each entry sent', async () => {
    const { serverStore } = handle.internals;
    await serverStore.runTransaction(async (tx) => {
      tx.set(
        collections.notifications,
        'n1',
        push('demo-aaaaaaaaaaaaaaaaaaaaaaaa', 'New order TS-1'),
      );
      tx.set(
        collections.notifications,
        'n2',
        push('demo-bbbbbbbbbbbbbbbbbbbbbbbb', 'নতুন অর্ডার TS-1'),
      );
      // A Telegram message of the same step is not the page's.
      tx.set(collections.notifications, 't1', {
        chat: 'admin',
        text: 'New order TS-1',
        subject: 'orders/abc',
        status: 'pending',
        attempts: 0,
        createdAt: serverTime,
        sentAt: null,
      });
    });
    expect(handed).toEqual([
      [
        {
          id: 'n1',
          token: 'demo-aaaaaaaaaaaaaaaaaaaaaaaa',
          title: 'New order TS-1',
          // What the service worker gives a push on Firebase (lib/push-notice).
          options: {
            body: 'Masoor Dal ×1, ₹140.00',
            icon: '/icons/icon-192.png',
            data: { link: '/vendor/grocery?order=abc' },
            tag: 'order-abc',
            renotify: true,
          },
        },
        expect.objectContaining({ id: 'n2', title: 'নতুন অর্ডার TS-1' }),
      ],
    ]);
    expect(await entry('n1')).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: expect.any(Date),
    });
    expect(await entry('n2')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await entry('t1')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('hands over nothing already sent, and an entry set pending again once more', async () => {
    const { serverStore } = handle.internals;
    await serverStore.set(
      collections.notifications,
      'old',
      push('demo-aaaaaaaaaaaaaaaaaaaaaaaa', 'Old', 'sent'),
    );
    await serverStore.set(
      collections.notifications,
      'failed',
      push('demo-aaaaaaaaaaaaaaaaaaaaaaaa', 'Retry', 'failed'),
    );
    expect(handed).toEqual([]);
    // Marking an entry sent is a write too: it is not handed over again.
    await serverStore.update(collections.notifications, 'failed', { status: 'pending' });
    expect(handed.map((notices) => notices.map(({ title }) => title))).toEqual([['Retry']]);
    expect(await entry('failed')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('leaves alone an entry that is no notice, and opens a link that is not the app’s at home', async () => {
    const { serverStore } = handle.internals;
    await serverStore.set(collections.notifications, 'bad', {
      ...push('demo-aaaaaaaaaaaaaaaaaaaaaaaa', '  '),
    });
    expect(handed).toEqual([]);
    expect(await entry('bad')).toMatchObject({ status: 'pending' });
    await serverStore.set(collections.notifications, 'away', {
      ...push('demo-aaaaaaaaaaaaaaaaaaaaaaaa', 'Away'),
      link: 'https://evil.example/',
    });
    expect(handed[0]?.[0]?.options.data).toEqual({ link: '/' });
  });
});
