import { backendError } from '../port/errors';
import { parseDoc, productSchema } from '../lib/model-schemas';
import { collections } from '../lib/models';
import { vendorShopRequest } from '../lib/requests/call-schemas';
import { sentence } from '../lib/server-sentences';
import { rolesOf, signedInUid, type ServerContext } from './context';
import { parseRequest } from './parse-request';

/**
 * A vendor keeps their own shop: opens or closes it, sets a product's stock
 * and price within the bounds every writer is held to. Only their own shop,
 * read from their staff document, never from the request.
 */
export async function handleVendorShopAction(
  context: ServerContext,
  data: unknown,
): Promise<{ done: true }> {
  const request = parseRequest(vendorShopRequest, data);
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
