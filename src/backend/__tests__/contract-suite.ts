import { describe, expect, it, vi } from 'vitest';
import { collections } from '../../lib/models';
import type { CreateStaffAccountRequest } from '../../port/callables';
import type { CompositeIndex } from '../demo/indexes';
import {
  BackendError,
  serverTime,
  type AuthService,
  type Backend,
  type DocData,
  type QuerySpec,
  type SessionUser,
  type StoredDoc,
} from '../../port/types';
import { refusal, refusalCode } from '../../testing/refusal';

/**
 * The backend contract: what every adapter must do, written once against the
 * port and run against each adapter (demo.contract.test.ts,
 * firebase.contract.test.ts). Only the port and the hooks below are used, so
 * the suite knows nothing of how an adapter stores things.
 *
 * Each test starts on an empty store and no accounts (the target resets them
 * between tests); every backend a test makes, and every hook it calls, works
 * on that one store — as every app instance pointed at one Firebase project
 * shares its data. Hooks may be called before the first `makeBackend`.
 */
/**
 * Composite indexes for the queries this suite runs to pin down query
 * semantics (a range beside an equality, two orders) and the app does not:
 * a project running them would deploy these. The Demo refuses a query no
 * index serves, as Firestore does, so its targets add them to
 * firestore.indexes.json's.
 */
export const contractIndexes: CompositeIndex[] = [
  {
    collectionGroup: collections.products,
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'shopId', order: 'ASCENDING' },
      { fieldPath: 'stock', order: 'ASCENDING' },
    ],
  },
  {
    collectionGroup: collections.products,
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'price', order: 'DESCENDING' },
      { fieldPath: 'name', order: 'ASCENDING' },
    ],
  },
  {
    collectionGroup: collections.feeds,
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'publishedAt', order: 'DESCENDING' },
      { fieldPath: 'rank', order: 'ASCENDING' },
    ],
  },
];

export interface ContractTarget {
  name: string;
  /** A fresh backend over an empty store (no seed), signed out. */
  makeBackend(): Promise<Backend>;
  /** Creates an email/password account directly, bypassing policy; returns its uid. */
  createUser(email: string, password: string): Promise<string>;
  /** Writes a document bypassing access rules (test set-up only). */
  seedDoc(collection: string, id: string, data: DocData): Promise<void>;
  /** The latest password-reset code sent to `email`, or null if none. */
  latestResetCode(email: string): Promise<string | null>;
}

export interface AuthContractOptions {
  /** The server's callables can be reached (for Firebase: the Functions emulator). Default true. */
  callables?: boolean;
  /**
   * The staff tests read and write staff documents, so they need the store
   * too (for Firebase: the Firestore emulator). Default true.
   */
  staffDocuments?: boolean;
}

// ---------------------------------------------------------------------------
// Helpers

const waitOptions = { timeout: 10_000, interval: 20 };

/** Records every session watchSession reports. */
function watchSessions(auth: AuthService) {
  const seen: (SessionUser | null)[] = [];
  const stop = auth.watchSession((user) => seen.push(user));
  return {
    seen,
    stop,
    current: () => seen.at(-1),
    /** Waits for the first report, however the adapter delivers it. */
    settled: () => vi.waitFor(() => expect(seen.length).toBeGreaterThan(0), waitOptions),
  };
}

const adminEmail = 'admin@example.com';
const adminPassword = 'admin-password';

/** An account with an admin staff document; returns its uid (not signed in). */
async function createAdmin(target: ContractTarget): Promise<string> {
  const uid = await target.createUser(adminEmail, adminPassword);
  await target.seedDoc(collections.admins, uid, {
    name: 'Town Admin',
    email: adminEmail,
    role: 'admin',
  });
  return uid;
}

async function signedInAdmin(target: ContractTarget) {
  const backend = await target.makeBackend();
  const uid = await createAdmin(target);
  const auth = await backend.auth();
  await auth.signInWithEmail(adminEmail, adminPassword);
  return { backend, auth, uid };
}

const ids = (docs: readonly StoredDoc[]) => docs.map((doc) => doc.id);

/** An admin's request to the server for a new staff account. */
function createStaff(backend: Backend, account: CreateStaffAccountRequest) {
  return backend.call('createStaffAccount', account);
}

/** A vendor account for the shop `seedShop` makes. */
const guptaVendor = {
  kind: 'vendor',
  phone: '9876543210',
  password: 'vendor-password',
  name: 'Gupta Stores',
  shopId: 'shop-1',
} as const satisfies CreateStaffAccountRequest;

/** A delivery account. */
const bikashDelivery = {
  kind: 'delivery',
  phone: '9876543211',
  password: 'delivery-password',
  name: 'Bikash',
} as const satisfies CreateStaffAccountRequest;

/** The shop a vendor account is made for. */
async function seedShop(target: ContractTarget): Promise<void> {
  await target.seedDoc(collections.shops, 'shop-1', {
    name: 'Gupta Stores',
    type: 'grocery',
    open: true,
  });
}

async function stockOf(backend: Backend, productId: string): Promise<unknown> {
  return (await backend.store.get(collections.products, productId))?.data['stock'];
}

// ---------------------------------------------------------------------------
// Auth

export function describeAuthContract(
  target: ContractTarget,
  options: AuthContractOptions = {},
): void {
  const withStaffDocuments =
    (options.staffDocuments ?? true) && (options.callables ?? true) ? describe : describe.skip;
  const itCallsServer = (options.callables ?? true) ? it : it.skip;

  describe(`${target.name} backend: auth contract`, () => {
    it('signs in with email and password, ignoring case and spaces in the email', async () => {
      const backend = await target.makeBackend();
      const uid = await target.createUser('ravi@example.com', 'right-password');
      const auth = await backend.auth();

      await expect(auth.signInWithEmail(' Ravi@Example.com ', 'right-password')).resolves.toEqual({
        uid,
        email: 'ravi@example.com',
      });
    });

    it('gives a wrong password and an unknown email the same code and sentence', async () => {
      const backend = await target.makeBackend();
      await target.createUser('asha@example.com', 'right-password');
      const auth = await backend.auth();

      const wrongPassword = await refusal(auth.signInWithEmail('asha@example.com', 'wrong-pass'));
      const unknownEmail = await refusal(auth.signInWithEmail('nobody@example.com', 'wrong-pass'));

      expect(wrongPassword.code).toBe('auth/invalid-credential');
      expect(unknownEmail.code).toBe(wrongPassword.code);
      expect(unknownEmail.message).toBe(wrongPassword.message);
    });

    it('refuses a malformed email', async () => {
      const auth = await (await target.makeBackend()).auth();
      expect(await refusalCode(auth.signInWithEmail('not-an-email', 'whatever-1'))).toBe(
        'auth/invalid-email',
      );
    });

    it('reports the session now and on every change, until unsubscribed', async () => {
      const backend = await target.makeBackend();
      const uid = await target.createUser('meena@example.com', 'right-password');
      const auth = await backend.auth();
      const session = watchSessions(auth);
      await session.settled();
      expect(session.current()).toBeNull();

      await auth.signInWithEmail('meena@example.com', 'right-password');
      await vi.waitFor(
        () => expect(session.current()).toEqual({ uid, email: 'meena@example.com' }),
        waitOptions,
      );

      await auth.signOut();
      await vi.waitFor(() => expect(session.current()).toBeNull(), waitOptions);

      session.stop();
      const reportsBefore = session.seen.length;
      await auth.signInWithEmail('meena@example.com', 'right-password');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(session.seen).toHaveLength(reportsBefore);
      await auth.signOut();
    });

    it('records a reset for a known email and says nothing about an unknown one', async () => {
      const backend = await target.makeBackend();
      await target.createUser('lata@example.com', 'right-password');
      const auth = await backend.auth();

      await expect(auth.sendPasswordReset('lata@example.com')).resolves.toBeUndefined();
      expect(await target.latestResetCode('lata@example.com')).toEqual(expect.any(String));

      await expect(auth.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
      expect(await target.latestResetCode('nobody@example.com')).toBeNull();

      expect(await refusalCode(auth.sendPasswordReset('not-an-email'))).toBe('auth/invalid-email');
    });

    it('answers null to a staff sign-in with an unknown or malformed phone or a wrong password', async () => {
      const backend = await target.makeBackend();
      await target.createUser('9876543210@vendor.phone.invalid', 'vendor-password');
      const auth = await backend.auth();
      const session = watchSessions(auth);

      await expect(auth.signInStaffByPhone('vendor', '91234 56789', 'x-password')).resolves.toBe(
        null,
      );
      await expect(auth.signInStaffByPhone('vendor', '12345', 'vendor-password')).resolves.toBe(
        null,
      );
      await expect(auth.signInStaffByPhone('vendor', '98765 43210', 'wrong-pass')).resolves.toBe(
        null,
      );
      // The same phone as another kind of staff is another account.
      await expect(
        auth.signInStaffByPhone('delivery', '98765 43210', 'vendor-password'),
      ).resolves.toBeNull();

      await session.settled();
      expect(session.current()).toBeNull();
      session.stop();
    });

    itCallsServer(
      'refuses a malformed phone and a weak password for a new staff account',
      async () => {
        const backend = await target.makeBackend();
        const account = { kind: 'delivery' as const, name: 'Bikash', phone: '98765 43210' };

        expect(
          await refusalCode(
            createStaff(backend, { ...account, phone: '555', password: 'long-enough' }),
          ),
        ).toBe('invalid-argument');
        expect(await refusalCode(createStaff(backend, { ...account, password: '12345' }))).toBe(
          'invalid-argument',
        );
        // Firebase Auth takes 6 characters; a staff account needs 8.
        const seven = await refusal(createStaff(backend, { ...account, password: 'seven77' }));
        expect([seven.code, seven.message]).toEqual([
          'invalid-argument',
          'The first password needs at least 8 characters.',
        ]);
      },
    );

    it('states a password policy of at least 6 characters', async () => {
      const auth = await (await target.makeBackend()).auth();
      expect((await auth.passwordPolicy()).minLength).toBeGreaterThanOrEqual(6);
    });

    withStaffDocuments('staff accounts and records', () => {
      it('lets an admin create staff without losing their own session', async () => {
        const { backend, auth, uid: adminUid } = await signedInAdmin(target);
        await seedShop(target);
        const session = watchSessions(auth);

        const vendor = await createStaff(backend, { ...guptaVendor, phone: '+91 98765-43210' });
        expect(vendor).toEqual({
          uid: expect.any(String),
          kind: 'vendor',
          phone: '9876543210',
          name: 'Gupta Stores',
          shopId: 'shop-1',
          category: 'grocery',
          active: true,
        });
        await session.settled();
        expect(session.current()).toEqual({ uid: adminUid, email: adminEmail });
        await expect(backend.store.get(collections.vendor, vendor.uid)).resolves.toEqual({
          id: vendor.uid,
          data: {
            name: 'Gupta Stores',
            phone: '9876543210',
            active: true,
            shopId: 'shop-1',
            category: 'grocery',
          },
        });

        const delivery = await createStaff(backend, { ...bikashDelivery, phone: '09876543211' });
        expect(delivery).toEqual({
          uid: expect.any(String),
          kind: 'delivery',
          phone: '9876543211',
          name: 'Bikash',
          active: true,
        });
        expect(session.current()).toEqual({ uid: adminUid, email: adminEmail });
        session.stop();
      });

      it('signs a staff member in by phone in any common format and returns their record', async () => {
        const { backend, auth } = await signedInAdmin(target);
        await seedShop(target);
        const created = await createStaff(backend, guptaVendor);
        await auth.signOut();
        const session = watchSessions(auth);

        await expect(
          auth.signInStaffByPhone('vendor', '+91 98765 43210', 'vendor-password'),
        ).resolves.toEqual(created);
        await vi.waitFor(() => expect(session.current()?.uid).toBe(created.uid), waitOptions);
        await auth.signOut();
        await expect(
          auth.signInStaffByPhone('vendor', '098765-43210', 'vendor-password'),
        ).resolves.toEqual(created);
        session.stop();
      });

      it('answers null and leaves nobody signed in when the staff record is missing or inactive', async () => {
        const { backend, auth } = await signedInAdmin(target);
        await seedShop(target);
        const vendor = await createStaff(backend, guptaVendor);
        const delivery = await createStaff(backend, bikashDelivery);
        await backend.store.delete(collections.vendor, vendor.uid);
        await backend.store.update(collections.delivery, delivery.uid, { active: false });
        await auth.signOut();
        const session = watchSessions(auth);

        await expect(
          auth.signInStaffByPhone('vendor', '9876543210', 'vendor-password'),
        ).resolves.toBeNull();
        await vi.waitFor(() => expect(session.current()).toBeNull(), waitOptions);
        await expect(
          auth.signInStaffByPhone('delivery', '9876543211', 'delivery-password'),
        ).resolves.toBeNull();
        await vi.waitFor(() => expect(session.current()).toBeNull(), waitOptions);
        session.stop();
      });

      it('refuses to create staff for a non-admin or for nobody signed in', async () => {
        const backend = await target.makeBackend();
        await target.createUser('user@example.com', 'user-password');
        const auth = await backend.auth();
        const account = {
          kind: 'delivery' as const,
          phone: '9876543212',
          password: 'delivery-password',
          name: 'Tapas',
        };

        expect(await refusalCode(createStaff(backend, account))).toBe('unauthenticated');
        await auth.signInWithEmail('user@example.com', 'user-password');
        expect(await refusalCode(createStaff(backend, account))).toBe('permission-denied');
        // Nothing was left behind: the phone cannot sign in.
        await expect(
          auth.signInStaffByPhone('delivery', account.phone, account.password),
        ).resolves.toBeNull();
      });

      it('refuses a phone already registered for that kind of staff', async () => {
        const { backend, auth, uid: adminUid } = await signedInAdmin(target);
        await seedShop(target);
        await createStaff(backend, guptaVendor);

        expect(
          await refusalCode(createStaff(backend, { ...guptaVendor, phone: '+91 98765 43210' })),
        ).toBe('auth/email-already-in-use');
        // The same phone may still be registered as the other kind.
        await expect(
          createStaff(backend, {
            kind: 'delivery',
            phone: guptaVendor.phone,
            password: guptaVendor.password,
            name: 'Gupta',
          }),
        ).resolves.toMatchObject({ kind: 'delivery', phone: '9876543210' });
        const session = watchSessions(auth);
        await session.settled();
        expect(session.current()?.uid).toBe(adminUid);
        session.stop();
      });
    });
  });
}

// ---------------------------------------------------------------------------
// Store

/** Products with a spread of values for filter and order tests. */
const catalogue: Record<string, DocData> = {
  rice: { shopId: 's1', name: 'Rice', category: 'Grains', price: 60, stock: 10, tags: ['staple'] },
  dal: { shopId: 's1', name: 'Dal', category: 'Grains', price: 110, stock: 0, tags: ['staple'] },
  oil: { shopId: 's1', name: 'Oil', category: 'Oil', price: 185, stock: 3, tags: ['cooking'] },
  fish: { shopId: 's2', name: 'Fish', category: 'Fish', price: 260, stock: 5, tags: ['fresh'] },
  mango: {
    shopId: 's2',
    name: 'Mango',
    category: 'Fruit',
    price: 110,
    stock: 7,
    tags: ['fresh', 'seasonal'],
  },
};

async function seedCatalogue(target: ContractTarget): Promise<void> {
  for (const [id, data] of Object.entries(catalogue)) {
    await target.seedDoc(collections.products, id, data);
  }
}

/** Takes one unit of `productId` in a transaction; throws when none is left. */
function takeOne(backend: Backend, productId: string): Promise<number> {
  return backend.store.runTransaction(async (tx) => {
    const product = await tx.get(collections.products, productId);
    const stock = product?.data['stock'];
    if (typeof stock !== 'number' || stock < 1) throw new Error('Out of stock');
    tx.update(collections.products, productId, { stock: stock - 1 });
    return stock - 1;
  });
}

export function describeStoreContract(target: ContractTarget): void {
  describe(`${target.name} backend: store contract`, () => {
    describe('documents', () => {
      it('sets, gets, updates and deletes a document', async () => {
        const { backend } = await signedInAdmin(target);
        const { store } = backend;

        await expect(store.get(collections.shops, 'shop-1')).resolves.toBeNull();
        await store.set(collections.shops, 'shop-1', {
          name: 'Gupta Stores',
          open: true,
          address: { area: 'Station Road', pin: '700001' },
          keywords: ['gupta', 'stores'],
        });
        await expect(store.get(collections.shops, 'shop-1')).resolves.toEqual({
          id: 'shop-1',
          data: {
            name: 'Gupta Stores',
            open: true,
            address: { area: 'Station Road', pin: '700001' },
            keywords: ['gupta', 'stores'],
          },
        });

        await store.update(collections.shops, 'shop-1', { open: false, 'address.area': 'Bazar' });
        await expect(store.get(collections.shops, 'shop-1')).resolves.toEqual({
          id: 'shop-1',
          data: {
            name: 'Gupta Stores',
            open: false,
            address: { area: 'Bazar', pin: '700001' },
            keywords: ['gupta', 'stores'],
          },
        });

        // set replaces the whole document.
        await store.set(collections.shops, 'shop-1', { name: 'Gupta & Sons' });
        await expect(store.get(collections.shops, 'shop-1')).resolves.toEqual({
          id: 'shop-1',
          data: { name: 'Gupta & Sons' },
        });

        await store.delete(collections.shops, 'shop-1');
        await expect(store.get(collections.shops, 'shop-1')).resolves.toBeNull();
      });

      it('fails with not-found when updating a missing document', async () => {
        const { backend } = await signedInAdmin(target);
        expect(
          await refusalCode(
            backend.store.update(collections.shops, 'no-such-shop', { open: true }),
          ),
        ).toBe('not-found');
        await expect(backend.store.get(collections.shops, 'no-such-shop')).resolves.toBeNull();
      });

      it('stamps serverTime with the clock as a Date, also inside nested maps', async () => {
        const { backend } = await signedInAdmin(target);
        const before = Date.now();
        await backend.store.set(collections.feeds, 'post-1', {
          title: 'Hello',
          publishedAt: serverTime,
          meta: { editedAt: serverTime },
        });
        await backend.store.update(collections.feeds, 'post-1', { 'meta.checkedAt': serverTime });
        const after = Date.now();

        const stored = await backend.store.get(collections.feeds, 'post-1');
        const publishedAt = stored?.data['publishedAt'];
        const meta = stored?.data['meta'] as { editedAt?: unknown; checkedAt?: unknown };
        for (const stamp of [publishedAt, meta.editedAt, meta.checkedAt]) {
          expect(stamp).toBeInstanceOf(Date);
          // Allow for a server clock a little apart from this one.
          expect((stamp as Date).getTime()).toBeGreaterThanOrEqual(before - 5_000);
          expect((stamp as Date).getTime()).toBeLessThanOrEqual(after + 5_000);
        }
      });

      it('keeps Dates as Dates', async () => {
        const { backend } = await signedInAdmin(target);
        const when = new Date('2025-01-15T10:30:00.000Z');
        await backend.store.set(collections.feeds, 'post-1', { title: 'Fair', publishedAt: when });
        const stored = await backend.store.get(collections.feeds, 'post-1');
        expect(stored?.data['publishedAt']).toEqual(when);
        expect(stored?.data['publishedAt']).toBeInstanceOf(Date);
      });
    });

    describe('queries', () => {
      /** The sorted ids a fresh, signed-out backend finds among the products. */
      const productIds = async (spec: Omit<QuerySpec, 'collection'>) => {
        const backend = await target.makeBackend();
        // A visitor lists a page at a time (the rules refuse a query with no limit).
        const page = await backend.store.query({
          collection: collections.products,
          limit: 50,
          ...spec,
        });
        return ids(page.docs).sort();
      };

      it('filters with each operator', async () => {
        await seedCatalogue(target);
        const cases: [QuerySpec['where'], string[]][] = [
          [[{ field: 'shopId', op: '==', value: 's1' }], ['dal', 'oil', 'rice']],
          [[{ field: 'shopId', op: '!=', value: 's1' }], ['fish', 'mango']],
          [[{ field: 'price', op: '<', value: 110 }], ['rice']],
          [[{ field: 'price', op: '<=', value: 110 }], ['dal', 'mango', 'rice']],
          [[{ field: 'price', op: '>', value: 110 }], ['fish', 'oil']],
          [[{ field: 'price', op: '>=', value: 185 }], ['fish', 'oil']],
          [[{ field: 'category', op: 'in', value: ['Oil', 'Fruit'] }], ['mango', 'oil']],
          [[{ field: 'tags', op: 'array-contains', value: 'fresh' }], ['fish', 'mango']],
          [
            [
              { field: 'shopId', op: '==', value: 's1' },
              { field: 'stock', op: '>', value: 0 },
            ],
            ['oil', 'rice'],
          ],
        ];
        for (const [filters, expected] of cases) {
          expect(await productIds({ where: filters ?? [] }), JSON.stringify(filters)).toEqual(
            expected,
          );
        }
      });

      it('orders by several fields, ascending and descending', async () => {
        await seedCatalogue(target);
        const backend = await target.makeBackend();
        const page = await backend.store.query({
          collection: collections.products,
          orderBy: [{ field: 'price', direction: 'desc' }, { field: 'name' }],
          limit: 50,
        });
        expect(ids(page.docs)).toEqual(['fish', 'oil', 'dal', 'mango', 'rice']);

        const filtered = await backend.store.query({
          collection: collections.products,
          where: [{ field: 'shopId', op: '==', value: 's1' }],
          orderBy: [{ field: 'stock', direction: 'asc' }],
          limit: 2,
        });
        expect(ids(filtered.docs)).toEqual(['dal', 'oil']);
      });

      it('pages with limit and startAfter without overlaps or gaps, ties included', async () => {
        // 23 posts whose ranks repeat, so pages split runs of equal values.
        const total = 23;
        for (let index = 0; index < total; index += 1) {
          await target.seedDoc(collections.feeds, `post-${String(index).padStart(2, '0')}`, {
            type: index % 4 === 0 ? 'jobs' : 'news',
            rank: index % 5,
            publishedAt: new Date(Date.UTC(2025, 0, 1 + (index % 7))),
          });
        }
        const backend = await target.makeBackend();

        for (const orderBy of [
          [{ field: 'rank' }],
          [{ field: 'rank', direction: 'desc' as const }],
          [{ field: 'publishedAt', direction: 'desc' as const }, { field: 'rank' }],
        ]) {
          const spec: QuerySpec = { collection: collections.feeds, orderBy };
          const everything = ids((await backend.store.query({ ...spec, limit: 50 })).docs);
          expect(everything).toHaveLength(total);

          const paged: string[] = [];
          const pageSizes: number[] = [];
          let page = await backend.store.query({ ...spec, limit: 5 });
          for (;;) {
            paged.push(...ids(page.docs));
            pageSizes.push(page.docs.length);
            if (!page.next) break;
            page = await backend.store.query({ ...spec, limit: 5, startAfter: page.next });
          }
          expect(paged, JSON.stringify(orderBy)).toEqual(everything);
          expect(pageSizes).toEqual([5, 5, 5, 5, 3]);
        }

        // A filtered query pages the same way; a short page has no next.
        const news: QuerySpec = {
          collection: collections.feeds,
          where: [{ field: 'type', op: '==', value: 'news' }],
          orderBy: [{ field: 'publishedAt', direction: 'desc' }],
        };
        const allNews = ids((await backend.store.query({ ...news, limit: 50 })).docs);
        expect(allNews).toHaveLength(17);
        const first = await backend.store.query({ ...news, limit: 10 });
        expect(first.next).not.toBeNull();
        const second = await backend.store.query({
          ...news,
          limit: 10,
          startAfter: first.next ?? undefined,
        });
        expect(second.next).toBeNull();
        expect([...ids(first.docs), ...ids(second.docs)]).toEqual(allNews);
      });
    });

    describe('transactions', () => {
      it('writes nothing when the work throws', async () => {
        const { backend } = await signedInAdmin(target);
        await backend.store.set(collections.products, 'rice', { name: 'Rice', stock: 5 });

        const outcome = backend.store.runTransaction(async (tx) => {
          const rice = await tx.get(collections.products, 'rice');
          tx.update(collections.products, 'rice', { stock: Number(rice?.data['stock']) - 1 });
          tx.set(collections.products, 'dal', { name: 'Dal', stock: 1 });
          throw new Error('Changed my mind');
        });

        await expect(outcome).rejects.toThrow('Changed my mind');
        await expect(stockOf(backend, 'rice')).resolves.toBe(5);
        await expect(backend.store.get(collections.products, 'dal')).resolves.toBeNull();
      });

      it('reads and writes several documents as one', async () => {
        const { backend } = await signedInAdmin(target);
        await backend.store.set(collections.products, 'rice', { name: 'Rice', stock: 5 });

        const left = await backend.store.runTransaction(async (tx) => {
          const rice = await tx.get(collections.products, 'rice');
          const stock = Number(rice?.data['stock']) - 2;
          tx.update(collections.products, 'rice', { stock });
          tx.set(collections.feeds, 'post-1', { title: 'Rice in stock', publishedAt: serverTime });
          return stock;
        });

        expect(left).toBe(3);
        await expect(stockOf(backend, 'rice')).resolves.toBe(3);
        const post = await backend.store.get(collections.feeds, 'post-1');
        expect(post?.data['publishedAt']).toBeInstanceOf(Date);
      });

      it('lets exactly one of two racing buyers take the last unit', async () => {
        const { backend } = await signedInAdmin(target);
        await backend.store.set(collections.products, 'hilsa', { name: 'Hilsa', stock: 1 });

        const results = await Promise.allSettled([
          takeOne(backend, 'hilsa'),
          takeOne(backend, 'hilsa'),
        ]);

        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.filter((result) => result.status === 'rejected');
        expect(rejected).toHaveLength(1);
        expect((rejected[0] as PromiseRejectedResult).reason).toEqual(new Error('Out of stock'));
        await expect(stockOf(backend, 'hilsa')).resolves.toBe(0);
      });

      it('never lets stock fall below zero under many racing buyers', async () => {
        const { backend } = await signedInAdmin(target);
        await backend.store.set(collections.products, 'mango', { name: 'Mango', stock: 3 });

        const results = await Promise.allSettled(
          Array.from({ length: 6 }, () => takeOne(backend, 'mango')),
        );

        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
        await expect(stockOf(backend, 'mango')).resolves.toBe(0);
      });
    });

    describe('live updates', () => {
      it('calls a query listener now and on each change, and not after unsubscribing', async () => {
        await seedCatalogue(target);
        const { backend } = await signedInAdmin(target);
        const seen: string[][] = [];
        const stop = backend.store.subscribeQuery(
          {
            collection: collections.products,
            where: [{ field: 'shopId', op: '==', value: 's2' }],
            orderBy: [{ field: 'name' }],
          },
          (docs) => seen.push(ids(docs)),
        );

        await vi.waitFor(() => expect(seen.at(-1)).toEqual(['fish', 'mango']), waitOptions);
        await backend.store.set(collections.products, 'banana', {
          ...catalogue['mango'],
          name: 'Banana',
        });
        await vi.waitFor(
          () => expect(seen.at(-1)).toEqual(['banana', 'fish', 'mango']),
          waitOptions,
        );
        await backend.store.delete(collections.products, 'fish');
        await vi.waitFor(() => expect(seen.at(-1)).toEqual(['banana', 'mango']), waitOptions);

        stop();
        const callsBefore = seen.length;
        await backend.store.set(collections.products, 'guava', {
          ...catalogue['mango'],
          name: 'Guava',
        });
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(seen).toHaveLength(callsBefore);
      });

      it('calls a document listener with null for a missing document, then with the document', async () => {
        const { backend } = await signedInAdmin(target);
        const seen: (DocData | null)[] = [];
        const stop = backend.store.subscribeDoc(collections.shops, 'shop-1', (doc) =>
          seen.push(doc?.data ?? null),
        );
        await vi.waitFor(() => expect(seen).toEqual([null]), waitOptions);

        await backend.store.set(collections.shops, 'shop-1', { name: 'Gupta Stores', open: true });
        await vi.waitFor(
          () => expect(seen.at(-1)).toEqual({ name: 'Gupta Stores', open: true }),
          waitOptions,
        );
        await backend.store.update(collections.shops, 'shop-1', { open: false });
        await vi.waitFor(
          () => expect(seen.at(-1)).toEqual({ name: 'Gupta Stores', open: false }),
          waitOptions,
        );
        stop();
      });
    });

    describe('access rules', () => {
      it('refuses to list orders to someone signed out, by query and by listener', async () => {
        await target.seedDoc(collections.orders, 'order-1', { status: 'placed' });
        const backend = await target.makeBackend();

        expect(await refusalCode(backend.store.query({ collection: collections.orders }))).toBe(
          'permission-denied',
        );
        // One order may be read by its id: the id is derived from the order's secret code.
        expect((await backend.store.get(collections.orders, 'order-1'))?.data['status']).toBe(
          'placed',
        );

        const errors: Error[] = [];
        const onNext = vi.fn();
        const stop = backend.store.subscribeQuery(
          { collection: collections.orders },
          onNext,
          (error) => errors.push(error),
        );
        await vi.waitFor(() => expect(errors).toHaveLength(1), waitOptions);
        expect(errors[0]).toBeInstanceOf(BackendError);
        expect((errors[0] as BackendError).code).toBe('permission-denied');
        expect(onNext).not.toHaveBeenCalled();
        stop();
      });

      it('lets anyone read shops', async () => {
        await target.seedDoc(collections.shops, 'shop-1', { name: 'Gupta Stores', open: true });
        const backend = await target.makeBackend();

        await expect(backend.store.get(collections.shops, 'shop-1')).resolves.toEqual({
          id: 'shop-1',
          data: { name: 'Gupta Stores', open: true },
        });
        const page = await backend.store.query({ collection: collections.shops, limit: 20 });
        expect(ids(page.docs)).toEqual(['shop-1']);
      });

      it('refuses shop writes to anyone but an admin', async () => {
        await target.seedDoc(collections.shops, 'shop-1', { name: 'Gupta Stores', open: true });
        const backend = await target.makeBackend();
        const { store } = backend;

        expect(await refusalCode(store.set(collections.shops, 'shop-2', { name: 'X' }))).toBe(
          'permission-denied',
        );
        await target.createUser('user@example.com', 'user-password');
        await (await backend.auth()).signInWithEmail('user@example.com', 'user-password');
        expect(await refusalCode(store.set(collections.shops, 'shop-2', { name: 'X' }))).toBe(
          'permission-denied',
        );
        expect(await refusalCode(store.update(collections.shops, 'shop-1', { open: false }))).toBe(
          'permission-denied',
        );
        expect(await refusalCode(store.delete(collections.shops, 'shop-1'))).toBe(
          'permission-denied',
        );
        expect(
          await refusalCode(
            store.runTransaction(async (tx) => {
              tx.update(collections.shops, 'shop-1', { open: false });
            }),
          ),
        ).toBe('permission-denied');
        await expect(store.get(collections.shops, 'shop-1')).resolves.toEqual({
          id: 'shop-1',
          data: { name: 'Gupta Stores', open: true },
        });
      });

      it('lets nobody change their own staff document', async () => {
        const { backend, auth, uid: adminUid } = await signedInAdmin(target);
        await seedShop(target);
        const vendor = await createStaff(backend, guptaVendor);
        // Not even an admin may make themselves a vendor…
        expect(
          await refusalCode(
            backend.store.set(collections.vendor, adminUid, {
              name: 'Me',
              phone: '9876543219',
              active: true,
            }),
          ),
        ).toBe('permission-denied');

        // …and a vendor reads their record but cannot change it.
        await expect(
          auth.signInStaffByPhone('vendor', '9876543210', 'vendor-password'),
        ).resolves.toMatchObject({ uid: vendor.uid });
        await expect(backend.store.get(collections.vendor, vendor.uid)).resolves.toMatchObject({
          id: vendor.uid,
        });
        expect(
          await refusalCode(
            backend.store.update(collections.vendor, vendor.uid, { shopId: 'shop-2' }),
          ),
        ).toBe('permission-denied');
        expect(await refusalCode(backend.store.delete(collections.vendor, vendor.uid))).toBe(
          'permission-denied',
        );
        expect(await refusalCode(backend.store.query({ collection: collections.vendor }))).toBe(
          'permission-denied',
        );
        expect(await refusalCode(backend.store.get(collections.admins, adminUid))).toBe(
          'permission-denied',
        );
      });

      it('lets a signed-in user see their own admin document only', async () => {
        const backend = await target.makeBackend();
        const uid = await target.createUser('user@example.com', 'user-password');
        const adminUid = await createAdmin(target);
        await (await backend.auth()).signInWithEmail('user@example.com', 'user-password');

        await expect(backend.store.get(collections.admins, uid)).resolves.toBeNull();
        expect(await refusalCode(backend.store.get(collections.admins, adminUid))).toBe(
          'permission-denied',
        );
        expect(
          await refusalCode(
            backend.store.set(collections.admins, uid, { name: 'Me', email: '', role: 'admin' }),
          ),
        ).toBe('permission-denied');
      });
    });
  });
}
