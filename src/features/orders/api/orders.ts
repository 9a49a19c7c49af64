import { getBackend } from '../../../backend';
import {
  cancelOrder as cancelOrderOnStore,
  findOrderSummaries,
  readOrder,
} from '../../../domain/orders';
import { recentOrders, thisBrowserTag, type RecentOrder } from '../../../lib/customer-memory';
import type { Order, OrderSummary, WithId } from '../../../lib/models';
import { orderIdFor } from '../../../lib/order-identity';

export async function loadOrder(orderId: string): Promise<WithId<Order> | null> {
  const { store } = await getBackend();
  return readOrder(store, orderId);
}

/** The order a number and code name, or null when the code does not match. */
export async function loadOrderByCode(number: string, code: string): Promise<WithId<Order> | null> {
  const order = await loadOrder(await orderIdFor(number, code));
  return order?.number === number ? order : null;
}

export async function loadSummaries(phone: string): Promise<OrderSummary[]> {
  const { store } = await getBackend();
  return findOrderSummaries(store, phone);
}

/** How many of this browser's orders "my recent orders" reads (BUDGETS: ≤ 10 summaries). */
export const RECENT_SHOWN = 10;

/** This browser's own orders, newest first, kept only if they carry this browser's tag. */
export async function loadMyRecentOrders(): Promise<WithId<Order>[]> {
  const mine: RecentOrder[] = recentOrders().slice(0, RECENT_SHOWN);
  if (mine.length === 0) return [];
  const [tag, orders] = await Promise.all([
    thisBrowserTag(),
    Promise.all(mine.map((known) => loadOrder(known.id).catch(() => null))),
  ]);
  return orders.filter((order): order is WithId<Order> => order?.browserTag === tag);
}

export async function cancelOrder(orderId: string): Promise<Order> {
  const { store } = await getBackend();
  return cancelOrderOnStore(store, orderId);
}
