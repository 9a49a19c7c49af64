import { queryOptions } from '@tanstack/react-query';
import { getBackend } from '../backend';
import type { Cursor, QuerySpec } from '../port/types';
import { modelOf } from './docs';
import { collections, type CollectionName, type ModelOf, type WithId } from '../lib/models';
import { recordKey } from './entity-keys';

/** One page of a list screen: 20 documents, then "More" with a cursor, never an offset. */
export const PAGE_SIZE = 20;

export interface ListPage<T> {
  items: WithId<T>[];
  next: Cursor | null;
}

/** The page of `spec` after `after` (the first page for null), as the models of its collection. */
export async function readPage<C extends CollectionName>(
  spec: Omit<QuerySpec, 'limit' | 'startAfter' | 'collection'> & { collection: C },
  after: Cursor | null = null,
  size = PAGE_SIZE,
): Promise<ListPage<ModelOf<C>>> {
  const { store } = await getBackend();
  const page = await store.query({ ...spec, limit: size, ...(after && { startAfter: after }) });
  return { items: page.docs.map((doc) => modelOf(spec.collection, doc)), next: page.next };
}

/** A page of one type of a list (shops of a kind, hospitals, plumbers), by name. */
export function readPageOfType<C extends CollectionName>(
  collection: C,
  type: string,
  after: Cursor | null = null,
): Promise<ListPage<ModelOf<C>>> {
  return readPage(
    { collection, where: [{ field: 'type', op: '==', value: type }], orderBy: [{ field: 'name' }] },
    after,
  );
}

/** One document as the model of its collection, or null when it does not exist. */
export async function readOne<C extends CollectionName>(
  collection: C,
  id: string,
): Promise<WithId<ModelOf<C>> | null> {
  if (!id) return null;
  const { store } = await getBackend();
  const doc = await store.get(collection, id);
  return doc && modelOf(collection, doc);
}

/**
 * One shop, under one key whoever reads it: its page and its products' pages,
 * the vendor's own shop, a delivery's pick-up place and the customer's "Call
 * the shop". A screen that needs only part of it picks that with `select`;
 * a change to the shop (the vendor opening or closing it) shows on every one.
 */
export const shopQuery = (shopId: string) =>
  queryOptions({
    queryKey: recordKey(collections.shops, shopId),
    queryFn: () => readOne(collections.shops, shopId),
  });

/**
 * One product, under one key whoever reads it: its page, and "Order again",
 * which puts an order's products in the cart at their prices of today.
 */
export const productQuery = (productId: string) =>
  queryOptions({
    queryKey: recordKey(collections.products, productId),
    queryFn: () => readOne(collections.products, productId),
  });
