import * as v from 'valibot';
import { cashWhy, docId, moment, orderId, personName, whole } from './fields/schemas';
import { RIDER_OWED_MAX } from './limits';
import type { Paise } from './money';

/**
 * The cash each delivery person holds: one `riderCash/{uid}` balance and the
 * append-only `cashLedger` lines it is the sum of. Only the server writes
 * either (src/server/cash-in-hand.ts): a cash order delivered adds its total, an
 * admin's hand-over takes an amount off. Every line names who wrote it.
 */

/**
 * What a ledger line did to the balance: a delivered cash order adds; a
 * hand-over takes off; so does an order found paid to the shop by UPI after
 * it was delivered as cash (the rider took no money at the door). An admin's
 * correction adds or takes off, with why. Money owed back — an order found
 * paid by UPI after its cash was already handed over — and its settling are
 * lines too, but move no cash in the rider's hand: the admin holds it.
 * New kinds are only ever added to the end of this list.
 */
export const cashLineKinds = [
  'delivered',
  'handedOver',
  'paidByUpi',
  'owedBack',
  'owedSettled',
  'correctionAdd',
  'correctionTakeOff',
] as const;
export type CashLineKind = (typeof cashLineKinds)[number];

/** Who money owed back was given to, when the admin settles it. */
export const owedSettledTo = ['customer', 'rider'] as const;
export type OwedSettledTo = (typeof owedSettledTo)[number];

export const cashLineModel = v.object({
  riderUid: docId,
  kind: v.picklist(cashLineKinds),
  /** Paise, always above 0; `kind` says which way it moved the balance. */
  amount: whole(1),
  /** The order, for a delivery's line, a UPI payment's and money owed back for it. */
  orderId: v.optional(orderId),
  orderNumber: v.optional(v.string()),
  at: moment,
  /** Who wrote the line: the rider or admin who marked the order delivered, the admin who took the cash. */
  byUid: docId,
  byName: personName(),
  /** The balance once this line was written. */
  balanceAfter: whole(0),
  /** A correction: why, in the admin's words, and the line it corrects, if they named one. */
  why: v.optional(cashWhy()),
  corrects: v.optional(docId),
  /** A settling: the `owedBack` line it settles, and who the money was given to. */
  settles: v.optional(docId),
  settledTo: v.optional(v.picklist(owedSettledTo)),
});
export type CashLine = v.InferOutput<typeof cashLineModel>;

/** Money owed back that nobody has settled yet: an `owedBack` line, as the balance lists it. */
export const owedItemModel = v.object({
  lineId: docId,
  amount: whole(1),
  orderId: v.optional(orderId),
  orderNumber: v.optional(v.string()),
  at: moment,
});
export type OwedItem = v.InferOutput<typeof owedItemModel>;

export const riderCashModel = v.object({
  riderName: personName(),
  /** Paise held now: always the sum of the rider's ledger. */
  balance: whole(0),
  /** Paise: at or above it the rider is offered no new cash order until they hand over; null is no limit. */
  limit: v.nullable(whole(0)),
  updatedAt: moment,
  /** Money owed back not settled yet, oldest first: the `owedBack` lines no `owedSettled` line settles. */
  owed: v.optional(v.pipe(v.array(owedItemModel), v.maxLength(RIDER_OWED_MAX)), []),
});
export type RiderCash = v.InferOutput<typeof riderCashModel>;

/** The line kinds that add to the cash in the rider's hand, and those that take off it. */
const adds: ReadonlySet<CashLineKind> = new Set(['delivered', 'correctionAdd']);
const takesOff: ReadonlySet<CashLineKind> = new Set([
  'handedOver',
  'paidByUpi',
  'correctionTakeOff',
]);

/** What a line adds to the balance, in paise (negative for a hand-over, a UPI payment, a correction down; 0 for money owed back). */
export const signedAmount = (line: Pick<CashLine, 'kind' | 'amount'>): Paise =>
  adds.has(line.kind) ? line.amount : takesOff.has(line.kind) ? -line.amount : 0;

/**
 * The balance a ledger adds up to: the one sum every check of a rider's cash
 * uses (the server as it writes, a restore as it checks a balance against its lines).
 */
export const ledgerSum = (lines: readonly Pick<CashLine, 'kind' | 'amount'>[]): Paise =>
  lines.reduce((sum, line) => sum + signedAmount(line), 0);

/** The `owedBack` lines of a ledger that no `owedSettled` line settles, oldest first. */
export function openOwedOf(
  lines: readonly (Pick<
    CashLine,
    'kind' | 'amount' | 'at' | 'orderId' | 'orderNumber' | 'settles'
  > & {
    id: string;
  })[],
): OwedItem[] {
  const settled = new Set(
    lines.filter((line) => line.kind === 'owedSettled').map((line) => line.settles),
  );
  return lines
    .filter((line) => line.kind === 'owedBack' && !settled.has(line.id))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((line) => ({
      lineId: line.id,
      amount: line.amount,
      ...(line.orderId && { orderId: line.orderId }),
      ...(line.orderNumber && { orderNumber: line.orderNumber }),
      at: line.at,
    }));
}

/** What is owed back in all, in paise. */
export const owedSum = (owed: readonly Pick<OwedItem, 'amount'>[]): Paise =>
  owed.reduce((sum, item) => sum + item.amount, 0);

/** Whether a rider holding `balance` may be given another cash order under `limit`. */
export const mayTakeCash = (cash: Pick<RiderCash, 'balance' | 'limit'> | null): boolean =>
  cash === null || cash.limit === null || cash.balance < cash.limit;

/**
 * What a rider at or over their limit hands over, at least, to take a cash
 * order again: down to below the limit, rounded up to whole rupees, never
 * more than they hold. 0 when they may already (or, under a limit of 0, never can).
 */
export function toHandOverForCash(cash: Pick<RiderCash, 'balance' | 'limit'> | null): Paise {
  if (mayTakeCash(cash) || !cash || cash.limit === null || cash.limit === 0) return 0;
  const over = cash.balance - cash.limit + 1;
  return Math.min(Math.ceil(over / 100) * 100, cash.balance);
}
