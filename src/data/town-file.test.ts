// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { openDemoBackend, type DemoBackendHandle } from '../backend/demo/demo-backend';
import { randomId } from '../lib/ids';
import { collections, configDocs } from '../lib/models';
import { defaultOrderingTerms } from '../lib/model-schemas';
import { browserRestore, readTown, townIsEmpty } from './town-file';

const handles: DemoBackendHandle[] = [];
afterEach(() => {
  for (const handle of handles.splice(0)) handle.internals.close();
});

async function emptyStore() {
  const handle = await openDemoBackend({ databaseName: `town-file-${randomId(10)}`, seed: false });
  handles.push(handle);
  return handle.internals.serverStore;
}

describe('a whole town through the port', () => {
  it('reads every document a page at a time, and the settings by their ids', async () => {
    const store = await emptyStore();
    for (let index = 0; index < 1_100; index += 1) {
      await store.set(collections.feeds, `post-${String(index).padStart(4, '0')}`, { index });
    }
    await store.set(collections.config, configDocs.ordering, { ...defaultOrderingTerms });
    const records = await readTown(store, [collections.config, collections.feeds]);
    expect(records).toHaveLength(1_101);
    expect(records[0]).toEqual({
      collection: collections.config,
      id: configDocs.ordering,
      data: { ...defaultOrderingTerms },
    });
    expect(new Set(records.map((record) => record.id)).size).toBe(1_101);
  });

  it('calls a town with only its settings and admins empty, and one with a shop not', async () => {
    const store = await emptyStore();
    await store.set(collections.admins, 'first-admin', { name: 'First', role: 'admin' });
    await store.set(collections.config, configDocs.ordering, { ...defaultOrderingTerms });
    expect(await townIsEmpty(store)).toBe(true);
    await store.set(collections.shops, 'a-shop', { name: 'A shop' });
    expect(await townIsEmpty(store)).toBe(false);
  });

  it('leaves what only the server writes to the command line', () => {
    const plan = browserRestore([
      { collection: collections.shops, id: 'a-shop' },
      { collection: collections.config, id: configDocs.ordering },
      { collection: collections.config, id: configDocs.shops },
      { collection: collections.orders, id: 'o-1' },
      { collection: collections.orders, id: 'o-2' },
    ]);
    expect(plan.writable.map((record) => record.id)).toEqual(['a-shop', configDocs.ordering]);
    expect(plan.leftOut).toEqual([
      { collection: collections.config, count: 1 },
      { collection: collections.orders, count: 2 },
    ]);
  });
});
