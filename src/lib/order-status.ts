import { textOf } from './i18n';
import { statusMessages } from './messages';
import type { OrderStatus } from './models';

/**
 * The one status transition table, used by the domain services and mirrored
 * in firestore.rules and the Demo policy. Each move names who may make it.
 */
export type Actor = 'customer' | 'vendor' | 'delivery' | 'admin' | 'server';

export const statusTransitions: Readonly<
  Record<OrderStatus, Partial<Record<OrderStatus, readonly Actor[]>>>
> = {
  placed: {
    accepted: ['vendor', 'admin'],
    rejected: ['vendor', 'admin'],
    // The server gives up an order its shop never answered (src/server/escalation).
    cancelled: ['customer', 'admin', 'server'],
  },
  accepted: { ready: ['vendor', 'admin'], rejected: ['vendor', 'admin'] },
  ready: { outForDelivery: ['delivery', 'admin'] },
  outForDelivery: { delivered: ['delivery', 'admin'], undelivered: ['delivery', 'admin'] },
  delivered: {},
  rejected: {},
  cancelled: {},
  undelivered: {},
};

export function canMove(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return statusTransitions[from][to]?.includes(actor) ?? false;
}

export function nextStatuses(from: OrderStatus, actor: Actor): OrderStatus[] {
  return (Object.keys(statusTransitions[from]) as OrderStatus[]).filter((to) =>
    canMove(from, to, actor),
  );
}

/** The happy path, in order, for the timeline. */
export const statusPath: readonly OrderStatus[] = [
  'placed',
  'accepted',
  'ready',
  'outForDelivery',
  'delivered',
];

/**
 * Each status in the reader's language, read when used (`statusLabels[status]`).
 * A component can also take `useMessages(statusMessages)` from ./messages.
 */
export const statusLabels: Readonly<Record<OrderStatus, string>> = Object.defineProperties(
  {} as Record<OrderStatus, string>,
  Object.fromEntries(
    (Object.keys(statusTransitions) as OrderStatus[]).map((status) => [
      status,
      { enumerable: true, get: () => textOf(statusMessages)[status] },
    ]),
  ),
);

export const isFinal = (status: OrderStatus) => Object.keys(statusTransitions[status]).length === 0;

/** What says whether an order's shop has answered it. */
export interface AnswerSigns {
  status: OrderStatus;
  remindedAt?: Date | undefined;
  /** Lines the shop lowered or took off (src/server/order-changes). */
  changes?: readonly unknown[] | undefined;
  /** Marked paid by UPI, and by whom (src/server/upi-payment). */
  paidByUpi?: { by: string } | undefined;
}

/**
 * Reminded by the server's sweep (src/server/escalation) and still not
 * answered by its shop: the vendor's screen rings, the customer is told the
 * shop has not seen it. An order the shop has touched has been seen, even
 * before it is accepted: one whose lines the shop changed, or that the shop
 * marked paid by UPI, never counts as unanswered, and stops ringing.
 */
export const isUnanswered = (order: AnswerSigns) =>
  order.status === 'placed' &&
  order.remindedAt !== undefined &&
  (order.changes?.length ?? 0) === 0 &&
  order.paidByUpi?.by !== 'vendor';

/** Orders whose stock goes back to the shelf when they end this way. */
export const returnsStock = (to: OrderStatus) =>
  to === 'cancelled' || to === 'rejected' || to === 'undelivered';

/** An order that ended before it reached the customer. */
export const stoppedShort = (status: OrderStatus) =>
  status === 'rejected' || status === 'cancelled' || status === 'undelivered';
