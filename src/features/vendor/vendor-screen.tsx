import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, useParams } from 'react-router-dom';
import type { StaffRecord } from '../../port/types';
import { ListFooter } from '../../components/list-footer';
import {
  announceNewWork,
  NewWorkBanner,
  showWorkCard,
  SoundSwitch,
  useBlinkingTitle,
  workCardId,
} from '../../widgets/new-work/new-work';
import { OrderCardBoundary, UnreadableOrders } from '../../widgets/order-card-boundary';
import { orderCardProps, useOrderInView } from '../../widgets/order-in-view';
import { LoadingView, ProblemView } from '../../components/screen-status';
import { useStaffAccess } from '../../data/staff-session';
import { SignOutButton, StaffNotAllowed } from '../../widgets/staff-views';
import { StaffPushSwitch } from '../../widgets/push-switch/staff-push-switch';
import { useArrivals } from '../../components/use-arrivals';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useListView, liveView, loadedView, queryClient } from '../../data/query-client';
import { paths } from '../../config/paths';
import { locale, localDigits, useMessages } from '../../lib/i18n';
import { localName } from '../../lib/local-name';
import type { Order, Shop, WithId } from '../../lib/models';
import {
  shopFinishedOrdersQuery,
  shopOpenOrdersQuery,
  shopProductsQuery,
  shopQuery,
  shopUpiClaimsQuery,
} from './api/vendor';
import { ProductEditor } from './components/product-editor';
import { VendorOrderCard } from './components/vendor-order-card';
import { ShopSettings } from './shop-settings/shop-settings';
import { shopSettingsMessages } from './shop-settings/messages';
import { vendorMessages } from './messages';
import { ShopSwitch } from './shop-switch/shop-switch';
import {
  GivenUpNews,
  UnansweredBanner,
  unansweredFirst,
  useUnansweredAlarm,
  useUnansweredNews,
} from './unanswered/unanswered-orders';
import { isUnanswered } from '../../lib/order-status';
import { ListsPanel, useShopLists } from './shop-lists/lists-panel';
import { vendorListMessages } from './shop-lists/messages';

/** The vendor's tabs, in order: the orders, the lists to price, the stock, the shop's own settings. */
const tabs = ['orders', 'lists', 'products', 'shop'] as const;
type Tab = (typeof tabs)[number];

function OrderSection({
  title,
  orders,
  empty,
  asked,
}: {
  title: string;
  orders: WithId<Order>[];
  empty?: string;
  /** The order a tapped notice asked for (`?order=`), marked. */
  asked: string | null;
}) {
  if (orders.length === 0 && !empty) return null;
  return (
    <section className="staff-section">
      <h2 className="section-title">
        {title}{' '}
        <span className="badge rounded-pill text-bg-secondary">
          {localDigits(String(orders.length), locale.get())}
        </span>
      </h2>
      {orders.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <ul className="staff-order-list list-unstyled">
          {orders.map((order) => (
            <li key={order.id} id={workCardId(order.number)} {...orderCardProps(order.id, asked)}>
              <OrderCardBoundary id={order.id}>
                <VendorOrderCard order={order} />
              </OrderCardBoundary>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The orders that left the shop, folded away until the vendor opens them,
 * then read a page at a time, newest first. Read again whenever an open
 * order leaves the inbox (`openIds` changes), so the one just sent off is there.
 */
function FinishedOrders({
  shopId,
  openIds,
  asked,
}: {
  shopId: string;
  openIds: string;
  /** The order a tapped notice asked for, when it is not an open one: the list opens on it. */
  asked: string | null;
}) {
  const t = useMessages(vendorMessages);
  // Its cards are drawn as its pages arrive: it looks for the asked one itself.
  useOrderInView(asked !== null);
  const [toggled, setToggled] = useState<{ open: boolean; asked: string | null }>({
    open: false,
    asked: null,
  });
  // Opened by the vendor, or by a notice about an order that left the shop, until closed.
  const open = toggled.asked === asked ? toggled.open : toggled.open || asked !== null;
  const finished = shopFinishedOrdersQuery(shopId);
  const query = useInfiniteQuery({ ...finished, enabled: open }, queryClient);
  const list = useListView(query);
  const unreadable = query.data?.pages.flatMap((page) => page.unreadable) ?? [];
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: shopFinishedOrdersQuery(shopId).queryKey });
  }, [openIds, shopId]);
  return (
    <details
      className="staff-finished"
      open={open}
      onToggle={(event) => setToggled({ open: event.currentTarget.open, asked })}
    >
      <summary>{t.finishedOrders}</summary>
      {open && (
        <>
          <UnreadableOrders ids={unreadable} />
          {list.items.length > 0 && (
            <ul className="staff-order-list list-unstyled mt-2">
              {list.items.map((order) => (
                <li key={order.id} {...orderCardProps(order.id, asked)}>
                  <OrderCardBoundary id={order.id}>
                    <VendorOrderCard order={order} />
                  </OrderCardBoundary>
                </li>
              ))}
            </ul>
          )}
          {list.status === 'ready' && list.items.length === 0 && unreadable.length === 0 && (
            <p className="text-body-secondary mt-2">{t.noFinishedOrders}</p>
          )}
          <ListFooter list={list} moreLabel={t.moreFinished} />
        </>
      )}
    </details>
  );
}

function ProductsPanel({ shop }: { shop: WithId<Shop> }) {
  const t = useMessages(vendorMessages);
  const shopId = shop.id;
  const list = useListView(useInfiniteQuery(shopProductsQuery(shopId), queryClient));
  return (
    <>
      <p className="text-body-secondary">{t.productsLead}</p>
      {list.items.length > 0 && (
        <ul className="list-unstyled mb-0">
          {list.items.map((product) => (
            <li key={product.id}>
              <ProductEditor product={product} />
            </li>
          ))}
        </ul>
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <div className="empty-state">
          <h2>{t.noProducts}</h2>
          <p className="mb-0">{t.askAdminToAdd}</p>
        </div>
      )}
      <ListFooter list={list} moreLabel={t.moreProducts} />
    </>
  );
}

function VendorShop({ record, shopId }: { record: StaffRecord; shopId: string }) {
  const t = useMessages(vendorMessages);
  const settingsWords = useMessages(shopSettingsMessages);
  const listWords = useMessages(vendorListMessages);
  const asked = useOrderInView();
  // A notice tapped while the stock is shown: its order is on the orders tab, its list on the lists'.
  const askedList = useOrderInView(false, 'list');
  const [tab, setTab] = useState<Tab>(askedList && !asked ? 'lists' : 'orders');
  const [tabAsked, setTabAsked] = useState(asked);
  if (asked !== tabAsked) {
    setTabAsked(asked);
    if (asked) setTab('orders');
  }
  const [listAsked, setListAsked] = useState(askedList);
  if (askedList !== listAsked) {
    setListAsked(askedList);
    if (askedList) setTab('lists');
  }
  const lists = useShopLists(shopId);
  /** The numbers of the orders that arrived while the screen was open, told until opened. */
  const [news, setNews] = useState<string[]>([]);
  const shop = loadedView(useQuery(shopQuery(shopId), queryClient));
  const live = liveView(useQuery(shopOpenOrdersQuery(shopId), queryClient));
  const claims = liveView(useQuery(shopUpiClaimsQuery(shopId), queryClient));
  const { items: orders, unreadable } = live;
  const waiting = unansweredFirst(orders.filter((order) => order.status === 'placed'));
  const unanswered = waiting.filter(isUnanswered).map((order) => order.number);
  const unansweredNews = useUnansweredNews(unanswered);
  // An unanswered list rings on with the orders, until it is priced or refused.
  useUnansweredAlarm([...unanswered, ...lists.unanswered]);
  const tabsId = useId();

  // An order accepted or rejected has been seen to, whether or not the banner was tapped.
  const unopened = news.filter((number) => waiting.some((order) => order.number === number));
  const newsText =
    unopened.length > 0 ? t.newOrdersNews(unopened.length, { numbers: unopened.join(', ') }) : null;

  useBlinkingTitle(
    waiting.length > 0
      ? t.newOrdersTitle(waiting.length)
      : lists.waiting.length > 0
        ? listWords.newListsTitle(lists.waiting.length)
        : t.shopOrders,
    newsText ?? lists.newsText ?? unansweredNews ?? lists.unansweredText,
  );
  useArrivals(
    orders,
    live.status === 'ready',
    (order) => order.status === 'placed',
    (arrived) => {
      announceNewWork();
      const numbers = arrived.map((order) => order.number);
      setNews((told) => [...told.filter((number) => !numbers.includes(number)), ...numbers]);
    },
  );

  /** The banner's tap: the orders tab, and the first new order's card in view and focused. */
  const openNews = () => {
    flushSync(() => setTab('orders'));
    showWorkCard(unopened[0]);
    setNews([]);
  };

  if (shop.state.status === 'loading') return <LoadingView />;
  if (shop.state.status === 'failed' || shop.state.status === 'missing') {
    return (
      <ProblemView
        title={t.shopNotOpened}
        action={
          <button type="button" className="btn btn-primary" onClick={shop.retry}>
            {t.tryAgain}
          </button>
        }
      >
        <p className="mb-0">{shop.state.status === 'failed' ? shop.state.error : t.shopGone}</p>
      </ProblemView>
    );
  }
  const current = shop.state.value;
  const preparing = orders.filter((order) => order.status === 'accepted');
  const ready = orders.filter((order) => order.status === 'ready');
  // A rider's word that an order on its way or delivered was paid by UPI: first, until answered.
  const toCheck = claims.items.filter(
    (order) =>
      order.upiClaim?.state === 'open' &&
      !order.paidByUpi &&
      (order.status === 'outForDelivery' || order.status === 'delivered'),
  );

  return (
    <div className="container-lg page staff-page vendor-page">
      <div className="staff-head">
        <div>
          <p className="admin-kicker mb-0">{t.signedInAs({ name: record.name })}</p>
          <h1 className="page-title">{localName(current)}</h1>
        </div>
        <SignOutButton />
      </div>
      <ShopSwitch shop={current} />
      <SoundSwitch askLabel={t.soundAsk} />
      {unansweredNews && (
        <UnansweredBanner
          news={unansweredNews}
          count={unanswered.length}
          onOpen={() => {
            flushSync(() => setTab('orders'));
            showWorkCard(unanswered[0]);
          }}
        />
      )}
      <GivenUpNews shopId={shopId} />
      {newsText && (
        <NewWorkBanner
          news={newsText}
          count={unopened.length}
          onOpen={openNews}
          onDismiss={() => setNews([])}
        />
      )}
      {lists.newsText && (
        <NewWorkBanner
          news={lists.newsText}
          count={lists.unopened.length}
          onOpen={() => {
            flushSync(() => setTab('lists'));
            showWorkCard(lists.unopened[0]);
            lists.clearNews();
          }}
          onDismiss={lists.clearNews}
        />
      )}
      <div
        className="staff-tabs"
        role="tablist"
        aria-label={t.yourShop}
        onKeyDown={(event) => {
          // Arrow keys move between the tabs, round the ends, as in any tab list.
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
          const next = tabs[(tabs.indexOf(tab) + step) % tabs.length] ?? 'orders';
          setTab(next);
          document.getElementById(`${tabsId}-${next}`)?.focus();
        }}
      >
        <button
          type="button"
          role="tab"
          id={`${tabsId}-orders`}
          aria-selected={tab === 'orders'}
          aria-controls={`${tabsId}-orders-panel`}
          tabIndex={tab === 'orders' ? 0 : -1}
          onClick={() => setTab('orders')}
        >
          {t.ordersTab}
          {waiting.length > 0 && (
            <span className="badge rounded-pill text-bg-danger ms-2">
              {t.newCount(waiting.length)}
            </span>
          )}
        </button>
        <button
          type="button"
          role="tab"
          id={`${tabsId}-lists`}
          aria-selected={tab === 'lists'}
          aria-controls={`${tabsId}-lists-panel`}
          tabIndex={tab === 'lists' ? 0 : -1}
          onClick={() => setTab('lists')}
        >
          {listWords.tab}
          {lists.waiting.length > 0 && (
            <span className="badge rounded-pill text-bg-danger ms-2">
              {listWords.newCount(lists.waiting.length)}
            </span>
          )}
        </button>
        <button
          type="button"
          role="tab"
          id={`${tabsId}-products`}
          aria-selected={tab === 'products'}
          aria-controls={`${tabsId}-products-panel`}
          tabIndex={tab === 'products' ? 0 : -1}
          onClick={() => setTab('products')}
        >
          {t.stockTab}
        </button>
        <button
          type="button"
          role="tab"
          id={`${tabsId}-shop`}
          aria-selected={tab === 'shop'}
          aria-controls={`${tabsId}-shop-panel`}
          tabIndex={tab === 'shop' ? 0 : -1}
          onClick={() => setTab('shop')}
        >
          {settingsWords.tab}
        </button>
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-orders-panel`}
        aria-labelledby={`${tabsId}-orders`}
        hidden={tab !== 'orders'}
      >
        {live.status === 'failed' && (
          <div
            className="alert alert-warning d-flex flex-wrap gap-2 align-items-center"
            role="alert"
          >
            <span className="flex-grow-1">
              {live.error} {t.notArriving}
            </span>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={live.retry}>
              {t.tryAgain}
            </button>
          </div>
        )}
        {live.status === 'loading' && orders.length === 0 ? (
          <LoadingView label={t.loadingOrders} />
        ) : (
          <>
            <OrderSection title={t.upiCheckSection} orders={toCheck} asked={asked} />
            <OrderSection
              title={t.newSection}
              orders={waiting}
              empty={t.noNewOrders}
              asked={asked}
            />
            {/* After the new orders, which come first on a phone: the way to be told when away. */}
            <StaffPushSwitch uid={record.uid} />
            <UnreadableOrders ids={unreadable} />
            <OrderSection title={t.preparingSection} orders={preparing} asked={asked} />
            <OrderSection title={t.readySection} orders={ready} asked={asked} />
            <FinishedOrders
              shopId={shopId}
              openIds={orders.map((order) => order.id).join(' ')}
              asked={
                live.status === 'ready' && asked && !orders.some((order) => order.id === asked)
                  ? asked
                  : null
              }
            />
          </>
        )}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-lists-panel`}
        aria-labelledby={`${tabsId}-lists`}
        hidden={tab !== 'lists'}
      >
        <ListsPanel shopId={shopId} lists={lists} />
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-products-panel`}
        aria-labelledby={`${tabsId}-products`}
        hidden={tab !== 'products'}
      >
        {tab === 'products' && <ProductsPanel shop={current} />}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-shop-panel`}
        aria-labelledby={`${tabsId}-shop`}
        hidden={tab !== 'shop'}
      >
        {tab === 'shop' && <ShopSettings shop={current} />}
      </div>
    </div>
  );
}

/**
 * /vendor/{category}: the signed-in vendor's own shop. Signed out: the vendor
 * sign-in. Another category's URL: their own. Anyone who is not an active
 * vendor: "not allowed", and no shop data.
 */
export default function VendorScreen() {
  const t = useMessages(vendorMessages);
  const access = useStaffAccess('vendor');
  const { category } = useParams();

  switch (access.status) {
    case 'loading':
      return <LoadingView />;
    case 'failed':
      return (
        <ProblemView
          title={t.checkFailed}
          action={
            <button type="button" className="btn btn-primary" onClick={access.retry}>
              {t.tryAgain}
            </button>
          }
        >
          <p className="mb-0">{access.error}</p>
        </ProblemView>
      );
    case 'signed-out':
      return <Navigate to={paths.vendorLogin.href()} replace />;
    case 'not-staff':
      return (
        <StaffNotAllowed title={access.deactivated ? t.accountOff : t.notForYou}>
          <p className="mb-0">{access.deactivated ? t.callAdminToSwitchOn : t.notAVendor}</p>
        </StaffNotAllowed>
      );
    case 'ready': {
      const { record } = access;
      if (!record.shopId) {
        return (
          <StaffNotAllowed title={t.noShopLinked}>
            <p className="mb-0">{t.askAdminToLink}</p>
          </StaffNotAllowed>
        );
      }
      if (record.category && category !== record.category) {
        return <Navigate to={paths.vendor.href(record.category)} replace />;
      }
      return <VendorShop record={record} shopId={record.shopId} />;
    }
  }
}
