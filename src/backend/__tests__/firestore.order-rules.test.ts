// @vitest-environment node
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { collections } from '../../lib/models';
import { parseHostAndPort } from '../firebase/app';
import { firestoreEmulatorHost, firestoreRules } from './firebase-emulator';

/**
 * The ordering rules of firestore.rules on the Firestore emulator: no browser
 * writes an order, a stock level outside a vendor's own bounds, a lookup, an
 * alert or a request (the functions do); lists are scoped to the person.
 * Gated on FIRESTORE_EMULATOR_HOST (the emulator needs Java 21, missing
 * here); the same attacks run always against the Demo policy and the server's
 * handlers (src/server/__tests__/attacks.test.ts).
 */
const reason =
  'FIRESTORE_EMULATOR_HOST is not set — the Firestore emulator needs Java 21 and is not run here';
const describeRules = firestoreEmulatorHost ? describe : describe.skip;

const VENDOR_A = 'vendor-a';
const VENDOR_B = 'vendor-b';
const RIDER = 'rider';

describeRules(`firestore.rules: ordering${firestoreEmulatorHost ? '' : ` — ${reason}`}`, () => {
  let environment: RulesTestEnvironment;
  let assertFails: (work: Promise<unknown>) => Promise<unknown>;
  let assertSucceeds: (work: Promise<unknown>) => Promise<unknown>;
  let serverTimestamp: () => unknown;

  beforeAll(async () => {
    const testing = await import('@firebase/rules-unit-testing');
    ({ assertFails, assertSucceeds } = testing);
    ({ serverTimestamp } = await import('firebase/firestore'));
    const rules = await firestoreRules();
    if (rules === undefined) throw new Error('firestore.rules is missing.');
    const { host, port } = parseHostAndPort(firestoreEmulatorHost ?? '');
    environment = await testing.initializeTestEnvironment({
      projectId: 'demo-town-services-order-rules',
      firestore: { host, port, rules },
    });
  });

  afterAll(async () => {
    await environment.cleanup();
  });

  const order = (overrides: Record<string, unknown> = {}) => ({
    number: 'TS-123456',
    code: 'K7PX3M',
    shopId: 'shop-a',
    shopName: 'Shop A',
    lines: [{ productId: 'rice', name: 'Rice', unit: '1 kg', price: 60, quantity: 2 }],
    quantities: { rice: 2 },
    subtotal: 120,
    deliveryFee: 30,
    total: 150,
    customerName: 'Rina Das',
    phone: '9876543210',
    address: '12 School Para Road',
    landmark: '',
    note: '',
    payment: 'cod',
    status: 'placed',
    browserTag: 'tag',
    deliveryUid: null,
    reason: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    history: [{ status: 'placed', at: new Date() }],
    ...overrides,
  });

  beforeEach(async () => {
    await environment.clearFirestore();
    await environment.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const vendor = (shopId: string) => ({ name: 'V', phone: '9000000001', active: true, shopId });
      await db.collection(collections.vendor).doc(VENDOR_A).set(vendor('shop-a'));
      await db.collection(collections.vendor).doc(VENDOR_B).set(vendor('shop-b'));
      await db
        .collection(collections.delivery)
        .doc(RIDER)
        .set({ name: 'R', phone: '9000000011', active: true });
      await db
        .collection(collections.products)
        .doc('rice')
        .set({ shopId: 'shop-a', name: 'Rice', stock: 5, price: 60 });
      await db
        .collection(collections.orders)
        .doc('existing')
        .set({ ...order(), createdAt: new Date(), updatedAt: new Date() });
    });
  });

  const as = (uid: string | null): RulesTestContext =>
    uid === null ? environment.unauthenticatedContext() : environment.authenticatedContext(uid);

  it('refuses every order, stock, lookup and alert a browser writes (attacks 1–6)', async () => {
    for (const who of [null, 'stranger', VENDOR_A, RIDER]) {
      const db = as(who).firestore();
      await assertFails(db.collection(collections.orders).doc('o1').set(order()));
      await assertFails(
        db.collection(collections.orders).doc('existing').update({ status: 'cancelled' }),
      );
      await assertFails(
        db.collection(collections.openOrders).doc('9876543210').set({ statuses: [] }),
      );
      await assertFails(
        db.collection(collections.phoneActivity).doc('9876543210').set({ records: {} }),
      );
      await assertFails(
        db.collection(collections.notifications).doc('n1').set({
          chat: 'admin',
          text: 'Pay at https://evil.example',
          subject: 'orders/x',
          status: 'pending',
          attempts: 0,
          createdAt: serverTimestamp(),
          sentAt: null,
        }),
      );
      await assertFails(db.collection(collections.appointments).doc('a1').set({ status: 'new' }));
    }
    await assertFails(
      as(null).firestore().collection(collections.products).doc('rice').update({ stock: 100000 }),
    );
  });

  it('lets no vendor write their shop or products directly (the vendorShopAction function does)', async () => {
    const rice = as(VENDOR_A).firestore().collection(collections.products).doc('rice');
    await assertFails(rice.update({ stock: 40, price: 62.5 }));
    await assertFails(
      as(VENDOR_A).firestore().collection(collections.shops).doc('shop-a').update({ open: false }),
    );
  });

  it('does not take an admins document as admin without the admin role (attack 9)', async () => {
    await environment.withSecurityRulesDisabled(async (context) => {
      await context.firestore().collection(collections.admins).doc('helper').set({ role: 'user' });
    });
    await assertFails(as('helper').firestore().collection(collections.orders).get());
  });

  it('lets nobody list orders but scoped staff', async () => {
    await assertFails(as(null).firestore().collection(collections.orders).get());
    await assertSucceeds(
      as(VENDOR_A).firestore().collection(collections.orders).where('shopId', '==', 'shop-a').get(),
    );
    await assertFails(
      as(VENDOR_B).firestore().collection(collections.orders).where('shopId', '==', 'shop-a').get(),
    );
    await assertSucceeds(
      as(RIDER)
        .firestore()
        .collection(collections.orders)
        .where('status', '==', 'ready')
        .where('deliveryUid', '==', null)
        .get(),
    );
    // Each condition of the delivery queue alone is refused (policy.test.ts holds the Demo to it).
    const orders = as(RIDER).firestore().collection(collections.orders);
    await assertFails(orders.where('status', '==', 'ready').get());
    await assertFails(orders.where('deliveryUid', '==', null).get());
    await assertFails(
      orders.where('status', '==', 'placed').where('deliveryUid', '==', null).get(),
    );
    await assertFails(
      as('stranger')
        .firestore()
        .collection(collections.orders)
        .where('status', '==', 'ready')
        .where('deliveryUid', '==', null)
        .get(),
    );
  });

  it('reads a phone’s open statuses by id but never lists them, and never the server’s memory', async () => {
    const db = as(null).firestore();
    await assertSucceeds(db.collection(collections.openOrders).doc('9876543210').get());
    await assertFails(db.collection(collections.openOrders).get());
    await assertFails(db.collection(collections.phoneActivity).doc('9876543210').get());
    await assertFails(db.collection(collections.references).doc('TS-123456').get());
  });

  it('reads a list sent to a shop and its photo by id only; lists them for the shop’s vendor alone (issue 37)', async () => {
    await environment.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.collection(collections.shopLists).doc('list-a').set({ shopId: 'shop-a' });
      await db
        .collection(collections.listMedia)
        .doc('list-a-photo')
        .set({ shopId: 'shop-a', kind: 'photo', data: 'data:image/jpeg;base64,AAAA' });
    });
    for (const collection of [collections.shopLists, collections.listMedia]) {
      for (const who of [null, 'stranger', VENDOR_B, RIDER]) {
        const db = as(who).firestore();
        await assertFails(db.collection(collection).limit(20).get());
        await assertFails(db.collection(collection).where('shopId', '==', 'shop-a').get());
        await assertFails(db.collection(collection).doc('x').set({ shopId: 'shop-a' }));
      }
      await assertSucceeds(
        as(VENDOR_A).firestore().collection(collection).where('shopId', '==', 'shop-a').get(),
      );
      await assertFails(as(VENDOR_A).firestore().collection(collection).doc('x').delete());
    }
    const db = as(null).firestore();
    await assertSucceeds(db.collection(collections.shopLists).doc('list-a').get());
    await assertSucceeds(db.collection(collections.listMedia).doc('list-a-photo').get());
  });

  it('lets a stranger list the catalogue a page at a time only', async () => {
    const db = as(null).firestore();
    await assertSucceeds(db.collection(collections.products).limit(20).get());
    await assertFails(db.collection(collections.products).get());
    await assertFails(db.collection(collections.products).limit(51).get());
  });
});
