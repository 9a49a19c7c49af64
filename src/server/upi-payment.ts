import { backendError } from '../port/errors';
import { serverTime, type DocumentStore, type Transaction } from '../port/types';
import { collections, type Order, type WithId } from '../lib/models';
import { formatRupees } from '../lib/money';
import { stoppedShort } from '../lib/order-status';
import { sentence } from '../lib/server-sentences';
import { cashLineModel } from '../lib/cash-ledger';
import { asDocData, readOrderIn, writeShopAlerts } from './order-workflow';
import { readCashChange, writeUpiInsteadOfCash } from './cash-in-hand';
import { readShopAlerts } from './shop-alerts';
import { headline, shopParams } from '../lib/staff-alert-headlines';
import { readFields } from './stored-fields';

/** Who may say the money came: the shop's vendor or an admin, who can see it in a UPI app. */
export type UpiMarker = 'vendor' | 'admin';

type UpiClaim = NonNullable<Order['upiClaim']>;

/** The order, checked for a UPI mark: one that ended before it reached the customer is refused. */
async function orderForUpi(
  tx: Transaction,
  orderId: string,
  riderUid?: string,
): Promise<WithId<Order>> {
  const order = await readOrderIn(tx, orderId);
  if (riderUid !== undefined && order.deliveryUid !== riderUid) {
    throw backendError('permission-denied', sentence('deliveryGivenToOther'));
  }
  return order;
}

const refuseStopped = (order: Order) => {
  if (stoppedShort(order.status)) {
    throw backendError('failed-precondition', sentence('upiAfterStop'));
  }
};

/**
 * Marks an order paid by UPI, for the one who saw the money in their UPI app
 * (the handler has checked they are its shop's vendor or an admin). Nothing
 * else knows the money arrived: until this mark the order is cash on
 * delivery. An order that ended before it reached the customer is refused;
 * one already marked stays as it was marked. A rider's word waiting on it is
 * confirmed by the mark. The staff chats hear of it, so the rider collects no
 * cash; an order already delivered as cash takes its amount off the rider's
 * cash again, and what was handed over already is owed back (src/server/cash-in-hand.ts).
 */
export function markPaidByUpi(
  store: DocumentStore,
  orderId: string,
  by: UpiMarker,
  /** Who marks it, named on a rider's cash line the mark changes. */
  markerUid: string,
): Promise<Order> {
  return store.runTransaction(async (tx) => {
    const order = await orderForUpi(tx, orderId);
    if (order.paidByUpi) return order;
    refuseStopped(order);
    const now = new Date();
    const alerts = await readShopAlerts(tx, order.shopId, now.getTime());
    // Delivered as cash before the mark: what the delivery added to the rider's cash comes off.
    const delivered =
      order.status === 'delivered' && order.deliveryUid
        ? await readFields(tx, cashLineModel, collections.cashLedger, `${orderId}-delivered`)
        : null;
    const cash =
      delivered && order.deliveryUid
        ? await readCashChange(tx, order.deliveryUid, markerUid)
        : null;
    const paidByUpi = { at: now, by };
    const upiClaim: UpiClaim | undefined = order.upiClaim && {
      ...order.upiClaim,
      ...(order.upiClaim.state === 'open' && {
        state: 'confirmed' as const,
        answeredAt: now,
        answeredBy: by,
      }),
    };
    tx.update(collections.orders, orderId, {
      paidByUpi,
      ...(upiClaim && { upiClaim: asDocData(upiClaim) }),
      updatedAt: serverTime,
    });
    if (delivered && cash) writeUpiInsteadOfCash(tx, cash, order, delivered, now);
    const text = `Order ${order.number} (${order.shopName}) paid by UPI: ${formatRupees(order.total, 'en')}, marked by the ${by}. Collect no cash.`;
    const about = headline('orderPaidByUpi', {
      number: order.number,
      ...shopParams(order),
      totalAmount: order.total,
    });
    writeShopAlerts(tx, alerts, order.shopName, `${collections.orders}/${orderId}`, [
      { id: `${orderId}-paid-upi-admin`, notice: { chat: 'admin', text, headline: about } },
      { id: `${orderId}-paid-upi-delivery`, notice: { chat: 'delivery', text, headline: about } },
    ]);
    return { ...order, paidByUpi, ...(upiClaim && { upiClaim }) };
  });
}

/**
 * A rider's word that the customer paid by UPI. The money went to the shop's
 * UPI id, which the rider cannot see, so the word proves nothing by itself:
 * it waits on the order for the shop's vendor or an admin to check their UPI
 * app and confirm it (`markPaidByUpi`) or refuse it. Until then the order is
 * cash: delivered, its total is on the rider's cash like any other. The
 * admin chat hears of it.
 */
export function claimPaidByUpi(
  store: DocumentStore,
  orderId: string,
  riderUid: string,
): Promise<Order> {
  return store.runTransaction(async (tx) => {
    const order = await orderForUpi(tx, orderId, riderUid);
    if (order.paidByUpi || order.upiClaim?.state === 'open') return order;
    refuseStopped(order);
    const now = new Date();
    const alerts = await readShopAlerts(tx, order.shopId, now.getTime());
    const name = (await tx.get(collections.delivery, riderUid))?.data['name'];
    const upiClaim: UpiClaim = {
      at: now,
      byUid: riderUid,
      byName: typeof name === 'string' && name.trim() ? name.trim() : riderUid,
      state: 'open',
    };
    tx.update(collections.orders, orderId, {
      upiClaim: asDocData(upiClaim),
      updatedAt: serverTime,
    });
    const text = `Order ${order.number} (${order.shopName}): the rider ${upiClaim.byName} says the customer paid ${formatRupees(order.total, 'en')} by UPI. The shop or an admin: check the UPI app, then confirm or refuse it on the order. Until then it counts as cash.`;
    writeShopAlerts(tx, alerts, order.shopName, `${collections.orders}/${orderId}`, [
      { id: `${orderId}-upi-claim-${now.getTime()}`, notice: { chat: 'admin', text } },
    ]);
    return { ...order, upiClaim };
  });
}

/**
 * The shop's vendor or an admin found no UPI payment for a rider's word: the
 * order stays cash, and the delivery chat hears the rider collects it.
 */
export function refuseUpiClaim(
  store: DocumentStore,
  orderId: string,
  by: UpiMarker,
): Promise<Order> {
  return store.runTransaction(async (tx) => {
    const order = await readOrderIn(tx, orderId);
    if (!order.upiClaim || order.upiClaim.state !== 'open' || order.paidByUpi) {
      throw backendError('failed-precondition', sentence('upiClaimNotOpen'));
    }
    const now = new Date();
    const alerts = await readShopAlerts(tx, order.shopId, now.getTime());
    const upiClaim: UpiClaim = {
      ...order.upiClaim,
      state: 'refused',
      answeredAt: now,
      answeredBy: by,
    };
    tx.update(collections.orders, orderId, {
      upiClaim: asDocData(upiClaim),
      updatedAt: serverTime,
    });
    const text = `Order ${order.number} (${order.shopName}): the ${by} found no UPI payment. It stays cash: ${formatRupees(order.total, 'en')}, collected by ${upiClaim.byName}.`;
    writeShopAlerts(tx, alerts, order.shopName, `${collections.orders}/${orderId}`, [
      { id: `${orderId}-upi-refused-${now.getTime()}`, notice: { chat: 'delivery', text } },
    ]);
    return { ...order, upiClaim };
  });
}
