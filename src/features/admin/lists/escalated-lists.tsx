import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { liveView, queryClient } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import type { ShopList, WithId } from '../../../lib/models';
import { EscalatedBox, EscalatedLine } from '../components/escalated';
import { formatOrderTime } from '../../../widgets/order-bits';
import { isEscalatedList, waitingListsQuery } from './api';
import { adminListMessages } from './messages';
import { listsType } from './section';
import { WordsOf } from '../../../components/words-of';

function EscalatedList({ list }: { list: WithId<ShopList> }) {
  const t = useMessages(adminListMessages);
  return (
    <EscalatedLine
      to={`${paths.adminCollection.href(listsType)}?list=${list.id}`}
      record={list}
      phoneUnknown={t.phoneUnknown}
    >
      <span className="d-block small">
        {t.escalatedSent({ time: formatOrderTime(list.createdAt) })}
      </span>
    </EscalatedLine>
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
    <EscalatedBox title={t.escalatedTitle(escalated.length)} lead={t.escalatedLead}>
      {escalated.map((list) => (
        <EscalatedList key={list.id} list={list} />
      ))}
    </EscalatedBox>
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
