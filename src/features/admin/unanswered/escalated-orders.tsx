import { useQuery } from '@tanstack/react-query';
import { EscalatedBox, EscalatedLine } from '../components/escalated';
import { formatOrderTime } from '../../../widgets/order-bits';
import { queryClient } from '../../../data/query-client';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import type { Order, WithId } from '../../../lib/models';
import { orderingTermsQuery } from '../api/ordering-terms';
import { escalatedOrderMessages } from './messages';

/**
 * Orders the server has called the admin about (src/server/escalation:
 * `escalatedAt`) that are still waiting for their shop: first on the
 * dashboard, each with the shop's phone to call.
 */

export const isEscalated = (order: Pick<Order, 'status' | 'escalatedAt'>) =>
  order.status === 'placed' && order.escalatedAt !== undefined;

/** The orders with the escalated ones first, the longest waiting first among them. */
export function escalatedFirst<T extends Pick<Order, 'status' | 'escalatedAt' | 'createdAt'>>(
  orders: readonly T[],
): T[] {
  const escalated = orders
    .filter(isEscalated)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return [...escalated, ...orders.filter((order) => !isEscalated(order))];
}

function EscalatedOrder({
  order,
  giveUpMinutes,
}: {
  order: WithId<Order>;
  giveUpMinutes?: number;
}) {
  const t = useMessages(escalatedOrderMessages);
  return (
    <EscalatedLine
      to={`${paths.adminCollection.href('orders')}?q=${order.number}`}
      record={order}
      phoneUnknown={t.phoneUnknown}
    >
      <span className="d-block small">
        {t.placedAt({ time: formatOrderTime(order.createdAt) })}
      </span>
      {giveUpMinutes !== undefined && (
        <span className="d-block small">
          {t.cancelsAt({
            time: formatOrderTime(new Date(order.createdAt.getTime() + giveUpMinutes * 60_000)),
          })}
        </span>
      )}
    </EscalatedLine>
  );
}

/** The escalated orders among `orders`, as a list to call down; nothing when there are none. */
export function EscalatedOrders({ orders }: { orders: readonly WithId<Order>[] }) {
  const t = useMessages(escalatedOrderMessages);
  const { data: terms } = useQuery(orderingTermsQuery, queryClient);
  const escalated = escalatedFirst(orders).filter(isEscalated);
  if (escalated.length === 0) return null;
  return (
    <EscalatedBox title={t.title(escalated.length)} lead={t.lead}>
      {escalated.map((order) => (
        <EscalatedOrder
          key={order.id}
          order={order}
          {...(terms && { giveUpMinutes: terms.giveUpAfterMinutes })}
        />
      ))}
    </EscalatedBox>
  );
}
