import type { Order } from '../../../lib/models';
import { statusLabels, statusPath } from '../../../lib/order-status';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** placed → accepted → ready → out for delivery → delivered, or where it stopped. */
export function StatusTimeline({ order }: { order: Pick<Order, 'status' | 'history' | 'reason'> }) {
  const stoppedAt = order.status === 'rejected' || order.status === 'cancelled';
  const reached = new Map(order.history.map((step) => [step.status, step.at]));
  const steps = stoppedAt
    ? [...statusPath.filter((status) => reached.has(status)), order.status]
    : statusPath;
  return (
    <ol className="timeline" aria-label="Order progress">
      {steps.map((status) => {
        const at = reached.get(status);
        const state = status === order.status ? 'current' : at ? 'done' : 'todo';
        return (
          <li
            key={status}
            className={`timeline-step ${state} ${stoppedAt && status === order.status ? 'stopped' : ''}`}
          >
            <span className="timeline-label">
              {statusLabels[status]}
              {state === 'current' && <span className="visually-hidden"> (now)</span>}
            </span>
            {at && <span className="timeline-time">{timeFormat.format(at)}</span>}
            {stoppedAt && status === order.status && order.reason && (
              <span className="timeline-time">Reason: {order.reason}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export const formatOrderDate = (date: Date) => timeFormat.format(date);
