/**
 * The Demo at a town's scale, measured in a browser page for
 * `npm run bench -- --scale` (scripts/bench.mjs builds this module and runs
 * it in Chromium with the CPU slowed 4×): a shop of thousands of products
 * and thousands of orders written into a Demo database of its own, then the
 * reads that grew with the town (a shop's first page, a vendor's orders, the
 * admin's export) timed as the Demo serves them now, through its indexes,
 * and as it served them before, from the whole collection; and the
 * spreadsheet check of as many rows. Never part of the app.
 */
import { adminCollections } from '../features/admin/sections';
import { checkRowsGently, parseCsv, toCsv } from '../features/admin/csv/spreadsheet';
import { openDemoBackend } from '../backend/demo/demo-backend';
import { newRevision, openDemoDatabase, type DocRecord } from '../backend/demo/db';
import { runQuery } from '../backend/demo/query';
import { prepareForWrite } from '../backend/demo/values';
import type { Cursor, DocData, QuerySpec, StoredDoc } from '../port/types';

const SHOP = 'annapurna-grocery';
const TEMPLATE_PRODUCT = `${SHOP}--masoor-dal`;

export interface ScaleFigures {
  products: number;
  orders: number;
  /** Median ms of each read, now (through the indexes) and before (the whole collection). */
  reads: Record<string, { now: number; before: number; docs: number }>;
  /** The export's reads of every product and every order, pages of 200, and the CSV made of them. */
  exportMs: { products: number; orders: number; csv: number };
  /** Checking a spreadsheet of every product: in all, and the longest the page was held. */
  spreadsheet: { rows: number; totalMs: number; longestTaskMs: number };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** Grows a fresh Demo town to `products` products in one shop and `orders` orders of it. */
async function grow(databaseName: string, products: number, orders: number) {
  const db = openDemoDatabase(databaseName);
  const template = await db.docs.get(['products', TEMPLATE_PRODUCT]);
  if (!template) throw new Error(`The seed town has no ${TEMPLATE_PRODUCT}`);
  const now = new Date();
  const records: DocRecord[] = [];
  for (let i = 0; i < products; i += 1) {
    const n = String(i).padStart(4, '0');
    const data = {
      ...template.data,
      name: `Town item ${n}`,
      nameBn: `শহরের জিনিস ${n}`,
      nameHi: `शहर की चीज़ ${n}`,
    };
    records.push({
      collection: 'products',
      id: `${SHOP}--town-item-${n}`,
      data,
      rev: newRevision(),
    });
  }
  const statuses = ['placed', 'accepted', 'packed', 'ready', 'delivered', 'delivered', 'cancelled'];
  for (let i = 0; i < orders; i += 1) {
    const n = String(i).padStart(4, '0');
    const data: DocData = {
      shopId: SHOP,
      shopName: 'Annapurna Grocery',
      status: statuses[i % statuses.length] ?? 'placed',
      createdAt: new Date(now.getTime() - i * 17 * 60_000),
      updatedAt: new Date(now.getTime() - i * 17 * 60_000),
      reference: `4${n}1`,
      customerName: `Customer ${n}`,
      phone: `98${String(i).padStart(8, '0')}`,
      address: { line: `House ${i}, Station Road`, area: 'Station Road' },
      lines: [1, 2, 3].map((line) => ({
        id: `${SHOP}--town-item-${String((i + line) % Math.max(products, 1)).padStart(4, '0')}`,
        name: `Town item ${line}`,
        quantity: line,
        price: 11000,
      })),
      total: 66000,
    };
    records.push({
      collection: 'orders',
      id: `scale-order-${n}`,
      data: prepareForWrite(data, now),
      rev: newRevision(),
    });
  }
  await db.docs.bulkPut(records);
  db.close();
}

export async function measureScale({
  products = 3000,
  orders = 3000,
  runs = 5,
} = {}): Promise<ScaleFigures> {
  const databaseName = `town-scale-${Date.now()}`;
  const first = await openDemoBackend({ databaseName, seed: true });
  first.internals.close();
  await grow(databaseName, products, orders);
  const handle = await openDemoBackend({ databaseName, seed: true });
  const store = handle.internals.serverStore;
  const db = openDemoDatabase(databaseName);

  /** The read as the Demo made it before: every document of the collection, then filtered and sorted. */
  const wholeCollection = async (spec: QuerySpec) => {
    const records = await db.docs.where('collection').equals(spec.collection).toArray();
    return runQuery(
      records.map(({ id, data }) => ({ id, data })),
      spec,
    );
  };

  const queries: Record<string, QuerySpec> = {
    'a shop’s first page of products': {
      collection: 'products',
      where: [{ field: 'shopId', op: '==', value: SHOP }],
      orderBy: [{ field: 'name' }],
      limit: 20,
    },
    'the vendor’s open orders (live)': {
      collection: 'orders',
      where: [
        { field: 'shopId', op: '==', value: SHOP },
        { field: 'status', op: 'in', value: ['placed', 'accepted', 'packed'] },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    'the vendor’s recent orders, a page': {
      collection: 'orders',
      where: [{ field: 'shopId', op: '==', value: SHOP }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: 20,
    },
    'the admin’s orders of today': {
      collection: 'orders',
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: 200,
    },
  };
  const reads: ScaleFigures['reads'] = {};
  for (const [name, spec] of Object.entries(queries)) {
    const now: number[] = [];
    const before: number[] = [];
    let docs = 0;
    for (let run = 0; run < runs; run += 1) {
      const indexed = await timed(() => store.query(spec));
      const whole = await timed(() => wholeCollection(spec));
      now.push(indexed.ms);
      before.push(whole.ms);
      docs = indexed.value.docs.length;
    }
    reads[name] = { now: median(now), before: median(before), docs };
  }

  /** Every record in the list's order, pages of 200, as the admin's export reads a section. */
  const readWhole = async (collection: string, orderBy: QuerySpec['orderBy']) => {
    const docs: StoredDoc[] = [];
    let after: Cursor | null = null;
    do {
      const page = await store.query({
        collection,
        orderBy,
        limit: 200,
        ...(after && { startAfter: after }),
      });
      docs.push(...page.docs);
      after = page.next;
    } while (after);
    return docs;
  };
  const productConfig = adminCollections().find((config) => config.collection === 'products');
  if (!productConfig) throw new Error('The admin has no products section');
  const exportedProducts = await timed(() => readWhole('products', [...productConfig.orderBy]));
  const exportedOrders = await timed(() =>
    readWhole('orders', [{ field: 'createdAt', direction: 'desc' }]),
  );
  const csv = await timed(() => toCsv(productConfig, exportedProducts.value));

  // The check of a spreadsheet of every product, as the admin's import runs it.
  const table = await parseCsv(csv.value);
  const shops = (await store.query({ collection: 'shops' })).docs;
  let longestTaskMs = 0;
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  tasks.observe({ type: 'longtask', buffered: false });
  const checked = await timed(() =>
    checkRowsGently(productConfig, table, shops, exportedProducts.value),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  tasks.disconnect();

  db.close();
  handle.internals.close();
  return {
    products: products,
    orders,
    reads,
    exportMs: { products: exportedProducts.ms, orders: exportedOrders.ms, csv: csv.ms },
    spreadsheet: { rows: table.rows.length, totalMs: checked.ms, longestTaskMs },
  };
}
