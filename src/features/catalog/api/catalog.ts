import { getBackend } from '../../../backend';
import type { Cursor, Filter } from '../../../port/types';
import { readOne, readPage, type ListPage } from '../../../data/lists';
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
import { queryOptions } from '@tanstack/react-query';
import { pagedQuery } from '../../../data/query-client';

export function listShops(type: ShopType, after: Cursor | null = null): Promise<ListPage<Shop>> {
  return readPage(
    {
      collection: collections.shops,
      where: [{ field: 'type', op: '==', value: type }],
      orderBy: [{ field: 'name' }],
    },
    after,
  );
}

export const getShop = (id: string) => readOne(collections.shops, id);

export const getProduct = (id: string) => readOne(collections.products, id);

/** A product in a list of many shops' products, with whether its shop takes orders now. */
export type ListedProduct = WithId<Product> & { shopState: ShopState };

/** Read again at most this often while the customer browses. */
const SHOP_STATES_TTL_MS = 30_000;
let shopStates: { at: number; states: Promise<ShopStates['states']> } | null = null;

/**
 * Every shop's state (config/shops, kept by the server): one read serves a
 * whole page of products from many shops. A shop it does not name yet counts
 * as open — the server refuses a closed shop's order anyway.
 */
function loadShopStates(): Promise<ShopStates['states']> {
  if (!shopStates || Date.now() - shopStates.at > SHOP_STATES_TTL_MS) {
    const states = getBackend()
      .then(({ store }) => store.get(collections.config, configDocs.shops))
      .then((doc) => parseData(shopStatesSchema, doc?.data)?.states ?? {});
    states.catch(() => {
      shopStates = null; // ask again next time
    });
    shopStates = { at: Date.now(), states };
  }
  return shopStates.states;
}

async function withShopStates(products: WithId<Product>[]): Promise<ListedProduct[]> {
  if (products.length === 0) return [];
  const states = await loadShopStates().catch(() => ({}) as ShopStates['states']);
  return products.map((product) => ({ ...product, shopState: states[product.shopId] ?? 'open' }));
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
  pagedQuery(['shops', type], (after) => listShops(type, after));

export const productsQuery = (filter: ProductFilter) =>
  pagedQuery(['products', filter], (after) => listProducts(filter, after));

/** Products of many shops, each with whether its shop takes orders now. */
export const catalogProductsQuery = (filter: ProductFilter) =>
  pagedQuery(['catalog-products', filter], (after) => listCatalogProducts(filter, after));

export const shopQuery = (id: string) =>
  queryOptions({ queryKey: ['shop', id], queryFn: () => getShop(id) });

export interface ProductAndShop {
  product: WithId<Product>;
  shop: WithId<Shop> | null;
}

async function readProductAndShop(productId: string): Promise<ProductAndShop | null> {
  const product = await getProduct(productId);
  if (!product) return null;
  return { product, shop: await getShop(product.shopId) };
}

/** A product's page: the product, and its shop for the name, hours and whether it is open. */
export const productPageQuery = (productId: string) =>
  queryOptions({
    queryKey: ['product-page', productId],
    queryFn: () => readProductAndShop(productId),
  });

/** The home search's answer for `text`: shops and products whose words start with it. */
export const catalogSearchQuery = (text: string) =>
  queryOptions({ queryKey: ['catalog-search', text], queryFn: () => searchCatalog(text) });
