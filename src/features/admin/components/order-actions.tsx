import { useId, useState } from 'react';
import { ErrorText } from '../../../components/error-text';
import type { StoredDoc } from '../../../port/types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useReasonChoice } from '../../../widgets/reasons/reason-choice';
import { useMessages } from '../../../lib/i18n';
import { collections, type OrderStatus } from '../../../lib/models';
import { statusMessages } from '../../../lib/messages';
import { isStopWithReason, type StopReason } from '../../../lib/order-reasons';
import { nextStatuses } from '../../../lib/order-status';
import { readOrdersAgain } from '../api/admin-data';
import { useOrderMove } from '../api/admin-orders';
import { adminOrderMessages } from '../messages';
import { useDeliveryPeople } from './use-delivery-people';
import { modelOf } from '../../../data/docs';

type OrderWords = ReturnType<typeof adminOrderMessages.get>;
type StatusWords = ReturnType<typeof statusMessages.get>;

/** The button that moves an order to `to`: a verb where the status name would not read as one. */
function moveLabel(t: OrderWords, statusLabels: StatusWords, to: OrderStatus): string {
  const labels: Partial<Record<OrderStatus, string>> = {
    accepted: t.accept,
    ready: t.markReady,
    outForDelivery: t.pickedUp,
    delivered: t.delivered,
    rejected: t.reject,
    cancelled: t.cancel,
    undelivered: t.notDelivered,
  };
  return labels[to] ?? statusLabels[to];
}

/** Moves along the transition table (admin column), and giving the order to a delivery person. */
export function OrderActions({
  doc,
  onChanged,
}: {
  doc: StoredDoc;
  /** Says what was done; the screen shows it and reads its lists again. */
  onChanged: (message: string) => void;
}) {
  const t = useMessages(adminOrderMessages);
  const statusLabels = useMessages(statusMessages);
  const order = modelOf(collections.orders, doc);
  const people = useDeliveryPeople();
  const selectId = useId();
  // The admin's list of orders is not live: it reads again after each move.
  const moving = useOrderMove({ onSuccess: readOrdersAgain });
  const busy = moving.isPending;
  const [asking, setAsking] = useState<'rejected' | 'cancelled' | 'undelivered' | null>(null);
  const rejectWhy = useReasonChoice('rejected');
  const cancelWhy = useReasonChoice('cancelled');
  const undeliveredWhy = useReasonChoice('undelivered');
  const whyFor = { rejected: rejectWhy, cancelled: cancelWhy, undelivered: undeliveredWhy };
  const [courier, setCourier] = useState(order.deliveryUid ?? '');

  const move = (to: OrderStatus, why?: StopReason) =>
    moving.mutate(
      { orderId: doc.id, to, why },
      {
        onSuccess: () => onChanged(t.nowStatus({ number: order.number, status: statusLabels[to] })),
      },
    );

  // Stopping an order tells the customer why, in their language, with the admin's words if any.
  const confirmAsked = () => {
    if (!asking) return;
    const reason = whyFor[asking].check();
    if (!reason) return;
    setAsking(null);
    move(asking, reason);
  };

  const moves = nextStatuses(order.status, 'admin');
  const canAssign = ['placed', 'accepted', 'ready'].includes(order.status);
  const active = people.filter((person) => person.active === true);

  const assigned = () => {
    if (!courier) return t.nobodyDelivers({ number: order.number });
    const name = active.find((person) => person.id === courier)?.name;
    return name === undefined
      ? t.givenToThem({ number: order.number })
      : t.givenTo({ number: order.number, name });
  };

  return (
    <div className="admin-actions">
      {moves.map((to) => (
        <button
          key={to}
          type="button"
          className={isStopWithReason(to) ? 'btn btn-outline-danger' : 'btn btn-primary'}
          disabled={busy}
          onClick={() => {
            if (isStopWithReason(to)) {
              whyFor[to].reset();
              setAsking(to);
            } else move(to);
          }}
        >
          {moveLabel(t, statusLabels, to)}
        </button>
      ))}
      {canAssign && (
        <div className="admin-assign">
          <label htmlFor={selectId} className="visually-hidden">
            {t.deliveryPersonFor({ number: order.number })}
          </label>
          <select
            id={selectId}
            className="form-select"
            value={courier}
            onChange={(event) => setCourier(event.target.value)}
            disabled={busy}
          >
            <option value="">{t.noDeliveryPerson}</option>
            {active.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name || person.id}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={busy || courier === (order.deliveryUid ?? '')}
            onClick={() => {
              const done = assigned();
              moving.mutate(
                { orderId: doc.id, assignTo: courier || null },
                { onSuccess: () => onChanged(done) },
              );
            }}
          >
            {t.assign}
          </button>
        </div>
      )}
      <ErrorText of={moving} className="text-danger small mb-0 w-100" />
      {asking && (
        <ConfirmDialog
          title={{
            rejected: t.rejectOrder,
            cancelled: t.cancelOrder,
            undelivered: t.notDeliveredOrder,
          }[asking]({ number: order.number })}
          confirmLabel={
            {
              rejected: t.rejectTheOrder,
              cancelled: t.cancelTheOrder,
              undelivered: t.notDeliveredConfirm,
            }[asking]
          }
          cancelLabel={t.keepIt}
          onConfirm={confirmAsked}
          onCancel={() => setAsking(null)}
        >
          {whyFor[asking].fields}
          <p className="mb-0 small">{t.backIntoStock}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
