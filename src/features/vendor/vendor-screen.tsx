import { useEffect, useId, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { messageOf } from '../../backend/errors';
import type { StaffRecord } from '../../backend/types';
import { playAlertSound, primeAlertSound } from '../../components/alert-sound';
import { ListFooter } from '../../components/list-footer';
import { OrderCardBoundary, UnreadableOrders } from '../../components/order-card-boundary';
import { LoadingView, ProblemView } from '../../components/screen-status';
import { useStaffAccess } from '../../components/staff-session';
import { SignOutButton, StaffNotAllowed } from '../../components/staff-views';
import { useArrivals } from '../../components/use-arrivals';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLiveQuery } from '../../components/use-live-query';
import { useLoaded } from '../../components/use-loaded';
import { usePagedList } from '../../components/use-paged-list';
import { paths } from '../../config/paths';
import { readOrders } from '../../lib/model-schemas';
import type { Order, Shop, WithId } from '../../lib/models';
import { listShopProducts, readShop, setShopOpen, shopOrdersQuery } from './api/vendor';
import { ProductEditor } from './components/product-editor';
import { VendorOrderCard } from './components/vendor-order-card';

type Tab = 'orders' | 'products';

function ShopSwitch({ shop, onChange }: { shop: WithId<Shop>; onChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      await setShopOpen(!shop.open);
      onChange(!shop.open);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`shop-switch ${shop.open ? 'open' : 'closed'}`}>
      <div>
        <strong className="d-block">{shop.open ? 'Open: taking orders' : 'Closed'}</strong>
        <span className="small">
          {shop.open
            ? 'Customers can order from your shop now.'
            : 'Customers can look, but cannot order.'}
        </span>
      </div>
      <button
        type="button"
        className={`btn btn-lg ${shop.open ? 'btn-outline-danger' : 'btn-success'}`}
        onClick={() => void toggle()}
        disabled={busy}
      >
        {shop.open ? 'Close the shop' : 'Open the shop'}
      </button>
      {error && (
        <p className="text-danger mb-0 w-100" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function OrderSection({
  title,
  orders,
  empty,
}: {
  title: string;
  orders: WithId<Order>[];
  empty?: string;
}) {
  if (orders.length === 0 && !empty) return null;
  return (
    <section className="staff-section">
      <h2 className="section-title">
        {title} <span className="badge rounded-pill text-bg-secondary">{orders.length}</span>
      </h2>
      {orders.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <ul className="staff-order-list list-unstyled">
          {orders.map((order) => (
            <li key={order.id}>
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

function ProductsPanel({ shopId }: { shopId: string }) {
  const list = usePagedList(shopId, (after) => listShopProducts(shopId, after));
  return (
    <>
      <p className="text-body-secondary">
        Change a price or the stock left, then tap Save. At stock 0 customers see “Out of stock”.
      </p>
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
          <h2>No products yet</h2>
          <p className="mb-0">Ask the admin to add what your shop sells.</p>
        </div>
      )}
      <ListFooter
        status={list.status}
        error={list.error}
        hasMore={list.next !== null}
        onMore={list.loadMore}
        onRetry={list.retry}
        moreLabel="More products"
      />
    </>
  );
}

function VendorShop({ record, shopId }: { record: StaffRecord; shopId: string }) {
  const [tab, setTab] = useState<Tab>('orders');
  const [openNow, setOpenNow] = useState<boolean | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const shop = useLoaded(shopId, () => readShop(shopId));
  const live = useLiveQuery(`vendor:${shopId}`, shopOrdersQuery(shopId));
  const { orders, unreadable } = readOrders(live.docs);
  const waiting = orders.filter((order) => order.status === 'placed');
  const tabsId = useId();

  useDocumentTitle(waiting.length > 0 ? `(${waiting.length}) New orders` : 'Shop orders');
  useEffect(primeAlertSound, []);
  useArrivals(
    live.docs,
    live.status === 'ready',
    (doc) => doc.data['status'] === 'placed',
    (arrived) => {
      playAlertSound();
      const numbers = arrived.map((doc) => String(doc.data['number'])).join(', ');
      setNews(arrived.length === 1 ? `New order ${numbers}` : `New orders ${numbers}`);
    },
  );

  if (shop.state.status === 'loading') return <LoadingView />;
  if (shop.state.status === 'failed' || shop.state.status === 'missing') {
    return (
      <ProblemView
        title="We could not open your shop"
        action={
          <button type="button" className="btn btn-primary" onClick={shop.retry}>
            Try again
          </button>
        }
      >
        <p className="mb-0">
          {shop.state.status === 'failed'
            ? shop.state.error
            : 'Your shop is no longer listed. Please call the admin.'}
        </p>
      </ProblemView>
    );
  }
  const current = { ...shop.state.value, open: openNow ?? shop.state.value.open };
  const preparing = orders.filter((order) => order.status === 'accepted');
  const ready = orders.filter((order) => order.status === 'ready');
  const finished = orders.filter((order) =>
    ['outForDelivery', 'delivered', 'rejected', 'cancelled'].includes(order.status),
  );

  return (
    <div className="container-lg page staff-page" onPointerDown={primeAlertSound}>
      <div className="staff-head">
        <div>
          <p className="admin-kicker mb-0">Signed in as {record.name}</p>
          <h1 className="page-title">{current.name}</h1>
        </div>
        <SignOutButton />
      </div>
      <ShopSwitch shop={current} onChange={setOpenNow} />
      {news && (
        <div className="alert alert-info d-flex align-items-center gap-2" role="status">
          <span className="flex-grow-1 fw-semibold">{news}</span>
          <button
            type="button"
            className="btn-close"
            aria-label="Dismiss"
            onClick={() => setNews(null)}
          />
        </div>
      )}
      <div
        className="staff-tabs"
        role="tablist"
        aria-label="Your shop"
        onKeyDown={(event) => {
          // Arrow keys move between the two tabs, as in any tab list.
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          const next: Tab = tab === 'orders' ? 'products' : 'orders';
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
          Orders
          {waiting.length > 0 && (
            <span className="badge rounded-pill text-bg-danger ms-2">{waiting.length} new</span>
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
          Stock and prices
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
              {live.error} New orders are not arriving until this works again.
            </span>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={live.retry}>
              Try again
            </button>
          </div>
        )}
        {live.status === 'loading' && orders.length === 0 ? (
          <LoadingView label="Loading your orders…" />
        ) : (
          <>
            <OrderSection
              title="New"
              orders={waiting}
              empty="No new orders right now. They appear here by themselves, with a sound."
            />
            <UnreadableOrders ids={unreadable} />
            <OrderSection title="Preparing" orders={preparing} />
            <OrderSection title="Ready for pick-up" orders={ready} />
            {finished.length > 0 && (
              <details className="staff-finished">
                <summary>Finished and on the way ({finished.length})</summary>
                <ul className="staff-order-list list-unstyled mt-2">
                  {finished.map((order) => (
                    <li key={order.id}>
                      <OrderCardBoundary id={order.id}>
                        <VendorOrderCard order={order} />
                      </OrderCardBoundary>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-products-panel`}
        aria-labelledby={`${tabsId}-products`}
        hidden={tab !== 'products'}
      >
        {tab === 'products' && <ProductsPanel shopId={current.id} />}
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
  const access = useStaffAccess('vendor');
  const { category } = useParams();

  switch (access.status) {
    case 'loading':
      return <LoadingView />;
    case 'failed':
      return (
        <ProblemView
          title="We could not check who is signed in"
          action={
            <button type="button" className="btn btn-primary" onClick={access.retry}>
              Try again
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
        <StaffNotAllowed
          title={
            access.deactivated
              ? 'Your vendor account is switched off'
              : 'This screen is for vendors'
          }
        >
          <p className="mb-0">
            {access.deactivated
              ? 'Please call the admin to switch it on again.'
              : 'You are signed in, but not as a vendor. Sign out, then sign in with your shop’s mobile number.'}
          </p>
        </StaffNotAllowed>
      );
    case 'ready': {
      const { record } = access;
      if (!record.shopId) {
        return (
          <StaffNotAllowed title="No shop is linked to your account yet">
            <p className="mb-0">Please ask the admin to link your shop, then sign in again.</p>
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
