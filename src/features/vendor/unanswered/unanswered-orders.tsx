import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ClockIcon } from '../../../components/icons';
import { useMinute } from '../../../widgets/shop-hours/open-line';
import { useArrivals } from '../../../components/use-arrivals';
import { liveView, queryClient } from '../../../data/query-client';
import { isUnanswered, type AnswerSigns } from '../../../lib/order-status';
import { givenUpOrdersQuery } from '../api/vendor';
import { announceNewWork } from '../../../widgets/new-work/new-work';
import { formatOrderTime } from '../../../widgets/order-bits';
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
export function unansweredFirst<T extends AnswerSigns & Pick<Order, 'createdAt'>>(
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
export function UnansweredNote({ order }: { order: AnswerSigns & Pick<Order, 'createdAt'> }) {
  const t = useMessages(unansweredOrderMessages);
  if (!isUnanswered(order)) return null;
  return (
    <p className="unanswered-note">
      <ClockIcon /> {t.notAnswered({ time: formatOrderTime(order.createdAt) })}
    </p>
  );
}

/** How long after the server gave an order up the vendor's screen still says so. */
export const GIVEN_UP_NEWS_MS = 12 * 60 * 60_000;

/**
 * "Order TS-1 was cancelled: nobody at the shop answered it in time." The
 * server gives up an order nobody at its shop answers; the customer is told,
 * and so is the shop, here, for half a day or until the vendor says they
 * have seen it. One that is given up while the screen is open chimes.
 */
export function GivenUpNews({ shopId }: { shopId: string }) {
  const t = useMessages(unansweredOrderMessages);
  const live = liveView(useQuery(givenUpOrdersQuery(shopId), queryClient));
  const [seen, setSeen] = useState<readonly string[]>([]);
  const now = useMinute().getTime();
  useArrivals(live.items, live.status === 'ready', () => true, announceNewWork);
  const recent = live.items.filter(
    (order) =>
      order.status === 'cancelled' &&
      now - order.updatedAt.getTime() < GIVEN_UP_NEWS_MS &&
      !seen.includes(order.id),
  );
  if (recent.length === 0) return null;
  return (
    <div className="alert alert-warning given-up-news" role="alert">
      <ClockIcon />
      <div className="flex-grow-1">
        <strong className="d-block">
          {t.givenUp(recent.length, { numbers: recent.map((order) => order.number).join(', ') })}
        </strong>
        <span>{t.givenUpNote}</span>
      </div>
      <button
        type="button"
        className="btn btn-outline-dark"
        onClick={() => setSeen((was) => [...was, ...recent.map((order) => order.id)])}
      >
        {t.seenIt}
      </button>
    </div>
  );
}
