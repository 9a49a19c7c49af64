import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import indexesFile from '../../../firestore.indexes.json';
import { randomId } from '../../lib/ids';
import type { FieldValue, QuerySpec, StoredDoc } from '../../port/types';
import { openDemoDatabase, type DemoDatabase } from './db';
import { readCandidates } from './index-plan';
import { runQuery } from './query';
import { deriveStoredIndexes, indexesOf, storedIndexSpecs } from './stored-indexes';

const opened: DemoDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function databaseWith(docs: Record<string, StoredDoc[]>): Promise<DemoDatabase> {
  const db = openDemoDatabase(`index-plan-${randomId(10)}`);
  opened.push(db);
  await db.docs.bulkPut(
    Object.entries(docs).flatMap(([collection, list]) =>
      list.map(({ id, data }) => ({ collection, id, data, rev: 'r' })),
    ),
  );
  return db;
}

/** What the query returns read through the indexes, and read from the whole collection. */
async function bothWays(db: DemoDatabase, spec: QuerySpec) {
  const whole = (await db.docs.where('collection').equals(spec.collection).toArray()).map(
    ({ id, data }) => ({ id, data }),
  );
  const candidates = await readCandidates(db, spec);
  return { indexed: runQuery(candidates, spec), whole: runQuery(whole, spec), candidates };
}

describe('the stored indexes', () => {
  it('are derived from firestore.indexes.json: each composite index, each of its fields, each list', () => {
    for (const { collectionGroup, fields } of indexesFile.indexes) {
      const names = indexesOf(collectionGroup).map((index) => index.name);
      const plain = fields.filter((field) => !('arrayConfig' in field));
      if (plain.length > 1 && plain.length === fields.length) {
        expect(names).toContain(
          `[collection+${plain.map((f) => `data.${f.fieldPath}`).join('+')}+id]`,
        );
      }
      for (const { fieldPath } of plain)
        expect(names).toContain(`[collection+data.${fieldPath}+id]`);
      for (const field of fields.filter((f) => 'arrayConfig' in f)) {
        expect(storedIndexSpecs).toContain(`*data.${field.fieldPath}`);
      }
    }
  });

  it('take in an index added to the file with no other change', () => {
    const derived = deriveStoredIndexes([
      ...indexesFile.indexes,
      {
        collectionGroup: 'lists',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'ownerUid', order: 'ASCENDING' },
          { fieldPath: 'updatedAt', order: 'DESCENDING' },
        ],
      },
    ]);
    expect(derived.specs).toContain('[collection+data.ownerUid+data.updatedAt+id]');
    expect(derived.specs.length).toBeGreaterThan(storedIndexSpecs.length);
  });
});

const statuses = ['placed', 'accepted', 'packed', 'delivered', 'cancelled'] as const;
const shops = ['s1', 's2', 's3'] as const;

const orderDoc = fc.record({
  id: fc.stringMatching(/^[a-z0-9]{1,6}$/),
  shopId: fc.constantFrom(...shops),
  status: fc.constantFrom(...statuses),
  // Whole minutes over a day, so that ties occur and the id must break them.
  createdAt: fc
    .integer({ min: 0, max: 30 })
    .map((minute) => new Date(1_700_000_000_000 + minute * 60_000)),
  name: fc.constantFrom('Atta', 'Dal', 'Ghee', 'Rice', 'Salt'),
  keywords: fc.uniqueArray(fc.constantFrom('rice', 'dal', 'oil', 'salt'), { maxLength: 3 }),
});

const querySpec = fc.record({
  collection: fc.constantFrom('orders', 'products'),
  shopId: fc.option(fc.constantFrom(...shops), { nil: undefined }),
  status: fc.option(
    fc.oneof(
      fc.constantFrom(...statuses).map((value) => ({ op: '==' as const, value })),
      fc
        .uniqueArray(fc.constantFrom(...statuses), { minLength: 1, maxLength: 3 })
        .map((value) => ({ op: 'in' as const, value })),
    ),
    { nil: undefined },
  ),
  keyword: fc.option(fc.constantFrom('rice', 'dal', 'oil'), { nil: undefined }),
  order: fc.constantFrom('none', 'createdAt asc', 'createdAt desc', 'name asc'),
  before: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
  limit: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
});

type Shape = typeof querySpec extends fc.Arbitrary<infer T> ? T : never;

function specOf(shape: Shape): QuerySpec {
  const where: NonNullable<QuerySpec['where']> = [];
  if (shape.shopId) where.push({ field: 'shopId', op: '==', value: shape.shopId });
  if (shape.status) where.push({ field: 'status', ...shape.status } as never);
  if (shape.keyword) where.push({ field: 'keywords', op: 'array-contains', value: shape.keyword });
  if (shape.before !== undefined) {
    where.push({
      field: 'createdAt',
      op: '<',
      value: new Date(1_700_000_000_000 + shape.before * 60_000),
    });
  }
  const [field, direction] = shape.order.split(' ') as [string, 'asc' | 'desc'];
  return {
    collection: shape.collection,
    where,
    ...(shape.order !== 'none' && { orderBy: [{ field, direction }] }),
    ...(shape.limit !== undefined && { limit: shape.limit }),
  };
}

describe('a query read through the indexes', () => {
  it('returns what the whole collection gives, page after page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(orderDoc, { selector: (doc) => doc.id, maxLength: 40 }),
        querySpec,
        async (list, shape) => {
          const docs = list.map(({ id, ...data }) => ({
            id,
            data: data as Record<string, FieldValue>,
          }));
          const db = await databaseWith({ orders: docs, products: docs, shops: docs });
          let spec = specOf(shape);
          // Every page, following the cursor, as a list's "More" does.
          for (let page = 0; page < 6; page += 1) {
            const { indexed, whole } = await bothWays(db, spec);
            expect(indexed).toEqual(whole);
            if (!whole.next) break;
            spec = { ...spec, startAfter: whole.next };
          }
          db.close();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads a page, not the collection: a shop’s first products and a vendor’s orders', async () => {
    const products = Array.from({ length: 600 }, (_, i) => ({
      id: `p${String(i).padStart(4, '0')}`,
      data: { shopId: `s${i % 3}`, name: `Product ${String(599 - i).padStart(4, '0')}` },
    }));
    const orders = Array.from({ length: 600 }, (_, i) => ({
      id: `o${String(i).padStart(4, '0')}`,
      data: {
        shopId: `s${i % 2}`,
        status: statuses[i % statuses.length] as string,
        createdAt: new Date(1_700_000_000_000 + i * 60_000),
      },
    }));
    const db = await databaseWith({ products, orders });
    const shopPage: QuerySpec = {
      collection: 'products',
      where: [{ field: 'shopId', op: '==', value: 's1' }],
      orderBy: [{ field: 'name' }],
      limit: 20,
    };
    const first = await bothWays(db, shopPage);
    expect(first.candidates).toHaveLength(20);
    expect(first.indexed).toEqual(first.whole);
    const vendor: QuerySpec = {
      collection: 'orders',
      where: [
        { field: 'shopId', op: '==', value: 's0' },
        { field: 'status', op: 'in', value: ['placed', 'accepted', 'packed'] },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: 25,
    };
    const inbox = await bothWays(db, vendor);
    expect(inbox.candidates.length).toBeLessThanOrEqual(3 * 25);
    expect(inbox.indexed).toEqual(inbox.whole);
    // A page of the whole collection, as the admin's lists and export read it.
    const exportPage: QuerySpec = {
      collection: 'orders',
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: 50,
    };
    const exported = await bothWays(db, {
      ...exportPage,
      startAfter: (await bothWays(db, exportPage)).whole.next ?? undefined,
    });
    expect(exported.candidates).toHaveLength(50);
    expect(exported.indexed).toEqual(exported.whole);
  });

  it('reads a collection that declares no index whole, as before', async () => {
    const things = [{ id: 'a', data: { shopId: 's1', name: 'x' } }];
    const db = await databaseWith({ things });
    const spec: QuerySpec = {
      collection: 'things',
      where: [{ field: 'shopId', op: '==', value: 's1' }],
      orderBy: [{ field: 'name' }],
    };
    expect((await bothWays(db, spec)).indexed.docs).toEqual(things);
  });
});
