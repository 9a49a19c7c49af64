import { infiniteQueryOptions } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import { PAGE_SIZE } from '../../../data/lists';
import { liveQuery } from '../../../data/query-client';
import { readList } from '../../../data/shop-lists';
import { collections, type ListStatus, type ShopList, type WithId } from '../../../lib/models';
import type { Cursor } from '../../../port/types';
import { listKey } from '../../../data/entity-keys';

/**
 * The lists the admin reads (issue 37): every shop's, a page at a time, of
 * one status or all; and, live, those waiting for a price, among which the
 * server has called the admin about some (`escalatedAt`).
 */

/** How many lists waiting for a price the dashboard watches at most. */
export const WAITING_LIMIT = 50;

/** The lists waiting for their shop's price, oldest last, live. */
export const waitingListsQuery = liveQuery(
  ['waiting-lists'],
  {
    collection: collections.shopLists,
    where: [{ field: 'status', op: '==', value: 'sent' }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: WAITING_LIMIT,
  },
  readList,
);

/** A list the server has called the admin about, still waiting for its shop's price. */
export const isEscalatedList = (list: Pick<ShopList, 'status' | 'escalatedAt'>) =>
  list.status === 'sent' && list.escalatedAt !== undefined;

export interface ListsPage {
  items: WithId<ShopList>[];
  unreadable: string[];
  next: Cursor | null;
}

async function readLists(status: ListStatus | null, after: Cursor | null): Promise<ListsPage> {
  const { store } = await getBackend();
  const page = await store.query({
    collection: collections.shopLists,
    ...(status && { where: [{ field: 'status', op: '==', value: status }] }),
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: PAGE_SIZE,
    ...(after && { startAfter: after }),
  });
  const read = page.docs.map((doc) => ({ id: doc.id, list: readList(doc) }));
  return {
    items: read.flatMap(({ list }) => (list ? [list] : [])),
    unreadable: read.filter(({ list }) => !list).map(({ id }) => id),
    next: page.next,
  };
}

/** Every shop's lists of `status` (null: all), newest first, a page at a time. */
export const adminListsQuery = (status: ListStatus | null) =>
  infiniteQueryOptions({
    queryKey: listKey(collections.shopLists, { status: status ?? 'all' }),
    queryFn: ({ pageParam }) => readLists(status, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });
