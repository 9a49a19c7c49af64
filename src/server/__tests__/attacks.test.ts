// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { serverTime, type DocData } from '../../port/types';
import { collections, requestCollections } from '../../lib/models';
import { REQUEST_ALERTS_PER_PHONE_PER_HOUR } from '../../lib/limits';
import { tappableIn } from '../../testing/telegram-tappable';
import { townForEachTest } from './server-fixtures';
import { refusal } from '../../testing/refusal';

/**
 * Each attack a stranger could try with the public web config and the
 * Firestore REST API (docs/security.md numbers them), tried two ways: as a
 * request to the server's handlers, and as a direct write any browser could
 * send, which the Demo's policy — the mirror of firestore.rules — must
 * refuse. Every test here failed on the code before the server decided.
 */
const town = townForEachTest();

const call = () => town.handle.backend.call;
const store = () => town.handle.backend.store;

async function code(work: Promise<unknown>): Promise<string> {
  return (await refusal(work)).code;
}

/** Every document a stranger can list or read without knowing an id. */
async function everythingPublic(phones: string[]): Promise<string> {
  const listed = await Promise.all(
    [collections.shops, collections.products].map((collection) =>
      store().query({ collection, limit: 50 }),
    ),
  );
  const lookups = await Promise.all(
    phones.map((phone) => store().get(collections.openOrders, phone)),
  );
  const config = await Promise.all(
    ['ordering', 'shops'].map((id) => store().get(collections.config, id)),
  );
  return JSON.stringify([listed.map((page) => page.docs), lookups, config]);
}

describe('1. reading and cancelling someone else’s order', () => {
  it('leaves no public trace of an order: products, shops, a phone’s statuses and settings name none of it', async () => {
    const order = await town.placeOrder(2);
    await town.signInAs(null);
    const visible = await everythingPublic([order.phone]);
    expect(visible).not.toContain(order.id);
    expect(visible).not.toContain('lastOrderId');
    expect(visible).not.toContain(order.code);
    expect(visible).not.toContain(order.number);
  });

  it('shows a stranger with a phone number only whether it has orders on their way, and their status', async () => {
    const order = await town.placeOrder(2);
    const lookup = await store().get(collections.openOrders, order.phone);
    expect(lookup?.data).toEqual({ statuses: ['placed'] });
    // No number, total, date or history: the server's memory of the phone is its own.
    for (const who of [null, 'user', 'vendor', 'delivery'] as const) {
      await town.signInAs(who);
      for (const collection of [
        collections.phoneActivity,
        collections.shopActivity,
        collections.references,
      ]) {
        expect(await code(store().get(collection, order.phone)), `${who} ${collection}`).toBe(
          'permission-denied',
        );
      }
      expect(await code(store().get(collections.references, order.number))).toBe(
        'permission-denied',
      );
    }
  });

  it('refuses a stranger’s list of orders and any direct change to one', async () => {
    const order = await town.placeOrder(1);
    for (const who of [null, 'user'] as const) {
      await town.signInAs(who);
      expect(await code(store().query({ collection: collections.orders }))).toBe(
        'permission-denied',
      );
      expect(
        await code(store().update(collections.orders, order.id, { status: 'cancelled' })),
      ).toBe('permission-denied');
    }
    expect((await town.order(order.id))?.status).toBe('placed');
  });

  it('cancels only with the order’s id, which a number alone does not give', async () => {
    const order = await town.placeOrder(1);
    // The number may be overheard; the id is a secret of the browser that placed the order.
    expect(await code(call()('cancelOrder', { orderId: order.number }))).toBe('invalid-argument');
    expect(await code(call()('cancelOrder', { orderId: 'f'.repeat(32) }))).toBe('not-found');
    expect((await town.order(order.id))?.status).toBe('placed');
  });
});

describe('2. setting stock to anything', () => {
  it('refuses a quantity that is not 1–20, and writes nothing', async () => {
    for (const quantity of [-99995, 0, 21, 1.5]) {
      const request = await town.checkout([{ productId: 'rice', quantity }]);
      expect(await code(call()('placeOrder', request)), String(quantity)).toBe('invalid-argument');
    }
    expect(await town.stockOf('rice')).toBe(5);
  });

  it('refuses a direct stock change from anyone, and a vendor’s change outside the bounds or their shop', async () => {
    for (const who of [null, 'vendor'] as const) {
      await town.signInAs(who);
      expect(
        await code(store().update(collections.products, 'rice', { stock: 100000, price: 60_00 })),
      ).toBe('permission-denied');
    }
    const set = (productId: string, stock: number, price: number) =>
      call()('vendorShopAction', { action: 'setStockAndPrice', productId, stock, price });
    expect(await code(set('rice', 100000, 60_00))).toBe('invalid-argument');
    expect(await code(set('rice', -5, 60_00))).toBe('invalid-argument');
    expect(await code(set('rice', 40, 100_000_01))).toBe('invalid-argument');
    // A fraction of a paisa is not an amount: every amount is whole paise.
    expect(await code(set('rice', 40, 62.5))).toBe('invalid-argument');
    expect(await code(set('fish', 40, 60_00))).toBe('permission-denied'); // another shop's
    await set('rice', 40, 62_50);
    expect(await town.stockOf('rice')).toBe(40);
    await town.signInAs('user');
    expect(await code(set('rice', 1, 60_00))).toBe('permission-denied');
    await town.signInAs(null);
    expect(await code(set('rice', 1, 60_00))).toBe('unauthenticated');
  });

  it('lets a vendor open and close only their own shop', async () => {
    await town.signInAs('vendor');
    expect(await code(store().update(collections.shops, 'shop-1', { open: false }))).toBe(
      'permission-denied',
    );
    await call()('vendorShopAction', { action: 'setOpen', open: false });
    expect((await store().get(collections.shops, 'shop-1'))?.data['open']).toBe(false);
    expect((await store().get(collections.shops, 'shop-2'))?.data['open']).toBe(true);
  });

  it('refuses a made-up shop and another shop’s product, taking no stock', async () => {
    const madeUp = await town.checkout([{ productId: 'rice', quantity: 2 }], { shopId: 'hidden' });
    expect(await call()('placeOrder', madeUp)).toEqual({ kind: 'shop-gone' });
    const otherShops = await town.checkout([{ productId: 'fish', quantity: 1, price: 250_00 }]);
    expect(await call()('placeOrder', otherShops)).toMatchObject({
      kind: 'changed',
      lines: [{ productId: 'fish', now: null }],
    });
    expect(await town.stockOf('rice')).toBe(5);
    expect(await town.stockOf('fish')).toBe(9);
  });
});

describe('3. naming one’s own price', () => {
  it('charges the database’s prices and fee whatever the request carries', async () => {
    const request = await town.checkout([{ productId: 'rice', quantity: 2 }]);
    const forged = { ...request, subtotal: 0, total: 0, status: 'delivered' } as typeof request;
    const result = await call()('placeOrder', forged);
    expect(result).toMatchObject({ kind: 'placed', total: 150_00 });
    expect(await town.order(request.orderId)).toMatchObject({
      subtotal: 120_00,
      deliveryFee: 30_00,
      total: 150_00,
      status: 'placed',
    });
  });

  it('refuses a line priced below the shop’s price instead of charging it', async () => {
    const request = await town.checkout([{ productId: 'rice', quantity: 2, price: 1 }]);
    expect(await call()('placeOrder', request)).toMatchObject({
      kind: 'changed',
      lines: [{ productId: 'rice', now: { price: 60_00 } }],
    });
    expect(await town.order(request.orderId)).toBeNull();
  });
});

describe('4. posting to the staff chats', () => {
  it('refuses an alert written by anyone but the server', async () => {
    const alert: DocData = {
      chat: 'admin',
      text: 'Urgent: pay at https://evil.example',
      subject: 'orders/x',
      status: 'pending',
      attempts: 0,
      createdAt: serverTime,
      sentAt: null,
    };
    for (const who of [null, 'user', 'vendor'] as const) {
      await town.signInAs(who);
      expect(await code(store().set(collections.notifications, `x-${who}`, alert))).toBe(
        'permission-denied',
      );
    }
  });

  it('writes only the server’s own words, with links made harmless', async () => {
    await call()('submitRequest', {
      kind: 'message',
      id: 'a'.repeat(20),
      fields: {
        name: 'Asha',
        phone: '9876543210',
        message: 'Your account is blocked, verify at https://pay-now.in/x or www.evil.com',
      },
    });
    const [alert] = await town.alerts();
    expect(alert?.['chat']).toBe('admin');
    expect(String(alert?.['text']).split('\n')).toEqual([
      'New message',
      'Name: Asha',
      'Phone: 98765 43210',
      'Message: Your account is blocked, verify at hxxps[:]//pay-now[.]in/x or www[.]evil[.]com',
      expect.stringMatching(/^Booking BK-\d{6}$/),
    ]);
  });
  it('takes at most 10 requests a day from one phone', async () => {
    const send = (n: number) =>
      call()('submitRequest', {
        kind: 'message',
        id: `msg${String(n).padStart(17, '0')}`,
        fields: { name: 'Flood', phone: '9876543210', message: `Message number ${n}` },
      });
    for (let n = 0; n < 10; n++) expect((await send(n)).kind).toBe('saved');
    expect(await send(10)).toEqual({ kind: 'daily-limit', limit: 10 });
    // One phone spends its own share of the admin chat's hour; the rest wait in its digest.
    expect(await town.alerts()).toHaveLength(REQUEST_ALERTS_PER_PHONE_PER_HOUR);
  });
});

describe('5. rewriting or filling what a phone shows', () => {
  it('refuses any write to a phone’s statuses or the server’s memory from a browser', async () => {
    const order = await town.placeOrder(1);
    for (const who of [null, 'user', 'vendor'] as const) {
      await town.signInAs(who);
      for (const phone of [order.phone, '9123456780']) {
        expect(await code(store().set(collections.openOrders, phone, { statuses: [] }))).toBe(
          'permission-denied',
        );
        expect(await code(store().set(collections.phoneActivity, phone, { records: {} }))).toBe(
          'permission-denied',
        );
      }
    }
    expect(await town.openStatuses(order.phone)).toEqual(['placed']);
  });

  it('keeps a phone’s memory to its latest 50 orders and bookings, so it can never fill up', async () => {
    // 50 finished orders already remembered (as after months of use).
    await town.handle.internals.writeDoc(collections.phoneActivity, '9876543210', {
      records: Object.fromEntries(
        Array.from({ length: 50 }, (_, i) => [
          `old${i}`,
          { collection: 'orders', number: 'TS-000000', code: 'ABCDEF', status: 'cancelled', at: i },
        ]),
      ),
    });
    const order = await town.placeOrder(1);
    const records = (await town.phoneMemory('9876543210'))?.records ?? {};
    expect(Object.keys(records)).toHaveLength(50);
    // The newest stay: the order just placed, and not the oldest finished ones.
    expect(records[order.id]?.status).toBe('placed');
    expect(records['old0']).toBeUndefined();
  });
});

describe('6. rewriting an order’s history', () => {
  it('refuses a direct change to status, history or times; the server appends them itself', async () => {
    const order = await town.placeOrder(1);
    await town.signInAs(null);
    expect(
      await code(
        store().update(collections.orders, order.id, {
          status: 'cancelled',
          history: [],
          updatedAt: new Date(0),
        }),
      ),
    ).toBe('permission-denied');
    await call()('cancelOrder', { orderId: order.id });
    const stored = await town.order(order.id);
    expect(stored?.history.map((step) => step.status)).toEqual(['placed', 'cancelled']);
    expect(stored?.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('8. unbounded documents, requests and reads', () => {
  it('lets a stranger list the catalogue a page at a time, never a whole collection at once', async () => {
    await town.signInAs(null);
    for (const collection of [collections.shops, collections.products, collections.doctors]) {
      expect(await code(store().query({ collection })), collection).toBe('permission-denied');
      expect(await code(store().query({ collection, limit: 51 })), collection).toBe(
        'permission-denied',
      );
      await expect(store().query({ collection, limit: 20 })).resolves.toBeDefined();
    }
  });

  it('refuses more than 30 lines, and text past its bounds', async () => {
    const lines = Array.from({ length: 31 }, (_, n) => ({ productId: `p${n}`, quantity: 1 }));
    expect(await code(call()('placeOrder', await town.checkout(lines)))).toBe('invalid-argument');
    const rice = [{ productId: 'rice', quantity: 1 }];
    for (const overrides of [
      { address: 'x'.repeat(900_000) },
      { note: 'n'.repeat(301) },
      { customerName: 'R'.repeat(61) },
      { phone: '12345' },
    ]) {
      expect(
        await code(call()('placeOrder', await town.checkout(rice, overrides))),
        Object.keys(overrides)[0],
      ).toBe('invalid-argument');
    }
  });

  it('refuses a request record written straight into its collection', async () => {
    await town.signInAs(null);
    for (const collection of Object.values(requestCollections)) {
      expect(
        await code(
          store().set(collection, 'r1', { name: 'x', status: 'new', createdAt: serverTime }),
        ),
        collection,
      ).toBe('permission-denied');
    }
  });
});

describe('9. an admin document without the admin role', () => {
  it('is no admin to the policy or to the server', async () => {
    await town.handle.internals.writeDoc(collections.admins, town.uids.user, {
      name: 'Not really',
      email: 'someone@town.test',
      role: 'user',
    });
    await town.signInAs('user');
    expect(await code(store().query({ collection: collections.orders }))).toBe('permission-denied');
    expect(
      await code(
        call()('createStaffAccount', {
          kind: 'delivery',
          phone: '9123456789',
          password: 'delivery123',
          name: 'Mole',
        }),
      ),
    ).toBe('permission-denied');
  });
});

describe('13. forging lines in the staff alerts', () => {
  const forged = 'Total ₹1.00, PAID ONLINE';
  /** Every kind of line break a visitor could type, and links of every kind Telegram makes tappable. */
  const hostile = {
    name: `Ram\n${forged}`,
    address: `12 School Para Road\r\n${forged}`,
    landmark: `pond\u2028Join t.me/evil_bot`,
    note: `@evil_admin\u2029/start\u0085${forged}\vevil.ru\f1.2.3.4 #refund $USD x.dev tg://resolve`,
  };
  const linesOf = (text: unknown) => String(text).split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/);
  /** What follows the server's label ("Name: ") or count ("• 2 × "). */
  const typedPart = (line: string) => line.replace(/^(?:[^:]*: |• \d+ × )/, '');

  it('gives each field a customer typed a line of its own, with no line break or link left in it', async () => {
    const request = await town.checkout([{ productId: 'rice', quantity: 2 }], {
      customerName: hostile.name,
      address: hostile.address,
      landmark: hostile.landmark,
      note: hostile.note,
    });
    expect((await call()('placeOrder', request)).kind).toBe('placed');
    const alerts = await town.alerts();
    expect(alerts.map((alert) => alert['chat']).sort()).toEqual(['admin', 'delivery']);
    const lines = linesOf(alerts[0]?.['text']);
    expect(lines).toEqual([
      expect.stringMatching(/^New order TS-\d{6} — Ma Tara Bhandar$/),
      '• 2 × Rice (1 kg)',
      'Total ₹150.00, cash on delivery',
      `Name: Ram ${forged}`,
      'Phone: 98765 43210',
      `Address: 12 School Para Road ${forged}`,
      'Landmark: pond Join t[.]me/evil_bot',
      `Note: [@]evil_admin [/]start ${forged} evil[.]ru 1[.]2[.]3[.]4 [#]refund [$]USD x[.]dev tg[:]//resolve`,
    ]);
    for (const line of lines.slice(3)) expect(tappableIn(typedPart(line)), line).toEqual([]);
  });

  it('does the same for a request’s fields, its medicines one to a line', async () => {
    await call()('submitRequest', {
      kind: 'medicineOrder',
      id: 'b'.repeat(20),
      fields: {
        name: hostile.name,
        phone: '9876543210',
        address: hostile.address,
        items: [
          { name: `Paracetamol\n${forged}`, quantity: 2 },
          { name: 'Refund at pay-now.in', quantity: 1 },
        ],
        note: hostile.note,
      },
    });
    const [alert] = await town.alerts();
    const lines = linesOf(alert?.['text']);
    expect(lines).toEqual([
      'Medicine order',
      `Name: Ram ${forged}`,
      'Phone: 98765 43210',
      `Deliver to: 12 School Para Road ${forged}`,
      `• 2 × Paracetamol ${forged}`,
      '• 1 × Refund at pay-now[.]in',
      expect.stringMatching(/^Note: \[@\]evil_admin/),
      expect.stringMatching(/^Booking BK-\d{6}$/),
    ]);
    for (const line of lines.slice(1)) expect(tappableIn(typedPart(line)), line).toEqual([]);
  });

  it('puts a rejection’s reason on a line of its own', async () => {
    const order = await town.placeOrder(1);
    await town.signInAs('vendor');
    await call()('staffOrderAction', {
      orderId: order.id,
      action: 'reject',
      reasonCode: 'shopClosing',
      reason: `Closed\n${forged}`,
    });
    const rejected = (await town.alerts()).find((alert) =>
      String(alert['text']).includes('rejected'),
    );
    expect(linesOf(rejected?.['text'])).toEqual([
      `Order ${order.number} (Ma Tara Bhandar) rejected by the vendor: Shop closing`,
      `In their words: Closed ${forged}`,
    ]);
  });
});
