import { describe, expect, it, vi } from 'vitest';
import { collections } from '../../lib/models';
import type { Backend, BackendError } from '../../port/types';
import { describeAuthContract, describeStoreContract } from './contract-suite';
import { contractPasswordIterations, demoDatabasePerTest } from './demo-database-per-test';
import { refusalCode } from '../../testing/refusal';

/**
 * The contract suite against the Demo adapter on fake-indexeddb (loaded by
 * src/testing/setup.ts), plus what only the Demo adapter does: remembering
 * the session in localStorage, sharing changes between tabs, throttling
 * sign-ins. The seed town and the policy table have their own tests in
 * src/backend/demo.
 */

const demo = demoDatabasePerTest('contract');
const { open, sessionKey } = demo;
const demoTarget = demo.target('Demo', async () => (await open()).backend);

describeAuthContract(demoTarget);
describeStoreContract(demoTarget);

describe('Demo backend only', () => {
  async function signedInUser(backend: Backend) {
    const uid = await demoTarget.createUser('ravi@example.com', 'right-password');
    const auth = await backend.auth();
    await auth.signInWithEmail('ravi@example.com', 'right-password');
    return { uid, auth };
  }

  it('keeps you signed in after a reload', async () => {
    const first = await demoTarget.makeBackend();
    const { uid } = await signedInUser(first);

    const reloaded = (await open()).backend;
    const seen: unknown[] = [];
    (await reloaded.auth()).watchSession((user) => seen.push(user));
    expect(seen).toEqual([{ uid, email: 'ravi@example.com' }]);
  });

  it('discards a corrupt session entry and carries on signed out', async () => {
    for (const corrupt of ['{not json', '{"version":1,"uid":""}', '"just text"', '{"uid":"x"}']) {
      localStorage.setItem(sessionKey(), corrupt);
      const backend = (await open()).backend;
      const seen: unknown[] = [];
      (await backend.auth()).watchSession((user) => seen.push(user));
      expect(seen, corrupt).toEqual([null]);
      expect(localStorage.getItem(sessionKey())).toBeNull();
    }
  });

  it('forgets a remembered session whose account no longer exists', async () => {
    localStorage.setItem(
      sessionKey(),
      JSON.stringify({ version: 1, uid: 'gone', email: 'gone@example.com' }),
    );
    const backend = (await open()).backend;
    const seen: unknown[] = [];
    (await backend.auth()).watchSession((user) => seen.push(user));
    expect(seen).toEqual([null]);
    // The store treats the caller as signed out too.
    expect(await refusalCode(backend.store.query({ collection: collections.admins }))).toBe(
      'permission-denied',
    );
  });

  it('hears a sign-in made in another tab', async () => {
    const backend = await demoTarget.makeBackend();
    const uid = await demoTarget.createUser('ravi@example.com', 'right-password');
    const seen: unknown[] = [];
    (await backend.auth()).watchSession((user) => seen.push(user));

    // Another tab writes the entry; this tab only gets the storage event.
    const value = JSON.stringify({ version: 1, uid, email: 'ravi@example.com' });
    localStorage.setItem(sessionKey(), value);
    window.dispatchEvent(new StorageEvent('storage', { key: sessionKey(), newValue: value }));
    expect(seen).toEqual([null, { uid, email: 'ravi@example.com' }]);

    localStorage.removeItem(sessionKey());
    window.dispatchEvent(new StorageEvent('storage', { key: sessionKey(), newValue: null }));
    expect(seen).toEqual([null, { uid, email: 'ravi@example.com' }, null]);
  });

  it('shows a change made in one tab to a listener in another', async () => {
    await demoTarget.seedDoc(collections.shops, 'shop-1', { name: 'Gupta Stores', open: true });
    const listeningTab = (await open()).backend;
    const seen: unknown[] = [];
    const stop = listeningTab.store.subscribeDoc(collections.shops, 'shop-1', (doc) =>
      seen.push(doc?.data['open']),
    );
    await vi.waitFor(() => expect(seen).toEqual([true]));

    // A second instance on the same database plays the other tab: its writes
    // reach this one only through the BroadcastChannel.
    const writingTab = await open();
    await writingTab.internals.writeDoc(collections.shops, 'shop-1', {
      name: 'Gupta Stores',
      open: false,
    });
    await vi.waitFor(() => expect(seen).toEqual([true, false]));
    stop();
  });

  it('re-checks a listener when the person signs out, and reports the refusal', async () => {
    await demoTarget.seedDoc(collections.orders, 'order-1', { status: 'placed' });
    const backend = await demoTarget.makeBackend();
    const adminUid = await demoTarget.createUser('admin@example.com', 'admin-password');
    await demoTarget.seedDoc(collections.admins, adminUid, {
      name: 'Admin',
      email: 'admin@example.com',
      role: 'admin',
    });
    const auth = await backend.auth();
    await auth.signInWithEmail('admin@example.com', 'admin-password');

    const seen: string[][] = [];
    const errors: string[] = [];
    backend.store.subscribeQuery(
      { collection: collections.orders },
      (docs) => seen.push(docs.map((doc) => doc.id)),
      (error) => errors.push((error as BackendError).code),
    );
    await vi.waitFor(() => expect(seen).toEqual([['order-1']]));
    await auth.signOut();
    await vi.waitFor(() => expect(errors).toEqual(['permission-denied']));
  });

  it('locks an email out after 5 failed sign-ins within 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const backend = await demoTarget.makeBackend();
      await demoTarget.createUser('ravi@example.com', 'right-password');
      const auth = await backend.auth();

      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(await refusalCode(auth.signInWithEmail('ravi@example.com', 'wrong-pass'))).toBe(
          'auth/invalid-credential',
        );
      }
      expect(await refusalCode(auth.signInWithEmail('ravi@example.com', 'right-password'))).toBe(
        'auth/too-many-requests',
      );
      // Staff sign-in is the same account system and is throttled the same way.
      await demoTarget.createUser('9876543210@vendor.phone.invalid', 'vendor-password');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await expect(auth.signInStaffByPhone('vendor', '9876543210', 'nope-nope')).resolves.toBe(
          null,
        );
      }
      expect(
        await refusalCode(auth.signInStaffByPhone('vendor', '9876543210', 'vendor-password')),
      ).toBe('auth/too-many-requests');

      vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1);
      await expect(auth.signInWithEmail('ravi@example.com', 'right-password')).resolves.toEqual(
        expect.objectContaining({ email: 'ravi@example.com' }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a success clears the failure count', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const backend = await demoTarget.makeBackend();
      await demoTarget.createUser('ravi@example.com', 'right-password');
      const auth = await backend.auth();
      const wrong = () => refusalCode(auth.signInWithEmail('ravi@example.com', 'wrong-pass'));
      const right = () => auth.signInWithEmail('ravi@example.com', 'right-password');
      // Eight failures within the ten minutes, never five in a row: each is only a wrong password.
      for (let round = 0; round < 2; round += 1) {
        for (let attempt = 0; attempt < 4; attempt += 1) {
          expect(await wrong()).toBe('auth/invalid-credential');
        }
        await expect(right()).resolves.toEqual(
          expect.objectContaining({ email: 'ravi@example.com' }),
        );
      }
      // Counted again from the last success: five in a row still lock the email out.
      for (let attempt = 0; attempt < 5; attempt += 1) await wrong();
      expect(await refusalCode(right())).toBe('auth/too-many-requests');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores only a salted PBKDF2 hash of each password', async () => {
    const handle = await open();
    const uid = await handle.internals.createAccount('ravi@example.com', 'right-password');
    const other = await handle.internals.createAccount('asha@example.com', 'right-password');
    const { openDemoDatabase } = await import('../demo/db');
    const db = openDemoDatabase(demo.databaseName());
    try {
      const [ravi, asha] = await db.accounts.bulkGet([uid, other]);
      expect(JSON.stringify(ravi)).not.toContain('right-password');
      expect(ravi?.password).toMatchObject({
        algorithm: 'PBKDF2-SHA-256',
        iterations: contractPasswordIterations,
      });
      expect(ravi?.password.salt).not.toBe(asha?.password.salt);
      expect(ravi?.password.hash).not.toBe(asha?.password.hash);
    } finally {
      db.close();
    }
  });

  it('refuses data Firestore would refuse', async () => {
    const backend = await demoTarget.makeBackend();
    await signedInUser(backend);
    const adminUid = await demoTarget.createUser('admin@example.com', 'admin-password');
    await demoTarget.seedDoc(collections.admins, adminUid, { name: 'A', email: '', role: 'admin' });
    await (await backend.auth()).signInWithEmail('admin@example.com', 'admin-password');

    const bad = [
      { value: undefined },
      { list: [[1, 2]] },
      { when: new Date(Number.NaN) },
      { thing: new Map() },
    ];
    for (const data of bad) {
      expect(await refusalCode(backend.store.set(collections.shops, 'x', data as never))).toBe(
        'invalid-argument',
      );
    }
    expect(await refusalCode(backend.store.set(collections.shops, 'a/b', {}))).toBe(
      'invalid-argument',
    );
    expect(await refusalCode(backend.store.get('', 'x'))).toBe('invalid-argument');
  });

  it('makes a transaction read before it writes, as Firestore does', async () => {
    const backend = await demoTarget.makeBackend();
    await demoTarget.seedDoc(collections.shops, 'shop-1', { name: 'A' });
    const outcome = backend.store.runTransaction(async (tx) => {
      tx.set(collections.shops, 'shop-2', { name: 'B' });
      await tx.get(collections.shops, 'shop-1');
    });
    expect(await refusalCode(outcome)).toBe('invalid-argument');
  });

  it('retries a transaction whose read was changed by a plain write', async () => {
    const handle = await open();
    await handle.internals.writeDoc(collections.products, 'rice', { stock: 5 });
    const adminUid = await handle.internals.createAccount('admin@example.com', 'admin-password');
    await handle.internals.writeDoc(collections.admins, adminUid, { name: 'A', role: 'admin' });
    await (await handle.backend.auth()).signInWithEmail('admin@example.com', 'admin-password');

    let attempts = 0;
    const left = await handle.backend.store.runTransaction(async (tx) => {
      attempts += 1;
      const rice = await tx.get(collections.products, 'rice');
      if (attempts === 1)
        await handle.backend.store.update(collections.products, 'rice', { stock: 2 });
      const stock = Number(rice?.data['stock']) - 1;
      tx.update(collections.products, 'rice', { stock });
      return stock;
    });
    expect(attempts).toBe(2);
    expect(left).toBe(1);
  });
});
