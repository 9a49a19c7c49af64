import { randomId } from '../../lib/ids';
import { collections } from '../../lib/models';
import { serverTime } from '../../port/types';
import { fakeNotifications } from '../../testing/fake-notifications';
import { serveDemo } from './channel-host';
import type { DemoPushNotice } from './channel-wire';
import { openDemoBackend } from './demo-backend';
import { demoDeviceKey } from './device-token';
import { showDemoNotices } from './push-page';
import { connectDemo } from './start-demo';

/**
 * The page's half of the Demo's push service: of the notices the server
 * wrote, this browser's device shows its own with the service worker's
 * registration, as a push is shown on Firebase.
 */
const browser = fakeNotifications();
const mine = 'demo-aaaaaaaaaaaaaaaaaaaaaaaa';
const options = {
  body: '1 × Masoor Dal, ₹140.00',
  icon: '/icons/icon-192.png',
  data: { link: '/vendor/grocery?order=abc' },
  tag: 'order-abc',
  renotify: true,
};
const notice = (token: string, title: string): DemoPushNotice => ({
  id: randomId(),
  token,
  title,
  options,
});

beforeEach(() => {
  browser.permission = 'granted';
  localStorage.setItem(demoDeviceKey, mine);
});

describe('showDemoNotices', () => {
  it('shows this device’s notices, as the service worker shows a push, and no other device’s', async () => {
    expect(
      await showDemoNotices([
        notice(mine, 'New order TS-1'),
        notice('demo-bbbbbbbbbbbbbbbbbbbbbbbb', 'Not mine'),
      ]),
    ).toBe(1);
    expect(browser.shown).toEqual([{ title: 'New order TS-1', options }]);
  });

  it('shows nothing where notifications are not allowed, no worker is registered, or no device was made', async () => {
    browser.permission = 'default';
    expect(await showDemoNotices([notice(mine, 'A')])).toBe(0);
    browser.permission = 'granted';
    browser.registration = null;
    expect(await showDemoNotices([notice(mine, 'B')])).toBe(0);
    browser.registration = { showNotification: () => Promise.resolve() } as never;
    localStorage.removeItem(demoDeviceKey);
    expect(await showDemoNotices([notice(mine, 'C')])).toBe(0);
    expect(browser.shown).toEqual([]);
  });
});

describe('the Demo’s worker and its page', () => {
  it('shows a notice the worker’s commit made pending on the page, and marks it sent', async () => {
    const databaseName = `push-page-${randomId(8)}`;
    const { internals } = await openDemoBackend({
      databaseName,
      seed: false,
      passwordIterations: 1000,
    });
    const uid = await internals.createAccount('admin@example.com', 'admin-password');
    await internals.writeDoc(collections.admins, uid, { name: 'A', role: 'admin' });
    // Not delivered at first: an admin sets it pending again, as Firebase's sweeper retries one.
    await internals.writeDoc(collections.notifications, 'n1', {
      channel: 'push',
      token: mine,
      title: 'Order TS-1 was accepted',
      body: 'Annapurna Grocery accepted it.',
      link: '/findOrder/9876543210?order=abc',
      tag: 'order-abc',
      subject: 'orders/abc',
      status: 'failed',
      attempts: 1,
      createdAt: new Date(),
      sentAt: null,
    });

    const { port1: workerSide, port2: pageSide } = new MessageChannel();
    try {
      serveDemo(workerSide);
      const page = await connectDemo(
        pageSide,
        { databaseName, seed: false, passwordIterations: 1000 },
        new Promise(() => undefined),
      );
      await (await page!.auth()).signInWithEmail('admin@example.com', 'admin-password');
      await page!.store.update(collections.notifications, 'n1', {
        status: 'pending',
        updatedAt: serverTime,
      });

      await vi.waitFor(() =>
        expect(browser.shown.map(({ title }) => title)).toEqual(['Order TS-1 was accepted']),
      );
      await vi.waitFor(async () =>
        expect(
          (await internals.serverStore.get(collections.notifications, 'n1'))?.data,
        ).toMatchObject({
          status: 'sent',
          attempts: 2,
        }),
      );
    } finally {
      workerSide.close();
      pageSide.close();
      internals.close();
    }
  });
});
