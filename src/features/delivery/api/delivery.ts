import { getBackend } from '../../../backend';
import type { QuerySpec } from '../../../backend/types';
import type { LocalNames } from '../../../lib/local-name';
import { collections, type Shop } from '../../../lib/models';

/**
 * What a delivery person reads and does: two live lists scoped as the rules
 * allow (their own orders; ready orders nobody has taken), and the claim and
 * status moves of the one order workflow.
 */
export const DELIVERY_LIMIT = 30;

export function myOrdersQuery(uid: string): QuerySpec {
  return {
    collection: collections.orders,
    where: [{ field: 'deliveryUid', op: '==', value: uid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: DELIVERY_LIMIT,
  };
}

/** Ready and unclaimed; equality filters only, sorted on the phone (no extra index). */
export function readyQueueQuery(): QuerySpec {
  return {
    collection: collections.orders,
    where: [
      { field: 'status', op: '==', value: 'ready' },
      { field: 'deliveryUid', op: '==', value: null },
    ],
    limit: DELIVERY_LIMIT,
  };
}

export { claimDelivery as claim, moveOrder as moveAsDelivery } from '../../../domain/order-actions';

/** The shop's names (shown in the reader's language), address and phone. */
export interface PickupPlace extends LocalNames {
  address: string;
  phone: string;
}

/** Shops' addresses for pick-up, read once per shop per visit. */
const places = new Map<string, Promise<PickupPlace | null>>();

export function pickupPlace(shopId: string): Promise<PickupPlace | null> {
  let place = places.get(shopId);
  if (!place) {
    place = getBackend()
      .then(({ store }) => store.get(collections.shops, shopId))
      .then((doc) => {
        const shop = doc?.data as unknown as Shop | undefined;
        if (!shop) return null;
        const { name, nameBn, nameHi, address, phone } = shop;
        return { name, nameBn, nameHi, address, phone };
      });
    place.catch(() => places.delete(shopId));
    places.set(shopId, place);
  }
  return place;
}
