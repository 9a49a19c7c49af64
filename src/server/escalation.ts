import * as v from 'valibot';
import { serverTime, type DocumentStore, type Transaction } from '../port/types';
import { townTimeOf } from '../lib/local-date';
import { orderSchema, parseData, parseDoc, shopModel } from '../lib/model-schemas';
import { collections, type Order, type OrderingTerms } from '../lib/models';
import { formatIndianMobile } from '../lib/phone';
import { applyStatusMove, readOrderingTerms, writeShopAlerts } from './orders';
import { readShopAlerts } from './shop-alerts';
import { headline, shopParams } from '../lib/staff-alert-headlines';

/**
 * An order nobody at its shop answers is never forgotten. One sweep, run
 * every minute (a scheduled Cloud Function; a timer in the Demo's worker),
 * looks at the orders still `placed` past the admin's first wait
 * (config/ordering) and moves each one, in a transaction of its own, one
 * step along: it reminds the shop, then calls the admin, then gives up and
 * cancels it with the reason "The shop did not answer". Each step is
 * written on the order (`remindedAt`, `escalatedAt`, the status) in the
 * same transaction as its alerts, and the transaction reads the order again
 * first, so a second sweep, or two at once, finds the step done and does
 * nothing, and an order accepted meanwhile is left alone.
 */

const MINUTE_MS = 60_000;

/** Orders moved per sweep, oldest first; a backlog is worked through a minute at a time. */
export const SWEEP_BATCH = 100;

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

export interface SweepReport {
  /** The ids of the orders moved, by the step each took. */
  remind: string[];
  callAdmin: string[];
  giveUp: string[];
  /** Orders whose transaction failed; the next sweep tries them again. */
  failed: string[];
}

const shopPhoneModel = v.pick(shopModel, ['phone']);

/** "Order TS-1 (Ma Tara Bhandar), placed at 14:05, is still not accepted after 5 minutes." */
function waitingLine(order: Order, minutes: number): string {
  return (
    `Order ${order.number} (${order.shopName}), placed at ${townTimeOf(order.createdAt)} IST, ` +
    `is still not accepted after ${minutes} minutes.`
  );
}

/** Moves one order the step it is due, reading it again inside `tx`; the step taken, or null. */
async function stepOrder(
  tx: Transaction,
  orderId: string,
  terms: OrderingTerms,
  now: number,
): Promise<EscalationStep | null> {
  const order = parseDoc(orderSchema, await tx.get(collections.orders, orderId));
  if (order?.status !== 'placed') return null;
  const step = dueStep(order, terms, now);
  if (step === null) return null;
  if (step === 'giveUp') {
    // As an admin's cancel: the stock goes back, the phone's open orders and the history follow.
    await applyStatusMove(tx, {
      orderId,
      to: 'cancelled',
      actor: 'server',
      reasonCode: 'shopDidNotAnswer',
    });
    return step;
  }
  const shop = parseData(shopPhoneModel, (await tx.get(collections.shops, order.shopId))?.data);
  const alerts = await readShopAlerts(tx, order.shopId, now);

  // Every read is done; the writes follow.
  const at = new Date(now);
  tx.update(collections.orders, orderId, {
    remindedAt: order.remindedAt ?? at,
    ...(step === 'callAdmin' && { escalatedAt: at }),
    updatedAt: serverTime,
  });
  const shopPhone = `Shop’s phone: ${shop ? formatIndianMobile(shop.phone) : 'not on record'}`;
  const notices =
    step === 'remind'
      ? // The shop's second alert, to the chats that heard of the order first.
        (['admin', 'delivery'] as const).map((chat) => ({
          id: `${orderId}-reminded-${chat}`,
          notice: {
            chat,
            text: [`Reminder: ${waitingLine(order, terms.remindAfterMinutes)}`, shopPhone].join(
              '\n',
            ),
            headline: headline('orderReminder', {
              number: order.number,
              ...shopParams(order),
              minutes: terms.remindAfterMinutes,
            }),
          },
        }))
      : [
          {
            id: `${orderId}-escalated`,
            notice: {
              chat: 'admin' as const,
              text: [
                `Please call the shop: ${waitingLine(order, terms.callAdminAfterMinutes)}`,
                shopPhone,
                `Unless the shop answers, it is cancelled ${terms.giveUpAfterMinutes} minutes after it was placed.`,
              ].join('\n'),
              headline: headline('orderEscalated', {
                number: order.number,
                ...shopParams(order),
                minutes: terms.callAdminAfterMinutes,
              }),
            },
          },
        ];
  writeShopAlerts(tx, alerts, order.shopName, `${collections.orders}/${orderId}`, notices);
  return step;
}

/**
 * One sweep over the orders waiting for their shops: each due one moved one
 * step, with the time read once. Safe to run twice and at the same time as
 * itself; an order that fails is counted and left to the next sweep.
 */
export async function sweepUnansweredOrders(store: DocumentStore): Promise<SweepReport> {
  const now = Date.now();
  const terms = await readOrderingTerms(store);
  const { docs } = await store.query({
    collection: collections.orders,
    where: [
      { field: 'status', op: '==', value: 'placed' },
      { field: 'createdAt', op: '<=', value: new Date(now - terms.remindAfterMinutes * MINUTE_MS) },
    ],
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
    limit: SWEEP_BATCH,
  });
  const report: SweepReport = { remind: [], callAdmin: [], giveUp: [], failed: [] };
  for (const { id } of docs) {
    try {
      const step = await store.runTransaction((tx) => stepOrder(tx, id, terms, now));
      if (step) report[step].push(id);
    } catch {
      report.failed.push(id);
    }
  }
  return report;
}
