import { getBackend } from '../../../backend';
import type { Cursor, Filter } from '../../../backend/types';
import { withId } from '../../../lib/docs';
import {
  collections,
  type Product,
  type Shop,
  type ShopType,
  type WithId,
} from '../../../lib/models';
import { matchesQuery, searchKeyOf } from '../../../lib/search-words';

/** One page of a list screen (BUDGETS.md: 20 documents a page, cursors, never offsets). */
export const PAGE_SIZE = 20;

export interface Page<T> {
  items: WithId<T>[];
  next: Cursor | null;
}

export async function listShops(type: ShopType, after: Cursor | null = null): Promise<Page<Shop>> {
  const { store } = await getBackend();
  const page = await store.query({
    collection: collections.shops,
    where: [{ field: 'type', op: '==', value: type }],
    orderBy: [{ field: 'name' }],
    limit: PAGE_SIZE,
    ...(after && { startAfter: after }),
  });
  return { items: page.docs.map((doc) => withId<Shop>(doc)), next: page.next };
}

export async function getShop(id: string): Promise<WithId<Shop> | null> {
  const { store } = await getBackend();
  const doc = await store.get(collections.shops, id);
  return doc && withId<Shop>(doc);
}

export async function getProduct(id: string): Promise<WithId<Product> | null> {
  const { store } = await getBackend();
  const doc = await store.get(collections.products, id);
  return doc && withId<Product>(doc);
}

export interface ProductFilter {
  shopId?: string;
  category?: string;
  text?: string;
}

/**
 * Products a page at a time. The longest typed word is matched on the server
 * (`keywords` holds word prefixes); any other words are checked on the page.
 */
export async function listProducts(
  filter: ProductFilter,
  after: Cursor | null = null,
): Promise<Page<Product>> {
  const { store } = await getBackend();
  const where: Filter[] = [];
  if (filter.shopId) where.push({ field: 'shopId', op: '==', value: filter.shopId });
  if (filter.category) where.push({ field: 'category', op: '==', value: filter.category });
  const key = filter.text ? searchKeyOf(filter.text) : null;
  if (key) where.push({ field: 'keywords', op: 'array-contains', value: key });
  const page = await store.query({
    collection: collections.products,
    where,
    orderBy: [{ field: 'name' }],
    limit: PAGE_SIZE,
    ...(after && { startAfter: after }),
  });
  const text = filter.text ?? '';
  const items = page.docs
    .map((doc) => withId<Product>(doc))
    .filter((product) => !text || matchesQuery(`${product.name} ${product.category}`, text));
  return { items, next: page.next };
}

export interface SearchResults {
  shops: WithId<Shop>[];
  products: WithId<Product>[];
}

/** The home search: shops and products whose words start with what was typed. */
export async function searchCatalog(text: string): Promise<SearchResults> {
  const key = searchKeyOf(text);
  if (!key) return { shops: [], products: [] };
  const { store } = await getBackend();
  const byKeyword = (collection: string) =>
    store.query({
      collection,
      where: [{ field: 'keywords', op: 'array-contains', value: key }],
      orderBy: [{ field: 'name' }],
      limit: 10,
    });
  const [shops, products] = await Promise.all([
    byKeyword(collections.shops),
    byKeyword(collections.products),
  ]);
  return {
    shops: shops.docs
      .map((doc) => withId<Shop>(doc))
      .filter((shop) => matchesQuery(`${shop.name} ${shop.area} ${shop.type}`, text)),
    products: products.docs
      .map((doc) => withId<Product>(doc))
      .filter((product) => matchesQuery(`${product.name} ${product.category}`, text)),
  };
}
