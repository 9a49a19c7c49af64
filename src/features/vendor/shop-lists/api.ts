import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import { modelOf } from '../../../data/docs';
import { PAGE_SIZE } from '../../../data/lists';
import { liveQuery, queryClient } from '../../../data/query-client';
import { readList } from '../../../data/shop-lists';
import {
  collections,
  type ListStatus,
  type Product,
  type ShopList,
  type WithId,
} from '../../../lib/models';
import { hasSearchText, matchesKeywords, searchKeyOf } from '../../../lib/search-words';
import type { QuoteListRequest, QuoteListResult } from '../../../port/callables';
import type { Cursor } from '../../../port/types';
import { listKey } from '../../../data/entity-keys';

/**
 * What a vendor reads and does with the lists customers send their shop
 * (issue 37): the lists still to answer or waiting for the customer (live),
 * the earlier ones a page at a time, the shop's products to price a list
 * with, and the quote or refusal sent to the server.
 */

/** A list the shop still has in hand: to price, or priced and waiting for the customer. */
export const OPEN_LISTS: readonly ListStatus[] = ['sent', 'quoted'];

/** The shop's open lists, newest first, live: one arriving rings like a new order. */
export const shopOpenListsQuery = (shopId: string) =>
  liveQuery(
    ['shop-open-lists', shopId],
    {
      collection: collections.shopLists,
      where: [
        { field: 'shopId', op: '==', value: shopId },
        { field: 'status', op: 'in', value: [...OPEN_LISTS] },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    readList,
  );

/** One page of the shop's lists, newest first, those still open left out (shown above). */
export interface EarlierListsPage {
  items: WithId<ShopList>[];
  next: Cursor | null;
}

async function readEarlierLists(shopId: string, after: Cursor | null): Promise<EarlierListsPage> {
  const { store } = await getBackend();
  const page = await store.query({
    collection: collections.shopLists,
    where: [{ field: 'shopId', op: '==', value: shopId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: PAGE_SIZE,
    ...(after && { startAfter: after }),
  });
  const lists = page.docs.flatMap((doc) => readList(doc) ?? []);
  return { items: lists.filter((list) => !OPEN_LISTS.includes(list.status)), next: page.next };
}

/** The shop's answered lists (ordered, refused, expired…), a page at a time, folded away until opened. */
export const shopEarlierListsQuery = (shopId: string) =>
  infiniteQueryOptions({
    queryKey: listKey(collections.shopLists, { shopId, answered: true }),
    queryFn: ({ pageParam }) => readEarlierLists(shopId, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

/** How many of the shop's products a search for a quote shows. */
export const PRODUCTS_FOUND = 8;

/** The shop's products whose words start with what the vendor typed, by name, checked. */
async function searchShopProducts(shopId: string, text: string): Promise<WithId<Product>[]> {
  const key = hasSearchText(text) ? searchKeyOf(text) : null;
  if (!key) return [];
  const { store } = await getBackend();
  const page = await store.query({
    collection: collections.products,
    where: [
      { field: 'shopId', op: '==', value: shopId },
      { field: 'keywords', op: 'array-contains', value: key },
    ],
    orderBy: [{ field: 'name' }],
    limit: 3 * PRODUCTS_FOUND,
  });
  // Shown, not charged: the server prices a quote's products from the catalogue itself.
  return page.docs
    .map((doc) => modelOf(collections.products, doc))
    .filter((product) => matchesKeywords(product.keywords, text))
    .slice(0, PRODUCTS_FOUND);
}

export const shopProductSearchQuery = (shopId: string, text: string) =>
  queryOptions({
    queryKey: listKey(collections.products, { shopId, search: text }),
    queryFn: () => searchShopProducts(shopId, text),
    staleTime: 30_000,
  });

/**
 * Sends the shop's quote for a list, or its refusal. The live list shows the
 * answer as the server wrote it; the earlier lists are read again when a
 * refusal moves one there.
 */
export const useAnswerList = (shopId: string) =>
  useMutation(
    {
      mutationFn: async (answer: QuoteListRequest): Promise<QuoteListResult> => {
        const backend = await getBackend();
        return backend.call('quoteList', answer);
      },
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: shopEarlierListsQuery(shopId).queryKey }),
    },
    queryClient,
  );
