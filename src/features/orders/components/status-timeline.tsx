import { useMessages } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/local-date';
import { statusMessages } from '../../../lib/messages';
import type { Order } from '../../../lib/models';
import { StopReasonText } from '../../../widgets/reasons/stop-reason';
import { statusPath, stoppedShort } from '../../../lib/order-status';
import { orderDetailsMessages } from '../messages';

/** When an order was placed or moved on: "26 Nov, 6:28 pm", "২৬ নভেঃ, সন্ধ্যা ৬:২৮", "26 नव॰, शाम 6:28". */
export function formatOrderDate(date: Date): string {
  return formatDateTime(date);
}

/** placed → accepted → ready → out for delivery → delivered, or where it stopped. */
export function StatusTimeline({
  order,
}: {
  order: Pick<Order, 'status' | 'history' | 'reasonCode' | 'reason'>;
}) {
  const t = useMessages(orderDetailsMessages);
  const statusLabels = useMessages(statusMessages);
  const stoppedAt = stoppedShort(order.status);
  // A change of the lines is not a step of its own: "placed" keeps the time it was placed.
  const reached = new Map(
    order.history.filter((step) => !step.linesChanged).map((step) => [step.status, step.at]),
  );
  const steps = stoppedAt
    ? [...statusPath.filter((status) => reached.has(status)), order.status]
    : statusPath;
  return (
    <ol className="timeline" aria-label={t.orderProgress}>
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
              {state === 'current' && <span className="visually-hidden"> {t.now}</span>}
            </span>
            {at && <span className="timeline-time">{formatOrderDate(at)}</span>}
            {stoppedAt && status === order.status && (
              <div className="timeline-time">
                <StopReasonText order={order} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
