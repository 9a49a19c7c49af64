import * as v from 'valibot';
import {
  serverTime,
  type Cursor,
  type DocumentStore,
  type QuerySpec,
  type StoredDoc,
  type Transaction,
} from '../port/types';
import { townTimeOf } from '../lib/local-date';
import { shopModel } from '../lib/model-schemas';
import { collections, type Order, type OrderingTerms } from '../lib/models';
import { formatIndianMobile } from '../lib/phone';
import type { AudienceWanted, ClimbNotices } from './notices';
import { readFields } from './stored-fields';

/**
 * The steps a record nobody at its shop answers climbs, by the admin's three
 * waits (config/ordering): an order still `placed` (src/server/escalation.ts)
 * and a list still `sent` (src/server/list-sweep.ts) alike — remind the shop,
 * call the admin, give up — each step when it falls due after the one before.
 */

export const MINUTE_MS = 60_000;

export type EscalationStep = 'remind' | 'callAdmin' | 'giveUp';

type Waits = Pick<
  OrderingTerms,
  'remindAfterMinutes' | 'callAdminAfterMinutes' | 'giveUpAfterMinutes'
>;

/**
 * The step an order still waiting for its shop is due at `now`, or null when
 * none is due or the one due is done. An order found late (the Demo's app
 * was closed) takes the furthest step due at once.
 */
export function dueStep(
  order: Pick<Order, 'createdAt' | 'remindedAt' | 'escalatedAt'>,
  waits: Waits,
  now: number,
): EscalationStep | null {
  const waited = now - order.createdAt.getTime();
  if (waited >= waits.giveUpAfterMinutes * MINUTE_MS) return 'giveUp';
  if (waited >= waits.callAdminAfterMinutes * MINUTE_MS)
    return order.escalatedAt ? null : 'callAdmin';
  if (waited >= waits.remindAfterMinutes * MINUTE_MS) return order.remindedAt ? null : 'remind';
  return null;
}

/**
 * When an order still waiting for its shop is owed its next step, after the
 * steps it has taken: the reminder, the call to the admin, the give-up.
 */
export function nextStepTime(
  order: Pick<Order, 'createdAt' | 'remindedAt' | 'escalatedAt'>,
  waits: Waits,
): Date {
  const minutes = !order.remindedAt
    ? waits.remindAfterMinutes
    : !order.escalatedAt
      ? waits.callAdminAfterMinutes
      : waits.giveUpAfterMinutes;
  return new Date(order.createdAt.getTime() + minutes * MINUTE_MS);
}

/** Runs `work` on each item, at most `width` at a time. */
export async function inParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/**
 * Every document `query` finds, a page at a time from the first, each given
 * to `move` (`width` side by side), till none is left or `max` were read. A
 * step done moves a document out of the query, so a later page still finds
 * every one due.
 */
export async function forEachPage(
  store: DocumentStore,
  query: QuerySpec,
  { width, max }: { width: number; max: number },
  move: (doc: StoredDoc) => Promise<void>,
): Promise<void> {
  let after: Cursor | null | undefined;
  let read = 0;
  do {
    const page = await store.query({ ...query, ...(after && { startAfter: after }) });
    await inParallel(page.docs, width, move);
    read += page.docs.length;
    after = page.next;
  } while (after && read < max);
}

/**
 * Who a step tells: the shop's vendors of a reminder (a late call to the
 * admin reminds them too) and a give-up, the admins of a call, the customer
 * of a give-up (`orderId` names the order or the list).
 */
export const audienceForStep = (
  record: { shopId: string; id: string },
  step: EscalationStep,
): AudienceWanted => ({
  shopId: record.shopId,
  admins: step === 'callAdmin',
  orderId: step === 'giveUp' ? record.id : undefined,
});

const shopPhoneModel = v.pick(shopModel, ['phone']);

/** The shop's phone, for the staff to call it; null when not on record. */
export const readShopPhone = async (
  reader: Pick<Transaction, 'get'>,
  shopId: string,
): Promise<string | null> =>
  (await readFields(reader, shopPhoneModel, collections.shops, shopId))?.phone ?? null;

/** A record climbing the steps: an order still placed, a list still sent. */
export interface Climber {
  id: string;
  number: string;
  shopName: string;
  createdAt: Date;
  remindedAt?: Date | undefined;
  escalatedAt?: Date | undefined;
}

/** How the staff chats name each kind of climber and what it waits for: "Order … placed … accepted … cancelled". */
const climbWords = {
  order: { noun: 'Order', came: 'placed', waitsFor: 'accepted', ends: 'cancelled' },
  list: { noun: 'List', came: 'sent', waitsFor: 'answered', ends: 'given up' },
} as const;

/** Where each kind of climber is stored. */
const climberCollections = { order: collections.orders, list: collections.shopLists } as const;

/**
 * Writes a reminder or a call to the admin on a climber in `tx` (its reads
 * done): the times on the record and its next step's, and the notices, the
 * shop's phone in each (`shopPhone`, null when not on record). A climber
 * found late, past its call to the admin, reminds the shop as well.
 */
export function climbStep<C extends Climber>(
  tx: Pick<Transaction, 'update'>,
  kind: keyof typeof climbWords,
  record: C,
  step: 'remind' | 'callAdmin',
  { terms, now, shopPhone }: { terms: Waits; now: number; shopPhone: string | null },
  notices: ClimbNotices<C>,
): void {
  const words = climbWords[kind];
  const when = new Date(now);
  const remindedAt = record.remindedAt ?? when;
  const escalatedAt = step === 'callAdmin' ? when : record.escalatedAt;
  tx.update(climberCollections[kind], record.id, {
    remindedAt,
    ...(escalatedAt && { escalatedAt }),
    nextStepAt: nextStepTime({ createdAt: record.createdAt, remindedAt, escalatedAt }, terms),
    updatedAt: serverTime,
  });
  /** "Order TS-1 (Ma Tara Bhandar), placed at 14:05, is still not accepted after 5 minutes." */
  const waiting = (minutes: number) =>
    `${words.noun} ${record.number} (${record.shopName}), ${words.came} at ${townTimeOf(record.createdAt)} IST, ` +
    `is still not ${words.waitsFor} after ${minutes} minutes.`;
  const phone = shopPhone ? formatIndianMobile(shopPhone) : 'not on record';
  const phoneLine = `Shop’s phone: ${phone}`;
  if (step === 'remind' || !record.remindedAt) {
    // The shop's second alert, to the chats that heard of it first; never out of a budget.
    notices.reminded(
      record,
      [`Reminder: ${waiting(terms.remindAfterMinutes)}`, phoneLine].join('\n'),
      { time: townTimeOf(record.createdAt), minutes: terms.remindAfterMinutes },
    );
  }
  if (step === 'callAdmin') {
    notices.escalated(
      record,
      [
        `Please call the shop: ${waiting(terms.callAdminAfterMinutes)}`,
        phoneLine,
        `Unless the shop answers, it is ${words.ends} ${terms.giveUpAfterMinutes} minutes after it was ${words.came}.`,
      ].join('\n'),
      {
        minutes: terms.callAdminAfterMinutes,
        phone,
        giveUpAt: townTimeOf(
          new Date(record.createdAt.getTime() + terms.giveUpAfterMinutes * MINUTE_MS),
        ),
      },
    );
  }
}
