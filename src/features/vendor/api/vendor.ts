import { getBackend } from '../../../backend';
import type { Cursor, QuerySpec } from '../../../backend/types';
import type { PageOf } from '../../../components/use-paged-list';
import { withId } from '../../../lib/docs';
import { collections, type Product, type Shop, type WithId } from '../../../lib/models';

/**
 * What a vendor reads and changes, all scoped to their own shop: its orders
 * (live), its open/closed state, its products' stock and price. Changes go
 * to the server, which checks the shop is theirs and the bounds.
 */

/** Newest orders first; enough for a day's work at a town shop. */
export const VENDOR_ORDER_LIMIT = 50;
const PRODUCT_PAGE = 20;

/** The vendor inbox: one listener on their shop's orders. */
export function shopOrdersQuery(shopId: string): QuerySpec {
  return {
    collection: collections.orders,
    where: [{ field: 'shopId', op: '==', value: shopId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: VENDOR_ORDER_LIMIT,
  };
}

export async function readShop(shopId: string): Promise<WithId<Shop> | null> {
  const { store } = await getBackend();
  const doc = await store.get(collections.shops, shopId);
  return doc && withId<Shop>(doc);
}

/** The vendor's own shop, opened or closed (the server knows which shop is theirs). */
export async function setShopOpen(open: boolean): Promise<void> {
  const backend = await getBackend();
  await backend.call('vendorShopAction', { action: 'setOpen', open });
}

export async function listShopProducts(
  shopId: string,
  after: Cursor | null,
): Promise<PageOf<WithId<Product>>> {
  const { store } = await getBackend();
  const page = await store.query({
    collection: collections.products,
    where: [{ field: 'shopId', op: '==', value: shopId }],
    orderBy: [{ field: 'name' }],
    limit: PRODUCT_PAGE,
    ...(after && { startAfter: after }),
  });
  return { items: page.docs.map((doc) => withId<Product>(doc)), next: page.next };
}

export async function saveStockAndPrice(
  productId: string,
  change: { stock: number; price: number },
): Promise<void> {
  const backend = await getBackend();
  await backend.call('vendorShopAction', { action: 'setStockAndPrice', productId, ...change });
}

export { moveOrder as moveAsVendor } from '../../../domain/order-actions';
