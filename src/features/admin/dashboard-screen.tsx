import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { useQuery } from '@tanstack/react-query';
import { liveView, queryClient, type LiveList, type LiveView } from '../../data/query-client';
import { paths } from '../../config/paths';
import { choiceName, productUnits } from '../../lib/choice-lists';
import { localDayOf } from '../../lib/local-date';
import { localName, localShopName } from '../../lib/local-name';
import type { NotificationChat } from '../../lib/models';
import { locale, localDigits, useMessages } from '../../lib/i18n';
import { formatRupees } from '../../lib/money';
import { statusMessages } from '../../lib/messages';
import { AdminFrame } from './components/admin-frame';
import { sectionGroups, useAdminCollections } from './sections';
import { collectionMessages } from './config/messages';
import { alertTitle, formatMoment } from './config/format';
import { OrderingSettings } from './components/ordering-settings';
import { escalatedFirst, EscalatedOrders } from './unanswered/escalated-orders';
import { EscalatedLists } from './lists/escalated-lists';
import {
  LOW_STOCK,
  LOW_STOCK_LIMIT,
  lowStockQuery,
  OPEN_LIMIT,
  openOrdersQuery,
  TODAY_LIMIT,
  todaysOrdersQuery,
  UNSENT_LIMIT,
  unsentAlertsQuery,
} from './api/dashboard';
import { adminMessages, alertHeadlineMessages } from './messages';
import { stoppedShort } from '../../lib/order-status';

/** Local midnight today, as a key that changes when the day does. */
function useToday(): string {
  const [day, setDay] = useState(() => localDayOf());
  useEffect(() => {
    const timer = setInterval(() => setDay(localDayOf()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return day;
}

function Figure<T extends { id: string }>({
  label,
  value,
  note,
  list,
  first,
  line,
  more,
}: {
  label: string;
  value: string;
  note?: string;
  /** The live list the figure is read from: its failure is shown instead, and "…" while it loads. */
  list: LiveView<unknown>;
  /** The first few of what the figure counts, each on a line. */
  first?: readonly T[];
  line?: (item: T) => ReactNode;
  /** The way to the whole list behind the figure. */
  more?: { to: string; label: string };
}) {
  const loading = list.status === 'loading';
  return (
    <section className="dash-card" aria-label={label}>
      <h2 className="dash-label">{label}</h2>
      {list.error ? (
        <p className="text-danger mb-0" role="alert">
          {list.error}
        </p>
      ) : (
        <>
          <p className="dash-value" aria-live="polite">
            {loading ? '…' : value}
          </p>
          {note && !loading && <p className="dash-note">{note}</p>}
          {line && first && first.length > 0 && (
            <ul className="dash-list">
              {first.map((item) => (
                <li key={item.id}>{line(item)}</li>
              ))}
            </ul>
          )}
          {more && (
            <Link to={more.to} className="btn btn-outline-primary btn-sm mt-2">
              {more.label}
            </Link>
          )}
        </>
      )}
    </section>
  );
}

/**
 * How many documents a live list holds (those it could not read too), in the
 * language's digits; at the query's limit there may be more.
 */
const atLimit = (list: LiveList<unknown>, limit: number, code: string) => {
  const count = list.items.length + list.unreadable.length;
  return localDigits(count >= limit ? `${limit}+` : String(count), code);
};

/** /admin: the day at a glance, live, and every section one tap away. */
export default function DashboardScreen() {
  const t = useMessages(adminMessages);
  const code = useMessages(locale);
  const statusLabels = useMessages(statusMessages);
  const headlines = useMessages(alertHeadlineMessages);
  useDocumentTitle(t.documentTitle);
  const chatNames: Record<NotificationChat, string> = {
    admin: t.adminChat,
    delivery: t.deliveryChat,
    lab: t.labChat,
    shop: t.shopChat,
  };
  const today = useToday();

  const sections = useAdminCollections();
  const sectionWords = useMessages(collectionMessages);
  const todays = liveView(useQuery(todaysOrdersQuery(today), queryClient));
  const open = liveView(useQuery(openOrdersQuery, queryClient));
  const low = liveView(useQuery(lowStockQuery, queryClient));
  const alerts = liveView(useQuery(unsentAlertsQuery, queryClient));

  const todaysOrders = todays.items;
  const openOrders = escalatedFirst(open.items);
  const counted = todaysOrders.filter((order) => !stoppedShort(order.status));
  const revenue = counted.reduce((sum, order) => sum + order.total, 0);
  const delivered = counted
    .filter((order) => order.status === 'delivered')
    .reduce((sum, order) => sum + order.total, 0);
  const waiting = openOrders.filter((order) => order.status === 'placed').length;
  const pendingAlerts = [...alerts.items].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  );

  return (
    <AdminFrame>
      <h1 className="page-title">{t.todayInTown}</h1>
      <p className="page-lead">{t.figuresUpdate}</p>
      <EscalatedOrders orders={open.items} />
      <EscalatedLists />
      <div className="dash-grid">
        <Figure
          label={t.ordersToday}
          value={atLimit(todays, TODAY_LIMIT, code)}
          note={t.rejectedOrCancelled(todaysOrders.length - counted.length)}
          list={todays}
        />
        <Figure
          label={t.revenueToday}
          value={formatRupees(revenue)}
          note={t.deliveredSoFar({ amount: formatRupees(delivered) })}
          list={todays}
        />
        <Figure
          label={t.openOrders}
          value={atLimit(open, OPEN_LIMIT, code)}
          note={t.waitingForShop(waiting)}
          list={open}
          more={{ to: paths.adminCollection.href('orders'), label: t.allOrders }}
          first={openOrders.slice(0, 5)}
          line={(order) => (
            <>
              <Link to={`${paths.adminCollection.href('orders')}?q=${order.number}`}>
                {order.number}
              </Link>{' '}
              {localShopName(order)} ·{' '}
              <span className={`status-pill ${order.status}`}>{statusLabels[order.status]}</span>
            </>
          )}
        />
        <Figure
          label={t.lowStock}
          value={atLimit(low, LOW_STOCK_LIMIT, code)}
          note={t.lowStockNote(LOW_STOCK)}
          list={low}
          more={{ to: paths.adminCollection.href('products'), label: t.products }}
          first={low.items.slice(0, 6)}
          line={(product) => (
            <>
              <strong>{t.stockLeft(product.stock)}</strong> · {localName(product)} (
              {choiceName(productUnits, product.unit)}), {localShopName(product)}
            </>
          )}
        />
        <Figure
          label={t.unsentAlerts}
          value={atLimit(alerts, UNSENT_LIMIT, code)}
          note={t.unsentAlertsNote}
          list={alerts}
          more={{
            to: `${paths.adminCollection.href('notifications')}?filter=pending`,
            label: t.staffAlerts,
          }}
          first={pendingAlerts.slice(0, 3)}
          line={(alert) => (
            <>
              {alertTitle(headlines, alert, code)}{' '}
              <span className="text-body-secondary">
                {t.alertSource({
                  chat: alert.channel === 'push' ? t.pushAlert : chatNames[alert.chat],
                  time: formatMoment(alert.createdAt),
                })}
              </span>
            </>
          )}
        />
      </div>

      <OrderingSettings />

      {sectionGroups(sections).map(([group, configs]) => (
        <section key={group} className="mt-4">
          <h2 className="section-title">{sectionWords[group]}</h2>
          <ul className="dash-sections list-unstyled">
            {configs.map((config) => (
              <li key={config.type}>
                <Link to={paths.adminCollection.href(config.type)} className="dash-section">
                  <span className="fw-bold">{config.title}</span>
                  <span className="small text-body-secondary">{config.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </AdminFrame>
  );
}
