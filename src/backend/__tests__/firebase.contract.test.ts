// @vitest-environment node
import { LIST_PHOTO_BYTES_MAX, LIST_VOICE_BYTES_MAX } from '../../lib/limits';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collections } from '../../lib/models';
import type { AuthService, Backend, SessionUser, StaffKind } from '../../port/types';
import { describeAuthContract, describeStoreContract, type ContractTarget } from './contract-suite';
import {
  authEmulatorHost,
  createEmulatorUser,
  deleteTestApps,
  firestoreEmulatorHost,
  firestoreTestEnvironment,
  functionsEmulatorHost,
  latestResetCode,
  makeFirebaseBackend,
  resetAuthEmulator,
  seedFirestoreDoc,
  setEmailPrivacy,
  UNREACHABLE_FIRESTORE,
} from './firebase-emulator';
import { refusal } from '../../testing/refusal';

/**
 * The Firebase adapter against the local emulators: the shared backend
 * contract (contract-suite.ts) plus what only Firebase can get wrong.
 * Everything that touches the Auth emulator lives in this one file: its
 * accounts are reset before each test, and Vitest runs the tests of one file
 * one after another, so no other file can have its accounts wiped mid-test.
 *
 * Run: `npx firebase emulators:exec --only auth --project demo-town-services
 * "npx vitest run src/backend/__tests__/firebase"` (npm test does). The
 * Firestore half needs the Firestore emulator (Java 21), which these machines
 * lack; it runs wherever `--only auth,firestore` can start.
 */

const needsAuth =
  'FIREBASE_AUTH_EMULATOR_HOST is not set — run under `firebase emulators:exec --only auth`';
const needsFirestore =
  'FIRESTORE_EMULATOR_HOST is not set — the Firestore emulator needs Java 21 and is not run here';

const withAuth = authEmulatorHost ? describe : describe.skip;
const withFirestore = authEmulatorHost && firestoreEmulatorHost ? describe : describe.skip;

if (authEmulatorHost) {
  // Every step is a round trip to an emulator, and the Firestore half seeds
  // documents one by one: allow more than the default 5 s.
  vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
  beforeEach(async () => {
    await resetAuthEmulator();
    if (firestoreEmulatorHost) await (await firestoreTestEnvironment()).clearFirestore();
  });
  afterEach(deleteTestApps);
  afterAll(async () => {
    if (firestoreEmulatorHost) await (await firestoreTestEnvironment()).cleanup();
  });
}

const phone = '98765 43210';
const digits = '9876543210';
const staffEmail = (kind: StaffKind) => `${digits}@${kind}.phone.invalid`;

async function signedOutAuth(firestore?: string): Promise<{ backend: Backend; auth: AuthService }> {
  const backend = makeFirebaseBackend(firestore);
  return { backend, auth: await backend.auth() };
}

function watch(auth: AuthService) {
  const seen: (SessionUser | null)[] = [];
  const stop = auth.watchSession((user) => seen.push(user));
  const settled = () => vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
  return { seen, stop, settled, current: () => seen.at(-1) };
}

/** The SDK logs each refused connection; in tests that expect them that is noise. */
function quietFirestoreLogs() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

const target: ContractTarget = {
  name: 'Firebase (emulators)',
  makeBackend: () => Promise.resolve(makeFirebaseBackend()),
  createUser: createEmulatorUser,
  seedDoc: seedFirestoreDoc,
  latestResetCode,
};

if (authEmulatorHost) {
  // Staff sign-in and creation read and write staff documents: Firestore.
  describeAuthContract(target, {
    staffDocuments: Boolean(firestoreEmulatorHost),
    callables: Boolean(functionsEmulatorHost),
  });
} else {
  describe.skip(`Firebase auth contract — ${needsAuth}`, () => describeAuthContract(target));
}

if (authEmulatorHost && firestoreEmulatorHost) {
  describeStoreContract(target);
} else {
  describe.skip(`Firebase store contract — ${authEmulatorHost ? needsFirestore : needsAuth}`, () =>
    describeStoreContract(target));
}

withAuth(
  `Firebase Auth adapter (Auth emulator)${authEmulatorHost ? '' : ` — ${needsAuth}`}`,
  () => {
    it('gives the same code and sentence when the server does tell a wrong password from an unknown email', async () => {
      // Projects without improved email privacy answer wrong-password / user-not-found.
      await setEmailPrivacy(false);
      await createEmulatorUser('asha@example.com', 'right-password');
      const { auth } = await signedOutAuth();

      const wrongPassword = await refusal(
        auth.signInWithEmail('asha@example.com', 'wrong-password'),
      );
      const unknownEmail = await refusal(auth.signInWithEmail('nobody@example.com', 'whatever-1'));

      expect(wrongPassword.cause).toMatchObject({ code: 'auth/wrong-password' });
      expect(unknownEmail.cause).toMatchObject({ code: 'auth/user-not-found' });
      expect(wrongPassword.code).toBe('auth/invalid-credential');
      expect(unknownEmail.code).toBe(wrongPassword.code);
      expect(unknownEmail.message).toBe(wrongPassword.message);
    });

    it('keeps quiet about an unknown email even when the server reports it', async () => {
      await setEmailPrivacy(false);
      const { auth } = await signedOutAuth();
      await expect(auth.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();
      expect(await latestResetCode('nobody@example.com')).toBeNull();
    });

    it('reads the password-reset code back after sendPasswordReset', async () => {
      await createEmulatorUser('meena@example.com', 'right-password');
      const { auth } = await signedOutAuth();
      expect(await latestResetCode('meena@example.com')).toBeNull();
      await auth.sendPasswordReset(' meena@example.com ');
      expect(await latestResetCode('meena@example.com')).toEqual(expect.any(String));
    });

    it('reports sign-in and sign-out through watchSession', async () => {
      const uid = await createEmulatorUser('ravi@example.com', 'right-password');
      const { auth } = await signedOutAuth();
      const session = watch(auth);
      await session.settled();
      expect(session.current()).toBeNull();

      await auth.signInWithEmail('ravi@example.com', 'right-password');
      await vi.waitFor(() => expect(session.current()).toEqual({ uid, email: 'ravi@example.com' }));
      await auth.signOut();
      await vi.waitFor(() => expect(session.current()).toBeNull());
      session.stop();
    });

    it('signs a staff member out again when their staff record cannot be read', async () => {
      quietFirestoreLogs();
      await createEmulatorUser(staffEmail('delivery'), 'delivery-password');
      const { auth } = await signedOutAuth(UNREACHABLE_FIRESTORE);
      const session = watch(auth);

      const error = await refusal(auth.signInStaffByPhone('delivery', phone, 'delivery-password'));
      expect(error.code).toBe('unavailable');
      await vi.waitFor(() => expect(session.current()).toBeNull());
      session.stop();
    });

    it("falls back to Firebase's minimum when the project serves no password policy", async () => {
      // The Auth emulator does not implement the password-policy endpoint.
      const { auth } = await signedOutAuth();
      await expect(auth.passwordPolicy()).resolves.toEqual({ minLength: 6 });
    });
  },
);

const needsFunctions =
  'FUNCTIONS_EMULATOR_HOST is not set — npm test starts the Functions emulator beside Auth';
const withFunctions = authEmulatorHost && functionsEmulatorHost ? describe : describe.skip;

/**
 * The callables' wire, through the Functions emulator and the web SDK: what
 * can be checked before a handler touches Firestore (which the emulator here
 * cannot reach). Their work on data is tested on the port in Node
 * (src/server/__tests__).
 */
withFunctions(
  `Callable functions (Functions emulator)${functionsEmulatorHost ? '' : ` — ${needsFunctions}`}`,
  () => {
    it("refuses a malformed order with invalid-argument and the server's own sentence", async () => {
      const backend = makeFirebaseBackend();
      const error = await refusal(
        backend.call('placeOrder', {
          requestId: 'A'.repeat(20),
          shopId: 'shop-1',
          lines: [{ productId: 'rice', quantity: -99995, price: 60 }],
          deliveryFee: 30,
          customerName: 'Asha',
          phone: '9876543210',
          address: '14 School Para, first floor',
          landmark: '',
          note: '',
        }),
      );
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toMatch(/lines\.0\.quantity/);
    });

    it('carries a list’s photo and voice note over the wire, and refuses one too big in the server’s words', async () => {
      const backend = makeFirebaseBackend();
      const base64 = (bytes: number) => 'A'.repeat(Math.ceil(bytes / 3) * 4);
      // A photo just past its bound beside a voice note at its own: the largest request a browser sends.
      const error = await refusal(
        backend.call('sendList', {
          requestId: 'B'.repeat(20),
          shopId: 'shop-1',
          customerName: 'Asha',
          phone: '9876543210',
          address: '14 School Para, first floor',
          landmark: '',
          note: '',
          language: 'en',
          text: '',
          photo: {
            mime: 'image/jpeg',
            data: `data:image/jpeg;base64,${base64(LIST_PHOTO_BYTES_MAX + 3)}`,
          },
          voice: {
            mime: 'audio/webm',
            data: `data:audio/webm;codecs=opus;base64,${base64(LIST_VOICE_BYTES_MAX)}`,
            seconds: 60,
          },
        }),
      );
      expect([error.code, error.message]).toEqual([
        'invalid-argument',
        'The photo is too large to send. Take it again with the camera button, then send your list.',
      ]);
    });

    it('refuses a staff action from someone not signed in', async () => {
      const backend = makeFirebaseBackend();
      const error = await refusal(
        backend.call('staffOrderAction', { orderId: 'a'.repeat(32), action: 'accept' }),
      );
      expect(error.code).toBe('unauthenticated');
    });

    it('sends the signed-in identity with a call', async () => {
      await createEmulatorUser('someone@example.com', 'some-password');
      const backend = makeFirebaseBackend();
      await (await backend.auth()).signInWithEmail('someone@example.com', 'some-password');
      // Signed in, the request passes the identity check and fails on its content instead.
      const error = await refusal(
        backend.call('createStaffAccount', {
          kind: 'delivery',
          phone: '12345',
          password: 'long-enough',
          name: 'Bikash',
        }),
      );
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe('Enter a 10-digit mobile number.');
    });
  },
);

withFirestore(
  `Firebase adapter with Firestore (emulators)${firestoreEmulatorHost ? '' : ` — ${needsFirestore}`}`,
  () => {
    it('pages through documents stamped within the same millisecond without repeats', async () => {
      const environment = await firestoreTestEnvironment();
      const { default: firebase } = await import('firebase/compat/app');
      await environment.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        await Promise.all(
          [0, 1, 2, 3, 4].map((n) =>
            db
              .collection(collections.feeds)
              .doc(`post-${n}`)
              .set({
                type: 'news',
                title: `Post ${n}`,
                // Five stamps 100 µs apart: all the same millisecond as a Date.
                publishedAt: new firebase.firestore.Timestamp(
                  1_750_000_000,
                  1_000_000 + n * 100_000,
                ),
              }),
          ),
        );
      });
      const backend = makeFirebaseBackend();
      const spec = {
        collection: collections.feeds,
        where: [{ field: 'type', op: '==' as const, value: 'news' }],
        orderBy: [{ field: 'publishedAt', direction: 'desc' as const }],
        limit: 2,
      };
      const seen: string[] = [];
      let page = await backend.store.query(spec);
      seen.push(...page.docs.map((item) => item.id));
      while (page.next) {
        page = await backend.store.query({ ...spec, startAfter: page.next });
        seen.push(...page.docs.map((item) => item.id));
      }
      expect(seen).toEqual(['post-4', 'post-3', 'post-2', 'post-1', 'post-0']);
      expect(page.docs[0]?.data['publishedAt']).toBeInstanceOf(Date);
    });

    it('lets a signed-in staff screen subscribe with its identity', async () => {
      const adminUid = await createEmulatorUser('admin@example.com', 'admin-password');
      await seedFirestoreDoc(collections.admins, adminUid, {
        name: 'Admin',
        email: 'admin@example.com',
        role: 'admin',
      });
      await seedFirestoreDoc(collections.orders, 'order-1', { status: 'placed' });
      const backend = makeFirebaseBackend();
      await (await backend.auth()).signInWithEmail('admin@example.com', 'admin-password');

      const seen: string[][] = [];
      const stop = backend.store.subscribeQuery({ collection: collections.orders }, (docs) =>
        seen.push(docs.map((item) => item.id)),
      );
      await vi.waitFor(() => expect(seen.at(-1)).toEqual(['order-1']), { timeout: 10_000 });
      stop();
    });
  },
);
