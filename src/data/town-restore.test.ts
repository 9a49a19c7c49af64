// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { openDemoBackend, type DemoBackendHandle } from '../backend/demo/demo-backend';
import { randomId } from '../lib/ids';
import { collections, configDocs } from '../lib/models';
import { defaultOrderingTerms } from '../lib/model-schemas';
import { readTown, restorePlan, townIsEmpty } from './town-restore';

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

  it('writes from the browser what an admin may, hands the server the rest by rider, and the admins to no one', () => {
    const record = (collection: string, id: string, data = {}) => ({ collection, id, data });
    const plan = restorePlan([
      record(collections.shops, 'a-shop'),
      record(collections.config, configDocs.ordering),
      record(collections.config, configDocs.shops),
      record(collections.admins, 'a-stranger', { role: 'admin' }),
      record(collections.orders, 'o-1'),
      record(collections.cashLedger, 'l-1', { riderUid: 'bablu' }),
      record(collections.riderCash, 'bablu'),
      record(collections.orders, 'o-2'),
      record(collections.riderCash, 'rana'),
      record(collections.cashLedger, 'l-2', { riderUid: 'bablu' }),
    ]);
    expect(plan.writable.map((each) => each.id)).toEqual(['a-shop', configDocs.ordering]);
    expect(plan.admins.map((each) => each.id)).toEqual(['a-stranger']);
    expect(plan.rebuilt).toBe(1);
    // Each rider's cash goes with every line of their ledger, in one call.
    expect(plan.server.map((batch) => batch.map((each) => each.id))).toEqual([
      ['o-1', 'o-2'],
      ['l-1', 'bablu', 'l-2'],
      ['rana'],
    ]);
  });
});
