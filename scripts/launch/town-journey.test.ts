// @vitest-environment node
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { openDemoBackend, type DemoBackendHandle } from '../../src/backend/demo/demo-backend.ts';
import { demoAccounts } from '../../src/backend/demo/seed-town.ts';
import { readOne } from '../../src/data/lists.ts';
import {
  readTown,
  restoreOnServer,
  restorePlan,
  townIsEmpty,
} from '../../src/data/town-restore.ts';
import { writeInBatches } from '../../src/data/write-in-batches.ts';
import { adminCollections } from '../../src/features/admin/sections/index.ts';
import { refChoicesOf } from '../../src/features/admin/csv/spreadsheet-data.ts';
import { checkRows, parseCsv } from '../../src/features/admin/csv/spreadsheet.ts';
import { listProducts, listShops } from '../../src/features/catalog/api/catalog.ts';
import { randomId } from '../../src/lib/ids.ts';
import { collections, configDocs, shopTypes } from '../../src/lib/models.ts';
import { ADMIN_ROLE } from '../../src/lib/roles.ts';
import {
  backupCollections,
  makeTownFile,
  readableFromBrowser,
  readTownFile,
  townFileText,
} from '../../src/lib/town-file-format.ts';
import type { Backend, Cursor } from '../../src/port/types.ts';
import { fakeCli } from './fake-cli.ts';
import type { AdminClient, PasswordRule } from './first-admin.ts';
import type { Io } from './io.ts';
import { launch } from './launch.ts';

/**
 * Issue 28, "Done means": a test launches a town with the fake CLI, imports a
 * spreadsheet of 200 products, exports the town, restores it into an empty
 * Demo, and finds the same shop pages. Each step runs the code its screen or
 * command runs; only Firebase itself is stood in for.
 *
 * The launch cannot make a Demo town: it drives the `firebase` CLI (here the
 * fakes on the PATH that launch.test.ts uses, fake-cli.ts) and the Admin SDK.
 * So Demo backends stand in for the launched project: the seeded Demo is the
 * town as it runs, filled by its admin, and the empty Demo is the brand-new
 * project the town moves into, whose first admin the launch itself makes
 * through an Admin SDK stand-in over that Demo.
 */
const current = vi.hoisted(() => ({ backend: null as Backend | null }));
vi.mock('../../src/backend', () => ({
  getBackend: () => Promise.resolve(current.backend),
  backendKind: 'demo',
}));

const repository = join(import.meta.dirname, '../..');
const PROJECT = 'kalna-town';
const FIRST_ADMIN = { email: 'mitali@kalna.example', name: 'Mitali Sen' };
const FIRST_ADMIN_PASSWORD = 'amader-shohor-26';
const NEW_PRODUCTS = 200;

const handles: DemoBackendHandle[] = [];
const folders: string[] = [];
afterAll(() => {
  for (const handle of handles) handle.internals.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function openDemo(seed: boolean): Promise<DemoBackendHandle> {
  const handle = await openDemoBackend({
    databaseName: `town-journey-${randomId(8)}`,
    seed,
    passwordIterations: 1_000,
  });
  handles.push(handle);
  return handle;
}

/**
 * The Admin SDK as the launch uses it (admin-sdk.ts), over a Demo: accounts
 * and documents written past the rules, as the Admin SDK writes them. The
 * project is new, so its only accounts are those made here; the Demo keeps
 * no password rule, so the rule is kept here.
 */
function demoAdminSdk({ internals }: DemoBackendHandle): AdminClient {
  const accounts = new Map<string, string>();
  let rule: PasswordRule | null = null;
  let signUpOff = false;
  return {
    async findAdmin() {
      const page = await internals.serverStore.query({
        collection: collections.admins,
        where: [{ field: 'role', op: '==', value: ADMIN_ROLE }],
        limit: 1,
      });
      const [found] = page.docs;
      return found ? { uid: found.id, email: String(found.data['email']) } : null;
    },
    async findUser(email) {
      const uid = accounts.get(email);
      return uid ? { uid } : null;
    },
    async createUser({ email, password }) {
      const uid = await internals.createAccount(email, password);
      accounts.set(email, uid);
      return uid;
    },
    writeAdmin: (uid, record) => internals.writeDoc(collections.admins, uid, record),
    async passwordRule() {
      return rule;
    },
    async setPasswordRule(next) {
      rule = next;
    },
    // Public sign-up, which the launch switches off before the site goes out.
    async signUpDisabled() {
      return signUpOff;
    },
    async disableSignUp() {
      signUpOff = true;
    },
    // The project is new: every account in it is one this launch makes, so none needs proving.
    passwordOwner: async () => null,
  };
}

/** `npm run launch` for a brand-new project, against the fake `firebase` and `npm` on the PATH. */
async function launchNewProject(admin: AdminClient) {
  const cli = fakeCli();
  folders.push(cli.folder);
  writeFileSync(
    cli.statePath,
    JSON.stringify({ account: 'volunteer@example.com', projects: [], blaze: { [PROJECT]: true } }),
  );
  const said: string[] = [];
  // The password, typed twice at the hidden prompt.
  const answers = [FIRST_ADMIN_PASSWORD, FIRST_ADMIN_PASSWORD];
  const io: Io = {
    say: (text) => said.push(text),
    ask: async (question) => {
      throw new Error(`Unexpected question: ${question}`);
    },
    askHidden: async (question) => {
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`Unexpected question: ${question}`);
      return answer;
    },
  };
  const code = await launch(
    [
      ...['--project', PROJECT, '--yes', '--skip-telegram'],
      ...['--admin-email', FIRST_ADMIN.email, '--admin-name', FIRST_ADMIN.name],
    ],
    {
      root: cli.town,
      binFolder: join(repository, 'node_modules/.bin'),
      env: cli.env,
      io,
      adminClient: async () => admin,
      // No bot in this town (--skip-telegram): nothing may reach Telegram.
      http: async (url) => {
        throw new Error(`The journey calls no service: ${url}`);
      },
    },
  );
  const project = JSON.parse(readFileSync(cli.statePath, 'utf8')) as {
    projects: { projectId: string }[];
    deploys?: Record<string, number>;
  };
  return { code, output: said.join('\n'), project };
}

const bengaliDigits = new Intl.NumberFormat('bn-IN', { useGrouping: false });

/** What a town's grocers sell, in English, Bengali and Hindi, with the aisle it goes in. */
const goods = [
  ['Mustard oil', 'সরষের তেল', 'सरसों का तेल', 'Oil & ghee', '1 litre'],
  ['Moong dal', 'মুগ ডাল', 'मूंग दाल', 'Dal & pulses', '1 kg'],
  ['Nolen gur', 'নলেন গুড়', 'नलेन गुड़', 'Sweets', '500 g'],
  ['Posto', 'পোস্ত', 'खसखस', 'Spices', '100 g'],
  ['Muri', 'মুড়ি', 'मुरमुरे', 'Snacks', '500 g'],
] as const;

/** The new products, named in the three languages, spread over `shopIds`; price in paise. */
function newProducts(shopIds: readonly string[], count: number) {
  return Array.from({ length: count }, (_, at) => {
    const index = at + 1;
    const [name, nameBn, nameHi, category, unit] = goods[index % goods.length] ?? goods[0];
    return {
      shopId: shopIds[index % shopIds.length] ?? '',
      name: `${name}, pack ${index}`,
      nameBn: `${nameBn}, প্যাকেট ${bengaliDigits.format(index)}`,
      nameHi: `${nameHi}, पैकेट ${index}`,
      category,
      unit,
      price: (40 + index) * 100 + 50,
      stock: index % 7,
    };
  });
}

/**
 * The products as an admin fills the template: the id column left empty
 * (the import makes one, as the form does), the shop by its id, the price in
 * rupees, every cell quoted as a spreadsheet saves one with a comma in it.
 */
function spreadsheetOf(products: ReturnType<typeof newProducts>): string {
  const cell = (text: string | number) => `"${String(text).replaceAll('"', '""')}"`;
  const lines = ['id,shopId,name,nameBn,nameHi,category,unit,price,stock,description,image'];
  for (const product of products) {
    const { shopId, name, nameBn, nameHi, category, unit, price, stock } = product;
    const rupees = `${Math.floor(price / 100)}.${String(price % 100).padStart(2, '0')}`;
    const cells = [shopId, name, nameBn, nameHi, category, unit, rupees, stock].map(cell);
    // The id, then the cells, then no description and no image.
    lines.push(['', ...cells, '', ''].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
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

/** What the shop lists and each shop's page show, read with the catalogue's own queries. */
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

it('launches a town, imports 200 products, exports it and restores it into an empty Demo with the same shop pages and rider cash', async () => {
  // 1. The launch, for a brand-new project: the Demo it stands for begins empty.
  const launched = await openDemo(false);
  const { code, output, project } = await launchNewProject(demoAdminSdk(launched));
  expect(code, output).toBe(0);
  expect(project.projects.map((made) => made.projectId)).toEqual([PROJECT]);
  // The server, then the site once public sign-up is off.
  expect(project.deploys?.[PROJECT]).toBe(2);
  expect(output).toContain('Step 11 of 11');
  expect(output).toContain(`${FIRST_ADMIN.email} is now the town's admin.`);
  const firstAdmins = await launched.internals.serverStore.query({
    collection: collections.admins,
  });
  expect(firstAdmins.docs.map((doc) => doc.data)).toEqual([{ ...FIRST_ADMIN, role: ADMIN_ROLE }]);

  // 2. The town's admin imports a spreadsheet of 200 products, as the import screen does.
  const town = await openDemo(true);
  current.backend = town.backend;
  const townAuth = await town.backend.auth();
  await townAuth.signInWithEmail(demoAccounts.admin.email, demoAccounts.admin.password);
  const products = adminCollections().find((config) => config.collection === collections.products);
  if (!products) throw new Error('no admin section keeps the products');
  const groceries = await everyPage((after) => listShops('grocery', after));
  expect(groceries.length).toBeGreaterThan(1);
  const groceryIds = groceries.map((shop) => shop.id);
  const spreadsheet = newProducts(groceryIds, NEW_PRODUCTS);
  const checked = checkRows(
    products,
    await parseCsv(spreadsheetOf(spreadsheet)),
    await refChoicesOf(products),
  );
  expect(checked.problems).toBeUndefined();
  const imported = checked.records ?? [];
  let written = 0;
  await writeInBatches(town.backend.store, imported, (count) => (written = count));
  expect(written).toBe(NEW_PRODUCTS);
  expect(new Set(imported.map((record) => record.id)).size).toBe(NEW_PRODUCTS);

  // 3. The whole town exported, as the backup screen does.
  const text = townFileText(
    makeTownFile(
      await readTown(
        town.backend.store,
        backupCollections({ includeOrders: false }).filter(readableFromBrowser),
      ),
      new Date(),
    ),
  );

  // 4. Restored by the launched town's first admin, with the password the launch was given.
  current.backend = launched.backend;
  const launchedAuth = await launched.backend.auth();
  await launchedAuth.signInWithEmail(FIRST_ADMIN.email, FIRST_ADMIN_PASSWORD);
  expect(await townIsEmpty(launched.backend.store)).toBe(true);
  const reading = readTownFile(text);
  if (!reading.ok) throw new Error(`the town file was refused: ${reading.refusal.kind}`);
  expect(reading.problems).toEqual([]);
  const plan = restorePlan(reading.records);
  await writeInBatches(launched.backend.store, plan.writable);
  // What only the server writes (the riders' cash and ledgers), through the server, as the screen does.
  for (const batch of plan.server) {
    expect(await restoreOnServer(launched.backend.call, batch, false)).toMatchObject({
      kind: 'restored',
    });
  }

  // 5. The same shop pages, the 200 new products among them with their Bengali names.
  const before = await shopPages(town.backend);
  const after = await shopPages(launched.backend);
  expect(after).toEqual(before);
  const importedIds = new Set(imported.map((record) => record.id));
  const shownNew = after
    .flatMap((page) => page.products)
    .filter((product) => importedIds.has(product.id))
    .map(({ shopId, name, nameBn, nameHi, category, unit, price, stock }) => ({
      shopId,
      name,
      nameBn,
      nameHi,
      category,
      unit,
      price,
      stock,
    }));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  expect(shownNew.sort(byName)).toEqual([...spreadsheet].sort(byName));
  expect(shownNew.map((product) => product.nameBn)).toContain('মুগ ডাল, প্যাকেট ১');
  // The riders' cash and limits, as the admin's rider cash panel reads them.
  const riderCash = async (handle: DemoBackendHandle) =>
    (await handle.internals.serverStore.query({ collection: collections.riderCash })).docs
      .map(({ id, data }) => ({ id, balance: data['balance'], limit: data['limit'] }))
      .sort((a, b) => a.id.localeCompare(b.id));
  expect((await riderCash(town)).length).toBeGreaterThan(0);
  expect(await riderCash(launched)).toEqual(await riderCash(town));
  // Whether each shop takes orders is the server's: its trigger rebuilds it from the restored shops.
  const states = async (handle: DemoBackendHandle) =>
    (await handle.internals.serverStore.get(collections.config, configDocs.shops))?.data;
  await vi.waitFor(async () => expect(await states(launched)).toEqual(await states(town)), {
    timeout: 5_000,
  });
}, 30_000);
