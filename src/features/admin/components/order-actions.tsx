import { useId, useState } from 'react';
import { messageOf } from '../../../backend/errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/form-field';
import type { Order, OrderStatus } from '../../../lib/models';
import { nextStatuses, statusLabels } from '../../../lib/order-status';
import { assignOrder, moveAsAdmin } from '../api/admin-orders';
import type { RowActionProps } from '../config/types';
import { useDeliveryPeople } from './use-delivery-people';

const moveLabels: Partial<Record<OrderStatus, string>> = {
  accepted: 'Accept',
  ready: 'Mark ready',
  outForDelivery: 'Picked up',
  delivered: 'Delivered',
  rejected: 'Reject…',
  cancelled: 'Cancel…',
};

const REASON_MAX = 200;

/** Moves along the transition table (admin column), and giving the order to a delivery person. */
export function OrderActions({ doc, onChanged }: RowActionProps) {
  const order = doc.data as unknown as Order;
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
      `Order ${order.number} is now “${statusLabels[to]}”.`,
    );

  // Rejecting and cancelling both tell the customer why, in the admin's words.
  const confirmAsked = () => {
    if (!asking) return;
    const text = reason.trim();
    if (text.length < 3) {
      setReasonError(
        asking === 'rejected'
          ? 'Please say why, so the customer knows (for example “Out of stock”).'
          : 'Please say why, so the customer knows (for example “The customer asked us to”).',
      );
      return;
    }
    if (text.length > REASON_MAX) {
      setReasonError(`Please keep the reason under ${REASON_MAX} characters.`);
      return;
    }
    setAsking(null);
    move(asking, text);
  };

  const moves = nextStatuses(order.status, 'admin');
  const canAssign = ['placed', 'accepted', 'ready'].includes(order.status);
  const active = people.filter((person) => person.data['active'] === true);

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
          {moveLabels[to] ?? statusLabels[to]}
        </button>
      ))}
      {canAssign && (
        <div className="admin-assign">
          <label htmlFor={selectId} className="visually-hidden">
            Delivery person for order {order.number}
          </label>
          <select
            id={selectId}
            className="form-select"
            value={courier}
            onChange={(event) => setCourier(event.target.value)}
            disabled={busy}
          >
            <option value="">No delivery person</option>
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
            onClick={() =>
              void run(
                () => assignOrder(doc.id, courier || null),
                courier
                  ? `Order ${order.number} is given to ${String(
                      active.find((person) => person.id === courier)?.data['name'] ?? 'them',
                    )}.`
                  : `Order ${order.number} has no delivery person now.`,
              )
            }
          >
            Assign
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
              ? `Reject order ${order.number}?`
              : `Cancel order ${order.number}?`
          }
          confirmLabel={asking === 'rejected' ? 'Reject the order' : 'Cancel the order'}
          cancelLabel="Keep it"
          onConfirm={confirmAsked}
          onCancel={() => setAsking(null)}
        >
          <TextField
            label="Reason for the customer"
            value={reason}
            maxLength={REASON_MAX + 20}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
            error={reasonError}
            className="mb-2"
          />
          <p className="mb-0 small">The items go back into the shop’s stock.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
