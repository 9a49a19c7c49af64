import { liveQuery } from '../../../data/query-client';
import { modelOf } from '../../../data/docs';
import { readOrder } from '../../../lib/model-schemas';
import { collections } from '../../../lib/models';
import type { StoredDoc } from '../../../port/types';

/**
 * The dashboard's figures, each one listener: today's orders, the open
 * ones, products running low and staff alerts not yet sent. Each is capped;
 * a figure at its cap reads "200+".
 */

/** At or below this a product shows as running low. */
export const LOW_STOCK = 5;
export const TODAY_LIMIT = 200;
export const OPEN_LIMIT = 100;
const openStatuses = ['placed', 'accepted', 'ready', 'outForDelivery'];

/** Local midnight of a 'YYYY-MM-DD' day. */
function startOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** Orders placed since local midnight of `day`, newest first. */
export const todaysOrdersQuery = (day: string) =>
  liveQuery(
    ['today', day],
    {
      collection: collections.orders,
      where: [{ field: 'createdAt', op: '>=', value: startOf(day) }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: TODAY_LIMIT,
    },
    readOrder,
  );

export const openOrdersQuery = liveQuery(
  ['open-orders'],
  {
    collection: collections.orders,
    where: [{ field: 'status', op: 'in', value: openStatuses }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: OPEN_LIMIT,
  },
  readOrder,
);

export const LOW_STOCK_LIMIT = 12;

export const lowStockQuery = liveQuery(
  ['low-stock'],
  {
    collection: collections.products,
    where: [{ field: 'stock', op: '<=', value: LOW_STOCK }],
    orderBy: [{ field: 'stock' }],
    limit: LOW_STOCK_LIMIT,
  },
  (doc: StoredDoc) => modelOf(collections.products, doc),
);

export const UNSENT_LIMIT = 50;

export const unsentAlertsQuery = liveQuery(
  ['unsent-alerts'],
  {
    collection: collections.notifications,
    where: [{ field: 'status', op: 'in', value: ['pending', 'failed'] }],
    limit: UNSENT_LIMIT,
  },
  (doc: StoredDoc) => modelOf(collections.notifications, doc),
);
