import type { RiderCashRequest, RiderCashResult } from '../port/callables';
import { backendError } from '../port/errors';
import { serverTime, type Transaction } from '../port/types';
import { parseData } from '../lib/model-schemas';
import { collections, type Order, type WithId } from '../lib/models';
import { recordIdFor } from '../lib/order-identity';
import { riderCashRequest } from '../lib/requests/call-schemas';
import {
  mayTakeCash,
  riderCashModel,
  signedAmount,
  type CashLine,
  type RiderCash,
} from '../lib/rider-cash';
import { sentence } from '../lib/server-sentences';
import { requireAdmin, type ServerContext } from './context';
import { parseRequest } from './parse-request';

/**
 * The cash each delivery person holds (lib/rider-cash): the balance and its
 * ledger are written together, in the transaction that changes them, so the
 * balance is always the sum of the ledger. Only this module writes either.
 */

/** Cash the rider takes at the door: cash on delivery not already paid to the shop by UPI. */
export const isCashOrder = (order: Pick<Order, 'payment' | 'paidByUpi'>) =>
  order.payment === 'cod' && !order.paidByUpi;

export async function readRiderCash(
  tx: Pick<Transaction, 'get'>,
  riderUid: string,
): Promise<RiderCash | null> {
  return parseData(riderCashModel, (await tx.get(collections.riderCash, riderUid))?.data);
}

/** A staff member's name as their own document gives it, for the lines they write. */
async function staffNameOf(tx: Pick<Transaction, 'get'>, uid: string): Promise<string> {
  for (const collection of [collections.delivery, collections.admins, collections.vendor]) {
    const name = (await tx.get(collection, uid))?.data['name'];
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  return uid;
}

/** What a ledger line needs besides its kind and amount, read before any write. */
export interface CashChange {
  riderUid: string;
  riderName: string;
  held: RiderCash | null;
  byUid: string;
  byName: string;
}

export async function readCashChange(
  tx: Pick<Transaction, 'get'>,
  riderUid: string,
  byUid: string,
): Promise<CashChange> {
  return {
    riderUid,
    riderName: await staffNameOf(tx, riderUid),
    held: await readRiderCash(tx, riderUid),
    byUid,
    byName: await staffNameOf(tx, byUid),
  };
}

/** Writes one ledger line and the balance it leaves, in the caller's transaction. */
function writeCashLine(
  tx: Transaction,
  lineId: string,
  change: CashChange,
  line: Pick<CashLine, 'kind' | 'amount'> & { order?: { id: string; number: string } },
  now: Date,
): number {
  const before = change.held?.balance ?? 0;
  const balance = before + signedAmount(line);
  tx.set(collections.cashLedger, lineId, {
    riderUid: change.riderUid,
    kind: line.kind,
    amount: line.amount,
    ...(line.order && { orderId: line.order.id, orderNumber: line.order.number }),
    at: now,
    byUid: change.byUid,
    byName: change.byName,
    balanceAfter: balance,
  });
  tx.set(collections.riderCash, change.riderUid, {
    riderName: change.riderName,
    balance,
    limit: change.held?.limit ?? null,
    updatedAt: serverTime,
  });
  return balance;
}

/** A cash order delivered: its whole total is now in its delivery person's hand. */
export function writeDeliveredCash(
  tx: Transaction,
  change: CashChange,
  order: WithId<Pick<Order, 'total' | 'number'>>,
  now: Date,
): void {
  writeCashLine(
    tx,
    `${order.id}-delivered`,
    change,
    { kind: 'delivered', amount: order.total, order },
    now,
  );
}

/**
 * An order delivered as cash, then marked paid to the shop by UPI: the rider
 * took no money at the door, so what its delivery added comes off again —
 * never more than the rider holds now (cash already handed over for it is the
 * admin's to give back). `delivered` is the delivery's own ledger line.
 */
export function writeUpiInsteadOfCash(
  tx: Transaction,
  change: CashChange,
  order: WithId<Pick<Order, 'number'>>,
  delivered: Pick<CashLine, 'amount'>,
  now: Date,
): void {
  const amount = Math.min(delivered.amount, change.held?.balance ?? 0);
  if (amount <= 0) return;
  writeCashLine(tx, `${order.id}-paid-by-upi`, change, { kind: 'paidByUpi', amount, order }, now);
}

/** Refuses to give a cash order to a delivery person who holds their limit or more. */
export async function refuseCashOverLimit(
  tx: Pick<Transaction, 'get'>,
  order: Pick<Order, 'payment'>,
  riderUid: string,
): Promise<void> {
  if (!isCashOrder(order)) return;
  if (!mayTakeCash(await readRiderCash(tx, riderUid))) {
    throw backendError('failed-precondition', sentence('cashLimitReached'));
  }
}

/**
 * An admin takes cash from a delivery person (never more than they hold: the
 * balance is cash in a hand, and cannot go below nothing), or sets the most
 * they may hold before they are given no new cash order. A hand-over's
 * request id names its line, so a retry writes it once.
 */
export async function handleRiderCashAction(
  context: ServerContext,
  data: unknown,
): Promise<RiderCashResult> {
  const request: RiderCashRequest = parseRequest(riderCashRequest, data);
  const admin = await requireAdmin(context);
  const lineId =
    request.action === 'handOver'
      ? await recordIdFor(collections.cashLedger, request.requestId)
      : null;
  return context.store.runTransaction(async (tx) => {
    const rider = await tx.get(collections.delivery, request.riderUid);
    if (!rider) throw backendError('not-found', sentence('courierGone'));
    const change = await readCashChange(tx, request.riderUid, admin.uid);
    const held = change.held?.balance ?? 0;
    const limit = change.held?.limit ?? null;
    if (request.action === 'setLimit') {
      tx.set(collections.riderCash, request.riderUid, {
        riderName: change.riderName,
        balance: held,
        limit: request.limit,
        updatedAt: serverTime,
      });
      return { balance: held, limit: request.limit };
    }
    // Made above for every hand-over; only a hand-over comes this far.
    if (lineId === null) throw backendError('invalid-argument');
    if (await tx.get(collections.cashLedger, lineId)) return { balance: held, limit };
    if (request.amount > held) {
      throw backendError('failed-precondition', sentence('handOverOverHeld'));
    }
    const balance = writeCashLine(
      tx,
      lineId,
      change,
      { kind: 'handedOver', amount: request.amount },
      new Date(),
    );
    return { balance, limit };
  });
}
