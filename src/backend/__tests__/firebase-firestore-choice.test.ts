// @vitest-environment node
import { deleteApp, getApps } from 'firebase/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseSettings } from '../../config/env';
import type { Backend, StoredDoc } from '../../port/types';

/**
 * Which Firestore serves the Firebase adapter's one-shot store: Lite on
 * customer routes, the full SDK once a live listener or the staff sign-in
 * has asked for it, and never both for a staff session. The two SDK packages
 * are stood in for by recorders (no Firestore emulator runs here); the
 * adapter's own code runs as it is.
 */

type Sdk = 'lite' | 'full';

const { loadedSdks, recordingFirestore } = vi.hoisted(() => {
  const loadedSdks: Sdk[] = [];

  /** The modular calls the adapter makes, each answering with the name of the SDK it came from. */
  function recordingFirestore(sdk: Sdk) {
    loadedSdks.push(sdk);
    interface Ref {
      collection: string;
      id: string;
    }
    const snapshotOf = (ref: Ref) => ({
      id: ref.id,
      data: () => ({ servedBy: sdk }),
      get: () => undefined,
    });
    const readDoc = (ref: Ref) => Promise.resolve(snapshotOf(ref));
    const writes: string[] = [];
    const transaction = {
      get: readDoc,
      set: (ref: Ref) => writes.push(`set ${ref.collection}/${ref.id}`),
      update: (ref: Ref) => writes.push(`update ${ref.collection}/${ref.id}`),
      delete: (ref: Ref) => writes.push(`delete ${ref.collection}/${ref.id}`),
    };
    return {
      writes,
      module: {
        FirestoreError: class extends Error {},
        getFirestore: () => ({ sdk }),
        connectFirestoreEmulator: () => undefined,
        collection: (_db: unknown, collection: string) => ({ collection }),
        doc: (_db: unknown, collection: string, id: string): Ref => ({ collection, id }),
        documentId: () => '__name__',
        where: () => ({}),
        orderBy: () => ({}),
        startAfter: () => ({}),
        limit: () => ({}),
        query: (target: { collection: string }) => target,
        serverTimestamp: () => ({ serverTimestamp: sdk }),
        runTransaction: (_db: unknown, work: (tx: typeof transaction) => Promise<unknown>) =>
          work(transaction),
        ...(sdk === 'lite'
          ? {
              getDoc: readDoc,
              getDocs: (target: { collection: string }) =>
                Promise.resolve({ docs: [snapshotOf({ collection: target.collection, id: 'a' })] }),
            }
          : {
              // Lite's getDoc/getDocs must not be what the full SDK serves with: those
              // may answer from its cache; the adapter asks the server.
              getDocFromServer: readDoc,
              getDocsFromServer: (target: { collection: string }) =>
                Promise.resolve({ docs: [snapshotOf({ collection: target.collection, id: 'a' })] }),
              onSnapshot: (ref: Ref, onNext: (snapshot: ReturnType<typeof snapshotOf>) => void) => {
                onNext(snapshotOf(ref));
                return () => undefined;
              },
            }),
      },
    };
  }
  return { loadedSdks, recordingFirestore };
});

const sdkWrites: Partial<Record<Sdk, string[]>> = {};
// Auth itself is not what is decided here: signing in only has to have been asked for.
vi.mock('../firebase/auth', () => ({ createAuthService: () => ({}) }));

const settings: FirebaseSettings = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-town-services.firebaseapp.com',
  projectId: 'demo-town-services',
  appId: 'demo-app-id',
  useEmulators: false,
};

let appCount = 0;
async function freshBackend(): Promise<Backend> {
  const { createFirebaseBackend } = await import('../firebase/firebase-backend');
  return createFirebaseBackend(settings, { appName: `firestore-choice-${++appCount}` });
}

const servedBy = (doc: StoredDoc | null) => doc?.data['servedBy'];

function firstLiveUpdate(backend: Backend): Promise<StoredDoc | null> {
  return new Promise((resolve, reject) => {
    backend.store.subscribeDoc('orders', 'o1', resolve, reject);
  });
}

beforeEach(() => {
  // Each test starts from a page that has loaded no Firestore yet.
  vi.resetModules();
  loadedSdks.length = 0;
  delete sdkWrites.lite;
  delete sdkWrites.full;
  vi.doMock('firebase/firestore/lite', () => {
    const { module, writes } = recordingFirestore('lite');
    sdkWrites.lite = writes;
    return module;
  });
  vi.doMock('firebase/firestore', () => {
    const { module, writes } = recordingFirestore('full');
    sdkWrites.full = writes;
    return module;
  });
});

afterEach(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('the Firestore behind the one-shot store', () => {
  it('is Lite on a customer route, where nothing is live: the full SDK never loads', async () => {
    const backend = await freshBackend();
    expect(loadedSdks).toEqual([]); // the adapter itself carries neither

    expect(servedBy(await backend.store.get('shops', 's1'))).toBe('lite');
    const page = await backend.store.query({ collection: 'products', limit: 20 });
    expect(page.docs.map((doc) => doc.data['servedBy'])).toEqual(['lite']);
    await backend.store.set('shops', 's1', { name: 'Annapurna Grocery' });

    expect(loadedSdks).toEqual(['lite']);
    expect(sdkWrites.lite).toEqual(['set shops/s1']);
  });

  it('is the full SDK on a staff route, which asks for the sign-in before its first read: Lite never loads', async () => {
    const backend = await freshBackend();
    // What a staff screen does: watch the session, then read.
    const signIn = backend.auth();
    expect(servedBy(await backend.store.get('admins', 'u1'))).toBe('full');
    await signIn;
    await backend.store.update('shops', 's1', { open: true });
    expect(servedBy(await firstLiveUpdate(backend))).toBe('full');

    expect(loadedSdks).toEqual(['full']);
    expect(sdkWrites.full).toEqual(['update shops/s1']);
  });

  it('waits for a sign-in asked for in the same tick as the read', async () => {
    const backend = await freshBackend();
    const read = backend.store.get('vendors', 'u1');
    void backend.auth();
    expect(servedBy(await read)).toBe('full');
    expect(loadedSdks).toEqual(['full']);
  });

  it('moves to the full SDK once a live listener has loaded it', async () => {
    const backend = await freshBackend();
    expect(servedBy(await backend.store.get('shops', 's1'))).toBe('lite');

    expect(servedBy(await firstLiveUpdate(backend))).toBe('full');
    expect(servedBy(await backend.store.get('shops', 's1'))).toBe('full');
    await backend.store.runTransaction(async (tx) => {
      tx.delete('carts', 'c1');
    });

    expect(loadedSdks).toEqual(['lite', 'full']);
    expect(sdkWrites).toEqual({ lite: [], full: ['delete carts/c1'] });
  });
});
