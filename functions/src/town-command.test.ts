// @vitest-environment node
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { seedTownFile } from '../../src/backend/demo/seed-town';
import { readTownFile, townFileText, townFileVersion } from '../../src/lib/town-file-format';
import { createAdminStore } from './admin-store';
import { realTools, runTownCommand, writePrivateText, type TownCommandTools } from './town-command';

/** What the Admin SDK hands back for a stored date. */
class FakeTimestamp {
  readonly seconds: number;
  readonly nanoseconds: number;
  constructor(private readonly millis: number) {
    this.seconds = Math.floor(millis / 1000);
    this.nanoseconds = (millis % 1000) * 1_000_000;
  }
  toDate() {
    return new Date(this.millis);
  }
}

type Stored = Record<string, unknown>;

const asStored = (value: unknown): unknown => {
  if (value instanceof Date) return new FakeTimestamp(value.getTime());
  if (Array.isArray(value)) return value.map(asStored);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asStored(item)]));
  }
  return value;
};

/**
 * An in-memory stand-in for the Admin SDK's Firestore: as much as the
 * admin store (./admin-store) asks of it to read a collection page by page
 * (ordered by id) and to write in transactions, whose sizes it records.
 */
function fakeFirestore() {
  const collections = new Map<string, Map<string, Stored>>();
  const transactionSizes: number[] = [];
  const documents = (name: string) => {
    let docs = collections.get(name);
    if (!docs) collections.set(name, (docs = new Map()));
    return docs;
  };
  const snapshot = (collection: string, id: string) => {
    const data = documents(collection).get(id);
    return {
      id,
      exists: data !== undefined,
      data: () => data,
      get: (field: string) => data?.[field],
    };
  };
  type Ref = {
    collection: string;
    id: string;
    get: () => Promise<ReturnType<typeof snapshot>>;
    set: (data: Stored) => Promise<void>;
  };
  const ref = (collection: string, id: string): Ref => ({
    collection,
    id,
    get: () => Promise.resolve(snapshot(collection, id)),
    set: (data: Stored) => {
      documents(collection).set(id, asStored(data) as Stored);
      return Promise.resolve();
    },
  });
  type Equal = [field: string, value: unknown];
  interface Query {
    doc: (id: string) => Ref;
    where: (field: string, op: string, value: unknown) => Query;
    orderBy: () => Query;
    startAfter: (id: string) => Query;
    limit: (count: number) => Query;
    get: () => Promise<{ docs: ReturnType<typeof snapshot>[] }>;
  }
  const query = (
    collection: string,
    after: string | null,
    limit: number | null,
    equal: Equal[] = [],
  ): Query => ({
    doc: (id) => ref(collection, id),
    // The checks of an import read a rider's ledger by their uid: equality only.
    where: (field, op, value) => {
      if (op !== '==') throw new Error(`The fake reads only ==, not ${op}.`);
      return query(collection, after, limit, [...equal, [field, value]]);
    },
    orderBy: () => query(collection, after, limit, equal),
    startAfter: (id) => query(collection, id, limit, equal),
    limit: (count) => query(collection, after, count, equal),
    get: () => {
      const ids = [...documents(collection).keys()]
        .sort()
        .filter((id) => after === null || id > after)
        .filter((id) =>
          equal.every(([field, value]) => documents(collection).get(id)?.[field] === value),
        );
      const page = limit === null ? ids : ids.slice(0, limit);
      return Promise.resolve({ docs: page.map((id) => snapshot(collection, id)) });
    },
  });
  const db = {
    collection: (name: string) => query(name, null, null),
    runTransaction: async (work: (tx: unknown) => Promise<unknown>) => {
      const writes: [Ref, Stored][] = [];
      const result = await work({
        get: (target: Ref) => target.get(),
        set: (target: Ref, data: Stored) => writes.push([target, data]),
      });
      transactionSizes.push(writes.length);
      for (const [target, data] of writes) await target.set(data);
      return result;
    },
  };
  return { db, collections, transactionSizes };
}

function commandLine(firestore: ReturnType<typeof fakeFirestore>, files: Map<string, string>) {
  const said: string[] = [];
  const tools: TownCommandTools = {
    store: () => Promise.resolve(createAdminStore(firestore.db as unknown as Firestore)),
    readText: (path) => {
      const text = files.get(path);
      return text === undefined
        ? Promise.reject(new Error(`No file ${path}`))
        : Promise.resolve(text);
    },
    writeText: (path, text) => {
      files.set(path, text);
      return Promise.resolve();
    },
    say: (line) => said.push(line),
    now: () => new Date('2026-11-27T02:00:00.000Z'),
  };
  return { run: (...args: string[]) => runTownCommand(args, tools), said };
}

describe('npm run town', () => {
  const seedText = townFileText(seedTownFile(new Date('2026-11-20T08:00:00.000Z')));

  it('imports a town file into an empty project in batches, and exports the same town back', async () => {
    const firestore = fakeFirestore();
    const files = new Map([['seed.json', seedText]]);
    const { run, said } = commandLine(firestore, files);

    expect(await run('import', 'seed.json')).toBe(0);
    const seed = readTownFile(seedText);
    if (!seed.ok) throw new Error(seed.refusal.kind);
    const total = seed.records.length;
    expect(said).toContain(`Wrote ${total} of ${total}`);
    expect(said.at(-1)).toBe(`Restored ${total} records from seed.json.`);
    expect(firestore.transactionSizes.every((size) => size <= 400)).toBe(true);
    // Dates are stored as the SDK's timestamps, and the server's own records go in too.
    expect(firestore.collections.get('feeds')?.get('news-01')?.['publishedAt']).toBeInstanceOf(
      FakeTimestamp,
    );
    expect(firestore.collections.get('riderCash')?.size).toBe(1);

    // An order the customers placed: in the export only when asked for.
    await firestore.db.collection('orders').doc('order-1').set({ number: 'TS-100001' });

    expect(await run('export', 'town.json')).toBe(0);
    const exported = readTownFile(files.get('town.json') ?? '');
    if (!exported.ok) throw new Error(exported.refusal.kind);
    expect(exported.problems).toEqual([]);
    const key = (record: { collection: string; id: string }) => `${record.collection}/${record.id}`;
    const sorted = <T extends { collection: string; id: string }>(records: T[]) =>
      [...records].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    expect(sorted(exported.records)).toEqual(sorted(seed.records));
    expect(exported.exportedAt).toEqual(new Date('2026-11-27T02:00:00.000Z'));
    expect(said.at(-1)).toBe(
      `Exported ${total} records to town.json. Only you can read it: it holds the staff, the riders' cash.`,
    );

    expect(await run('export', 'with-orders.json', '--orders')).toBe(0);
    const withOrders = JSON.parse(files.get('with-orders.json') ?? '{}') as {
      collections: Record<string, unknown[]>;
    };
    expect(withOrders.collections['orders']).toEqual([
      { id: 'order-1', data: { number: 'TS-100001' } },
    ]);
  });

  it('refuses a file from a newer version, writing nothing', async () => {
    const firestore = fakeFirestore();
    const newer = { ...seedTownFile(new Date()), version: townFileVersion + 1 };
    const { run, said } = commandLine(firestore, new Map([['newer.json', JSON.stringify(newer)]]));
    expect(await run('import', 'newer.json')).toBe(1);
    expect(said).toEqual([
      `This file was made by a newer version of the app (version ${townFileVersion + 1}); this app reads up to version ${townFileVersion}. Update the app, then restore it.`,
    ]);
    expect(firestore.transactionSizes).toEqual([]);
  });

  it('names each wrong record and writes nothing', async () => {
    const firestore = fakeFirestore();
    const file = seedTownFile(new Date());
    const shop = file.collections['shops']?.[0];
    if (shop) shop.data['phone'] = 'call us';
    const { run, said } = commandLine(firestore, new Map([['bad.json', JSON.stringify(file)]]));
    expect(await run('import', 'bad.json')).toBe(1);
    expect(said[0]).toMatch(new RegExp(`^shops: record “${shop?.id}”, field “phone”: `));
    expect(said.at(-1)).toBe('Nothing was written. Fix these in the file, then import it again.');
    expect(firestore.transactionSizes).toEqual([]);
  });

  /** The seed's town file with `change` made to it, as a text. */
  const seedWith = (change: (file: ReturnType<typeof seedTownFile>) => void) => {
    const file = seedTownFile(new Date('2026-11-20T08:00:00.000Z'));
    change(file);
    return JSON.stringify(file);
  };
  const order = (total: number) => ({
    id: 'f'.repeat(32),
    data: {
      number: 'TS-200001',
      code: 'K7PX3M',
      shopId: 'annapurna-grocery',
      shopName: 'Annapurna Grocery',
      lines: [{ productId: 'rice', name: 'Rice', unit: '1 kg', price: 60_00, quantity: 2 }],
      quantities: { rice: 2 },
      subtotal: 120_00,
      deliveryFee: 30_00,
      total,
      customerName: 'Rina Das',
      phone: '9876543210',
      address: '12 School Para Road',
      landmark: '',
      note: '',
      payment: 'cod',
      status: 'delivered',
      deliveryUid: null,
      reason: null,
      createdAt: { $date: '2026-11-20T08:00:00.000Z' },
      updatedAt: { $date: '2026-11-20T09:00:00.000Z' },
      history: [{ status: 'placed', at: { $date: '2026-11-20T08:00:00.000Z' } }],
    },
  });

  it('refuses a file whose rider holds other than their ledger, or whose order is not its lines and fee', async () => {
    const firestore = fakeFirestore();
    const text = seedWith((file) => {
      const cash = file.collections['riderCash']?.[0];
      if (cash) cash.data['balance'] = 1_00;
      file.collections['orders'] = [order(100_00)];
    });
    const { run, said } = commandLine(firestore, new Map([['town.json', text]]));
    expect(await run('import', 'town.json')).toBe(1);
    expect(said).toEqual([
      expect.stringMatching(
        /^Raju Sheikh holds ₹1\.00 in the file, but their cash records add up to ₹221\.50: /,
      ),
      'Order TS-200001: its total is ₹100.00, but its lines and delivery fee come to ₹150.00.',
      'Nothing was written. Fix these in the file, then import it again.',
    ]);
    expect(firestore.transactionSizes).toEqual([]);

    // Put right, it goes in, the order with its number and in its phone's memory.
    const right = seedWith((file) => (file.collections['orders'] = [order(150_00)]));
    const fixed = commandLine(firestore, new Map([['town.json', right]]));
    expect(await fixed.run('import', 'town.json')).toBe(0);
    expect(firestore.collections.get('references')?.get('TS-200001')).toEqual({
      collection: 'orders',
      id: 'f'.repeat(32),
    });
    expect(firestore.collections.get('openOrders')?.get('9876543210')).toEqual({ statuses: [] });
  });

  it('refuses a file that would lift a phone’s limits by forgetting what the project counts today', async () => {
    const firestore = fakeFirestore();
    const now = new Date('2026-11-27T02:00:00.000Z').getTime();
    await firestore.db
      .collection('phoneActivity')
      .doc('9876543210')
      .set({ orderTimes: [now - 60_000, now - 120_000], requestTimes: [], wrongCodeTimes: [] });
    const text = seedWith((file) => {
      file.collections['phoneActivity'] = [
        { id: '9876543210', data: { orderTimes: [], requestTimes: [], wrongCodeTimes: [] } },
      ];
    });
    const { run, said } = commandLine(firestore, new Map([['town.json', text]]));
    expect(await run('import', 'town.json')).toBe(1);
    expect(said[0]).toBe(
      'The phone 98765 43210: the file would forget orders, requests or wrong codes this town counts today, which would lift its limits.',
    );
    expect(firestore.transactionSizes).toEqual([]);
  });

  it('writes the exported file for its owner’s eyes only (mode 0600)', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'town-export-'));
    try {
      const path = join(folder, 'town.json');
      await writeFile(path, 'an older export', { mode: 0o644 });
      await writePrivateText(path, '{}');
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect(await readFile(path, 'utf8')).toBe('{}');
      expect(realTools.writeText).toBe(writePrivateText);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('says how to use it when the command is not one it knows', async () => {
    const { run, said } = commandLine(fakeFirestore(), new Map());
    expect(await run('export')).toBe(2);
    expect(await run('import', 'a.json', '--orders')).toBe(2);
    expect(await run('restore', 'a.json')).toBe(2);
    expect(said[0]).toMatch(/^Usage:\n {2}npm run town -- export FILE \[--orders\]/);
  });
});
