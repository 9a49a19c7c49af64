import type { RiderCashRequest, RiderCashResult } from '../port/callables';
import { backendError } from '../port/errors';
import { BackendError, serverTime, type DocumentStore, type Transaction } from '../port/types';
import { RIDER_OWED_MAX } from '../lib/limits';
import { parseData } from '../lib/model-schemas';
import { collections, type Order, type WithId } from '../lib/models';
import { townDayOf } from '../lib/local-date';
import { recordIdFor } from '../lib/order-identity';
import { riderCashRequest } from '../lib/requests/call-schemas';
import {
  cashLineModel,
  ledgerSum,
  mayTakeCash,
  openOwedOf,
  riderCashModel,
  signedAmount,
  type CashLine,
  type OwedItem,
  type RiderCash,
} from '../lib/cash-ledger';
import { sentence } from '../lib/server-sentences';
import { requireAdmin, type ServerContext } from './server-context';
import { outboxEntry } from './outbox';
import { parseRequest } from './parse-request';
import { readFields } from './stored-fields';

/**
 * The cash each delivery person holds (lib/rider-cash): the balance and its
 * ledger are written together, in the transaction that changes them, so the
 * balance is always the sum of the ledger. Only this module writes either.
 */

/** Cash the rider takes at the door: cash on delivery not already paid to the shop by UPI. */
export const isCashOrder = (order: Pick<Order, 'payment' | 'paidByUpi'>) =>
  order.payment === 'cod' && !order.paidByUpi;

/**
 * A rider's cash document that is there but fails its model. It is never
 * read as no document (a balance from nothing, the limit forgotten): every
 * write to that rider's cash is refused until an admin rebuilds it from its
 * ledger, and the handler that met it tells the admin (`guardingCash`).
 */
export class UnreadableCash extends BackendError {
  readonly riderUid: string;
  readonly riderName: string;
  constructor(riderUid: string, riderName: string) {
    const said = sentence('riderCashUnreadable', { name: riderName });
    super('failed-precondition', said.message, { reason: said.reason });
    this.riderUid = riderUid;
    this.riderName = riderName;
  }
}

/** A staff member's name as their own document gives it, for the lines they write. */
async function staffNameOf(tx: Pick<Transaction, 'get'>, uid: string): Promise<string> {
  for (const collection of [collections.delivery, collections.admins, collections.vendor]) {
    const name = (await tx.get(collection, uid))?.data['name'];
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  return uid;
}

/** The rider's cash as stored; null when they never held any. One that fails its model is refused. */
export async function readRiderCash(
  tx: Pick<Transaction, 'get'>,
  riderUid: string,
): Promise<RiderCash | null> {
  const doc = await tx.get(collections.riderCash, riderUid);
  if (!doc) return null;
  const held = parseData(riderCashModel, doc.data);
  if (!held) throw new UnreadableCash(riderUid, await staffNameOf(tx, riderUid));
  return held;
}

/** The admin chat hears once a day of each rider whose cash cannot be read. */
async function alertUnreadableCash(store: DocumentStore, cause: UnreadableCash): Promise<void> {
  const now = new Date();
  const id = `riderCash-${cause.riderUid}-unreadable-${townDayOf(now)}`;
  const text = `The cash record of ${cause.riderName} cannot be read. Nothing is added to it or taken off it, and no cash order is given to them, until it is rebuilt from its ledger: open Delivery persons.`;
  await store.runTransaction(async (tx) => {
    if (await tx.get(collections.notifications, id)) return;
    tx.set(
      collections.notifications,
      id,
      outboxEntry({ chat: 'admin', text }, `${collections.riderCash}/${cause.riderUid}`),
    );
  });
}

/** Runs a handler's work; a rider's unreadable cash met on the way is told to the admin, then refused. */
export async function guardingCash<T>(store: DocumentStore, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnreadableCash) await alertUnreadableCash(store, error);
    throw error;
  }
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

/** A line about to be written: its kind and amount, and what else its kind carries. */
type NewLine = Pick<CashLine, 'kind' | 'amount'> &
  Partial<Pick<CashLine, 'why' | 'corrects' | 'settles' | 'settledTo'>> & {
    order?: { id: string; number: string } | undefined;
  };

/**
 * Writes one ledger line and the balance it leaves (and what is owed back,
 * when given), in the caller's transaction. Returns the change as it stands
 * after, for a second line in the same transaction.
 */
function writeCashLine(
  tx: Transaction,
  lineId: string,
  change: CashChange,
  { order, ...line }: NewLine,
  now: Date,
  owed: readonly OwedItem[] = change.held?.owed ?? [],
): CashChange {
  const before = change.held?.balance ?? 0;
  const balance = before + signedAmount(line);
  tx.set(collections.cashLedger, lineId, {
    riderUid: change.riderUid,
    ...line,
    ...(order && { orderId: order.id, orderNumber: order.number }),
    at: now,
    byUid: change.byUid,
    byName: change.byName,
    balanceAfter: balance,
  });
  const held: RiderCash = {
    riderName: change.riderName,
    balance,
    limit: change.held?.limit ?? null,
    updatedAt: now,
    owed: [...owed],
  };
  tx.set(collections.riderCash, change.riderUid, {
    ...held,
    owed: held.owed.map((item) => ({ ...item })),
    updatedAt: serverTime,
  });
  return { ...change, held };
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
 * took no money at the door, so what its delivery added comes off again, as
 * far as the rider still holds it. What was already handed over for it is
 * money the admin holds that nobody owes the town: a line owed back (to the
 * customer, if they paid twice, or to the rider, if they handed over money
 * they never took), listed on the balance until the admin settles it.
 * `delivered` is the delivery's own ledger line.
 */
export function writeUpiInsteadOfCash(
  tx: Transaction,
  change: CashChange,
  order: WithId<Pick<Order, 'number'>>,
  delivered: Pick<CashLine, 'amount'>,
  now: Date,
): void {
  const taken = Math.min(delivered.amount, change.held?.balance ?? 0);
  const owedBack = delivered.amount - taken;
  const after =
    taken > 0
      ? writeCashLine(
          tx,
          `${order.id}-paid-by-upi`,
          change,
          { kind: 'paidByUpi', amount: taken, order },
          now,
        )
      : change;
  if (owedBack <= 0) return;
  const owed = after.held?.owed ?? [];
  if (owed.length >= RIDER_OWED_MAX) {
    throw backendError('failed-precondition', sentence('owedTooMany', { max: RIDER_OWED_MAX }));
  }
  const lineId = `${order.id}-owed-back`;
  writeCashLine(tx, lineId, after, { kind: 'owedBack', amount: owedBack, order }, now, [
    ...owed,
    { lineId, amount: owedBack, orderId: order.id, orderNumber: order.number, at: now },
  ]);
}

/**
 * Refuses to give a cash order to a delivery person who holds their limit or
 * more: in the second person when they take it themselves, by name when an
 * admin gives it to them.
 */
export async function refuseCashOverLimit(
  tx: Pick<Transaction, 'get'>,
  order: Pick<Order, 'payment' | 'paidByUpi'>,
  riderUid: string,
  caller: 'rider' | 'admin',
): Promise<void> {
  if (!isCashOrder(order)) return;
  const held = await readRiderCash(tx, riderUid);
  if (!held || mayTakeCash(held)) return;
  const amounts = { heldAmount: held.balance, limitAmount: held.limit ?? 0 };
  throw backendError(
    'failed-precondition',
    caller === 'rider'
      ? sentence('cashLimitReachedYou', amounts)
      : sentence('cashLimitReached', { name: await staffNameOf(tx, riderUid), ...amounts }),
  );
}

/** The answer of every cash action: the rider's cash as it stands. */
const resultOf = (held: RiderCash | null): RiderCashResult => ({
  balance: held?.balance ?? 0,
  limit: held?.limit ?? null,
});

/**
 * An admin rebuilds a rider's cash record that cannot be read, from its
 * ledger: the balance is the sum of the lines, what is owed back the lines
 * nobody settled, and the limit the one the admin gives again. Refused for a
 * record that can be read: nothing else writes over one.
 */
async function rebuildRiderCash(
  context: ServerContext,
  riderUid: string,
  limit: number | null,
): Promise<RiderCashResult> {
  const page = await context.store.query({
    collection: collections.cashLedger,
    where: [{ field: 'riderUid', op: '==', value: riderUid }],
  });
  const lines = page.docs.flatMap((doc) => {
    const line = parseData(cashLineModel, doc.data);
    return line ? [{ ...line, id: doc.id }] : [];
  });
  return context.store.runTransaction(async (tx) => {
    const rider = await tx.get(collections.delivery, riderUid);
    if (!rider) throw backendError('not-found', sentence('courierGone'));
    const doc = await tx.get(collections.riderCash, riderUid);
    if (doc && parseData(riderCashModel, doc.data)) {
      throw backendError('failed-precondition', sentence('riderCashReadable'));
    }
    const balance = ledgerSum(lines);
    if (balance < 0) throw backendError('failed-precondition');
    const held: RiderCash = {
      riderName: await staffNameOf(tx, riderUid),
      balance,
      limit,
      updatedAt: new Date(),
      owed: openOwedOf(lines).slice(-RIDER_OWED_MAX),
    };
    tx.set(collections.riderCash, riderUid, {
      ...held,
      owed: held.owed.map((item) => ({ ...item })),
      updatedAt: serverTime,
    });
    return resultOf(held);
  });
}

/**
 * The admin's cash actions for one delivery person: take cash from them
 * (never more than they hold: the balance is cash in a hand, and cannot go
 * below nothing), correct a line with a line of its own (never an edit),
 * settle money owed back, set the most they may hold before they are given
 * no new cash order, or rebuild a record that cannot be read. A hand-over's
 * and a correction's request id names its line, so a retry writes it once.
 */
export async function handleRiderCashAction(
  context: ServerContext,
  data: unknown,
): Promise<RiderCashResult> {
  const request: RiderCashRequest = parseRequest(riderCashRequest, data);
  const admin = await requireAdmin(context);
  if (request.action === 'rebuild') {
    return rebuildRiderCash(context, request.riderUid, request.limit);
  }
  const lineId =
    request.action === 'handOver' || request.action === 'correct'
      ? await recordIdFor(collections.cashLedger, request.requestId)
      : request.action === 'settleOwed'
        ? `${request.lineId}-settled`
        : null;
  return guardingCash(context.store, () =>
    context.store.runTransaction(async (tx) => {
      const rider = await tx.get(collections.delivery, request.riderUid);
      if (!rider) throw backendError('not-found', sentence('courierGone'));
      const change = await readCashChange(tx, request.riderUid, admin.uid);
      const held = change.held?.balance ?? 0;
      if (request.action === 'setLimit') {
        const next: RiderCash = {
          riderName: change.riderName,
          balance: held,
          limit: request.limit,
          updatedAt: new Date(),
          owed: change.held?.owed ?? [],
        };
        tx.set(collections.riderCash, request.riderUid, {
          ...next,
          owed: next.owed.map((item) => ({ ...item })),
          updatedAt: serverTime,
        });
        return resultOf(next);
      }
      // Made above for every action that writes a line; only those come this far.
      if (lineId === null) throw backendError('invalid-argument');
      if (await tx.get(collections.cashLedger, lineId)) return resultOf(change.held);
      const now = new Date();
      if (request.action === 'handOver') {
        if (request.amount > held) {
          throw backendError('failed-precondition', sentence('handOverOverHeld'));
        }
        const after = writeCashLine(
          tx,
          lineId,
          change,
          { kind: 'handedOver', amount: request.amount },
          now,
        );
        return resultOf(after.held);
      }
      if (request.action === 'correct') {
        if (request.corrects !== undefined) {
          const corrected = await readFields(
            tx,
            cashLineModel,
            collections.cashLedger,
            request.corrects,
          );
          if (corrected?.riderUid !== request.riderUid) {
            throw backendError('failed-precondition', sentence('correctedLineUnknown'));
          }
        }
        if (request.direction === 'takeOff' && request.amount > held) {
          throw backendError(
            'failed-precondition',
            sentence('correctionOverHeld', { heldAmount: held }),
          );
        }
        const after = writeCashLine(
          tx,
          lineId,
          change,
          {
            kind: request.direction === 'add' ? 'correctionAdd' : 'correctionTakeOff',
            amount: request.amount,
            why: request.why,
            ...(request.corrects !== undefined && { corrects: request.corrects }),
          },
          now,
        );
        return resultOf(after.held);
      }
      // Settling money owed back: the line it settles leaves the list; the cash in hand stays.
      const owed = change.held?.owed ?? [];
      const item = owed.find((one) => one.lineId === request.lineId);
      if (!item) throw backendError('failed-precondition', sentence('owedNotOpen'));
      const after = writeCashLine(
        tx,
        lineId,
        change,
        {
          kind: 'owedSettled',
          amount: item.amount,
          settles: item.lineId,
          settledTo: request.to,
          order:
            item.orderId && item.orderNumber
              ? { id: item.orderId, number: item.orderNumber }
              : undefined,
        },
        now,
        owed.filter((one) => one !== item),
      );
      return resultOf(after.held);
    }),
  );
}
