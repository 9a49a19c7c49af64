import type { QueryKey } from '@tanstack/react-query';
import { collections, configDocs, type CollectionName } from '../lib/models';
import { queryClient } from './query-client';

/**
 * The key of every read says what it reads: it starts with the name of the
 * collection it reads, then the document's id (`['shops', id]`) or, for a
 * list, what it lists by as an object (`['shops', { type: 'grocery' }]`), so
 * an id is never taken for a list. A write then marks stale exactly what it
 * changed: `['shops', id]` the one shop, `['shops']` every read of shops.
 * A read of several collections starts with the one whose writes change it
 * (the home search, of shops and products: a shop's write changes its
 * products too, see `changedWith`). Live lists (`liveQuery`) follow their
 * listener and are not marked.
 */
export const entityKey = <C extends CollectionName>(collection: C) => [collection] as const;

/** One document's read. */
export const recordKey = <C extends CollectionName>(collection: C, id: string) =>
  [collection, id] as const;

/** A list's read, by what it lists by. */
export const listKey = <C extends CollectionName, By extends object>(collection: C, by: By) =>
  [collection, by] as const;

/**
 * What a write to a collection changes besides its own documents: what the
 * server's triggers write after it (src/server/triggers.ts, a test holds the
 * two together). A shop's write sets its products' shop names and the shops'
 * states in config/shops.
 */
export const changedWith: Readonly<Partial<Record<CollectionName, readonly QueryKey[]>>> = {
  [collections.shops]: [
    entityKey(collections.products),
    recordKey(collections.config, configDocs.shops),
  ],
};

/**
 * What a staff move of an order changes (src/server/order-workflow.ts): the
 * order, its phone's open statuses, the stock a stopped order puts back and
 * the cash a delivered one puts in its rider's hands.
 */
export const orderMoveChanges: readonly CollectionName[] = [
  collections.orders,
  collections.openOrders,
  collections.products,
  collections.riderCash,
  collections.cashLedger,
];

/**
 * Marks stale every read of what writing to `written` changed: what is on
 * screen reads again, the rest when next shown; nothing else is touched.
 */
export async function readAgain(written: Iterable<string>): Promise<void> {
  const follows = new Map(Object.entries(changedWith));
  const keys = new Map<string, QueryKey>();
  for (const collection of written) {
    for (const key of [[collection], ...(follows.get(collection) ?? [])]) {
      keys.set(JSON.stringify(key), key);
    }
  }
  await Promise.all(
    [...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
