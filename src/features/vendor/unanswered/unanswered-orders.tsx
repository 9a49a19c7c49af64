import { useEffect } from 'react';
import { ClockIcon } from '../../../components/icons';
import { isUnanswered } from '../../../lib/order-status';
import { announceNewWork } from '../../../components/new-work/new-work';
import { formatOrderTime } from '../../../components/order-bits';
import { useMessages } from '../../../lib/i18n';
import type { Order } from '../../../lib/models';
import { unansweredOrderMessages } from './messages';

/**
 * An order the server has reminded the shop of (src/server/escalation:
 * `remindedAt`) and nobody has accepted or rejected: on an open vendor
 * screen it keeps chiming and buzzing, blinks the tab, heads the list and
 * stands out, until someone answers it.
 */

/** How often an unanswered order rings again while the vendor's screen is open. */
export const RING_AGAIN_MS = 30_000;

/** The new orders with the unanswered ones first, oldest first among them. */
export function unansweredFirst<T extends Pick<Order, 'status' | 'remindedAt' | 'createdAt'>>(
  orders: readonly T[],
): T[] {
  const unanswered = orders
    .filter(isUnanswered)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return [...unanswered, ...orders.filter((order) => !isUnanswered(order))];
}

/** Chimes and buzzes now and every half-minute while any order is unanswered; again when another joins them. */
export function useUnansweredAlarm(numbers: readonly string[]): void {
  const ringing = numbers.join(' ');
  useEffect(() => {
    if (!ringing) return;
    announceNewWork();
    const again = setInterval(announceNewWork, RING_AGAIN_MS);
    return () => clearInterval(again);
  }, [ringing]);
}

/** The words the tab blinks and the banner shows while orders are unanswered. */
export function useUnansweredNews(numbers: readonly string[]): string | null {
  const t = useMessages(unansweredOrderMessages);
  return numbers.length > 0
    ? t.stillWaiting(numbers.length, { numbers: numbers.join(', ') })
    : null;
}

/** "Order TS-1 is still waiting for you": cannot be put away; a tap shows the order. */
export function UnansweredBanner({
  news,
  count,
  onOpen,
}: {
  news: string;
  count: number;
  onOpen: () => void;
}) {
  const t = useMessages(unansweredOrderMessages);
  return (
    <div className="alert alert-danger new-work unanswered-banner" role="alert">
      <button type="button" className="new-work-open" onClick={onOpen}>
        <ClockIcon />
        <span>
          <strong className="d-block">{news}</strong>
          <span>{t.answerNow(count)}</span>
        </span>
      </button>
    </div>
  );
}

/** On the order's card: since when nobody has answered it. */
export function UnansweredNote({
  order,
}: {
  order: Pick<Order, 'status' | 'remindedAt' | 'createdAt'>;
}) {
  const t = useMessages(unansweredOrderMessages);
  if (!isUnanswered(order)) return null;
  return (
    <p className="unanswered-note">
      <ClockIcon /> {t.notAnswered({ time: formatOrderTime(order.createdAt) })}
    </p>
  );
}
