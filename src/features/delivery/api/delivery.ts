import { queryOptions } from '@tanstack/react-query';
import { liveQuery } from '../../../data/query-client';
import type { LocalNames } from '../../../lib/local-name';
import { collections } from '../../../lib/models';
import { readOne } from '../../../data/lists';

/**
 * What a delivery person reads and does: two live lists scoped as the rules
 * allow (their own orders; ready orders nobody has taken), and the claim and
 * status moves of the one order workflow.
 */
export const DELIVERY_LIMIT = 30;

/** The orders given to this delivery person, live. */
export const ownOrdersQuery = (uid: string) =>
  liveQuery(['delivery-own', uid], {
    collection: collections.orders,
    where: [{ field: 'deliveryUid', op: '==', value: uid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: DELIVERY_LIMIT,
  });

/** Ready and unclaimed, live; equality filters only, sorted on the phone (no extra index). */
export const readyQueueQuery = liveQuery(['ready-queue'], {
  collection: collections.orders,
  where: [
    { field: 'status', op: '==', value: 'ready' },
    { field: 'deliveryUid', op: '==', value: null },
  ],
  limit: DELIVERY_LIMIT,
});

export { claimDelivery as claim, moveOrder as moveAsDelivery } from '../../../data/order-actions';

/** The shop's names (shown in the reader's language), address and phone. */
export interface PickupPlace extends LocalNames {
  address: string;
  phone: string;
}

/** A shop's names, address and phone for pick-up: read once per shop while the screen is open. */
export const pickupPlaceQuery = (shopId: string) =>
  queryOptions({
    queryKey: ['pickup-place', shopId],
    queryFn: async (): Promise<PickupPlace | null> => {
      const shop = await readOne(collections.shops, shopId);
      if (!shop) return null;
      const { name, nameBn, nameHi, address, phone } = shop;
      return { name, nameBn, nameHi, address, phone };
    },
    staleTime: Infinity,
  });
