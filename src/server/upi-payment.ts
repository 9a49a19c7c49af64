import { backendError } from '../port/errors';
import { serverTime, type DocumentStore } from '../port/types';
import { collections, type Order } from '../lib/models';
import { formatRupees } from '../lib/money';
import { stoppedShort } from '../lib/order-status';
import { sentence } from '../lib/server-sentences';
import { readOrderIn, writeShopAlerts } from './orders';
import { readShopAlerts } from './shop-alerts';

/** Who may say the money came: the shop's vendor, the order's rider, an admin. */
export type UpiMarker = NonNullable<Order['paidByUpi']>['by'];

/**
 * Marks an order paid by UPI, for the one who saw the money in their UPI app
 * (the handler has checked they are its shop's vendor, its rider or an
 * admin). Nothing else knows the money arrived: until this mark the order is
 * cash on delivery. An order that ended before it reached the customer is
 * refused; one already marked stays as it was marked. The staff chats hear
 * of it, so the rider collects no cash.
 */
export function markPaidByUpi(
  store: DocumentStore,
  orderId: string,
  by: UpiMarker,
  /** A rider's mark: the order must still be given to them when it is made. */
  riderUid?: string,
): Promise<Order> {
  return store.runTransaction(async (tx) => {
    const order = await readOrderIn(tx, orderId);
    if (riderUid !== undefined && order.deliveryUid !== riderUid) {
      throw backendError('permission-denied', sentence('deliveryGivenToOther'));
    }
    if (order.paidByUpi) return order;
    if (stoppedShort(order.status)) {
      throw backendError('failed-precondition', sentence('upiAfterStop'));
    }
    const now = new Date();
    const alerts = await readShopAlerts(tx, order.shopId, now.getTime());
    const paidByUpi = { at: now, by };
    tx.update(collections.orders, orderId, { paidByUpi, updatedAt: serverTime });
    const text = `Order ${order.number} (${order.shopName}) paid by UPI: ${formatRupees(order.total, 'en')}, marked by the ${by === 'delivery' ? 'rider' : by}. Collect no cash.`;
    writeShopAlerts(tx, alerts, order.shopName, `${collections.orders}/${orderId}`, [
      { id: `${orderId}-paid-upi-admin`, notice: { chat: 'admin', text } },
      { id: `${orderId}-paid-upi-delivery`, notice: { chat: 'delivery', text } },
    ]);
    return { ...order, paidByUpi };
  });
}
