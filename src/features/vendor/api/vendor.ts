import { getBackend } from '../../../backend';
import type { Cursor } from '../../../port/types';
import { PAGE_SIZE, readPage, type ListPage } from '../../../data/lists';
import { readOrder } from '../../../lib/model-schemas';
import {
  collections,
  type Order,
  type OrderStatus,
  type Product,
  type WithId,
} from '../../../lib/models';
import { statusTransitions } from '../../../lib/order-status';
import { liveQuery, pagedQuery, queryClient } from '../../../data/query-client';
import { useOrderMove } from '../../../data/order-actions';
import { shopQuery } from '../../../data/lists';
import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import { pauseEndsAt, type OpeningHours } from '../../../lib/shop-hours';
import { listKey } from '../../../data/entity-keys';

/**
 * What a vendor reads and changes, all scoped to their own shop: its orders
 * (live), its open/closed state, its products' stock and price. Changes go
 * to the server, which checks the shop is theirs and the bounds.
 */

/**
 * The orders the shop still has work on: new, accepted, packed. Read by
 * status and every one shown, however many: an order accepted an hour ago
 * never falls behind fifty newer ones, and the "New" count is the true one.
 */
export const OPEN_AT_SHOP: readonly OrderStatus[] = ['placed', 'accepted', 'ready'];

/** The orders that left the shop's hands: on their way, delivered, or stopped. */
export const FINISHED_AT_SHOP: readonly OrderStatus[] = (
  Object.keys(statusTransitions) as OrderStatus[]
).filter((status) => !OPEN_AT_SHOP.includes(status));

/** The vendor's inbox: one listener on their shop's open orders, newest first. */
export const shopOpenOrdersQuery = (shopId: string) =>
  liveQuery(
    ['shop-open-orders', shopId],
    {
      collection: collections.orders,
      where: [
        { field: 'shopId', op: '==', value: shopId },
        { field: 'status', op: 'in', value: [...OPEN_AT_SHOP] },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    readOrder,
  );

/** The shop's orders a rider says were paid by UPI, waiting for the shop to check, live. */
export const shopUpiClaimsQuery = (shopId: string) =>
  liveQuery(
    ['shop-upi-claims', shopId],
    {
      collection: collections.orders,
      where: [
        { field: 'shopId', op: '==', value: shopId },
        { field: 'upiClaim.state', op: '==', value: 'open' },
      ],
    },
    readOrder,
  );

/** One page of the shop's finished orders: the readable ones, and the ids of any that are not. */
export interface FinishedPage {
  items: WithId<Order>[];
  unreadable: string[];
  next: Cursor | null;
}

async function readFinishedOrders(shopId: string, after: Cursor | null): Promise<FinishedPage> {
  const { store } = await getBackend();
  const page = await store.query({
    collection: collections.orders,
    where: [
      { field: 'shopId', op: '==', value: shopId },
      { field: 'status', op: 'in', value: [...FINISHED_AT_SHOP] },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: PAGE_SIZE,
    ...(after && { startAfter: after }),
  });
  const read = page.docs.map((doc) => ({ id: doc.id, order: readOrder(doc) }));
  return {
    items: read.flatMap(({ order }) => (order ? [order] : [])),
    unreadable: read.filter(({ order }) => !order).map(({ id }) => id),
    next: page.next,
  };
}

/**
 * The shop's finished orders, newest first, a page at a time (read again
 * when an open one leaves), paged as pagedQuery pages, keeping each page's
 * unreadable ids.
 */
export const shopFinishedOrdersQuery = (shopId: string) =>
  infiniteQueryOptions({
    queryKey: listKey(collections.orders, { shopId, finished: true }),
    queryFn: ({ pageParam }) => readFinishedOrders(shopId, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

/** How many orders the server gave up on for want of an answer the vendor is told of at most. */
export const GIVEN_UP_SHOWN = 5;

/**
 * The shop's orders the server cancelled because nobody at the shop answered
 * (src/server/escalation), most recently given up first, live: the vendor is
 * told, not only the customer.
 */
export const givenUpOrdersQuery = (shopId: string) =>
  liveQuery(
    ['shop-given-up', shopId],
    {
      collection: collections.orders,
      where: [
        { field: 'shopId', op: '==', value: shopId },
        { field: 'reasonCode', op: '==', value: 'shopDidNotAnswer' },
      ],
      orderBy: [{ field: 'updatedAt', direction: 'desc' }],
      limit: GIVEN_UP_SHOWN,
    },
    readOrder,
  );

/**
 * Opens or closes the vendor's own shop (the server knows which shop is
 * theirs): the shop shows its new state at once, and is read again behind it.
 */
export function useSetShopOpen(shopId: string) {
  const shop = shopQuery(shopId);
  return useMutation(
    {
      mutationFn: async (open: boolean) => {
        const backend = await getBackend();
        await backend.call('vendorShopAction', { action: 'setOpen', open });
      },
      onSuccess: (_done, open) => {
        // Closed with hours, the server pauses it until the next opening instead, as
        // lib/shop-hours says: shown so at once, then read again behind.
        queryClient.setQueryData(shop.queryKey, (was) => {
          if (!was) return was;
          if (open) return { ...was, open, closedUntil: null };
          const pausedUntil = pauseEndsAt(was.openingHours, new Date(), was.openUntil);
          return { ...was, open: pausedUntil !== null, closedUntil: pausedUntil, openUntil: null };
        });
        void queryClient.invalidateQueries({ queryKey: shop.queryKey });
      },
    },
    queryClient,
  );
}

/** Saves the vendor's own shop's opening hours; the shop is read again with them. */
export function useSaveHours(shopId: string) {
  const shop = shopQuery(shopId);
  return useMutation(
    {
      mutationFn: async (openingHours: OpeningHours) => {
        const backend = await getBackend();
        await backend.call('vendorShopAction', { action: 'setHours', openingHours });
      },
      onSuccess: (_done, openingHours) => {
        queryClient.setQueryData(shop.queryKey, (was) => was && { ...was, openingHours });
        void queryClient.invalidateQueries({ queryKey: shop.queryKey });
      },
    },
    queryClient,
  );
}

/**
 * Extra hours for the day: the vendor's own shop open now until the next
 * time the town's clock shows `until` ('HH:MM'), or, with null, no longer;
 * the server decides whether they add time and sets when they end.
 */
export function useExtraHours(shopId: string) {
  const shop = shopQuery(shopId);
  return useMutation(
    {
      mutationFn: async (until: string | null) => {
        const backend = await getBackend();
        await backend.call('vendorShopAction', { action: 'openUntil', until });
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: shop.queryKey }),
    },
    queryClient,
  );
}

/** Saves the vendor's own shop's UPI id ('' for none); the shop is read again with it. */
export function useSaveUpiId(shopId: string) {
  const shop = shopQuery(shopId);
  return useMutation(
    {
      mutationFn: async (upiId: string) => {
        const backend = await getBackend();
        await backend.call('vendorShopAction', { action: 'setUpi', upiId });
      },
      onSuccess: (_done, upiId) => {
        queryClient.setQueryData(shop.queryKey, (was) => was && { ...was, upiId });
        void queryClient.invalidateQueries({ queryKey: shop.queryKey });
      },
    },
    queryClient,
  );
}

/** What the vendor's own shop delivers: its smallest order (paise; null: any) and its neighbourhoods ([]: every one). */
export interface ShopTerms {
  minimumOrder: number | null;
  neighbourhoods: string[];
}

/** Saves the vendor's own shop's minimum order and neighbourhoods; the shop is read again with them. */
export function useSaveShopTerms(shopId: string) {
  const shop = shopQuery(shopId);
  return useMutation(
    {
      mutationFn: async (terms: ShopTerms) => {
        const backend = await getBackend();
        await backend.call('vendorShopAction', { action: 'setTerms', ...terms });
      },
      onSuccess: (_done, terms) => {
        queryClient.setQueryData(shop.queryKey, (was) => was && { ...was, ...terms });
        void queryClient.invalidateQueries({ queryKey: shop.queryKey });
      },
    },
    queryClient,
  );
}

export function listShopProducts(shopId: string, after: Cursor | null): Promise<ListPage<Product>> {
  return readPage(
    {
      collection: collections.products,
      where: [{ field: 'shopId', op: '==', value: shopId }],
      orderBy: [{ field: 'name' }],
    },
    after,
  );
}

export const shopProductsQuery = (shopId: string) =>
  pagedQuery(listKey(collections.products, { shopId }), (after) => listShopProducts(shopId, after));

/** A product's new stock and price, the only fields a vendor may change, and the stock the editor showed. */
export interface StockAndPrice {
  stock: number;
  price: number;
  stockSeen: number;
}

/** Saves one product's stock and price; the shop's product list reads them again. */
export function useSaveStockAndPrice(product: Pick<Product, 'shopId'> & { id: string }) {
  return useMutation(
    {
      mutationFn: async (change: StockAndPrice) => {
        const backend = await getBackend();
        await backend.call('vendorShopAction', {
          action: 'setStockAndPrice',
          productId: product.id,
          ...change,
        });
      },
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: shopProductsQuery(product.shopId).queryKey }),
    },
    queryClient,
  );
}

/**
 * What a line change gave back, read into the shop's products even while
 * their tab is closed: a product's editor shows the stock it opened with.
 */
export const readShopProductsAgain = (shopId: string) =>
  queryClient.invalidateQueries({
    queryKey: shopProductsQuery(shopId).queryKey,
    refetchType: 'all',
  });

export { shopQuery, useOrderMove };
