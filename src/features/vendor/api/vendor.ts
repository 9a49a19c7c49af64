import { getBackend } from '../../../backend';
import type { Cursor } from '../../../port/types';
import { readPage, type ListPage } from '../../../data/lists';
import { modelOf } from '../../../data/docs';
import { collections, type Product, type Shop, type WithId } from '../../../lib/models';
import { liveQuery, pagedQuery, queryClient } from '../../../data/query-client';
import { queryOptions } from '@tanstack/react-query';

/**
 * What a vendor reads and changes, all scoped to their own shop: its orders
 * (live), its open/closed state, its products' stock and price. Changes go
 * to the server, which checks the shop is theirs and the bounds.
 */

/** Newest orders first; enough for a day's work at a town shop. */
export const VENDOR_ORDER_LIMIT = 50;

/** The vendor inbox: one listener on their shop's orders. */
export const shopOrdersQuery = (shopId: string) =>
  liveQuery(['shop-orders', shopId], {
    collection: collections.orders,
    where: [{ field: 'shopId', op: '==', value: shopId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: VENDOR_ORDER_LIMIT,
  });

export async function readShop(shopId: string): Promise<WithId<Shop> | null> {
  const { store } = await getBackend();
  const doc = await store.get(collections.shops, shopId);
  return doc && modelOf(collections.shops, doc);
}

/** The vendor's own shop, opened or closed (the server knows which shop is theirs). */
export async function setShopOpen(open: boolean): Promise<void> {
  const backend = await getBackend();
  await backend.call('vendorShopAction', { action: 'setOpen', open });
  await queryClient.invalidateQueries({ queryKey: ['vendor-shop'] });
}

export function listShopProducts(shopId: string, after: Cursor | null): Promise<ListPage<Product>> {
  return readPage(
    {
      collection: collections.products,
      where: [{ field: 'shopId', op: '==', value: shopId }],
      orderBy: [{ field: 'name' }],
    },
    after,
  );
}

export async function saveStockAndPrice(
  productId: string,
  change: { stock: number; price: number },
): Promise<void> {
  const backend = await getBackend();
  await backend.call('vendorShopAction', { action: 'setStockAndPrice', productId, ...change });
  // The product lists that show it read again when next shown.
  await queryClient.invalidateQueries({ queryKey: ['shop-products'] });
}

export { moveOrder as moveAsVendor } from '../../../data/order-actions';

export const shopProductsQuery = (shopId: string) =>
  pagedQuery(['shop-products', shopId], (after) => listShopProducts(shopId, after));

export const vendorShopQuery = (shopId: string) =>
  queryOptions({ queryKey: ['vendor-shop', shopId], queryFn: () => readShop(shopId) });
