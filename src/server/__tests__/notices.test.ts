// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocData } from '../../port/types';
import {
  ALERTS_PER_PHONE_PER_SHOP_PER_HOUR,
  DIGEST_AFTER_MINUTES,
  PUSH_DEVICES_PER_ORDER,
  PUSH_DEVICES_PER_STAFF,
  PUSH_ORDERS_PER_DEVICE,
} from '../../lib/limits';
import { collections } from '../../lib/models';
import { newRequestId } from '../../lib/order-identity';
import { refusalCode } from '../../testing/refusal';
import type { ServerContext } from '../server-context';
import { sweepUnansweredOrders } from '../escalation';
import { placeOrder } from '../order-workflow';
import { deviceIdOf } from '../push-devices';
import { handleShopTelegram, linkShopChat } from '../shop-chat';
import { minutesLater, openTownAtTen, type Person, townForEachTest } from './server-fixtures';

/**
 * Who is told what, in which language, and by which way (issue 34): the
 * devices that asked (notifyMe), the push notices the server writes in the
 * same transaction as each step, a shop's own Telegram chat, and the budgets
 * that merge a flood into a digest rather than silence a shop.
 */
const town = townForEachTest(openTownAtTen);
beforeEach(async () => {
  // The shop and the rice in three languages; rice enough for any flood.
  await town.amend(collections.shops, 'shop-1', {
    nameBn: 'মা তারা ভাণ্ডার',
    nameHi: 'माँ तारा भंडार',
  });
  await town.amend(collections.products, 'rice', { nameBn: 'চাল', nameHi: 'चावल', stock: 1000 });
});

const call = () => town.handle.backend.call;
const server = () => town.handle.internals.serverStore;
const token = (name: string) => `demo-${name.padEnd(20, 'x')}`;

/** A staff member turns on "Tell me on this phone". */
async function staffDevice(who: Person, name: string, language: 'en' | 'bn' | 'hi') {
  await town.signInAs(who);
  await call()('notifyMe', { action: 'staff', token: token(name), language });
  await town.signInAs(null);
  return token(name);
}

/** A customer's device asks to be told of an order, as the thank-you page's “Tell me” does. */
const customerDevice = (name: string, orderId: string, language: 'en' | 'bn' | 'hi' = 'bn') =>
  call()('notifyMe', { action: 'order', token: token(name), language, orderId });

/** The server's record of a device (no browser may read it). */
async function device(name: string): Promise<DocData | undefined> {
  return (await server().get(collections.pushDevices, await deviceIdOf(token(name))))?.data;
}

/** Every push notice written for a device's token, oldest first. */
async function pushesTo(tokenOf: string): Promise<DocData[]> {
  const page = await server().query({ collection: collections.notifications });
  return page.docs
    .map((doc) => doc.data)
    .filter((entry) => entry['channel'] === 'push' && entry['token'] === tokenOf)
    .sort((a, b) => String(a['title']).localeCompare(String(b['title'])));
}

/** The staff chat messages about an order. */
async function chatsAbout(orderId: string): Promise<DocData[]> {
  return (await town.alerts()).filter(
    (alert) => alert['channel'] !== 'push' && alert['subject'] === `orders/${orderId}`,
  );
}

async function staffMove(who: Person, orderId: string, action: string, extra: object = {}) {
  await town.signInAs(who);
  await call()('staffOrderAction', { orderId, action, ...extra } as never);
  await town.signInAs(null);
}

describe('notifyMe: a device asks to be told', () => {
  it('ties a staff member’s device to them in their language, and refuses anyone else', async () => {
    await staffDevice('vendor', 'vendor-phone', 'bn');
    expect(await device('vendor-phone')).toMatchObject({
      token: token('vendor-phone'),
      language: 'bn',
      uid: town.uids.vendor,
      orderIds: [],
    });
    // Again: the language follows the last call.
    await staffDevice('vendor', 'vendor-phone', 'hi');
    expect(await device('vendor-phone')).toMatchObject({ language: 'hi' });

    const request = { action: 'staff', token: token('stranger'), language: 'en' } as const;
    expect(await refusalCode(call()('notifyMe', request))).toBe('unauthenticated');
    await town.signInAs('user');
    expect(await refusalCode(call()('notifyMe', request))).toBe('permission-denied');
    expect(await device('stranger')).toBeUndefined();
  });

  it(`keeps ${PUSH_DEVICES_PER_STAFF} devices a staff member; one more unties the oldest`, async () => {
    for (let n = 0; n <= PUSH_DEVICES_PER_STAFF; n += 1) {
      vi.setSystemTime(minutesLater(n));
      await staffDevice('delivery', `rider-${n}`, 'hi');
    }
    expect(await device('rider-0')).toBeUndefined();
    for (let n = 1; n <= PUSH_DEVICES_PER_STAFF; n += 1) {
      expect(await device(`rider-${n}`)).toMatchObject({ uid: town.uids.delivery });
    }
  });

  it('lets whoever holds an order’s id ask about it, within the bounds of a device and an order', async () => {
    const order = await town.placeOrder(1);
    const ask = (name: string, orderId: string) => customerDevice(name, orderId);
    await ask('customer', order.id);
    expect(await device('customer')).toMatchObject({ uid: null, orderIds: [order.id] });
    expect(await refusalCode(ask('customer', 'f'.repeat(32)))).toBe('not-found');

    // An order tells the devices that asked last.
    for (let n = 1; n <= PUSH_DEVICES_PER_ORDER; n += 1) {
      vi.setSystemTime(minutesLater(n));
      await ask(`family-${n}`, order.id);
    }
    expect(await device('customer')).toBeUndefined(); // it held nothing else
    // A device holds the orders it asked about last.
    const orders = [];
    for (let n = 0; n < PUSH_ORDERS_PER_DEVICE + 1; n += 1) {
      orders.push(await town.placeOrder(1, `97${String(n).padStart(8, '0')}`));
      await ask('busy', orders[n]!.id);
    }
    const held = (await device('busy'))?.['orderIds'];
    expect(held).toHaveLength(PUSH_ORDERS_PER_DEVICE);
    expect(held).not.toContain(orders[0]!.id);
    expect(held).toContain(orders.at(-1)!.id);
  });

  it('unties a device at sign-out and forgets it at “Forget me”', async () => {
    const order = await town.placeOrder(1);
    await staffDevice('vendor', 'shared', 'en');
    await customerDevice('shared', order.id, 'en');
    await call()('notifyMe', { action: 'signOut', token: token('shared') });
    expect(await device('shared')).toMatchObject({ uid: null, orderIds: [order.id] });
    await call()('notifyMe', { action: 'forget', token: token('shared') });
    expect(await device('shared')).toBeUndefined();
    // A staff device that holds no order is gone at sign-out.
    await staffDevice('admin', 'admin-laptop', 'en');
    await call()('notifyMe', { action: 'signOut', token: token('admin-laptop') });
    expect(await device('admin-laptop')).toBeUndefined();
  });

  it('is the server’s own: no browser reads, lists or writes a device; a token is checked', async () => {
    await staffDevice('vendor', 'vendor-phone', 'bn');
    const id = await deviceIdOf(token('vendor-phone'));
    for (const who of [null, 'user', 'vendor', 'admin'] as const) {
      await town.signInAs(who);
      const store = town.handle.backend.store;
      expect(await refusalCode(store.get(collections.pushDevices, id)), `${who}`).toBe(
        'permission-denied',
      );
      expect(
        await refusalCode(store.query({ collection: collections.pushDevices, limit: 10 })),
      ).toBe('permission-denied');
      expect(
        await refusalCode(store.set(collections.pushDevices, id, { token: 'x', uid: null })),
      ).toBe('permission-denied');
    }
    for (const bad of ['short', 'has spaces in it but is long', `demo-${'x'.repeat(4100)}`]) {
      expect(await refusalCode(call()('notifyMe', { action: 'forget', token: bad }))).toBe(
        'invalid-argument',
      );
    }
  });
});

describe('who is told what, in their own language', () => {
  it('tells the shop’s vendors of a new order in their language, and nobody else', async () => {
    const vendor = await staffDevice('vendor', 'vendor', 'bn');
    const otherShop = await staffDevice('otherVendor', 'other-vendor', 'hi');
    const admin = await staffDevice('admin', 'admin', 'en');
    const order = await town.placeOrder(2);
    expect(await pushesTo(vendor)).toEqual([
      expect.objectContaining({
        channel: 'push',
        title: `নতুন অর্ডার ${order.number}`,
        body: 'মা তারা ভাণ্ডার · ₹১৫০.০০, ডেলিভারির সময় নগদ। খুলে অর্ডারটি নিন, বা না নিলে জানিয়ে দিন।',
        link: `/vendor/grocery?order=${order.id}`,
        tag: `order-${order.id}`,
        subject: `orders/${order.id}`,
        status: 'pending',
      }),
    ]);
    expect(await pushesTo(otherShop)).toEqual([]);
    expect(await pushesTo(admin)).toEqual([]);
  });

  it('tells the customer who asked of each step, in their language, and not of their own cancelling', async () => {
    const order = await town.placeOrder(2);
    await customerDevice('customer', order.id, 'bn');
    const customer = token('customer');
    await town.signInAs('vendor');
    await call()('changeOrderLine', { orderId: order.id, productId: 'rice', quantity: 1 });
    await town.signInAs(null);
    await staffMove('vendor', order.id, 'accept');
    await staffMove('vendor', order.id, 'ready');
    await staffMove('delivery', order.id, 'claim');
    await staffMove('delivery', order.id, 'pickUp');
    await staffMove('delivery', order.id, 'deliver');
    const told = await pushesTo(customer);
    expect(told.map((push) => [push['title'], push['body']])).toEqual(
      [
        ['মা তারা ভাণ্ডার আপনার অর্ডার নিয়েছে', `অর্ডার ${order.number} প্যাক করা হচ্ছে।`],
        [
          'মা তারা ভাণ্ডার আপনার অর্ডারে বদল করেছে',
          `অর্ডার ${order.number}: চাল ২ → ১। নতুন মোট ₹৯০.০০।`,
        ],
        [`অর্ডার ${order.number} পৌঁছে গেছে`, 'মা তারা ভাণ্ডার থেকে। অর্ডার দেওয়ার জন্য ধন্যবাদ।'],
        [`অর্ডার ${order.number} রওনা হয়েছে`, 'মা তারা ভাণ্ডার থেকে। ₹৯০.০০ হাতে রাখুন।'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    for (const push of told) {
      expect(push).toMatchObject({
        link: `/findOrder/9876543210?order=${order.id}`,
        tag: `order-${order.id}`,
      });
    }

    // Cancelling it themselves, they are not told what they did.
    const own = await town.placeOrder(1);
    await customerDevice('customer', own.id);
    await call()('cancelOrder', { orderId: own.id });
    expect(
      (await pushesTo(customer)).filter((push) => push['subject'] === `orders/${own.id}`),
    ).toEqual([]);
  });

  it('tells the customer a rejection with its reason in their language', async () => {
    const order = await town.placeOrder(1);
    await customerDevice('c', order.id, 'hi');
    await staffMove('vendor', order.id, 'reject', { reasonCode: 'outOfStock', reason: '' });
    expect(await pushesTo(token('c'))).toEqual([
      expect.objectContaining({
        title: 'माँ तारा भंडार आपका ऑर्डर नहीं ले सकी',
        body: expect.stringContaining(`ऑर्डर ${order.number}, माँ तारा भंडार:`),
      }),
    ]);
  });

  it('tells every rider an order is ready while nobody has it, the one who has it after, and “yours” when the admin assigns', async () => {
    const rider = await staffDevice('delivery', 'rider', 'hi');
    const other = await staffDevice('otherDelivery', 'other-rider', 'en');
    const open = await town.placeOrder(1);
    await staffMove('vendor', open.id, 'accept');
    await staffMove('vendor', open.id, 'ready');
    expect((await pushesTo(rider)).map((push) => push['title'])).toEqual([
      `ऑर्डर ${open.number} तैयार है`,
    ]);
    expect((await pushesTo(other)).map((push) => push['body'])).toEqual([
      'Ready to pick up at Ma Tara Bhandar. Take it from your deliveries.',
    ]);
    expect((await pushesTo(rider))[0]).toMatchObject({ link: `/delivery/screen?order=${open.id}` });

    const given = await town.placeOrder(1, '9123456780');
    await staffMove('admin', given.id, 'assign', { deliveryUid: town.uids.otherDelivery });
    await staffMove('vendor', given.id, 'accept');
    await staffMove('vendor', given.id, 'ready');
    const about = async (tokenOf: string) =>
      (await pushesTo(tokenOf)).filter((push) => push['subject'] === `orders/${given.id}`);
    expect(await about(rider)).toEqual([]);
    expect((await about(other)).map((push) => push['title'])).toEqual([
      `Order ${given.number} is ready`,
      `Order ${given.number} is yours`,
    ]);
  });

  it('the sweep: the vendors are reminded, the admins asked to call the shop, both told of the give-up', async () => {
    const vendor = await staffDevice('vendor', 'vendor', 'en');
    const admin = await staffDevice('admin', 'admin', 'bn');
    const order = await town.placeOrder(1);
    await customerDevice('c', order.id, 'en');
    for (const minute of [5, 10, 20]) {
      vi.setSystemTime(minutesLater(minute));
      await sweepUnansweredOrders(server());
    }
    expect((await pushesTo(vendor)).map((push) => [push['title'], push['body']])).toEqual([
      [`New order ${order.number}`, expect.any(String)],
      [
        `Order ${order.number} is still waiting`,
        'Placed at 10:00 am and not accepted yet. Accept or reject it now.',
      ],
      [
        `Order ${order.number} was cancelled`,
        'Nobody at Ma Tara Bhandar answered it in 20 minutes, so the customer was told the shop did not answer.',
      ],
    ]);
    expect(await pushesTo(admin)).toEqual([
      expect.objectContaining({
        title: 'মা তারা ভাণ্ডারে একবার ফোন করুন',
        body: `অর্ডার ${order.number} ১০ মিনিটেও নেওয়া হয়নি। দোকানের ফোন: 90000 00100। দোকান সাড়া না দিলে সকাল ১০:২০-এ অর্ডারটি বাতিল হবে।`,
        link: `/admin/orders?order=${order.id}`,
      }),
    ]);
    expect((await pushesTo(token('c'))).map((push) => push['body'])).toEqual([
      'Ma Tara Bhandar did not answer in time. Nothing is owed; you can order again.',
    ]);
  });
});

describe('a shop’s own Telegram chat', () => {
  const context = (who: Person, bot = 'TownServicesBot'): ServerContext => ({
    store: server(),
    accounts: { create: async () => '', remove: async () => undefined },
    auth: { uid: town.uids[who] },
    telegramBot: { username: bot },
  });
  const linkCode = async (who: Person = 'vendor', shopId?: string) => {
    const answer = await handleShopTelegram(context(who), {
      action: 'link',
      language: 'bn',
      ...(shopId && { shopId }),
    });
    if (answer.kind !== 'link') throw new Error(answer.kind);
    const url = new URL(answer.url);
    expect(url.origin + url.pathname).toBe('https://t.me/TownServicesBot');
    return url.searchParams.get('start') ?? '';
  };

  it('links with a one-time code, once, and only while it works', async () => {
    const code = await linkCode();
    const chat = { id: -1001234, title: 'Ma Tara orders' };
    expect(await linkShopChat(server(), code, chat, Date.now())).toEqual({
      kind: 'linked',
      shopId: 'shop-1',
      answer: 'এখন থেকে মা তারা ভাণ্ডারের নতুন অর্ডার, মনে করানো আর বাতিলের খবর এই চ্যাটে আসবে।',
    });
    expect((await server().get(collections.shopChats, 'shop-1'))?.data).toMatchObject({
      chatId: '-1001234',
      chatTitle: 'Ma Tara orders',
    });
    // Used once.
    expect(await linkShopChat(server(), code, { id: 666 }, Date.now())).toMatchObject({
      kind: 'refused',
    });
    // Expired.
    const late = await linkCode();
    expect(await linkShopChat(server(), late, { id: 666 }, Date.now() + 31 * 60_000)).toMatchObject(
      { kind: 'refused' },
    );
    // A made-up code.
    expect(await linkShopChat(server(), 'A'.repeat(32), { id: 666 }, Date.now())).toMatchObject({
      kind: 'refused',
    });
    expect((await server().get(collections.shopChats, 'shop-1'))?.data['chatId']).toBe('-1001234');
  });

  it('is made for a vendor’s own shop or by an admin, and says when the town has no bot', async () => {
    expect(await refusalCode(linkCode('otherVendor', 'shop-1'))).toBe('permission-denied');
    expect(await refusalCode(linkCode('delivery'))).toBe('permission-denied');
    expect(await linkCode('admin', 'shop-2')).toMatch(/^[A-Za-z0-9]{32}$/);
    // The Demo has no Telegram.
    await town.signInAs('vendor');
    expect(await call()('shopTelegram', { action: 'link', language: 'en' })).toEqual({
      kind: 'no-telegram',
    });
    // The shop's vendor reads whether it is linked; another vendor does not.
    await linkShopChat(server(), await linkCode(), { id: 42, firstName: 'Tara' }, Date.now());
    expect(
      (await town.handle.backend.store.get(collections.shopChats, 'shop-1'))?.data,
    ).toMatchObject({ chatTitle: 'Tara' });
    await town.signInAs('otherVendor');
    expect(await refusalCode(town.handle.backend.store.get(collections.shopChats, 'shop-1'))).toBe(
      'permission-denied',
    );
  });

  it('hears the shop’s new orders, reminders and give-ups; the admin chat keeps the escalations', async () => {
    await linkShopChat(server(), await linkCode(), { id: 42 }, Date.now());
    const order = await town.placeOrder(1);
    for (const minute of [5, 10, 20]) {
      vi.setSystemTime(minutesLater(minute));
      await sweepUnansweredOrders(server());
    }
    const where = (await chatsAbout(order.id)).map((alert) => [
      alert['chat'],
      alert['chatId'] ?? null,
      String(alert['text']).split(/[:\n]/)[0],
    ]);
    expect(where.sort()).toEqual(
      [
        ['shop', '42', `New order ${order.number} — Ma Tara Bhandar`],
        ['delivery', null, `New order ${order.number} — Ma Tara Bhandar`],
        ['shop', '42', 'Reminder'],
        ['admin', null, 'Please call the shop'],
        ['shop', '42', `Order ${order.number} (Ma Tara Bhandar) cancelled by the server`],
      ].sort(),
    );

    // Unlinked, the shop's news goes to the admin chat again.
    await town.signInAs('vendor');
    expect(await call()('shopTelegram', { action: 'unlink' })).toEqual({ kind: 'unlinked' });
    const next = await town.placeOrder(1);
    expect((await chatsAbout(next.id)).map((alert) => alert['chat']).sort()).toEqual([
      'admin',
      'delivery',
    ]);
  });
});

describe('budgets: nobody silences a shop or floods a chat', () => {
  const loop = async (phone: string) => {
    const order = await town.placeOrder(1, phone);
    await call()('cancelOrder', { orderId: order.id });
  };

  it('the silenced shop: after eleven place-and-cancel loops from made-up phones, a real order is still told at every step', async () => {
    const vendor = await staffDevice('vendor', 'vendor', 'en');
    for (let n = 0; n < 11; n += 1) await loop(`98000${String(n).padStart(5, '0')}`);
    const real = await town.placeOrder(1, '9876543210');
    // Its new-order chat alert waits in the digest, but the vendor's phone hears of it,
    // collapsed with the others by its tag.
    expect(await chatsAbout(real.id)).toEqual([]);
    expect(
      (await pushesTo(vendor)).filter((push) => push['subject'] === `orders/${real.id}`),
    ).toEqual([
      expect.objectContaining({ tag: 'new-orders-shop-1', title: 'New orders at Ma Tara Bhandar' }),
    ]);
    for (const minute of [5, 10, 20]) {
      vi.setSystemTime(minutesLater(minute));
      await sweepUnansweredOrders(server());
    }
    const told = (await chatsAbout(real.id)).map((alert) => String(alert['text']).split(':')[0]);
    expect(told.sort()).toEqual(
      [
        'Reminder',
        'Reminder',
        'Please call the shop',
        `Order ${real.number} (Ma Tara Bhandar) cancelled by the server`,
      ].sort(),
    );
  });

  it(`lets one phone spend ${ALERTS_PER_PHONE_PER_SHOP_PER_HOUR} alerts an hour, and one device as many, while others still alert`, async () => {
    for (let n = 0; n < 3; n += 1) await loop('9800000001'); // 6 events from one phone
    const prankster = await server().query({ collection: collections.notifications });
    // Its first two orders and their cancellations; the third loop waits in the digest.
    const sent = prankster.docs.filter((doc) => doc.data['chat'] === 'admin').length;
    expect(sent).toBe(ALERTS_PER_PHONE_PER_SHOP_PER_HOUR);

    // One device, many made-up phones (the request's deviceId, when the app sends one).
    const fromDevice = async (n: number) => {
      const request = await town.checkout([{ productId: 'rice', quantity: 1 }], {
        phone: `97000${String(n).padStart(5, '0')}`,
      });
      const placed = await placeOrder(server(), { ...request, deviceId: 'one-device' } as never);
      if (placed.kind !== 'placed') throw new Error(placed.kind);
      return placed.orderId;
    };
    const byDevice = [];
    for (let n = 0; n < ALERTS_PER_PHONE_PER_SHOP_PER_HOUR + 2; n += 1)
      byDevice.push(await fromDevice(n));
    const alerted = await Promise.all(
      byDevice.map(async (id) => (await chatsAbout(id)).length > 0),
    );
    expect(alerted.filter(Boolean)).toHaveLength(ALERTS_PER_PHONE_PER_SHOP_PER_HOUR);

    // Someone else still alerts.
    const other = await town.placeOrder(1, '9123456780');
    expect((await chatsAbout(other.id)).map((alert) => alert['chat']).sort()).toEqual([
      'admin',
      'delivery',
    ]);
  });

  it('always alerts for a regular: a phone with a delivered order at the shop before', async () => {
    const first = await town.placeOrder(1, '9876543210');
    await staffMove('vendor', first.id, 'accept');
    await staffMove('vendor', first.id, 'ready');
    await staffMove('delivery', first.id, 'claim');
    await staffMove('delivery', first.id, 'pickUp');
    await staffMove('delivery', first.id, 'deliver');
    for (let n = 0; n < 12; n += 1) await loop(`98000${String(n).padStart(5, '0')}`);
    const newcomer = await town.placeOrder(1, '9123456780');
    expect(await chatsAbout(newcomer.id)).toEqual([]);
    const regular = await town.placeOrder(1, '9876543210');
    expect((await chatsAbout(regular.id)).map((alert) => alert['chat']).sort()).toEqual([
      'admin',
      'delivery',
    ]);
  });

  it('thirty made-up phones sending 300 requests give the admin chat 20 messages and one digest of the rest', async () => {
    for (let phone = 0; phone < 30; phone += 1) {
      for (let n = 0; n < 10; n += 1) {
        const saved = await call()('submitRequest', {
          kind: 'message',
          id: newRequestId(),
          fields: {
            name: 'Flood',
            phone: `96${String(phone).padStart(8, '0')}`,
            message: `Message number ${n}`,
          },
        });
        expect(saved.kind).toBe('saved');
      }
    }
    expect(await town.alerts()).toHaveLength(20);
    vi.setSystemTime(minutesLater(DIGEST_AFTER_MINUTES));
    await sweepUnansweredOrders(server());
    const alerts = await town.alerts();
    expect(alerts).toHaveLength(21);
    expect(alerts.filter((alert) => String(alert['text']).startsWith('280 more'))).toEqual([
      expect.objectContaining({
        chat: 'admin',
        text: '280 more requests in the last hour — open the dashboard.',
      }),
    ]);
  }, 60_000);
});
