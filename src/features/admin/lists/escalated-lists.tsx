import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { shopQuery } from '../../../data/lists';
import { liveView, queryClient } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import { localShopName } from '../../../lib/local-name';
import type { ShopList, WithId } from '../../../lib/models';
import { CallButton } from '../../../widgets/contact-card';
import { formatOrderTime } from '../../../widgets/order-bits';
import { isEscalatedList, waitingListsQuery } from './api';
import { adminListMessages } from './messages';
import { listsType } from './section';
import { WordsOf } from '../../../components/words-of';

function EscalatedList({ list }: { list: WithId<ShopList> }) {
  const t = useMessages(adminListMessages);
  const shop = useQuery(
    { ...shopQuery(list.shopId), select: (found) => found?.phone },
    queryClient,
  );
  const shopName = localShopName(list);
  return (
    <li className="escalated-order">
      <div>
        <Link
          to={`${paths.adminCollection.href(listsType)}?list=${list.id}`}
          className="alert-link"
        >
          {list.number}
        </Link>{' '}
        · {shopName}
        <span className="d-block small">
          {t.escalatedSent({ time: formatOrderTime(list.createdAt) })}
        </span>
      </div>
      {shop.data && <CallButton name={shopName} phone={shop.data} />}
      {shop.isError && <span className="small">{t.phoneUnknown}</span>}
    </li>
  );
}

/**
 * The lists the server has called the admin about (src/server/list-sweep),
 * still waiting for their shop's price: with the dashboard's escalated
 * orders, the longest waiting first, each with the shop's phone to call.
 */
function EscalatedShown() {
  const t = useMessages(adminListMessages);
  const waiting = liveView(useQuery(waitingListsQuery, queryClient));
  const escalated = waiting.items
    .filter(isEscalatedList)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (escalated.length === 0) return null;
  return (
    <section className="escalated-orders alert alert-danger" aria-labelledby="escalated-lists">
      <h2 id="escalated-lists" className="h5 fw-bold">
        {t.escalatedTitle(escalated.length)}
      </h2>
      <p>{t.escalatedLead}</p>
      <ul className="list-unstyled mb-0">
        {escalated.map((list) => (
          <EscalatedList key={list.id} list={list} />
        ))}
      </ul>
    </section>
  );
}

/** The dashboard's escalated lists, once the lists' words are here in the reader's language. */
export function EscalatedLists() {
  return (
    <WordsOf part="lists">
      <EscalatedShown />
    </WordsOf>
  );
}
