import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { StoreValue } from 'nanostores';
import { Navigate } from 'react-router-dom';
import type { StaffRecord } from '../../port/types';
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
import { useQuery } from '@tanstack/react-query';
import { liveView, queryClient } from '../../data/query-client';
import { paths } from '../../config/paths';
import { locale, localDigits, useMessages } from '../../lib/i18n';
import type { Order, WithId } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { ownOrdersQuery, readyQueueQuery } from './api/delivery';
import { CashInHand, CashLimitNote } from './components/cash-in-hand';
import { useHeldCash } from './components/use-held-cash';
import { DeliveryCard } from './components/delivery-card';
import { deliveryMessages } from './messages';
import { isFinal } from '../../lib/order-status';

function Section({
  title,
  orders,
  uid,
  empty,
  asked,
  cashBlocked = false,
  note,
}: {
  title: string;
  orders: WithId<Order>[];
  uid: string;
  empty?: string;
  /** The order a tapped notice asked for (`?order=`), marked. */
  asked: string | null;
  /** The rider may be given no cash order now: its cards say so instead of offering it. */
  cashBlocked?: boolean;
  note?: ReactNode;
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
      {note}
      {orders.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <ul className="staff-order-list list-unstyled">
          {orders.map((order) => (
            <li key={order.id} id={workCardId(order.number)} {...orderCardProps(order.id, asked)}>
              <OrderCardBoundary id={order.id}>
                <DeliveryCard order={order} uid={uid} cashBlocked={cashBlocked} />
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

/** What just arrived: orders now ready at a shop, or orders an admin gave this person. */
interface News {
  kind: 'ready' | 'given';
  numbers: string[];
}

const numberOf = (order: WithId<Order>) => order.number;

function newsSentence(t: StoreValue<typeof deliveryMessages>, { kind, numbers }: News): string {
  if (kind === 'given') return t.givenToYou(numbers.length, { numbers: numbers.join(', ') });
  return numbers.length === 1
    ? t.readyForPickUp({ number: numbers[0] ?? '' })
    : t.manyReadyForPickUp(numbers.length);
}

function Deliveries({ record }: { record: StaffRecord }) {
  const t = useMessages(deliveryMessages);
  const mine = liveView(useQuery(ownOrdersQuery(record.uid), queryClient));
  const held = useHeldCash(record.uid);
  const queue = liveView(useQuery(readyQueueQuery, queryClient));
  const [news, setNews] = useState<News | null>(null);
  const asked = useOrderInView();
  /** Orders seen waiting in the queue: when one becomes theirs, they took it themselves. */
  const queued = useRef(new Set<string>());
  useEffect(() => {
    for (const order of queue.items) queued.current.add(order.id);
  }, [queue.items]);

  const own = mine.items;
  const queuedOrders = queue.items;
  const unreadable = [...new Set([...mine.unreadable, ...queue.unreadable])];
  const ownIds = new Set(own.map((order) => order.id));
  // The two lists answer separately: one just taken may still be in the queue's last answer.
  const waiting = queuedOrders
    .filter((order) => !order.deliveryUid && !ownIds.has(order.id))
    .sort(newestFirst);
  const onTheWay = own.filter((order) => order.status === 'outForDelivery');
  const toPickUp = own.filter((order) => order.status === 'ready');
  const atShop = own.filter((order) => order.status === 'placed' || order.status === 'accepted');
  const done = own.filter((order) => isFinal(order.status));
  // At their cash limit, a rider may still take these.
  const waitingByUpi = waiting.filter((order) => order.paidByUpi).length;
  // An order paid by UPI is carried, not collected.
  const cash = [...onTheWay, ...toPickUp]
    .filter((order) => !order.paidByUpi)
    .reduce((sum, order) => sum + order.total, 0);

  // News is seen to once its orders moved on: a ready one taken, a given one picked up.
  const stillNews = news && {
    ...news,
    numbers: news.numbers.filter((number) =>
      (news.kind === 'ready' ? waiting : [...toPickUp, ...atShop]).some(
        (order) => order.number === number,
      ),
    ),
  };
  const told = stillNews && stillNews.numbers.length > 0 ? stillNews : null;
  const newsText = told && newsSentence(t, told);

  useBlinkingTitle(waiting.length > 0 ? t.deliveriesTitle(waiting.length) : t.deliveries, newsText);
  useArrivals(
    queue.items,
    queue.status === 'ready',
    () => true,
    (arrived) => {
      announceNewWork();
      setNews({ kind: 'ready', numbers: arrived.map(numberOf) });
    },
  );
  useArrivals(
    mine.items,
    mine.status === 'ready',
    (order) => !queued.current.has(order.id),
    (arrived) => {
      announceNewWork();
      setNews({ kind: 'given', numbers: arrived.map(numberOf) });
    },
  );

  /** The banner's tap: the first card it names, in view and focused. */
  const openNews = () => {
    showWorkCard(told?.numbers[0]);
    setNews(null);
  };

  const failure = mine.error ?? queue.error;
  const loading =
    (mine.status === 'loading' || queue.status === 'loading') &&
    own.length === 0 &&
    waiting.length === 0;

  return (
    <div className="container-lg page staff-page">
      <div className="staff-head">
        <div>
          <p className="admin-kicker mb-0">{t.signedInAs({ name: record.name })}</p>
          <h1 className="page-title">{t.yourDeliveries}</h1>
        </div>
        <SignOutButton />
      </div>
      {cash > 0 && (
        <p className="cash-summary">
          {t.cashToCollect} <strong>{formatRupees(cash)}</strong>
        </p>
      )}
      <CashInHand cash={held} />
      <SoundSwitch askLabel={t.soundAsk} />
      <StaffPushSwitch uid={record.uid} />
      {told && newsText && (
        <NewWorkBanner
          news={newsText}
          count={told.numbers.length}
          onOpen={openNews}
          onDismiss={() => setNews(null)}
        />
      )}
      {failure && (
        <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="alert">
          <span className="flex-grow-1">
            {failure} {t.notUpdating}
          </span>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => {
              if (mine.error) mine.retry();
              if (queue.error) queue.retry();
            }}
          >
            {t.tryAgain}
          </button>
        </div>
      )}
      {loading ? (
        <LoadingView label={t.loading} />
      ) : (
        <>
          <UnreadableOrders ids={unreadable} />
          <Section title={t.onTheWay} orders={onTheWay} uid={record.uid} asked={asked} />
          <Section title={t.toPickUp} orders={toPickUp} uid={record.uid} asked={asked} />
          <Section
            title={t.waitingAtShops}
            orders={waiting}
            uid={record.uid}
            empty={t.nothingWaiting}
            asked={asked}
            cashBlocked={!held.mayTakeCash}
            note={
              held.ready && !held.mayTakeCash && waiting.length > 0 ? (
                <div className="cash-limit-queue">
                  <CashLimitNote cash={held} />
                  <p className="fw-semibold">
                    {waitingByUpi > 0 ? t.upiStillTakeable(waitingByUpi) : t.noUpiWaiting}
                  </p>
                </div>
              ) : null
            }
          />
          <Section title={t.givenStillPreparing} orders={atShop} uid={record.uid} asked={asked} />
          {done.length > 0 && (
            <details
              className="staff-finished"
              // A notice about an order already done opens the list on it.
              open={done.some((order) => order.id === asked) || undefined}
            >
              <summary>{t.done(done.length)}</summary>
              <ul className="staff-order-list list-unstyled mt-2">
                {done.map((order) => (
                  <li key={order.id} {...orderCardProps(order.id, asked)}>
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
  const t = useMessages(deliveryMessages);
  const access = useStaffAccess('delivery');
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
      return <Navigate to={paths.deliveryLogin.href()} replace />;
    case 'not-staff':
      return (
        <StaffNotAllowed title={access.deactivated ? t.accountOff : t.notForYou}>
          <p className="mb-0">{access.deactivated ? t.callAdminToSwitchOn : t.notACourier}</p>
        </StaffNotAllowed>
      );
    case 'ready':
      return <Deliveries record={access.record} />;
  }
}
