import { afterEach, describe, expect, it } from 'vitest';
import { randomId } from '../../lib/ids';
import { collections } from '../../lib/models';
import type { QuerySpec } from '../../port/types';
import { openDemoBackend, type DemoBackendHandle } from './demo-backend';
import { deployedIndexes, missingIndex, type CompositeIndex } from './indexes';

const index = (...fields: string[]): CompositeIndex => ({
  collectionGroup: 'things',
  queryScope: 'COLLECTION',
  fields: fields.map((field) => {
    const [fieldPath = '', mode = 'ASC'] = field.split(' ');
    if (mode === 'CONTAINS') return { fieldPath, arrayConfig: 'CONTAINS' };
    return { fieldPath, order: mode === 'DESC' ? 'DESCENDING' : 'ASCENDING' };
  }),
});

const indexes = [
  index('shopId', 'name'),
  index('status', 'createdAt DESC'),
  index('keywords CONTAINS', 'name'),
  index('kind', 'speciality', 'name'),
  index('type', 'rank'),
  index('colour', 'rank'),
];

const served = (spec: Omit<QuerySpec, 'collection'>) =>
  missingIndex({ collection: 'things', ...spec }, indexes) === null;

describe('which queries Firestore runs without a composite index', () => {
  it.each<[string, Omit<QuerySpec, 'collection'>]>([
    ['no filter', {}],
    ['one order', { orderBy: [{ field: 'name', direction: 'desc' }] }],
    ['a range on the ordered field', { where: [{ field: 'n', op: '>', value: 1 }] }],
    [
      'equalities on several fields (merged)',
      {
        where: [
          { field: 'status', op: '==', value: 'ready' },
          { field: 'deliveryUid', op: '==', value: null },
        ],
      },
    ],
    ['array-contains alone', { where: [{ field: 'tags', op: 'array-contains', value: 'x' }] }],
  ])('%s', (_, spec) => {
    expect(missingIndex({ collection: 'things', ...spec }, [])).toBeNull();
  });
});

describe('which queries need one, and which index serves them', () => {
  it.each<[string, Omit<QuerySpec, 'collection'>, boolean]>([
    [
      'an equality and an order on another field',
      { where: [{ field: 'shopId', op: '==', value: 's' }], orderBy: [{ field: 'name' }] },
      true,
    ],
    [
      'the same order in the other direction',
      {
        where: [{ field: 'shopId', op: '==', value: 's' }],
        orderBy: [{ field: 'name', direction: 'desc' }],
      },
      false,
    ],
    [
      'an "in" as an equality',
      {
        where: [{ field: 'status', op: 'in', value: ['a', 'b'] }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      },
      true,
    ],
    [
      'an equality and a range on another field',
      {
        where: [
          { field: 'shopId', op: '==', value: 's' },
          { field: 'stock', op: '>', value: 0 },
        ],
      },
      false,
    ],
    ['two orders', { orderBy: [{ field: 'speciality' }, { field: 'name' }] }, false],
    [
      'ranges on two fields',
      {
        where: [
          { field: 'price', op: '>', value: 0 },
          { field: 'stock', op: '<', value: 9 },
        ],
      },
      false,
    ],
    [
      'array-contains and an order',
      {
        where: [{ field: 'keywords', op: 'array-contains', value: 'ri' }],
        orderBy: [{ field: 'name' }],
      },
      true,
    ],
    [
      'array-contains and an equality',
      {
        where: [
          { field: 'keywords', op: 'array-contains', value: 'ri' },
          { field: 'shopId', op: '==', value: 's' },
        ],
        orderBy: [{ field: 'name' }],
      },
      false,
    ],
    [
      'two equalities and an order, in one index whatever their order',
      {
        where: [
          { field: 'speciality', op: '==', value: 'Eyes' },
          { field: 'kind', op: '==', value: 'specialist' },
        ],
        orderBy: [{ field: 'name' }],
      },
      true,
    ],
    [
      'two equalities and an order, merged from two indexes',
      {
        where: [
          { field: 'type', op: '==', value: 'news' },
          { field: 'colour', op: '==', value: 'red' },
        ],
        orderBy: [{ field: 'rank' }],
      },
      true,
    ],
    [
      'two equalities and an order, one of them in no index',
      {
        where: [
          { field: 'type', op: '==', value: 'news' },
          { field: 'size', op: '==', value: 2 },
        ],
        orderBy: [{ field: 'rank' }],
      },
      false,
    ],
  ])('%s', (_, spec, expected) => {
    expect(missingIndex({ collection: 'things', ...spec }, [])).not.toBeNull();
    expect(served(spec)).toBe(expected);
  });

  it('names the index to add, as firestore.indexes.json lists it', () => {
    expect(
      missingIndex(
        {
          collection: 'things',
          where: [{ field: 'shopId', op: '==', value: 's' }],
          orderBy: [{ field: 'price', direction: 'desc' }],
        },
        indexes,
      ),
    ).toBe(
      'This query of things needs a composite index firestore.indexes.json does not list (shopId ASCENDING, price DESCENDING); Firestore would refuse it. Add the index there.',
    );
  });
});

describe('firestore.indexes.json', () => {
  it('lists composite indexes of the app’s collections, each field ordered or CONTAINS', () => {
    for (const { collectionGroup, queryScope, fields } of deployedIndexes()) {
      expect(Object.values(collections)).toContain(collectionGroup);
      expect(queryScope).toBe('COLLECTION');
      expect(fields.length).toBeGreaterThan(1);
      for (const field of fields) {
        expect(field.order === undefined, field.fieldPath).not.toBe(
          field.arrayConfig === undefined,
        );
      }
    }
  });

  it('serves the outbox sweeper’s query (functions/src/index.ts, run with the Admin SDK)', () => {
    expect(
      missingIndex({
        collection: collections.notifications,
        where: [
          { field: 'status', op: '==', value: 'pending' },
          { field: 'createdAt', op: '<', value: new Date() },
        ],
        orderBy: [{ field: 'createdAt', direction: 'asc' }],
      }),
    ).toBeNull();
  });
});

describe('the Demo backend', () => {
  let handle: DemoBackendHandle | undefined;
  afterEach(() => handle?.internals.close());

  it('refuses a query no deployed index serves, as Firestore does, and runs one that is', async () => {
    handle = await openDemoBackend({ databaseName: `indexes-${randomId(8)}`, seed: false });
    const { store } = handle.backend;
    const byShop = { field: 'shopId', op: '==' as const, value: 's1' };
    await expect(
      store.query({
        collection: collections.products,
        where: [byShop],
        orderBy: [{ field: 'price' }],
        limit: 20,
      }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('(shopId ASCENDING, price ASCENDING)'),
    });
    await expect(
      store.query({
        collection: collections.products,
        where: [byShop],
        orderBy: [{ field: 'name' }],
        limit: 20,
      }),
    ).resolves.toEqual({ docs: [], next: null });
  });
});
