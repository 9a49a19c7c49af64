import * as v from 'valibot';
import { docId, moment, orderId, personName, whole } from './fields/schemas';
import type { Paise } from './money';

/**
 * The cash each delivery person holds: one `riderCash/{uid}` balance and the
 * append-only `cashLedger` lines it is the sum of. Only the server writes
 * either (src/server/rider-cash.ts): a cash order delivered adds its total, an
 * admin's hand-over takes an amount off. Every line names who wrote it.
 */

/**
 * What a ledger line did to the balance: a delivered cash order adds; a
 * hand-over takes off; so does an order found paid to the shop by UPI after
 * it was delivered as cash (the rider took no money at the door).
 */
export const cashLineKinds = ['delivered', 'handedOver', 'paidByUpi'] as const;
export type CashLineKind = (typeof cashLineKinds)[number];

export const cashLineModel = v.object({
  riderUid: docId,
  kind: v.picklist(cashLineKinds),
  /** Paise, always above 0; `kind` says which way it moved the balance. */
  amount: whole(1),
  /** The order, for a delivery's line and a UPI payment's. */
  orderId: v.optional(orderId),
  orderNumber: v.optional(v.string()),
  at: moment,
  /** Who wrote the line: the rider or admin who marked the order delivered, the admin who took the cash. */
  byUid: docId,
  byName: personName(),
  /** The balance once this line was written. */
  balanceAfter: whole(0),
});
export type CashLine = v.InferOutput<typeof cashLineModel>;

export const riderCashModel = v.object({
  riderName: personName(),
  /** Paise held now: always the sum of the rider's ledger. */
  balance: whole(0),
  /** Paise: at or above it the rider is offered no new cash order until they hand over; null is no limit. */
  limit: v.nullable(whole(0)),
  updatedAt: moment,
});
export type RiderCash = v.InferOutput<typeof riderCashModel>;

/** What a line adds to the balance, in paise (negative for a hand-over or a UPI payment). */
export const signedAmount = (line: Pick<CashLine, 'kind' | 'amount'>): Paise =>
  line.kind === 'delivered' ? line.amount : -line.amount;

/** The balance a ledger adds up to. */
export const ledgerSum = (lines: readonly Pick<CashLine, 'kind' | 'amount'>[]): Paise =>
  lines.reduce((sum, line) => sum + signedAmount(line), 0);

/** Whether a rider holding `balance` may be given another cash order under `limit`. */
export const mayTakeCash = (cash: Pick<RiderCash, 'balance' | 'limit'> | null): boolean =>
  cash === null || cash.limit === null || cash.balance < cash.limit;
