import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { FilterSelect } from '../../../components/filter-fields';
import { ListFooter } from '../../../components/list-footer';
import { useDocumentTitle } from '../../../components/use-document-title';
import { readOne } from '../../../data/lists';
import { queryClient, useListView } from '../../../data/query-client';
import { loadList } from '../../../data/shop-lists';
import { useMessages } from '../../../lib/i18n';
import { localShopName } from '../../../lib/local-name';
import { collections, type ListStatus, type ShopList, type WithId } from '../../../lib/models';
import { listStatuses } from '../../../lib/model-schemas';
import { formatIndianMobile } from '../../../lib/phone';
import { formatOrderTime } from '../../../widgets/order-bits';
import { orderCardProps, useOrderInView } from '../../../widgets/order-in-view';
import { StopReasonText } from '../../../widgets/reasons/stop-reason';
import { ListContents } from '../../../widgets/shop-list/list-contents';
import { shopListMessages } from '../../../widgets/shop-list/messages';
import { ListStatusPill, QuoteView } from '../../../widgets/shop-list/quote-view';
import { AdminFrame } from '../components/admin-frame';
import { adminListsQuery } from './api';
import { adminListMessages } from './messages';
import { recordKey } from '../../../data/entity-keys';
import { WordsOf } from '../../../components/words-of';

/** The order a confirmed list became, by its id (the id is what reads it). */
const listOrderQuery = (orderId: string) =>
  ({
    queryKey: recordKey(collections.orders, orderId),
    queryFn: () => readOne(collections.orders, orderId),
  }) as const;

function ConfirmedOrder({ orderId }: { orderId: string }) {
  const t = useMessages(adminListMessages);
  const { data: order } = useQuery(listOrderQuery(orderId), queryClient);
  return order ? <p className="mb-2 fw-semibold">{t.order({ number: order.number })}</p> : null;
}

/** One list, as the admin reads it: who sent it to which shop, where it stands, and opened, all of it. */
function AdminListCard({ list, asked }: { list: WithId<ShopList>; asked: boolean }) {
  const t = useMessages(adminListMessages);
  const [open, setOpen] = useState(asked);
  return (
    <article
      className="staff-order list-card"
      aria-label={`${list.number} · ${localShopName(list)}`}
    >
      <header className="staff-order-head">
        <h2 className="staff-order-number h6 mb-0">{list.number}</h2>
        <ListStatusPill status={list.status} />
        <span className="staff-order-time">
          {t.sentAt({ time: formatOrderTime(list.createdAt) })}
        </span>
      </header>
      <p className="mb-1 fw-semibold">{localShopName(list)}</p>
      <p className="mb-1">
        {t.from({ customer: list.customerName, phone: formatIndianMobile(list.phone) })}
      </p>
      <button
        type="button"
        className="btn btn-link px-0"
        aria-expanded={open}
        aria-label={
          open ? t.hideDetailsOf({ number: list.number }) : t.detailsOf({ number: list.number })
        }
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? t.hideDetails : t.details}
      </button>
      {open && (
        <div className="mt-1">
          <ListContents list={list} />
          <p className="mb-2">{t.deliverTo({ address: list.address })}</p>
          {list.quote && <QuoteView quote={list.quote} status={list.status} />}
          {list.orderId && <ConfirmedOrder orderId={list.orderId} />}
          {list.status === 'refused' && (
            <>
              <p className="mb-0">{t.refusedBecause}</p>
              <StopReasonText order={{ ...list, status: 'rejected' }} />
            </>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * /admin/lists: every shop's lists, newest first, of one status or all, a
 * page at a time; `?list=<id>` (a notice about one) opens it among them.
 */
function AdminListsShown() {
  const t = useMessages(adminListMessages);
  const statusWords = useMessages(shopListMessages);
  useDocumentTitle(t.title);
  const [params, setParams] = useSearchParams();
  const typed = params.get('status');
  const status = listStatuses.find((each) => each === typed) ?? null;
  const asked = useOrderInView(true, 'list');
  const query = useInfiniteQuery(adminListsQuery(status), queryClient);
  const list = useListView(query);
  const unreadable = query.data?.pages.flatMap((page) => page.unreadable) ?? [];
  // A list asked for that is not among the first pages is read by its id, and shown first.
  const askedList = useQuery(
    {
      queryKey: recordKey(collections.shopLists, asked ?? ''),
      queryFn: () => loadList(asked ?? ''),
      enabled: asked !== null && !list.items.some((each) => each.id === asked),
    },
    queryClient,
  ).data;
  const shown =
    askedList && !list.items.some((each) => each.id === askedList.id)
      ? [askedList, ...list.items]
      : list.items;

  return (
    <AdminFrame>
      <h1 className="page-title">{t.title}</h1>
      <p className="page-lead">{t.lead}</p>
      <div className="filter-bar">
        <FilterSelect
          label={t.status}
          value={status ?? ''}
          everyLabel={t.all}
          options={listStatuses.map((each: ListStatus) => ({
            value: each,
            name: statusWords[each],
          }))}
          onChoose={(value) => setParams(value ? { status: value } : {})}
        />
      </div>
      {unreadable.length > 0 && <p className="text-danger">{t.unreadable(unreadable.length)}</p>}
      {shown.length > 0 && (
        <ul className="staff-order-list list-unstyled">
          {shown.map((each) => (
            <li key={each.id} {...orderCardProps(each.id, asked)}>
              <AdminListCard list={each} asked={each.id === asked} />
            </li>
          ))}
        </ul>
      )}
      {list.status === 'ready' && shown.length === 0 && (
        <p className="text-body-secondary">{t.none}</p>
      )}
      <ListFooter list={list} moreLabel={t.more} />
    </AdminFrame>
  );
}

/** /admin/lists, once the lists' words are here in the reader's language. */
export default function AdminListsScreen() {
  return (
    <WordsOf part="lists">
      <AdminListsShown />
    </WordsOf>
  );
}
