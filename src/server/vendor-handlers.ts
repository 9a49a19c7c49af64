import { backendError } from '../port/errors';
import { parseDoc, productSchema, shopSchema } from '../lib/model-schemas';
import { collections } from '../lib/models';
import { vendorShopRequest } from '../lib/requests/call-schemas';
import { sentence } from '../lib/server-sentences';
import { SHOP_EXTRA_HOURS_MAX } from '../lib/limits';
import { extraHoursAddTime, nextTownTime, pauseEndsAt } from '../lib/shop-hours';
import type { DocData, StoredDoc } from '../port/types';
import { rolesOf, signedInUid, type ServerContext } from './server-context';
import { parseRequest } from './parse-request';

/**
 * A vendor keeps their own shop: opens or closes it, sets its hours, its
 * UPI id, its minimum order and the neighbourhoods it delivers to (each one
 * on the town's list), sets a product's stock and price within the bounds
 * every writer is held to. Only their own shop, read from their staff
 * document, never from the request.
 *
 * Closing a shop with hours pauses it until its next opening (lib/shop-hours
 * `pauseEndsAt`), stored as `closedUntil`, so it reopens itself; a shop with
 * no hours, or none ahead, stays closed until its vendor opens it. Opening
 * ends any pause at once: within its hours, it takes orders now. Extra
 * hours (`openUntil`) open the shop now for the rest of a day, early or late;
 * closing ends them.
 */
const HOUR_MS = 60 * 60 * 1000;

/**
 * The fields a vendor's extra hours write: open now until the next time the
 * town's clock shows `until`, at most SHOP_EXTRA_HOURS_MAX ahead, and only
 * where they add time to the hours; `until` null ends them. They open a shop
 * switched off or paused, as "Open the shop" would.
 */
function extraHours(doc: StoredDoc, until: string | null, now: Date): DocData {
  const shop = parseDoc(shopSchema, doc);
  if (!shop?.openingHours)
    throw backendError('failed-precondition', sentence('extraHoursNeedHours'));
  if (until === null) return { openUntil: null };
  const ends = nextTownTime(until, now);
  if (ends.getTime() - now.getTime() > SHOP_EXTRA_HOURS_MAX * HOUR_MS) {
    throw backendError(
      'invalid-argument',
      sentence('extraHoursTooLong', { hours: SHOP_EXTRA_HOURS_MAX }),
    );
  }
  if (!extraHoursAddTime(shop, ends, now)) {
    throw backendError('failed-precondition', sentence('extraHoursAddNothing'));
  }
  return { open: true, closedUntil: null, openUntil: ends };
}

export async function handleVendorShopAction(
  context: ServerContext,
  data: unknown,
): Promise<{ done: true }> {
  const request = parseRequest(vendorShopRequest, data);
  const { vendorShopId } = await rolesOf(context, signedInUid(context));
  if (!vendorShopId) throw backendError('permission-denied', sentence('vendorOnly'));
  await context.store.runTransaction(async (tx) => {
    if (
      request.action === 'setOpen' ||
      request.action === 'setHours' ||
      request.action === 'openUntil' ||
      request.action === 'setUpi' ||
      request.action === 'setTerms'
    ) {
      const doc = await tx.get(collections.shops, vendorShopId);
      if (!doc) throw backendError('not-found', sentence('shopGone'));
      if (request.action === 'openUntil') {
        tx.update(collections.shops, vendorShopId, extraHours(doc, request.until, new Date()));
        return;
      }
      if (request.action === 'setTerms') {
        const neighbourhoods = [...new Set(request.neighbourhoods)];
        const listed = await Promise.all(
          neighbourhoods.map((id) => tx.get(collections.neighbourhoods, id)),
        );
        if (listed.some((place) => !place)) {
          throw backendError('failed-precondition', sentence('neighbourhoodNotListed'));
        }
        tx.update(collections.shops, vendorShopId, {
          minimumOrder: request.minimumOrder || null,
          neighbourhoods,
        });
        return;
      }
      if (request.action === 'setUpi') {
        tx.update(collections.shops, vendorShopId, { upiId: request.upiId });
        return;
      }
      if (request.action === 'setHours') {
        tx.update(collections.shops, vendorShopId, { openingHours: request.openingHours });
        return;
      }
      const shop = parseDoc(shopSchema, doc);
      const pausedUntil = request.open
        ? null
        : pauseEndsAt(shop?.openingHours, new Date(), shop?.openUntil);
      tx.update(collections.shops, vendorShopId, {
        open: request.open || pausedUntil !== null,
        closedUntil: pausedUntil,
        // Closing ends the day's extra hours; opening keeps them.
        ...(!request.open && { openUntil: null }),
      });
      return;
    }
    const product = parseDoc(productSchema, await tx.get(collections.products, request.productId));
    if (!product || product.shopId !== vendorShopId) {
      throw backendError('permission-denied', sentence('productNotYours'));
    }
    if (request.stockSeen !== undefined && product.stock !== request.stockSeen) {
      throw backendError(
        'failed-precondition',
        sentence('stockChangedMeanwhile', { stock: product.stock }),
      );
    }
    tx.update(collections.products, request.productId, {
      stock: request.stock,
      price: request.price,
    });
  });
  return { done: true };
}
