import { getBackend } from '../../../backend';
import type { Cursor, Filter } from '../../../port/types';
import { readOne, readPage, readPageOfType, type ListPage } from '../../../data/lists';
import { modelOf } from '../../../data/docs';
import { parseData, shopStatesSchema } from '../../../lib/model-schemas';
import {
  collections,
  configDocs,
  type Product,
  type Shop,
  type ShopState,
  type ShopStates,
  type ShopType,
  type WithId,
} from '../../../lib/models';
import { hasSearchText, matchesKeywords, searchKeyOf } from '../../../lib/search-words';
import { takesOrdersAt } from '../../../lib/shop-hours';
import { queryOptions } from '@tanstack/react-query';
import { pagedQuery, queryClient } from '../../../data/query-client';
import { productQuery, shopQuery } from '../../../data/lists';
import { listKey, recordKey } from '../../../data/entity-keys';

export const listShops = (type: ShopType, after: Cursor | null = null): Promise<ListPage<Shop>> =>
  readPageOfType(collections.shops, type, after);

export const getProduct = (id: string) => readOne(collections.products, id);

/** A product in a list of many shops' products, with whether its shop takes orders now. */
export type ListedProduct = WithId<Product> & { shopState: ShopState };

/**
 * Every shop's state (config/shops, kept by the server): one read serves a
 * whole page of products from many shops, and is read again at most every
 * 30 seconds while the customer browses.
 */
export const shopStatesQuery = queryOptions({
  queryKey: recordKey(collections.config, configDocs.shops),
  queryFn: async (): Promise<ShopStates> => {
    const { store } = await getBackend();
    const doc = await store.get(collections.config, configDocs.shops);
    return parseData(shopStatesSchema, doc?.data) ?? { states: {} };
  },
  staleTime: 30_000,
  // Only a decoration of the products: a failed read is no reason to hold a page back.
  retry: false,
});

/**
 * Products with their shops' states. A shop the states do not name yet (or
 * that cannot be read) counts as open: the server refuses a closed shop's
 * order anyway.
 */
async function withShopStates(products: WithId<Product>[]): Promise<ListedProduct[]> {
  if (products.length === 0) return [];
  const { states, times = {} } = await queryClient
    .fetchQuery(shopStatesQuery)
    .catch((): ShopStates => ({ states: {} }));
  const now = new Date();
  const stateOf = (shopId: string): ShopState => {
    const state = states[shopId] ?? 'open';
    const shopTimes = times[shopId];
    // Open by its vendor, closed by its hours (or paused) now: said as closed, as its page says it.
    if (state === 'open' && shopTimes && !takesOrdersAt({ open: true, ...shopTimes }, now)) {
      return 'closed';
    }
    return state;
  };
  return products.map((product) => ({ ...product, shopState: stateOf(product.shopId) }));
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
): Promise<ListPage<Product>> {
  if (filter.text && !hasSearchText(filter.text)) return { items: [], next: null };
  const where: Filter[] = [];
  if (filter.shopId) where.push({ field: 'shopId', op: '==', value: filter.shopId });
  if (filter.category) where.push({ field: 'category', op: '==', value: filter.category });
  const key = filter.text ? searchKeyOf(filter.text) : null;
  if (key) where.push({ field: 'keywords', op: 'array-contains', value: key });
  const page = await readPage(
    { collection: collections.products, where, orderBy: [{ field: 'name' }] },
    after,
  );
  const text = filter.text ?? '';
  const items = page.items.filter((product) => matchesKeywords(product.keywords, text));
  return { items, next: page.next };
}

/** A page of many shops' products, each with whether its shop takes orders now. */
export async function listCatalogProducts(
  filter: ProductFilter,
  after: Cursor | null = null,
): Promise<{ items: ListedProduct[]; next: Cursor | null }> {
  const page = await listProducts(filter, after);
  return { items: await withShopStates(page.items), next: page.next };
}

export interface SearchResults {
  shops: WithId<Shop>[];
  products: ListedProduct[];
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
      .map((doc) => modelOf(collections.shops, doc))
      .filter((shop) => matchesKeywords(shop.keywords, text)),
    products: await withShopStates(
      products.docs
        .map((doc) => modelOf(collections.products, doc))
        .filter((product) => matchesKeywords(product.keywords, text)),
    ),
  };
}

export const shopsQuery = (type: ShopType) =>
  pagedQuery(listKey(collections.shops, { type }), (after) => listShops(type, after));

export const productsQuery = (filter: ProductFilter) =>
  pagedQuery(listKey(collections.products, filter), (after) => listProducts(filter, after));

/** Products of many shops, each with whether its shop takes orders now. */
export const catalogProductsQuery = (filter: ProductFilter) =>
  pagedQuery(listKey(collections.products, { withShopStates: filter }), (after) =>
    listCatalogProducts(filter, after),
  );

/** A product, for its page (which reads its shop with `shopQuery`). */
export { productQuery, shopQuery };

/** The home search's answer for `text`: shops and products whose words start with it. */
export const catalogSearchQuery = (text: string) =>
  queryOptions({
    queryKey: listKey(collections.products, { search: text }),
    queryFn: () => searchCatalog(text),
  });
