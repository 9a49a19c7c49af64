import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import { liveQuery } from '../../../data/query-client';
import { parseDoc, readOrder } from '../../../lib/model-schemas';
import { cashLineModel, riderCashModel, type RiderCash } from '../../../lib/cash-ledger';
import { collections } from '../../../lib/models';
import { shopQuery } from '../../../data/lists';
import { listKey } from '../../../data/entity-keys';

/**
 * What a delivery person reads and does: two live lists scoped as the rules
 * allow (their own orders; ready orders nobody has taken), and the claim and
 * status moves of the one order workflow.
 */
export const DELIVERY_LIMIT = 30;

/** The orders given to this delivery person, live. */
export const ownOrdersQuery = (uid: string) =>
  liveQuery(
    ['delivery-own', uid],
    {
      collection: collections.orders,
      where: [{ field: 'deliveryUid', op: '==', value: uid }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: DELIVERY_LIMIT,
    },
    readOrder,
  );

/** Ready and unclaimed, live; equality filters only, sorted on the phone (no extra index). */
export const readyQueueQuery = liveQuery(
  ['ready-queue'],
  {
    collection: collections.orders,
    where: [
      { field: 'status', op: '==', value: 'ready' },
      { field: 'deliveryUid', op: '==', value: null },
    ],
    limit: DELIVERY_LIMIT,
  },
  readOrder,
);

export { useOrderMove } from '../../../data/order-actions';

/** The shop to pick an order up from (its names, address and phone): read once per shop while the screen is open. */
export const pickupPlaceQuery = (shopId: string) =>
  queryOptions({ ...shopQuery(shopId), staleTime: Infinity });

/** The most recent cash lines a delivery person sees: more than a day's work. */
export const CASH_LINES_LIMIT = 50;

/** This delivery person's cash ledger, newest first, live: the newest line's balance is what they hold. */
export const cashLinesQuery = (uid: string) =>
  liveQuery(
    ['cash-lines', uid],
    {
      collection: collections.cashLedger,
      where: [{ field: 'riderUid', op: '==', value: uid }],
      orderBy: [{ field: 'at', direction: 'desc' }],
      limit: CASH_LINES_LIMIT,
    },
    (doc) => parseDoc(cashLineModel, doc),
  );

/**
 * The cash this delivery person holds, the limit the admin set them and what
 * is owed back; `unreadable` when the record fails its model (the server
 * refuses to write to it until the admin rebuilds it).
 */
export type HeldCash =
  { state: 'none' } | { state: 'unreadable' } | { state: 'held'; cash: RiderCash };

/**
 * Read again whenever a new ledger line arrives (`newest`), so the limit and
 * what is owed back follow the live lines.
 */
export const riderCashQuery = (uid: string, newest: string | null = null) =>
  queryOptions({
    queryKey: listKey(collections.riderCash, { uid, newest }),
    queryFn: async (): Promise<HeldCash> => {
      const { store } = await getBackend();
      const doc = await store.get(collections.riderCash, uid);
      if (!doc) return { state: 'none' };
      const cash = parseDoc(riderCashModel, doc);
      return cash ? { state: 'held', cash } : { state: 'unreadable' };
    },
    placeholderData: keepPreviousData,
  });
