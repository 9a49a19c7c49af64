// @vitest-environment node
import { openDemoBackend, type DemoBackendHandle } from '../../../backend/demo/demo-backend';
import { browserRestore, readTown } from '../../../data/town-file';
import { readOne } from '../../../data/lists';
import { writeInBatches } from '../../../data/write-in-batches';
import { randomId } from '../../../lib/ids';
import { collections, configDocs, shopTypes } from '../../../lib/models';
import { ADMIN_ROLE } from '../../../lib/roles';
import {
  backupCollections,
  makeTownFile,
  readableFromBrowser,
  readTownFile,
  townFileText,
} from '../../../lib/town-file';
import type { Backend, Cursor } from '../../../port/types';
import { signInAs } from '../../../testing/staff-fixtures';
import { listProducts, listShops } from './catalog';

/**
 * Issue 28: "a restore into an empty town gives the same screens as before".
 * An admin exports the seeded Demo town and restores the file into an empty
 * Demo from the browser; the shop pages' own reads find the same shops and
 * products there.
 */
const current = vi.hoisted(() => ({ backend: null as Backend | null }));
vi.mock('../../../backend', () => ({
  getBackend: () => Promise.resolve(current.backend),
  backendKind: 'demo',
}));

const handles: DemoBackendHandle[] = [];
afterAll(() => {
  for (const handle of handles) handle.internals.close();
});

async function open(seed: boolean): Promise<DemoBackendHandle> {
  const handle = await openDemoBackend({
    databaseName: `restored-${randomId(8)}`,
    seed,
    passwordIterations: 1_000,
  });
  handles.push(handle);
  return handle;
}

/** Every page of a list, as "More" would read them. */
async function everyPage<T>(
  read: (after: Cursor | null) => Promise<{ items: T[]; next: Cursor | null }>,
) {
  const items: T[] = [];
  let after: Cursor | null = null;
  do {
    const page = await read(after);
    items.push(...page.items);
    after = page.next;
  } while (after);
  return items;
}

/** What the shop lists and each shop's page show, read as those screens read it. */
async function shopPages(backend: Backend) {
  current.backend = backend;
  const pages = [];
  for (const type of shopTypes) {
    for (const shop of await everyPage((after) => listShops(type, after))) {
      pages.push({
        type,
        shop: await readOne(collections.shops, shop.id),
        products: await everyPage((after) => listProducts({ shopId: shop.id }, after)),
      });
    }
  }
  return pages;
}

it('an exported Demo town restored into an empty Demo shows the same shop pages', async () => {
  const town = await open(true);
  await signInAs(town, 'admin');
  const records = await readTown(
    town.backend.store,
    backupCollections({ includeOrders: false }).filter(readableFromBrowser),
  );
  const text = townFileText(makeTownFile(records, new Date()));

  // An empty town with its first admin, as `npm run launch` leaves it.
  const empty = await open(false);
  const uid = await empty.internals.createAccount('first@town.example', 'first-admin-1');
  await empty.internals.writeDoc(collections.admins, uid, {
    name: 'First Admin',
    email: 'first@town.example',
    role: ADMIN_ROLE,
  });
  await (await empty.backend.auth()).signInWithEmail('first@town.example', 'first-admin-1');
  const reading = readTownFile(text);
  if (!reading.ok) throw new Error(reading.refusal.kind);
  await writeInBatches(empty.backend.store, browserRestore(reading.records).writable);

  const before = await shopPages(town.backend);
  expect(before.length).toBeGreaterThan(10);
  expect(before.flatMap((page) => page.products).length).toBeGreaterThan(80);
  expect(await shopPages(empty.backend)).toEqual(before);
  // The shops' states are the server's: its trigger rebuilds them from the restored shops.
  const states = async (handle: DemoBackendHandle) =>
    (await handle.internals.serverStore.get(collections.config, configDocs.shops))?.data;
  await vi.waitFor(async () => expect(await states(empty)).toEqual(await states(town)), {
    timeout: 5_000,
  });
});
