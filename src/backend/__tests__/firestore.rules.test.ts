// @vitest-environment node
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { collections } from '../../lib/models';
import { firestoreEmulatorHost, firestoreRules } from './firebase-emulator';
import { parseHostAndPort } from '../firebase/app';

/**
 * firestore.rules on the Firestore emulator, through @firebase/rules-unit-testing.
 * Gated on FIRESTORE_EMULATOR_HOST: the emulator needs Java 21, which these
 * machines lack (`firebase emulators:exec --only auth,firestore` runs it
 * where it can). It uses its own project id, so clearing its data never
 * touches the contract suite's documents on the same emulator.
 */

const reason =
  'FIRESTORE_EMULATOR_HOST is not set — the Firestore emulator needs Java 21 and is not run here';
const describeRules = firestoreEmulatorHost ? describe : describe.skip;

const ADMIN = 'admin-uid';
const VENDOR = 'vendor-uid';
const DELIVERY = 'delivery-uid';
const STRANGER = 'signed-in-without-staff-doc';

describeRules(`firestore.rules${firestoreEmulatorHost ? '' : ` — ${reason}`}`, () => {
  let environment: RulesTestEnvironment;
  let assertFails: (work: Promise<unknown>) => Promise<unknown>;
  let assertSucceeds: (work: Promise<unknown>) => Promise<unknown>;

  beforeAll(async () => {
    const testing = await import('@firebase/rules-unit-testing');
    assertFails = testing.assertFails;
    assertSucceeds = testing.assertSucceeds;
    const rules = await firestoreRules();
    if (rules === undefined) throw new Error('firestore.rules is missing.');
    const { host, port } = parseHostAndPort(firestoreEmulatorHost ?? '');
    environment = await testing.initializeTestEnvironment({
      projectId: 'demo-town-services-rules',
      firestore: { host, port, rules },
    });
  });

  afterAll(async () => {
    await environment.cleanup();
  });

  beforeEach(async () => {
    await environment.clearFirestore();
    await environment.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db
        .collection(collections.admins)
        .doc(ADMIN)
        .set({ name: 'Admin', email: 'admin@example.com', role: 'admin' });
      await db.collection(collections.vendor).doc(VENDOR).set({
        name: 'Gupta Stores',
        phone: '9876543210',
        active: true,
        shopId: 'shop-1',
        category: 'grocery',
      });
      await db
        .collection(collections.delivery)
        .doc(DELIVERY)
        .set({ name: 'Bikash', phone: '9123456780', active: true });
      await db
        .collection(collections.shops)
        .doc('shop-1')
        .set({
          name: 'Gupta Stores',
          type: 'grocery',
          address: 'Station Road',
          area: 'Bazar',
          phone: '9876543210',
          image: '/shops/gupta.webp',
          open: true,
          hours: '8 am – 9 pm',
          description: 'Groceries',
          keywords: ['gupta', 'grocery'],
        });
    });
  });

  const as = (uid: string | null): RulesTestContext =>
    uid === null ? environment.unauthenticatedContext() : environment.authenticatedContext(uid);

  it('refuses a signed-out list of orders', async () => {
    await assertFails(as(null).firestore().collection(collections.orders).get());
  });

  it('refuses signed-out reads of staff documents and the alert outbox', async () => {
    const db = as(null).firestore();
    for (const [collection, id] of [
      [collections.admins, ADMIN],
      [collections.vendor, VENDOR],
      [collections.delivery, DELIVERY],
    ] as const) {
      await assertFails(db.collection(collection).doc(id).get());
      await assertFails(db.collection(collection).get());
    }
    await assertFails(db.collection(collections.notifications).get());
    await assertFails(
      db.collection(collections.orders).where('shopId', '==', 'shop-1').limit(50).get(),
    );
  });

  it('lets anyone read a shop by id', async () => {
    await assertSucceeds(as(null).firestore().collection(collections.shops).doc('shop-1').get());
  });

  it('refuses writes to shops from anyone but an admin', async () => {
    const shop = as(STRANGER).firestore().collection(collections.shops).doc('shop-1');
    await assertFails(shop.update({ open: false }));
    await assertFails(
      as(VENDOR).firestore().collection(collections.shops).doc('shop-2').set({ name: 'Mine' }),
    );
    await assertFails(as(null).firestore().collection(collections.shops).doc('shop-1').delete());
  });

  it('refuses staff reads to a signed-in user without a staff document', async () => {
    const db = as(STRANGER).firestore();
    await assertFails(db.collection(collections.orders).get());
    await assertFails(
      db.collection(collections.orders).where('shopId', '==', 'shop-1').limit(20).get(),
    );
    await assertFails(db.collection(collections.vendor).get());
    await assertFails(db.collection(collections.delivery).get());
    await assertFails(db.collection(collections.notifications).get());
  });

  it('lets nobody change their own staff document or give themselves a role', async () => {
    await assertFails(
      as(VENDOR).firestore().collection(collections.vendor).doc(VENDOR).update({ shopId: 'x' }),
    );
    await assertFails(
      as(DELIVERY).firestore().collection(collections.delivery).doc(DELIVERY).update({
        active: true,
      }),
    );
    await assertFails(
      as(STRANGER)
        .firestore()
        .collection(collections.admins)
        .doc(STRANGER)
        .set({ name: 'Me', email: 'me@example.com', role: 'admin' }),
    );
    await assertFails(
      as(VENDOR)
        .firestore()
        .collection(collections.admins)
        .doc(VENDOR)
        .set({ name: 'Me', email: 'me@example.com', role: 'admin' }),
    );
    // Not even an admin may give themselves a staff record…
    const asAdmin = as(ADMIN).firestore();
    await assertFails(
      asAdmin
        .collection(collections.vendor)
        .doc(ADMIN)
        .set({ name: 'Me', phone: '9876543219', active: true }),
    );
    // …though an admin does manage everyone else's.
    await assertSucceeds(
      asAdmin.collection(collections.vendor).doc(VENDOR).update({ active: false }),
    );
  });

  it('lets a staff member read their own record but not list the others', async () => {
    const db = as(VENDOR).firestore();
    await assertSucceeds(db.collection(collections.vendor).doc(VENDOR).get());
    await assertFails(db.collection(collections.vendor).get());
    await assertFails(db.collection(collections.admins).doc(ADMIN).get());
  });
});
