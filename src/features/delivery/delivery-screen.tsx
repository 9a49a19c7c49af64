import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { StaffRecord } from '../../backend/types';
import { playAlertSound, primeAlertSound } from '../../components/alert-sound';
import { OrderCardBoundary, UnreadableOrders } from '../../components/order-card-boundary';
import { LoadingView, ProblemView } from '../../components/screen-status';
import { useStaffAccess } from '../../components/staff-session';
import { SignOutButton, StaffNotAllowed } from '../../components/staff-views';
import { useArrivals } from '../../components/use-arrivals';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLiveQuery } from '../../components/use-live-query';
import { paths } from '../../config/paths';
import { readOrders } from '../../lib/model-schemas';
import type { Order, WithId } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { myOrdersQuery, readyQueueQuery } from './api/delivery';
import { DeliveryCard } from './components/delivery-card';

function Section({
  title,
  orders,
  uid,
  empty,
}: {
  title: string;
  orders: WithId<Order>[];
  uid: string;
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
                <DeliveryCard order={order} uid={uid} />
              </OrderCardBoundary>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const newestFirst = (a: WithId<Order>, b: WithId<Order>) =>
  b.createdAt.getTime() - a.createdAt.getTime();

function Deliveries({ record }: { record: StaffRecord }) {
  const mine = useLiveQuery(`mine:${record.uid}`, myOrdersQuery(record.uid));
  const queue = useLiveQuery('ready-queue', readyQueueQuery());
  const [news, setNews] = useState<string | null>(null);
  /** Orders seen waiting in the queue: when one becomes theirs, they took it themselves. */
  const queued = useRef(new Set<string>());
  for (const doc of queue.docs) queued.current.add(doc.id);

  const { orders: own, unreadable: ownUnreadable } = readOrders(mine.docs);
  const { orders: queuedOrders, unreadable: queueUnreadable } = readOrders(queue.docs);
  const unreadable = [...new Set([...ownUnreadable, ...queueUnreadable])];
  const ownIds = new Set(own.map((order) => order.id));
  // The two lists answer separately: one just taken may still be in the queue's last answer.
  const waiting = queuedOrders
    .filter((order) => !order.deliveryUid && !ownIds.has(order.id))
    .sort(newestFirst);
  const onTheWay = own.filter((order) => order.status === 'outForDelivery');
  const toPickUp = own.filter((order) => order.status === 'ready');
  const atShop = own.filter((order) => order.status === 'placed' || order.status === 'accepted');
  const done = own.filter((order) => ['delivered', 'rejected', 'cancelled'].includes(order.status));
  const cash = [...onTheWay, ...toPickUp].reduce((sum, order) => sum + order.total, 0);

  useDocumentTitle(waiting.length > 0 ? `(${waiting.length}) Deliveries` : 'Deliveries');
  useEffect(primeAlertSound, []);
  useArrivals(
    queue.docs,
    queue.status === 'ready',
    () => true,
    (arrived) => {
      playAlertSound();
      setNews(
        arrived.length === 1
          ? `Order ${String(arrived[0]?.data['number'])} is ready for pick-up`
          : `${arrived.length} orders are ready for pick-up`,
      );
    },
  );
  useArrivals(
    mine.docs,
    mine.status === 'ready',
    (doc) => !queued.current.has(doc.id),
    (arrived) => {
      playAlertSound();
      setNews(
        `Order ${arrived.map((doc) => String(doc.data['number'])).join(', ')} is given to you`,
      );
    },
  );

  const failure = mine.error ?? queue.error;
  const loading =
    (mine.status === 'loading' || queue.status === 'loading') &&
    own.length === 0 &&
    waiting.length === 0;

  return (
    <div className="container-lg page staff-page" onPointerDown={primeAlertSound}>
      <div className="staff-head">
        <div>
          <p className="admin-kicker mb-0">Signed in as {record.name}</p>
          <h1 className="page-title">Your deliveries</h1>
        </div>
        <SignOutButton />
      </div>
      {cash > 0 && (
        <p className="cash-summary">
          Cash to collect on the orders you carry: <strong>{formatRupees(cash)}</strong>
        </p>
      )}
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
      {failure && (
        <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="alert">
          <span className="flex-grow-1">
            {failure} The list is not updating until this works again.
          </span>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => {
              if (mine.error) mine.retry();
              if (queue.error) queue.retry();
            }}
          >
            Try again
          </button>
        </div>
      )}
      {loading ? (
        <LoadingView label="Loading your deliveries…" />
      ) : (
        <>
          <UnreadableOrders ids={unreadable} />
          <Section title="On the way" orders={onTheWay} uid={record.uid} />
          <Section title="To pick up" orders={toPickUp} uid={record.uid} />
          <Section
            title="Ready at the shop, nobody has taken them"
            orders={waiting}
            uid={record.uid}
            empty="Nothing waiting right now. Orders show up here by themselves when a shop has packed them."
          />
          <Section title="Given to you, still being prepared" orders={atShop} uid={record.uid} />
          {done.length > 0 && (
            <details className="staff-finished">
              <summary>Done ({done.length})</summary>
              <ul className="staff-order-list list-unstyled mt-2">
                {done.map((order) => (
                  <li key={order.id}>
                    <OrderCardBoundary id={order.id}>
                      <DeliveryCard order={order} uid={record.uid} />
                    </OrderCardBoundary>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </div>
  );
}

/**
 * /delivery and /delivery/screen: the signed-in delivery person's own orders
 * and the ready ones nobody has taken, live. Signed out: the delivery
 * sign-in; anyone else: "not allowed".
 */
export default function DeliveryScreen() {
  const access = useStaffAccess('delivery');
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
      return <Navigate to={paths.deliveryLogin.href()} replace />;
    case 'not-staff':
      return (
        <StaffNotAllowed
          title={
            access.deactivated
              ? 'Your delivery account is switched off'
              : 'This screen is for delivery persons'
          }
        >
          <p className="mb-0">
            {access.deactivated
              ? 'Please call the admin to switch it on again.'
              : 'You are signed in, but not as a delivery person. Sign out, then sign in with your mobile number.'}
          </p>
        </StaffNotAllowed>
      );
    case 'ready':
      return <Deliveries record={access.record} />;
  }
}
