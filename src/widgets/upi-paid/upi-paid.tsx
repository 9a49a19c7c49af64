import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorText } from '../../components/error-text';
import { useOrderMove } from '../../data/order-actions';
import { useMessages } from '../../lib/i18n';
import type { Order, WithId } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { stoppedShort } from '../../lib/order-status';
import { upiPaidMessages } from './messages';

type UpiOrder = WithId<Pick<Order, 'number' | 'total' | 'status' | 'paidByUpi' | 'upiClaim'>>;

/**
 * On a staff order card: "Paid by UPI" once someone saw the money, or the
 * button that says so. The shop's vendor and an admin see the money in a UPI
 * app, so their mark counts; the order's rider (`rider`) cannot, so theirs is
 * their word that the customer paid, which waits on the order for the shop or
 * an admin to confirm or refuse (the server decides who may do which). An
 * order that ended before it reached the customer is never marked.
 */
export function UpiPaid({
  order,
  rider = false,
  onMarked,
}: {
  order: UpiOrder;
  /** The card is its rider's. */
  rider?: boolean;
  /** Reads again a list that is not live (the admin's), once the mark is made. */
  onMarked?: () => unknown;
}) {
  const t = useMessages(upiPaidMessages);
  const [confirming, setConfirming] = useState(false);
  const marking = useOrderMove(onMarked ? { onSuccess: onMarked } : {});
  if (order.paidByUpi)
    return <p className="upi-paid fw-semibold text-success mb-2">{t.paidByUpi}</p>;
  if (stoppedShort(order.status)) return null;
  const claim = order.upiClaim;
  const amount = formatRupees(order.total);
  const mark = () => {
    setConfirming(false);
    marking.mutate({ orderId: order.id, markPaidByUpi: true });
  };

  if (claim?.state === 'open') {
    return (
      <div className="upi-paid upi-claim mb-2" role="status">
        {rider ? (
          <p className="mb-0">{t.riderSaidWaiting}</p>
        ) : (
          <>
            <p className="mb-2 fw-semibold">{t.riderSays({ name: claim.byName, amount })}</p>
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-success"
                aria-label={t.confirmClaimNamed({ number: order.number })}
                disabled={marking.isPending}
                onClick={mark}
              >
                {t.confirm}
              </button>
              <button
                type="button"
                className="btn btn-outline-danger"
                aria-label={t.refuseClaimNamed({ number: order.number })}
                disabled={marking.isPending}
                onClick={() => marking.mutate({ orderId: order.id, refuseUpiClaim: true })}
              >
                {t.refuseClaim}
              </button>
            </div>
          </>
        )}
        <ErrorText of={marking} className="text-danger mb-0 mt-2" />
      </div>
    );
  }

  return (
    <div className="upi-paid mb-2">
      {claim?.state === 'refused' && (
        <p className="mb-2 text-danger-emphasis" role="status">
          {rider ? t.refusedToRider({ amount }) : t.refusedToStaff({ name: claim.byName })}
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline-success"
        aria-label={(rider ? t.customerPaidNamed : t.markPaidNamed)({ number: order.number })}
        disabled={marking.isPending}
        onClick={() => setConfirming(true)}
      >
        {marking.isPending ? t.marking : rider ? t.customerPaid : t.markPaid}
      </button>
      <ErrorText of={marking} className="text-danger mb-0 mt-2" />
      {confirming &&
        (rider ? (
          <ConfirmDialog
            title={t.riderConfirmTitle({ amount, number: order.number })}
            confirmLabel={t.riderConfirm}
            cancelLabel={t.notYet}
            onConfirm={mark}
            onCancel={() => setConfirming(false)}
          >
            <p className="mb-0">{t.riderConfirmBody}</p>
          </ConfirmDialog>
        ) : (
          <ConfirmDialog
            title={t.confirmTitle({ amount, number: order.number })}
            confirmLabel={t.confirm}
            cancelLabel={t.notYet}
            onConfirm={mark}
            onCancel={() => setConfirming(false)}
          >
            <p className="mb-0">{t.confirmBody}</p>
          </ConfirmDialog>
        ))}
    </div>
  );
}
