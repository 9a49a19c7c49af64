import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ListFooter } from '../../../components/list-footer';
import { LoadingView } from '../../../components/screen-status';
import { useArrivals } from '../../../components/use-arrivals';
import { liveView, queryClient, useListView } from '../../../data/query-client';
import { locale, localDigits, useMessages } from '../../../lib/i18n';
import type { ShopList, WithId } from '../../../lib/models';
import { announceNewWork, workCardId } from '../../../widgets/new-work/new-work';
import { orderCardProps, useOrderInView } from '../../../widgets/order-in-view';
import { shopEarlierListsQuery, shopOpenListsQuery } from './api';
import { vendorListMessages } from './messages';
import { isUnansweredList, VendorListCard } from './vendor-list-card';
import { WordsOf } from '../../../components/words-of';

/** The lists waiting for a price, the unanswered ones (the server reminded the shop) first, oldest first among them. */
function unansweredFirst(lists: readonly WithId<ShopList>[]): WithId<ShopList>[] {
  const unanswered = lists
    .filter(isUnansweredList)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return [...unanswered, ...lists.filter((list) => !isUnansweredList(list))];
}

/**
 * The shop's open lists, live, and what the vendor's screen says of them:
 * a list arriving chimes and buzzes like a new order and is news until its
 * card is opened or it is answered; a list the server has reminded the shop
 * of rings on until answered (the caller's alarm, with the orders').
 */
export function useShopLists(shopId: string) {
  const t = useMessages(vendorListMessages);
  const live = liveView(useQuery(shopOpenListsQuery(shopId), queryClient));
  const waiting = unansweredFirst(live.items.filter((list) => list.status === 'sent'));
  const [news, setNews] = useState<string[]>([]);
  useArrivals(
    live.items,
    live.status === 'ready',
    (list) => list.status === 'sent',
    (arrived) => {
      announceNewWork();
      const numbers = arrived.map((list) => list.number);
      setNews((told) => [...told.filter((number) => !numbers.includes(number)), ...numbers]);
    },
  );
  // A list priced or refused has been seen to, whether or not the banner was tapped.
  const unopened = news.filter((number) => waiting.some((list) => list.number === number));
  const unanswered = waiting.filter(isUnansweredList).map((list) => list.number);
  return {
    live,
    waiting,
    unopened,
    unanswered,
    newsText:
      unopened.length > 0
        ? t.newListsNews(unopened.length, { numbers: unopened.join(', ') })
        : null,
    unansweredText:
      unanswered.length > 0
        ? t.stillWaiting(unanswered.length, { numbers: unanswered.join(', ') })
        : null,
    clearNews: () => setNews([]),
  };
}

export type ShopLists = ReturnType<typeof useShopLists>;

function ListSection({
  title,
  lists,
  empty,
  asked,
}: {
  title: string;
  lists: WithId<ShopList>[];
  empty?: string;
  asked: string | null;
}) {
  const code = useMessages(locale);
  if (lists.length === 0 && !empty) return null;
  return (
    <section className="staff-section">
      <h2 className="section-title">
        {title}{' '}
        <span className="badge rounded-pill text-bg-secondary">
          {localDigits(String(lists.length), code)}
        </span>
      </h2>
      {lists.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <ul className="staff-order-list list-unstyled">
          {lists.map((list) => (
            <li key={list.id} id={workCardId(list.number)} {...orderCardProps(list.id, asked)}>
              <VendorListCard list={list} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The lists the shop answered, folded away until opened (or asked for), a page at a time. */
function EarlierLists({ shopId, asked }: { shopId: string; asked: string | null }) {
  const t = useMessages(vendorListMessages);
  useOrderInView(asked !== null, 'list');
  const [toggled, setToggled] = useState<{ open: boolean; asked: string | null }>({
    open: false,
    asked: null,
  });
  const open = toggled.asked === asked ? toggled.open : toggled.open || asked !== null;
  const query = useInfiniteQuery({ ...shopEarlierListsQuery(shopId), enabled: open }, queryClient);
  const list = useListView(query);
  return (
    <details
      className="staff-finished"
      open={open}
      onToggle={(event) => setToggled({ open: event.currentTarget.open, asked })}
    >
      <summary>{t.earlier}</summary>
      {open && (
        <>
          {list.items.length > 0 && (
            <ul className="staff-order-list list-unstyled mt-2">
              {list.items.map((each) => (
                <li key={each.id} {...orderCardProps(each.id, asked)}>
                  <VendorListCard list={each} />
                </li>
              ))}
            </ul>
          )}
          {list.status === 'ready' && list.items.length === 0 && (
            <p className="text-body-secondary mt-2">{t.noEarlier}</p>
          )}
          <ListFooter list={list} moreLabel={t.moreEarlier} />
        </>
      )}
    </details>
  );
}

/**
 * The vendor's Lists tab: what customers sent the shop to price (the
 * unanswered first), what is priced and waiting for the customer, and the
 * earlier lists. `?list=<id>` (a tapped notice) brings its card into view.
 */
function ListsShown({ shopId, lists }: { shopId: string; lists: ShopLists }) {
  const t = useMessages(vendorListMessages);
  const asked = useOrderInView(true, 'list');
  const { live, waiting } = lists;
  const priced = live.items.filter((list) => list.status === 'quoted');
  return (
    <>
      <p className="text-body-secondary">{t.lead}</p>
      {live.status === 'failed' && (
        <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="alert">
          <span className="flex-grow-1">
            {live.error} {t.notArriving}
          </span>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={live.retry}>
            {t.tryAgain}
          </button>
        </div>
      )}
      {live.status === 'loading' && live.items.length === 0 ? (
        <LoadingView label={t.loading} />
      ) : (
        <>
          <ListSection title={t.toPrice} lists={waiting} empty={t.noneToPrice} asked={asked} />
          <ListSection title={t.waitingForCustomer} lists={priced} asked={asked} />
          <EarlierLists
            shopId={shopId}
            asked={
              live.status === 'ready' && asked && !live.items.some((list) => list.id === asked)
                ? asked
                : null
            }
          />
        </>
      )}
    </>
  );
}

/** The vendor's Lists tab, once the lists' words are here in the reader's language. */
export function ListsPanel(props: { shopId: string; lists: ShopLists }) {
  return (
    <WordsOf part="lists">
      <ListsShown {...props} />
    </WordsOf>
  );
}
