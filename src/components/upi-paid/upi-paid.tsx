import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { ErrorText } from '../error-text';
import { useOrderMove } from '../../data/order-actions';
import { useMessages } from '../../lib/i18n';
import type { Order, WithId } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { stoppedShort } from '../../lib/order-status';
import { upiPaidMessages } from './messages';

type UpiOrder = WithId<Pick<Order, 'number' | 'total' | 'status' | 'paidByUpi'>>;

/**
 * On a staff order card: "Paid by UPI" once someone saw the money, or the
 * button that says so, for the shop's vendor or the order's rider (the server
 * decides who may) after they checked their UPI app. An order that ended
 * before it reached the customer is never marked.
 */
export function UpiPaid({
  order,
  onMarked,
}: {
  order: UpiOrder;
  /** Reads again a list that is not live (the admin's), once the mark is made. */
  onMarked?: () => unknown;
}) {
  const t = useMessages(upiPaidMessages);
  const [confirming, setConfirming] = useState(false);
  const marking = useOrderMove(onMarked ? { onSuccess: onMarked } : {});
  if (order.paidByUpi)
    return <p className="upi-paid fw-semibold text-success mb-2">{t.paidByUpi}</p>;
  if (stoppedShort(order.status)) return null;
  return (
    <div className="upi-paid mb-2">
      <button
        type="button"
        className="btn btn-outline-success"
        aria-label={t.markPaidNamed({ number: order.number })}
        disabled={marking.isPending}
        onClick={() => setConfirming(true)}
      >
        {marking.isPending ? t.marking : t.markPaid}
      </button>
      <ErrorText of={marking} className="text-danger mb-0 mt-2" />
      {confirming && (
        <ConfirmDialog
          title={t.confirmTitle({ amount: formatRupees(order.total), number: order.number })}
          confirmLabel={t.confirm}
          cancelLabel={t.notYet}
          onConfirm={() => {
            setConfirming(false);
            marking.mutate({ orderId: order.id, markPaidByUpi: true });
          }}
          onCancel={() => setConfirming(false)}
        >
          <p className="mb-0">{t.confirmBody}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
