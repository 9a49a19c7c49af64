import { queryOptions } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import { orderSchema, parseDoc, summariesOf } from '../../../lib/model-schemas';
import { recentOrders, type RecentOrder } from '../../../lib/customer-memory';
import { collections, type Order, type OrderSummary, type WithId } from '../../../lib/models';
import { orderIdFor } from '../../../lib/order-identity';
import { isFinal } from '../../../lib/order-status';

/**
 * What a customer reads about their orders. A phone number alone gives only
 * the summaries (number, date, status, total); an order's details are read
 * by its id, which only its code — or this browser's memory of placing it —
 * gives. Every value read is checked before it is shown.
 */

/** The order with that id, checked; null when there is none (or it cannot be read). */
export async function loadOrder(orderId: string): Promise<WithId<Order> | null> {
  const { store } = await getBackend();
  return parseDoc(orderSchema, await store.get(collections.orders, orderId));
}

/** The id an order number and code name (the id is derived from both). */
export const orderIdFromCode = (number: string, code: string) => orderIdFor(number, code);

/** That phone's order summaries, newest first: one read of the lookup document. */
export async function loadSummaries(phone: string): Promise<OrderSummary[]> {
  const { store } = await getBackend();
  const entries = summariesOf((await store.get(collections.orderLookups, phone))?.data);
  return Object.values(entries).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** How many of this browser's orders "my recent orders" reads (BUDGETS: ≤ 10 summaries). */
export const RECENT_SHOWN = 10;

export type KnownOrder = Pick<RecentOrder, 'number' | 'id' | 'phone'>;

/** This browser's own orders, newest first, as remembered at checkout. */
export const myRecentOrders = (): KnownOrder[] =>
  recentOrders()
    .slice(0, RECENT_SHOWN)
    .map(({ number, id, phone }) => ({ number, id, phone }));

export async function cancelOrder(orderId: string): Promise<Order['status']> {
  const backend = await getBackend();
  return (await backend.call('cancelOrder', { orderId })).status;
}

/**
 * How often an open order's status is read again while the page is in view
 * (and at once when the customer comes back to it): a shop's answer shows up
 * within seconds, without a live connection a cheap phone would pay for.
 */
export const STATUS_REFRESH_MS = 5_000;

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['order', orderId],
    queryFn: () => loadOrder(orderId),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && isFinal(order.status) ? false : STATUS_REFRESH_MS;
    },
  });

export const summariesQuery = (phone: string) =>
  queryOptions({
    queryKey: ['order-summaries', phone],
    queryFn: () => loadSummaries(phone),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) =>
      query.state.data?.some((summary) => !isFinal(summary.status)) ? STATUS_REFRESH_MS : false,
  });
