import { backendError } from '../port/errors';
import { serverTime, type DocumentStore } from '../port/types';
import { collections, type Order } from '../lib/models';
import { formatRupees } from '../lib/money';
import { stoppedShort } from '../lib/order-status';
import { sentence } from '../lib/server-sentences';
import { parseData } from '../lib/model-schemas';
import { cashLineModel } from '../lib/rider-cash';
import { readOrderIn, writeShopAlerts } from './orders';
import { readCashChange, writeUpiInsteadOfCash } from './rider-cash';
import { readShopAlerts } from './shop-alerts';
import { headline, shopParams } from '../lib/staff-alert-headlines';

/** Who may say the money came: the shop's vendor, the order's rider, an admin. */
export type UpiMarker = NonNullable<Order['paidByUpi']>['by'];

/**
 * Marks an order paid by UPI, for the one who saw the money in their UPI app
 * (the handler has checked they are its shop's vendor, its rider or an
 * admin). Nothing else knows the money arrived: until this mark the order is
 * cash on delivery. An order that ended before it reached the customer is
 * refused; one already marked stays as it was marked. The staff chats hear
 * of it, so the rider collects no cash; an order already delivered as cash
 * takes its amount off the rider's cash again.
 */
export function markPaidByUpi(
  store: DocumentStore,
  orderId: string,
  by: UpiMarker,
  /** Who marks it, named on a rider's cash line the mark changes. */
  markerUid: string,
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
    // Delivered as cash before the mark: what the delivery added to the rider's cash comes off.
    const delivered =
      order.status === 'delivered' && order.deliveryUid
        ? parseData(
            cashLineModel,
            (await tx.get(collections.cashLedger, `${orderId}-delivered`))?.data,
          )
        : null;
    const cash =
      delivered && order.deliveryUid
        ? await readCashChange(tx, order.deliveryUid, markerUid)
        : null;
    const paidByUpi = { at: now, by };
    tx.update(collections.orders, orderId, { paidByUpi, updatedAt: serverTime });
    if (delivered && cash) writeUpiInsteadOfCash(tx, cash, order, delivered, now);
    const text = `Order ${order.number} (${order.shopName}) paid by UPI: ${formatRupees(order.total, 'en')}, marked by the ${by === 'delivery' ? 'rider' : by}. Collect no cash.`;
    const about = headline('orderPaidByUpi', {
      number: order.number,
      ...shopParams(order),
      totalAmount: order.total,
    });
    writeShopAlerts(tx, alerts, order.shopName, `${collections.orders}/${orderId}`, [
      { id: `${orderId}-paid-upi-admin`, notice: { chat: 'admin', text, headline: about } },
      { id: `${orderId}-paid-upi-delivery`, notice: { chat: 'delivery', text, headline: about } },
    ]);
    return { ...order, paidByUpi };
  });
}
