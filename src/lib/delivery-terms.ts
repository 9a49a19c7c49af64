import type { Neighbourhood, Shop } from './models';
import type { DeliveryTerms } from './money';

/**
 * The terms an order of this shop to this neighbourhood is charged on: the
 * neighbourhood's fee, its free-delivery amount or else the town's, and the
 * shop's minimum. No neighbourhood (a town without a list): the town's fee.
 */
export function deliveryTermsFor(
  town: DeliveryTerms,
  neighbourhood: Pick<Neighbourhood, 'deliveryFee' | 'freeDeliveryAbove'> | null,
  shop: Pick<Shop, 'minimumOrder'> | null,
): DeliveryTerms {
  return {
    deliveryFee: neighbourhood?.deliveryFee ?? town.deliveryFee,
    freeDeliveryAbove: neighbourhood?.freeDeliveryAbove ?? town.freeDeliveryAbove,
    minimumOrder: shop?.minimumOrder ?? 0,
  };
}

/** Whether the shop delivers to the neighbourhood: a shop that names none delivers to all. */
export const deliversTo = (shop: Pick<Shop, 'neighbourhoods'>, neighbourhoodId: string): boolean =>
  !shop.neighbourhoods?.length || shop.neighbourhoods.includes(neighbourhoodId);
