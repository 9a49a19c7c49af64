// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { openDemoBackend, type DemoBackendHandle } from '../backend/demo/demo-backend';
import { randomId } from '../lib/ids';
import type { DocumentStore, Transaction } from '../port/types';
import { writeInBatches } from './write-in-batches';

const handles: DemoBackendHandle[] = [];
afterEach(() => {
  for (const handle of handles.splice(0)) handle.internals.close();
});

async function emptyStore(): Promise<DocumentStore> {
  const handle = await openDemoBackend({ databaseName: `batches-${randomId(10)}`, seed: false });
  handles.push(handle);
  return handle.internals.serverStore;
}

/** The store, counting the writes each transaction carried. */
function countingTransactions(store: DocumentStore) {
  const writesPerTransaction: number[] = [];
  const counted: DocumentStore = {
    ...store,
    runTransaction: (work) =>
      store.runTransaction(async (tx) => {
        let writes = 0;
        const result = await work({
          ...tx,
          get: (collection, id) => tx.get(collection, id),
          set: (collection, id, data) => {
            writes += 1;
            tx.set(collection, id, data);
          },
        } satisfies Transaction);
        writesPerTransaction.push(writes);
        return result;
      }),
  };
  return { store: counted, writesPerTransaction };
}

const products = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    collection: 'products',
    id: `p-${index}`,
    data: { name: `Product ${index}`, at: new Date(Date.UTC(2026, 0, 1, 0, index)) },
  }));

describe('writeInBatches', () => {
  it('writes every record in transactions of at most 10, saying how far it got after each', async () => {
    const { store, writesPerTransaction } = countingTransactions(await emptyStore());
    const progress: [number, number][] = [];
    await writeInBatches(store, products(25), (written, total) => progress.push([written, total]));

    expect(writesPerTransaction).toEqual([10, 10, 5]);
    expect(progress).toEqual([
      [10, 25],
      [20, 25],
      [25, 25],
    ]);
    const stored = await store.query({ collection: 'products' });
    expect(stored.docs).toHaveLength(25);
    expect(await store.get('products', 'p-7')).toEqual({
      id: 'p-7',
      data: { name: 'Product 7', at: new Date(Date.UTC(2026, 0, 1, 0, 7)) },
    });
  });

  it('replaces a record of the same id and keeps the rest of the collection', async () => {
    const store = await emptyStore();
    await store.set('products', 'p-1', { name: 'Old name', stock: 3 });
    await store.set('products', 'kept', { name: 'Not in the file' });
    await writeInBatches(store, products(2));
    expect((await store.get('products', 'p-1'))?.data).toEqual(products(2)[1]?.data);
    expect(await store.get('products', 'kept')).not.toBeNull();
  });

  it('merges a record over the stored one’s other fields when asked, and replaces it otherwise', async () => {
    const store = await emptyStore();
    await store.set('shops', 's-1', { name: 'Old name', openingHours: 'kept' });
    await store.set('shops', 's-2', { name: 'Other', openingHours: 'gone' });
    await writeInBatches(
      store,
      [{ collection: 'shops', id: 's-1', data: { name: 'New' } }],
      undefined,
      'merge',
    );
    await writeInBatches(store, [{ collection: 'shops', id: 's-2', data: { name: 'New' } }]);
    expect((await store.get('shops', 's-1'))?.data).toEqual({ name: 'New', openingHours: 'kept' });
    expect((await store.get('shops', 's-2'))?.data).toEqual({ name: 'New' });
  });

  it('writes nothing and says nothing for no records', async () => {
    const { store, writesPerTransaction } = countingTransactions(await emptyStore());
    const progress: number[] = [];
    await writeInBatches(store, [], (written) => progress.push(written));
    expect(writesPerTransaction).toEqual([]);
    expect(progress).toEqual([]);
  });
});
