import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CallButton } from '../../../widgets/contact-card';
import { formatOrderTime } from '../../../widgets/order-bits';
import { shopQuery } from '../../../data/lists';
import { queryClient } from '../../../data/query-client';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { localShopName } from '../../../lib/local-name';
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
  const shop = useQuery(
    { ...shopQuery(order.shopId), select: (found) => found?.phone },
    queryClient,
  );
  const shopName = localShopName(order);
  return (
    <li className="escalated-order">
      <div>
        <Link
          to={`${paths.adminCollection.href('orders')}?q=${order.number}`}
          className="alert-link"
        >
          {order.number}
        </Link>{' '}
        · {shopName}
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
      </div>
      {shop.data && <CallButton name={shopName} phone={shop.data} />}
      {shop.isError && <span className="small">{t.phoneUnknown}</span>}
    </li>
  );
}

/** The escalated orders among `orders`, as a list to call down; nothing when there are none. */
export function EscalatedOrders({ orders }: { orders: readonly WithId<Order>[] }) {
  const t = useMessages(escalatedOrderMessages);
  const { data: terms } = useQuery(orderingTermsQuery, queryClient);
  const escalated = escalatedFirst(orders).filter(isEscalated);
  if (escalated.length === 0) return null;
  return (
    <section className="escalated-orders alert alert-danger" aria-labelledby="escalated-orders">
      <h2 id="escalated-orders" className="h5 fw-bold">
        {t.title(escalated.length)}
      </h2>
      <p>{t.lead}</p>
      <ul className="list-unstyled mb-0">
        {escalated.map((order) => (
          <EscalatedOrder
            key={order.id}
            order={order}
            {...(terms && { giveUpMinutes: terms.giveUpAfterMinutes })}
          />
        ))}
      </ul>
    </section>
  );
}
