import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { QuerySpec } from '../../backend/types';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLiveQuery } from '../../components/use-live-query';
import { paths } from '../../config/paths';
import { localDayOf } from '../../lib/local-date';
import { collections, type NotificationDoc, type Product } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { statusLabels } from '../../lib/order-status';
import { AdminFrame } from './components/admin-frame';
import { adminCollections } from './config/collections';
import { formatMoment } from './config/form-values';
import type { AdminGroup } from './config/types';
import { OrderingSettings } from './components/ordering-settings';
import { readOrders } from '../../lib/model-schemas';

/** At or below this a product shows as running low. */
export const LOW_STOCK = 5;
const TODAY_LIMIT = 200;
const OPEN_LIMIT = 100;
const openStatuses = ['placed', 'accepted', 'ready', 'outForDelivery'];

/** Local midnight today, as a key that changes when the day does. */
function useToday(): string {
  const [day, setDay] = useState(() => localDayOf());
  useEffect(() => {
    const timer = setInterval(() => setDay(localDayOf()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return day;
}

function startOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

function Figure({
  label,
  value,
  note,
  children,
  failed,
  loading,
}: {
  label: string;
  value: string;
  note?: string;
  children?: ReactNode;
  failed: string | null;
  loading: boolean;
}) {
  return (
    <section className="dash-card" aria-label={label}>
      <h2 className="dash-label">{label}</h2>
      {failed ? (
        <p className="text-danger mb-0" role="alert">
          {failed}
        </p>
      ) : (
        <>
          <p className="dash-value" aria-live="polite">
            {loading ? '…' : value}
          </p>
          {note && !loading && <p className="dash-note">{note}</p>}
          {children}
        </>
      )}
    </section>
  );
}

const atLimit = (count: number, limit: number) => (count >= limit ? `${limit}+` : String(count));

/** /admin: the day at a glance, live, and every section one tap away. */
export default function DashboardScreen() {
  useDocumentTitle('Admin');
  const today = useToday();

  const todaySpec: QuerySpec = {
    collection: collections.orders,
    where: [{ field: 'createdAt', op: '>=', value: startOf(today) }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: TODAY_LIMIT,
  };
  const openSpec: QuerySpec = {
    collection: collections.orders,
    where: [{ field: 'status', op: 'in', value: openStatuses }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: OPEN_LIMIT,
  };
  const lowSpec: QuerySpec = {
    collection: collections.products,
    where: [{ field: 'stock', op: '<=', value: LOW_STOCK }],
    orderBy: [{ field: 'stock' }],
    limit: 12,
  };
  const alertSpec: QuerySpec = {
    collection: collections.notifications,
    where: [{ field: 'status', op: 'in', value: ['pending', 'failed'] }],
    limit: 50,
  };
  const todays = useLiveQuery(`today:${today}`, todaySpec);
  const open = useLiveQuery('open', openSpec);
  const low = useLiveQuery('low', lowSpec);
  const alerts = useLiveQuery('alerts', alertSpec);

  const todaysOrders = readOrders(todays.docs).orders;
  const openOrders = readOrders(open.docs).orders;
  const counted = todaysOrders.filter((order) => !['rejected', 'cancelled'].includes(order.status));
  const revenue = counted.reduce((sum, order) => sum + order.total, 0);
  const delivered = counted
    .filter((order) => order.status === 'delivered')
    .reduce((sum, order) => sum + order.total, 0);
  const waiting = openOrders.filter((order) => order.status === 'placed').length;
  const pendingAlerts = alerts.docs
    .map((doc) => ({ id: doc.id, alert: doc.data as unknown as NotificationDoc }))
    .sort((a, b) => b.alert.createdAt.getTime() - a.alert.createdAt.getTime());

  const groups = adminCollections.reduce<Map<AdminGroup, typeof adminCollections>>(
    (map, config) => map.set(config.group, [...(map.get(config.group) ?? []), config]),
    new Map(),
  );

  return (
    <AdminFrame>
      <h1 className="page-title">Today in town</h1>
      <p className="page-lead">These figures update by themselves as orders come in.</p>
      <div className="dash-grid">
        <Figure
          label="Orders today"
          value={atLimit(todays.docs.length, TODAY_LIMIT)}
          note={`${todaysOrders.length - counted.length} rejected or cancelled`}
          failed={todays.error}
          loading={todays.status === 'loading'}
        />
        <Figure
          label="Revenue today"
          value={formatRupees(revenue)}
          note={`${formatRupees(delivered)} delivered so far`}
          failed={todays.error}
          loading={todays.status === 'loading'}
        />
        <Figure
          label="Open orders"
          value={atLimit(open.docs.length, OPEN_LIMIT)}
          note={`${waiting} waiting for the shop to accept`}
          failed={open.error}
          loading={open.status === 'loading'}
        >
          {openOrders.length > 0 && (
            <ul className="dash-list">
              {openOrders.slice(0, 5).map((order) => {
                return (
                  <li key={order.id}>
                    <Link to={`${paths.adminCollection.href('orders')}?q=${order.number}`}>
                      {order.number}
                    </Link>{' '}
                    {order.shopName} ·{' '}
                    <span className={`status-pill ${order.status}`}>
                      {statusLabels[order.status]}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <Link
            to={paths.adminCollection.href('orders')}
            className="btn btn-outline-primary btn-sm mt-2"
          >
            All orders
          </Link>
        </Figure>
        <Figure
          label="Low stock"
          value={atLimit(low.docs.length, 12)}
          note={`products with ${LOW_STOCK} or fewer left`}
          failed={low.error}
          loading={low.status === 'loading'}
        >
          {low.docs.length > 0 && (
            <ul className="dash-list">
              {low.docs.slice(0, 6).map((doc) => {
                const product = doc.data as unknown as Product;
                return (
                  <li key={doc.id}>
                    <strong>{product.stock}</strong> left · {product.name} ({product.unit}),{' '}
                    {product.shopName}
                  </li>
                );
              })}
            </ul>
          )}
          <Link
            to={paths.adminCollection.href('products')}
            className="btn btn-outline-primary btn-sm mt-2"
          >
            Products
          </Link>
        </Figure>
        <Figure
          label="Unsent alerts"
          value={atLimit(alerts.docs.length, 50)}
          note="staff chat messages the bot has not sent yet"
          failed={alerts.error}
          loading={alerts.status === 'loading'}
        >
          {pendingAlerts.length > 0 && (
            <ul className="dash-list">
              {pendingAlerts.slice(0, 3).map(({ id, alert }) => (
                <li key={id}>
                  {alert.text.split('\n')[0]}{' '}
                  <span className="text-body-secondary">
                    ({alert.chat} chat, {formatMoment(alert.createdAt)})
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={`${paths.adminCollection.href('notifications')}?filter=pending`}
            className="btn btn-outline-primary btn-sm mt-2"
          >
            Staff alerts
          </Link>
        </Figure>
      </div>

      <OrderingSettings />

      {[...groups.entries()].map(([group, configs]) => (
        <section key={group} className="mt-4">
          <h2 className="section-title">{group}</h2>
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
