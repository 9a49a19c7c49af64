import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../backend/errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Order, WithId } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { formatIndianMobile } from '../../../lib/phone';
import { cancelOrder, orderQuery } from '../api/orders';
import { StatusTimeline } from './status-timeline';

/** Items, address, bill and timeline of one order, with Cancel while it is still `placed`. */
export function OrderDetails({ order }: { order: WithId<Order> }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = async () => {
    setConfirming(false);
    setBusy(true);
    setFailure(null);
    try {
      await cancelOrder(order.id);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
      // Whatever the answer, show the order as it is now (the shop may have moved first).
      await queryClient.invalidateQueries({ queryKey: orderQuery(order.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: ['order-summaries'] });
    }
  };

  return (
    <div className="order-details">
      <StatusTimeline order={order} />
      <h3 className="h6 fw-bold mt-3">Items from {order.shopName}</h3>
      <ul className="list-unstyled mb-2">
        {order.lines.map((line) => (
          <li key={line.productId} className="d-flex justify-content-between gap-2">
            <span>
              {line.quantity} × {line.name}{' '}
              <span className="text-body-secondary">({line.unit})</span>
            </span>
            <span>{formatRupees(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="bill mt-2">
        <dt>Delivery</dt>
        <dd>{order.deliveryFee === 0 ? 'Free' : formatRupees(order.deliveryFee)}</dd>
        <dt className="bill-total">Total, cash on delivery</dt>
        <dd className="bill-total">{formatRupees(order.total)}</dd>
      </dl>
      <h3 className="h6 fw-bold mt-3">Deliver to</h3>
      <p className="mb-2">
        {order.customerName}, {formatIndianMobile(order.phone)}
        <br />
        {order.address}
        {order.landmark && (
          <>
            <br />
            Landmark: {order.landmark}
          </>
        )}
      </p>
      {order.note && <p className="mb-2">Note: {order.note}</p>}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      {order.status === 'placed' && (
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setConfirming(true)}
          disabled={busy}
        >
          {busy ? 'Cancelling…' : 'Cancel this order'}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Cancel order ${order.number}?`}
          confirmLabel="Yes, cancel it"
          cancelLabel="Keep the order"
          onCancel={() => setConfirming(false)}
          onConfirm={() => void cancel()}
        >
          The shop has not accepted it yet, so it can still be cancelled.
        </ConfirmDialog>
      )}
    </div>
  );
}
