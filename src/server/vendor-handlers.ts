import * as v from 'valibot';
import type { VendorShopRequest } from '../port/callables';
import { backendError } from '../port/errors';
import { isPrice, isStock } from '../lib/limits';
import { parseDoc, productSchema } from '../lib/model-schemas';
import { collections } from '../lib/models';
import { sentence } from '../lib/server-sentences';
import { rolesOf, signedInUid, type ServerContext } from './context';
import { docId } from '../lib/requests/schemas';
import { parseRequest } from './schemas';

const vendorShopSchema: v.GenericSchema<VendorShopRequest> = v.union([
  v.object({ action: v.literal('setOpen'), open: v.boolean() }),
  v.object({
    action: v.literal('setStockAndPrice'),
    productId: docId,
    stock: v.pipe(
      v.number(),
      v.check((value: number) => isStock(value), 'Stock is a whole number, 0 to 10000.'),
    ),
    price: v.pipe(
      v.number(),
      v.check((value: number) => isPrice(value), 'A price is ₹0 to ₹1,00,000, in whole paise.'),
    ),
  }),
]);

/**
 * A vendor keeps their own shop: opens or closes it, sets a product's stock
 * and price within the bounds every writer is held to. Only their own shop,
 * read from their staff document, never from the request.
 */
export async function handleVendorShopAction(
  context: ServerContext,
  data: unknown,
): Promise<{ done: true }> {
  const request = parseRequest(vendorShopSchema, data);
  const { vendorShopId } = await rolesOf(context, signedInUid(context));
  if (!vendorShopId) throw backendError('permission-denied', sentence('vendorOnly'));
  await context.store.runTransaction(async (tx) => {
    if (request.action === 'setOpen') {
      if (!(await tx.get(collections.shops, vendorShopId))) {
        throw backendError('not-found', sentence('shopGone'));
      }
      tx.update(collections.shops, vendorShopId, { open: request.open });
      return;
    }
    const product = parseDoc(productSchema, await tx.get(collections.products, request.productId));
    if (!product || product.shopId !== vendorShopId) {
      throw backendError('permission-denied', sentence('productNotYours'));
    }
    tx.update(collections.products, request.productId, {
      stock: request.stock,
      price: request.price,
    });
  });
  return { done: true };
}
