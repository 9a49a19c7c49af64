import { describe, expect, it, vi } from 'vitest';
import { collections } from '../../lib/models';
import { serveDemo } from '../demo/channel-host';
import { connectDemo } from '../demo/start-demo';
import { BackendError, serverTime, type Backend } from '../../port/types';
import { contractIndexes, describeAuthContract, describeStoreContract } from './contract-suite';
import { contractPasswordIterations, demoDatabasePerTest } from './demo-database-per-test';
import { thrownBy } from '../../testing/refusal';

/**
 * The contract suite against the Demo backend as the app runs it: served at
 * one end of a message channel (the worker's side, `serveDemo`) and used
 * through the other (the page's side, `connectDemo`). A MessageChannel
 * copies messages as a worker's does, so what does not survive the trip
 * (the serverTime symbol, error classes, a transaction's closures) is
 * tested here, with the same expectations as in the page.
 */

const demo = demoDatabasePerTest('channel');
const { sessionKey } = demo;

/** A page connected to a freshly started worker over the test's database. */
async function connect(): Promise<Backend> {
  const { port1: workerSide, port2: pageSide } = new MessageChannel();
  demo.afterTest(() => {
    workerSide.close();
    pageSide.close();
  });
  serveDemo(workerSide);
  const backend = await connectDemo(
    pageSide,
    {
      databaseName: demo.databaseName(),
      seed: false,
      passwordIterations: contractPasswordIterations,
      extraIndexes: contractIndexes,
    },
    new Promise(() => undefined),
  );
  if (!backend) throw new Error('The worker side did not answer.');
  return backend;
}

const channelTarget = demo.target('Demo over a channel', connect);

describeAuthContract(channelTarget);
describeStoreContract(channelTarget);

async function signedInAdmin(): Promise<Backend> {
  const backend = await channelTarget.makeBackend();
  const uid = await channelTarget.createUser('admin@example.com', 'admin-password');
  await channelTarget.seedDoc(collections.admins, uid, { name: 'A', role: 'admin' });
  await (await backend.auth()).signInWithEmail('admin@example.com', 'admin-password');
  return backend;
}

describe('Demo backend over a channel only', () => {
  it('remembers a sign-in made in the worker in the page, so a reload is still signed in', async () => {
    const first = await channelTarget.makeBackend();
    const uid = await channelTarget.createUser('ravi@example.com', 'right-password');
    await (await first.auth()).signInWithEmail('ravi@example.com', 'right-password');
    expect(JSON.parse(localStorage.getItem(sessionKey()) ?? 'null')).toMatchObject({ uid });

    const reloaded = await connect();
    const seen: unknown[] = [];
    (await reloaded.auth()).watchSession((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toEqual([{ uid, email: 'ravi@example.com' }]));

    await (await reloaded.auth()).signOut();
    expect(localStorage.getItem(sessionKey())).toBeNull();
    await vi.waitFor(() => expect(seen).toEqual([{ uid, email: 'ravi@example.com' }, null]));
  });

  it('tells the worker of a sign-out made in another tab, and its policy follows', async () => {
    const backend = await signedInAdmin();
    await expect(backend.store.query({ collection: collections.admins })).resolves.toBeTruthy();

    // Another tab signs out: this page hears only the storage event.
    localStorage.removeItem(sessionKey());
    window.dispatchEvent(new StorageEvent('storage', { key: sessionKey(), newValue: null }));
    await vi.waitFor(async () => {
      const refused = await thrownBy(backend.store.query({ collection: collections.admins }));
      expect((refused as BackendError).code).toBe('permission-denied');
    });
  });

  it('hands a transaction’s own failure back unchanged, and writes nothing', async () => {
    const backend = await signedInAdmin();
    await channelTarget.seedDoc(collections.products, 'rice', { stock: 1 });
    class OutOfStock extends Error {}
    const thrown = await thrownBy(
      backend.store.runTransaction(async (tx) => {
        const rice = await tx.get(collections.products, 'rice');
        tx.update(collections.products, 'rice', { stock: 0 });
        if (rice?.data['stock'] === 1) throw new OutOfStock('only one left');
      }),
    );
    expect(thrown).toBeInstanceOf(OutOfStock);
    expect((await backend.store.get(collections.products, 'rice'))?.data['stock']).toBe(1);
  });

  it('refuses a write the backend refuses inside a transaction, with its reason', async () => {
    const backend = await signedInAdmin();
    const thrown = await thrownBy(
      backend.store.runTransaction(async (tx) => {
        tx.set(collections.shops, 'shop-1', { name: 'A', when: new Date(Number.NaN) });
        return 'done';
      }),
    );
    expect(thrown).toBeInstanceOf(BackendError);
    expect((thrown as BackendError).code).toBe('invalid-argument');
    expect(await backend.store.get(collections.shops, 'shop-1')).toBeNull();
  });

  it('stamps the server’s time wherever serverTime is, however deep', async () => {
    const backend = await signedInAdmin();
    const before = Date.now();
    await backend.store.set(collections.shops, 'shop-1', {
      name: 'A',
      updatedAt: serverTime,
      history: [{ at: serverTime, note: 'opened' }],
    });
    const data = (await backend.store.get(collections.shops, 'shop-1'))?.data;
    const history = data?.['history'] as { at: Date }[];
    for (const stamp of [data?.['updatedAt'], history[0]?.at]) {
      expect(stamp).toBeInstanceOf(Date);
      expect((stamp as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('refuses a value the channel cannot carry as bad data', async () => {
    const backend = await signedInAdmin();
    const thrown = await thrownBy(
      backend.store.set(collections.shops, 'shop-1', { name: 'A', open: (() => true) as never }),
    );
    expect((thrown as BackendError).code).toBe('invalid-argument');
  });

  it('falls back when nothing answers at the other end', async () => {
    const { port2: pageSide } = new MessageChannel();
    demo.afterTest(() => pageSide.close());
    await expect(
      connectDemo(pageSide, { databaseName: demo.databaseName() }, Promise.resolve()),
    ).resolves.toBeNull();
  });
});
