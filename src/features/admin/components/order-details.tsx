import type { StoredDoc } from '../../../backend/types';
import type { Order } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { statusLabels } from '../../../lib/order-status';
import { formatIndianMobile } from '../../../lib/phone';
import { formatMoment } from '../config/form-values';
import { personName, useDeliveryPeople } from './use-delivery-people';

/** Everything about one order, for the admin: items, bill, customer, delivery, history. */
export function OrderDetails({ doc }: { doc: StoredDoc }) {
  const order = doc.data as unknown as Order;
  const people = useDeliveryPeople();
  const courier = personName(people, order.deliveryUid);
  return (
    <div className="admin-details">
      <div>
        <h3 className="h6 fw-bold">Items</h3>
        <ul className="list-unstyled mb-2">
          {order.lines.map((line) => (
            <li key={line.productId}>
              {line.quantity} × {line.name}{' '}
              <span className="text-body-secondary">({line.unit})</span> —{' '}
              {formatRupees(line.price * line.quantity)}
            </li>
          ))}
        </ul>
        <p className="mb-0 small">
          Items {formatRupees(order.subtotal)} + delivery {formatRupees(order.deliveryFee)} ={' '}
          <strong>{formatRupees(order.total)}</strong>, cash on delivery
        </p>
      </div>
      <div>
        <h3 className="h6 fw-bold">Customer</h3>
        <p className="mb-1">
          {order.customerName} ·{' '}
          <a href={`tel:+91${order.phone}`}>{formatIndianMobile(order.phone)}</a>
        </p>
        <p className="mb-1">
          {order.address}
          {order.landmark && <> (landmark: {order.landmark})</>}
        </p>
        {order.note && <p className="mb-1">Note: {order.note}</p>}
        <p className="mb-0">
          Delivery: {courier ?? 'nobody yet'}
          {order.reason && <> · Reason: {order.reason}</>}
        </p>
      </div>
      <div>
        <h3 className="h6 fw-bold">History</h3>
        <ol className="list-unstyled mb-0 small">
          {order.history.map((step, index) => (
            <li key={`${step.status}-${index}`}>
              {statusLabels[step.status]} — {formatMoment(step.at)}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
