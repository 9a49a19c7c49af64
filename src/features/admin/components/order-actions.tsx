import { useId, useState } from 'react';
import { messageOf } from '../../../backend/errors';
import type { StoredDoc } from '../../../backend/types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/form-field';
import { locale, localDigits, useMessages } from '../../../lib/i18n';
import { collections, type OrderStatus } from '../../../lib/models';
import { statusMessages } from '../../../lib/messages';
import { nextStatuses } from '../../../lib/order-status';
import { assignOrder, moveAsAdmin } from '../api/admin-orders';
import { adminOrderMessages } from '../messages';
import { useDeliveryPeople } from './use-delivery-people';
import { modelOf } from '../../../lib/docs';

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
  };
  return labels[to] ?? statusLabels[to];
}

const REASON_MAX = 200;

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
  const code = useMessages(locale);
  const statusLabels = useMessages(statusMessages);
  const order = modelOf(collections.orders, doc);
  const people = useDeliveryPeople();
  const selectId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<'rejected' | 'cancelled' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [courier, setCourier] = useState(order.deliveryUid ?? '');

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      onChanged(done);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const move = (to: OrderStatus, why?: string) =>
    void run(
      () => moveAsAdmin(doc.id, to, why),
      t.nowStatus({ number: order.number, status: statusLabels[to] }),
    );

  // Rejecting and cancelling both tell the customer why, in the admin's words.
  const confirmAsked = () => {
    if (!asking) return;
    const text = reason.trim();
    if (text.length < 3) {
      setReasonError(asking === 'rejected' ? t.sayWhyRejected : t.sayWhyCancelled);
      return;
    }
    if (text.length > REASON_MAX) {
      setReasonError(t.reasonTooLong({ max: localDigits(String(REASON_MAX), code) }));
      return;
    }
    setAsking(null);
    move(asking, text);
  };

  const moves = nextStatuses(order.status, 'admin');
  const canAssign = ['placed', 'accepted', 'ready'].includes(order.status);
  const active = people.filter((person) => person.data['active'] === true);

  const assigned = () => {
    if (!courier) return t.nobodyDelivers({ number: order.number });
    const name = active.find((person) => person.id === courier)?.data['name'];
    return name === undefined || name === null
      ? t.givenToThem({ number: order.number })
      : t.givenTo({ number: order.number, name: String(name) });
  };

  return (
    <div className="admin-actions">
      {moves.map((to) => (
        <button
          key={to}
          type="button"
          className={
            to === 'rejected' || to === 'cancelled' ? 'btn btn-outline-danger' : 'btn btn-primary'
          }
          disabled={busy}
          onClick={() => {
            if (to === 'rejected' || to === 'cancelled') {
              setReason('');
              setReasonError(undefined);
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
                {String(person.data['name'] ?? person.id)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={busy || courier === (order.deliveryUid ?? '')}
            onClick={() => void run(() => assignOrder(doc.id, courier || null), assigned())}
          >
            {t.assign}
          </button>
        </div>
      )}
      {error && (
        <p className="text-danger small mb-0 w-100" role="alert">
          {error}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={
            asking === 'rejected'
              ? t.rejectOrder({ number: order.number })
              : t.cancelOrder({ number: order.number })
          }
          confirmLabel={asking === 'rejected' ? t.rejectTheOrder : t.cancelTheOrder}
          cancelLabel={t.keepIt}
          onConfirm={confirmAsked}
          onCancel={() => setAsking(null)}
        >
          <TextField
            label={t.reasonForCustomer}
            value={reason}
            maxLength={REASON_MAX + 20}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
            error={reasonError}
            className="mb-2"
          />
          <p className="mb-0 small">{t.backIntoStock}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
