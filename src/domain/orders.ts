import { backendError } from '../backend/errors';
import { serverTime, type DocData, type DocumentStore, type Transaction } from '../backend/types';
import { billFor, formatRupees, type DeliveryTerms } from '../lib/money';
import {
  collections,
  type Order,
  type OrderLine,
  type OrderLookup,
  type OrderStatus,
  type OrderSummary,
  type Product,
  type Shop,
  type WithId,
} from '../lib/models';
import { canMove, returnsStock, type Actor } from '../lib/order-status';
import { outboxEntry } from './requests';
import { formatIndianMobile } from '../lib/phone';

/**
 * The order workflow, written once on the backend port: placing an order
 * (stock checked and decremented in the same transaction that writes the
 * order, its phone lookup entry and the staff alerts), reading it back, and
 * every status move after that. Customer, vendor, delivery and admin screens
 * all go through here, so the transition table is enforced in one place.
 */

export interface CheckoutLine {
  productId: string;
  name: string;
  quantity: number;
  /** The price the customer saw; a changed price stops the order so they can look again. */
  price: number;
}

export interface CheckoutRequest {
  orderId: string;
  number: string;
  code: string;
  shopId: string;
  lines: CheckoutLine[];
  customerName: string;
  phone: string;
  address: string;
  landmark: string;
  note: string;
  browserTag: string;
  terms: DeliveryTerms;
}

export type StockProblem =
  | { kind: 'gone'; productId: string; name: string }
  | { kind: 'short'; productId: string; name: string; stock: number }
  | { kind: 'price'; productId: string; name: string; price: number };

export type CheckoutResult =
  | { kind: 'placed'; orderId: string; order: Order }
  | { kind: 'shop-closed'; shopName: string }
  | { kind: 'shop-gone' }
  | { kind: 'problems'; problems: StockProblem[] };

function alertText(order: Omit<Order, 'createdAt' | 'updatedAt' | 'history'>): string {
  const items = order.lines.map((line) => `• ${line.quantity} × ${line.name} (${line.unit})`);
  return [
    `New order ${order.number} — ${order.shopName}`,
    ...items,
    `Total ${formatRupees(order.total)}, cash on delivery`,
    `${order.customerName}, ${formatIndianMobile(order.phone)}`,
    `${order.address}${order.landmark ? ` (near ${order.landmark})` : ''}`,
    ...(order.note ? [`Note: ${order.note}`] : []),
  ].join('\n');
}

/**
 * Places the order in one transaction. Re-reads the shop and every product;
 * refuses (writing nothing) when the shop is closed or a line is short, gone
 * or re-priced; otherwise decrements each stock, writes the order under its
 * client-made id, the phone's lookup entry and the admin and delivery alerts.
 * Running it again with the same id returns the order already placed.
 */
export async function placeOrder(
  store: DocumentStore,
  request: CheckoutRequest,
): Promise<CheckoutResult> {
  if (request.lines.length === 0) throw backendError('invalid-argument', 'Your cart is empty.');
  return store.runTransaction(async (tx) => {
    const existing = await tx.get(collections.orders, request.orderId);
    if (existing) {
      return { kind: 'placed', orderId: existing.id, order: existing.data as unknown as Order };
    }
    const shopDoc = await tx.get(collections.shops, request.shopId);
    if (!shopDoc) return { kind: 'shop-gone' };
    const shop = shopDoc.data as unknown as Shop;
    if (!shop.open) return { kind: 'shop-closed', shopName: shop.name };

    const problems: StockProblem[] = [];
    const products: WithId<Product>[] = [];
    for (const line of request.lines) {
      const doc = await tx.get(collections.products, line.productId);
      const product = doc
        ? ({ ...(doc.data as unknown as Product), id: doc.id } as WithId<Product>)
        : null;
      if (!product || product.shopId !== request.shopId) {
        problems.push({ kind: 'gone', productId: line.productId, name: line.name });
      } else if (product.stock < line.quantity) {
        problems.push({
          kind: 'short',
          productId: product.id,
          name: product.name,
          stock: product.stock,
        });
      } else if (product.price !== line.price) {
        problems.push({
          kind: 'price',
          productId: product.id,
          name: product.name,
          price: product.price,
        });
      } else {
        products.push(product);
      }
    }
    if (problems.length > 0) return { kind: 'problems', problems };

    const lookupDoc = await tx.get(collections.orderLookups, request.phone);
    const lookup = (lookupDoc?.data as unknown as OrderLookup | undefined) ?? { entries: {} };

    const lines: OrderLine[] = request.lines.map((line, index) => {
      const product = products[index] as WithId<Product>;
      return {
        productId: product.id,
        name: product.name,
        unit: product.unit,
        price: product.price,
        quantity: line.quantity,
      };
    });
    const bill = billFor(lines, request.terms);
    const quantities = Object.fromEntries(lines.map((line) => [line.productId, line.quantity]));
    const fields = {
      number: request.number,
      code: request.code,
      shopId: request.shopId,
      shopName: shop.name,
      lines,
      quantities,
      ...bill,
      customerName: request.customerName,
      phone: request.phone,
      address: request.address,
      landmark: request.landmark,
      note: request.note,
      payment: 'cod' as const,
      status: 'placed' as const,
      browserTag: request.browserTag,
      deliveryUid: null,
      rejectReason: null,
    };

    for (const [index, line] of lines.entries()) {
      const product = products[index] as WithId<Product>;
      tx.update(collections.products, product.id, {
        stock: product.stock - line.quantity,
        lastOrderId: request.orderId,
      });
    }
    tx.set(collections.orders, request.orderId, {
      ...fields,
      lines: lines as unknown as DocData[],
      createdAt: serverTime,
      updatedAt: serverTime,
      history: [{ status: 'placed', at: new Date() }],
    });
    tx.set(collections.orderLookups, request.phone, {
      entries: {
        ...(lookup.entries as unknown as DocData),
        [request.number]: {
          number: request.number,
          shopName: shop.name,
          status: 'placed',
          total: bill.total,
          createdAt: serverTime,
        },
      },
    });
    const text = alertText(fields);
    const subject = `${collections.orders}/${request.orderId}`;
    tx.set(
      collections.notifications,
      `${request.orderId}-admin`,
      outboxEntry({ chat: 'admin', text }, subject),
    );
    tx.set(
      collections.notifications,
      `${request.orderId}-delivery`,
      outboxEntry({ chat: 'delivery', text }, subject),
    );

    const now = new Date();
    const order: Order = {
      ...fields,
      createdAt: now,
      updatedAt: now,
      history: [{ status: 'placed', at: now }],
    };
    return { kind: 'placed', orderId: request.orderId, order };
  });
}

export async function readOrder(
  store: DocumentStore,
  orderId: string,
): Promise<WithId<Order> | null> {
  const doc = await store.get(collections.orders, orderId);
  return doc && { ...(doc.data as unknown as Order), id: doc.id };
}

/** That phone's order summaries, newest first: one read of the lookup document. */
export async function findOrderSummaries(
  store: DocumentStore,
  phone: string,
): Promise<OrderSummary[]> {
  const doc = await store.get(collections.orderLookups, phone);
  const entries = (doc?.data as unknown as OrderLookup | undefined)?.entries ?? {};
  return Object.values(entries).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export interface StatusMove {
  orderId: string;
  to: OrderStatus;
  actor: Actor;
  /** Rejections carry a reason for the customer. */
  reason?: string;
  /** A delivery person claiming a ready order. */
  deliveryUid?: string | null;
}

async function applyStatusMove(tx: Transaction, move: StatusMove): Promise<Order> {
  const doc = await tx.get(collections.orders, move.orderId);
  if (!doc) throw backendError('not-found', 'That order no longer exists.');
  const order = doc.data as unknown as Order;
  if (!canMove(order.status, move.to, move.actor)) {
    throw backendError(
      'failed-precondition',
      order.status === move.to
        ? 'The order has already moved on.'
        : `This order is ${order.status} and can no longer be changed that way.`,
    );
  }
  const restock = returnsStock(move.to);
  const products = restock
    ? await Promise.all(order.lines.map((line) => tx.get(collections.products, line.productId)))
    : [];
  const lookupDoc = await tx.get(collections.orderLookups, order.phone);

  const history = [...order.history, { status: move.to, at: new Date() }];
  tx.update(collections.orders, move.orderId, {
    status: move.to,
    updatedAt: serverTime,
    history: history as unknown as DocData[],
    ...(move.to === 'rejected' && { rejectReason: move.reason?.trim() || 'Not available' }),
    ...(move.deliveryUid !== undefined && { deliveryUid: move.deliveryUid }),
  });
  order.lines.forEach((line, index) => {
    const product = products[index];
    if (!product) return; // a product deleted since: nothing to put back
    tx.update(collections.products, product.id, {
      stock: (product.data['stock'] as number) + line.quantity,
      lastOrderId: move.orderId,
    });
  });
  const lookup = lookupDoc?.data as unknown as OrderLookup | undefined;
  const entry = lookup?.entries[order.number];
  if (lookup && entry) {
    tx.set(collections.orderLookups, order.phone, {
      entries: {
        ...(lookup.entries as unknown as DocData),
        [order.number]: { ...(entry as unknown as DocData), status: move.to },
      },
    });
  }
  if (move.to === 'cancelled' || move.to === 'rejected') {
    const why =
      move.to === 'cancelled' ? 'cancelled by the customer' : `rejected: ${move.reason ?? ''}`;
    tx.set(
      collections.notifications,
      `${move.orderId}-${move.to}`,
      outboxEntry(
        { chat: 'admin', text: `Order ${order.number} (${order.shopName}) ${why}` },
        `${collections.orders}/${move.orderId}`,
      ),
    );
  }
  return { ...order, status: move.to, history };
}

/** Moves an order along the transition table, keeping its lookup entry and stock in step. */
export function moveOrderStatus(store: DocumentStore, move: StatusMove): Promise<Order> {
  return store.runTransaction((tx) => applyStatusMove(tx, move));
}

/** A customer cancels an order still `placed`; its stock goes back on the shelf. */
export function cancelOrder(store: DocumentStore, orderId: string): Promise<Order> {
  return moveOrderStatus(store, { orderId, to: 'cancelled', actor: 'customer' });
}

/**
 * A delivery person takes a ready, unclaimed order (status stays `ready`
 * until they pick it up). Two people claiming at once: one wins, the other
 * is told it is taken.
 */
export function claimOrder(
  store: DocumentStore,
  orderId: string,
  deliveryUid: string,
): Promise<Order> {
  return store.runTransaction(async (tx) => {
    const doc = await tx.get(collections.orders, orderId);
    if (!doc) throw backendError('not-found', 'That order no longer exists.');
    const order = doc.data as unknown as Order;
    if (order.status !== 'ready') {
      throw backendError('failed-precondition', 'This order is not ready for pick-up.');
    }
    if (order.deliveryUid && order.deliveryUid !== deliveryUid) {
      throw backendError('failed-precondition', 'Someone else has already taken this delivery.');
    }
    tx.update(collections.orders, orderId, { deliveryUid, updatedAt: serverTime });
    return { ...order, deliveryUid };
  });
}

/**
 * An admin gives an order to a delivery person (or takes it back with null)
 * while it is still on its way through the shop or waiting to be picked up.
 * The status does not move; the person then sees it among their own.
 */
export function assignDelivery(
  store: DocumentStore,
  orderId: string,
  deliveryUid: string | null,
): Promise<Order> {
  return store.runTransaction(async (tx) => {
    const doc = await tx.get(collections.orders, orderId);
    if (!doc) throw backendError('not-found', 'That order no longer exists.');
    const order = doc.data as unknown as Order;
    if (!['placed', 'accepted', 'ready'].includes(order.status)) {
      throw backendError(
        'failed-precondition',
        'This order has already left the shop, so its delivery person cannot change.',
      );
    }
    if (order.deliveryUid === deliveryUid) return order;
    tx.update(collections.orders, orderId, { deliveryUid, updatedAt: serverTime });
    return { ...order, deliveryUid };
  });
}
