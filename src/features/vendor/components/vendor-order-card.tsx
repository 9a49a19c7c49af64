import { useState } from 'react';
import { ErrorText } from '../../../components/error-text';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CustomerMessages } from '../../../widgets/customer-contact/customer-contact';
import { PhoneIcon } from '../../../components/icons';
import { formatOrderTime, OrderLines } from '../../../widgets/order-bits';
import { LineChanges } from '../../../widgets/line-changes/line-changes';
import { useLineChangeDialog } from '../../../widgets/line-change-dialog/line-change-dialog';
import { StopReasonText } from '../../../widgets/reasons/stop-reason';
import { useReasonChoice } from '../../../widgets/reasons/reason-choice';
import { PrintSlipButton } from '../../../widgets/order-slip/print-slip';
import { UpiPaid } from '../../../widgets/upi-paid/upi-paid';
import type { Order, OrderStatus, WithId } from '../../../lib/models';
import type { StopReason } from '../../../lib/order-reasons';
import { formatRupees } from '../../../lib/money';
import { nextStatuses, statusLabels } from '../../../lib/order-status';
import { useMessages } from '../../../lib/i18n';
import { formatIndianMobile } from '../../../lib/phone';
import { readShopProductsAgain, useOrderMove } from '../api/vendor';
import { vendorOrderMessages } from '../messages';
import { UnansweredNote } from '../unanswered/unanswered-orders';
import { isUnanswered } from '../../../lib/order-status';
import { DeliverTo } from '../../../widgets/address-line';

/**
 * One order in the vendor's inbox, with the moves the transition table
 * gives a vendor: accept or reject a new order, mark an accepted one ready
 * (or reject it after all). The card changes when the live list does.
 */
export function VendorOrderCard({ order }: { order: WithId<Order> }) {
  const t = useMessages(vendorOrderMessages);
  const [rejecting, setRejecting] = useState(false);
  const why = useReasonChoice('rejected');
  const moving = useOrderMove();
  const lineChange = useLineChangeDialog(order, () => readShopProductsAgain(order.shopId));
  const move = (to: OrderStatus, reason?: StopReason) =>
    moving.mutate({ orderId: order.id, to, why: reason });

  const confirmReject = () => {
    const reason = why.check();
    if (!reason) return;
    setRejecting(false);
    move('rejected', reason);
  };

  const moves = nextStatuses(order.status, 'vendor');
  const moveLabels: Partial<Record<OrderStatus, string>> = {
    accepted: t.accept,
    ready: t.markReady,
    rejected: t.reject,
  };
  return (
    <article
      className={`staff-order ${order.status}${isUnanswered(order) ? ' unanswered' : ''}`}
      aria-label={t.order({ number: order.number })}
    >
      <header className="staff-order-head">
        <h3 className="staff-order-number">{order.number}</h3>
        <span className={`status-pill ${order.status}`}>{statusLabels[order.status]}</span>
        <span className="staff-order-time">{formatOrderTime(order.createdAt)}</span>
      </header>
      <UnansweredNote order={order} />
      <OrderLines
        lines={order.lines}
        after={order.status === 'placed' ? lineChange.changeButton : undefined}
      />
      {lineChange.shown}
      <LineChanges order={order} className="mb-2 small" withTotal={false} />
      <p className="staff-order-total">
        {formatRupees(order.total)}{' '}
        {!order.paidByUpi && <span className="small fw-normal">{t.cashOnDelivery}</span>}
      </p>
      <UpiPaid order={order} />
      <div className="vendor-deliver-to">
        <DeliverTo record={order} words={t} />
        <p className="staff-contact mb-0">
          <a href={`tel:+91${order.phone}`} className="staff-call">
            <PhoneIcon /> {t.callCustomer({ phone: formatIndianMobile(order.phone) })}
          </a>
          <CustomerMessages order={order} from="shop" className="staff-call" />
        </p>
      </div>
      {order.note && <p className="staff-note">{t.note({ note: order.note })}</p>}
      {order.status === 'ready' && (
        <p className="mb-0 fw-semibold">
          {order.deliveryUid ? t.courierComing : t.waitingForCourier}
        </p>
      )}
      <StopReasonText order={order} />
      <div className="mt-2">
        <PrintSlipButton order={order} />
      </div>
      {moves.length > 0 && (
        <div className="staff-actions">
          {moves.map((to) => (
            <button
              key={to}
              type="button"
              className={`btn btn-lg ${to === 'rejected' ? 'btn-outline-danger' : 'btn-primary'}`}
              disabled={moving.isPending}
              onClick={() => {
                if (to === 'rejected') {
                  why.reset();
                  setRejecting(true);
                } else move(to);
              }}
            >
              {moveLabels[to] ?? statusLabels[to]}
            </button>
          ))}
        </div>
      )}
      <ErrorText of={moving} className="text-danger mb-0 mt-2" />
      {rejecting && (
        <ConfirmDialog
          title={t.rejectTitle({ number: order.number })}
          confirmLabel={t.rejectConfirm}
          cancelLabel={t.keepIt}
          onConfirm={confirmReject}
          onCancel={() => setRejecting(false)}
        >
          {why.fields}
        </ConfirmDialog>
      )}
    </article>
  );
}
