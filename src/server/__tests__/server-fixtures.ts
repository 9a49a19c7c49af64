import { afterEach, beforeEach, vi } from 'vitest';
import type { PlaceOrderRequest } from '../../port/callables';
import { openDemoBackend, type DemoBackendHandle } from '../../backend/demo/demo-backend';
import type { DocData } from '../../port/types';
import { randomId } from '../../lib/ids';
import { openStatusesOf, orderSchema, parseDoc, parseData } from '../../lib/model-schemas';
import {
  collections,
  configDocs,
  type Order,
  type OrderingTerms,
  type PhoneActivity,
  type WithId,
} from '../../lib/models';
import { newRequestId, recordIdFor } from '../../lib/order-identity';
import { phoneActivityModel } from '../../lib/record-schemas';

/**
 * A small town for the server's tests: one shop with rice (5 at ₹60) and dal
 * (1 at ₹120), its vendor, a delivery person and an admin, on a Demo backend
 * of its own. Calls go through `backend.call`, which runs the very handlers
 * a Cloud Function runs, on the Demo's database; plain store calls are what
 * any browser could send, held to the policy that mirrors firestore.rules.
 */
export const shop = {
  name: 'Ma Tara Bhandar',
  type: 'grocery',
  address: 'Station Road',
  area: 'Bazar',
  phone: '9000000100',
  image: '/img/town.svg#shop-grocery',
  open: true,
  hours: '8 am – 9 pm',
  description: 'Grocery',
  keywords: ['ma'],
};

/** A product of shop-1; `price` in paise. */
export const product = (name: string, stock: number, price: number): DocData => ({
  shopId: 'shop-1',
  shopName: shop.name,
  name,
  category: 'Rice & grains',
  price,
  unit: '1 kg',
  stock,
  image: '/img/town.svg#product-rice-grains',
  description: '',
  keywords: [],
});

/** The sweep's tests' clock: an order placed at 10:00 in the town (04:30 UTC), and minutes after. */
export const placedAt = new Date('2026-11-24T10:00:00+05:30');
export const minutesLater = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);

/** Opens the town with the clock (Date only) faked at `time` (tests call `vi.useRealTimers()` after). */
export async function openTownAt(time: Date): Promise<Town> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
  return openTown();
}

/** Opens the town with the clock faked at `placedAt`. */
export const openTownAtTen = () => openTownAt(placedAt);

export const people = {
  admin: { email: 'admin@town.test', password: 'secret123' },
  vendor: { phone: '9000000001', password: 'vendor123' },
  otherVendor: { phone: '9000000002', password: 'vendor123' },
  delivery: { phone: '9000000011', password: 'delivery123' },
  otherDelivery: { phone: '9000000012', password: 'delivery123' },
  user: { email: 'someone@town.test', password: 'secret123' },
} as const;

export type Person = keyof typeof people;

export interface Town {
  handle: DemoBackendHandle;
  uids: Record<Person, string>;
  signInAs(who: Person | null): Promise<void>;
  /** The checkout request of a signed-out customer, for `lines` of rice and dal. */
  checkout(
    lines: { productId: string; quantity: number; price?: number }[],
    overrides?: Partial<PlaceOrderRequest>,
  ): Promise<PlaceOrderRequest & { orderId: string }>;
  /** A signed-out customer places `quantity` of rice; returns the stored order. */
  placeOrder(quantity?: number, phone?: string): Promise<WithId<Order>>;
  order(orderId: string): Promise<WithId<Order> | null>;
  stockOf(productId: string): Promise<unknown>;
  /** What anyone may read of a phone: its open orders' statuses. */
  openStatuses(phone: string): Promise<ReturnType<typeof openStatusesOf>>;
  /** What the server remembers of a phone (read as the server: no browser may). */
  phoneMemory(phone: string): Promise<PhoneActivity | null>;
  /** Every staff alert in the outbox (leaves nobody signed in). */
  alerts(): Promise<DocData[]>;
  /** Gives the order to a delivery person, as whoever is signed in (an admin may). */
  assign(orderId: string, rider: 'delivery' | 'otherDelivery'): Promise<unknown>;
  /**
   * The admin's terms (config/ordering): the town's ₹30 fee, free from ₹499,
   * 3 open orders a phone, but for `changes`.
   */
  setOrderingTerms(changes: Partial<OrderingTerms>): Promise<void>;
  /** Writes `fields` over a stored document, as the server would: a test's own setup. */
  amend(collection: string, id: string, fields: DocData): Promise<void>;
}

/** Paise: rice ₹60, dal ₹120. */
const prices: Record<string, number> = { rice: 60_00, dal: 120_00 };

export async function openTown(): Promise<Town> {
  const handle = await openDemoBackend({
    databaseName: `server-${randomId(8)}`,
    seed: false,
    passwordIterations: 1_000,
  });
  const { internals, backend } = handle;
  await internals.writeDoc(collections.shops, 'shop-1', shop);
  await internals.writeDoc(collections.shops, 'shop-2', { ...shop, name: 'Other shop' });
  await internals.writeDoc(collections.products, 'rice', product('Rice', 5, 60_00));
  await internals.writeDoc(collections.products, 'dal', product('Dal', 1, 120_00));
  await internals.writeDoc(collections.products, 'fish', {
    ...product('Fish', 9, 250_00),
    shopId: 'shop-2',
  });

  const uids = {} as Record<Person, string>;
  uids.admin = await internals.createAccount(people.admin.email, people.admin.password);
  await internals.writeDoc(collections.admins, uids.admin, {
    name: 'Admin',
    email: people.admin.email,
    role: 'admin',
  });
  uids.user = await internals.createAccount(people.user.email, people.user.password);
  // The staff who sign in by phone: each shop's vendor, and two delivery persons.
  for (const [who, kind, more] of [
    ['vendor', 'vendor', { shopId: 'shop-1', category: 'grocery' }],
    ['otherVendor', 'vendor', { shopId: 'shop-2', category: 'grocery' }],
    ['delivery', 'delivery', {}],
    ['otherDelivery', 'delivery', {}],
  ] as const) {
    uids[who] = await internals.createAccount(
      `${people[who].phone}@${kind}.phone.invalid`,
      people[who].password,
    );
    await internals.writeDoc(collections[kind], uids[who], {
      name: who,
      phone: people[who].phone,
      active: true,
      ...more,
    });
  }

  const town: Town = {
    handle,
    uids,
    async signInAs(who) {
      const auth = await backend.auth();
      await auth.signOut();
      if (who === null) return;
      if (who === 'admin' || who === 'user') {
        await auth.signInWithEmail(people[who].email, people[who].password);
      } else {
        const kind = who === 'vendor' || who === 'otherVendor' ? 'vendor' : 'delivery';
        const record = await auth.signInStaffByPhone(kind, people[who].phone, people[who].password);
        if (!record) throw new Error(`${who} could not sign in`);
      }
    },
    async checkout(lines, overrides = {}) {
      const subtotal = lines.reduce(
        (sum, line) => sum + (line.price ?? prices[line.productId] ?? 0) * line.quantity,
        0,
      );
      const request: PlaceOrderRequest = {
        requestId: newRequestId(),
        shopId: 'shop-1',
        lines: lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          price: line.price ?? prices[line.productId] ?? 0,
        })),
        deliveryFee: subtotal >= 499_00 ? 0 : 30_00,
        customerName: 'Rina Das',
        phone: '9876543210',
        address: '12 School Para Road',
        landmark: 'Near the temple',
        note: '',
        ...overrides,
      };
      return { ...request, orderId: await recordIdFor(collections.orders, request.requestId) };
    },
    async placeOrder(quantity = 1, phone = '9876543210') {
      const request = await town.checkout([{ productId: 'rice', quantity }], { phone });
      const result = await backend.call('placeOrder', request);
      if (result.kind !== 'placed') throw new Error(`not placed: ${result.kind}`);
      const order = await town.order(result.orderId);
      if (!order) throw new Error('the order was not stored');
      return order;
    },
    async order(orderId) {
      return parseDoc(orderSchema, await backend.store.get(collections.orders, orderId));
    },
    async stockOf(productId) {
      return (await backend.store.get(collections.products, productId))?.data['stock'];
    },
    async openStatuses(phone) {
      return openStatusesOf((await backend.store.get(collections.openOrders, phone))?.data);
    },
    async phoneMemory(phone) {
      const doc = await handle.internals.serverStore.get(collections.phoneActivity, phone);
      return parseData(phoneActivityModel, doc?.data);
    },
    async alerts() {
      // Only an admin may list the outbox: look as one, and leave signed out.
      await town.signInAs('admin');
      const page = await backend.store.query({ collection: collections.notifications });
      await town.signInAs(null);
      return page.docs.map((doc) => doc.data);
    },
    assign(orderId, rider) {
      return backend.call('staffOrderAction', {
        orderId,
        action: 'assign',
        deliveryUid: uids[rider],
      });
    },
    setOrderingTerms(changes) {
      return internals.writeDoc(collections.config, configDocs.ordering, {
        deliveryFee: 30_00,
        freeDeliveryAbove: 499_00,
        openOrdersPerPhone: 3,
        ...changes,
      });
    },
    async amend(collection, id, fields) {
      const stored = await internals.serverStore.get(collection, id);
      if (!stored) throw new Error(`no ${collection}/${id} to amend`);
      await internals.writeDoc(collection, id, { ...stored.data, ...fields });
    },
  };
  return town;
}

/**
 * A fresh town for each test of the file, opened by `open` (`openTown`, or
 * `openTownAtTen` for the sweep's clock), closed after the test with the
 * clock given back. The object stays the same; each test fills it anew.
 */
export function townForEachTest(open: () => Promise<Town> = openTown): Town {
  const town = {} as Town;
  beforeEach(async () => {
    Object.assign(town, await open());
  });
  afterEach(() => {
    town.handle.internals.close();
    vi.useRealTimers();
  });
  return town;
}
