import { collections } from '../../../lib/models';
import type { OrderStatus } from '../../../lib/models';
import { statusPath } from '../../../lib/order-status';
import { localShopName } from '../../../lib/local-name';
import { formatIndianMobile } from '../../../lib/phone';
import { orderSearch } from '../config/search';
import * as field from './fields';
import { heading, joined, money, section, when, type Section } from './kit';

/** Every order in town, newest first: moved on by staff on their own screen, never written by hand. */
export const orders: Section = ({ t, statuses }) => {
  const statusOptions = field.options(
    [...statusPath, 'rejected', 'cancelled', 'undelivered'] as OrderStatus[],
    (status) => statuses[status],
  );
  return section({
    ...heading(t, collections.orders, 'ordersAndStaff', ['orders', 'order']),
    fields: [
      { name: 'number', label: t.orderNumber, kind: 'text', editable: 'never' },
      { name: 'customerName', label: t.customer, kind: 'text', editable: 'never' },
      { name: 'phone', label: t.phone, kind: 'mobile', editable: 'never' },
      { name: 'shopName', label: t.shop, kind: 'text', editable: 'never' },
      { name: 'total', label: t.total, kind: 'money', editable: 'never' },
      { name: 'status', label: t.status, kind: 'select', options: statusOptions },
      { name: 'createdAt', label: t.placed, kind: 'datetime', editable: 'never' },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    titleOf: (order) => joined(order.number, order.customerName),
    summaryOf: (order) =>
      joined(
        localShopName(order),
        money(order.total),
        formatIndianMobile(order.phone ?? ''),
        when(order.createdAt),
      ),
    search: orderSearch(),
    filter: { field: 'status', label: t.status, options: statusOptions },
    /**
     * How an order was paid: `cash` or `UPI`, and whether the money is in: a
     * UPI payment seen by staff, or a cash order delivered (the rider took the
     * money at the door).
     */
    csvExtras: [
      { column: 'payment', cellOf: (order) => (order.paidByUpi ? 'UPI' : 'cash') },
      {
        column: 'paid',
        cellOf: (order) => (order.paidByUpi || order.status === 'delivered' ? 'yes' : 'no'),
      },
    ],
    // Orders come from customers; staff move them on, never write them by hand.
    canCreate: false,
    canEdit: false,
    canDelete: false,
  });
};
