import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FilterSelect, SearchField } from '../../components/filter-fields';
import { ListFooter } from '../../components/list-footer';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { EmptyState } from '../../components/page';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useListView, queryClient, type OpeningData } from '../../data/query-client';
import { useMessages } from '../../lib/i18n';
import { productCategories } from '../../lib/product-categories';
import { categoryNames } from '../../lib/messages';
import { SEARCH_TEXT_MAX } from '../../lib/search-words';
import { catalogProductsQuery, catalogSearchQuery, type ProductFilter } from './api/catalog';
import { CartSummaryBar } from './components/cart-summary-bar';
import { ProductGrid } from './components/product-card';
import { ShopCard } from './components/shop-card';
import { useAddToCart } from './components/use-add-to-cart';
import { catalogMessages, productSearchMessages } from './messages';

/** Shops whose name matches the search, above the products (the home search lands here). */
function MatchingShops({ text }: { text: string }) {
  const t = useMessages(productSearchMessages);
  // Only a help above the products: while it loads, or if it fails, nothing shows.
  const shops = useQuery(catalogSearchQuery(text), queryClient).data?.shops ?? [];
  if (shops.length === 0) return null;
  return (
    <section aria-labelledby="matching-shops" className="mb-3">
      <h2 id="matching-shops" className="section-title mt-0">
        {t.shops}
      </h2>
      <ul className="card-list list-unstyled mb-0">
        {shops.map((shop) => (
          <li key={shop.id}>
            <ShopCard shop={shop} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the link searches for (`?q=`), no longer than a search box takes. */
const linkedQuery = (search: URLSearchParams) => (search.get('q') ?? '').slice(0, SEARCH_TEXT_MAX);

export const openingData: OpeningData = async ({ search }) => {
  const filter = catalogFilter(search.get('category') ?? '', linkedQuery(search).trim());
  await Promise.all([
    queryClient.prefetchInfiniteQuery(catalogProductsQuery(filter)),
    filter.text && queryClient.prefetchQuery(catalogSearchQuery(filter.text)),
  ]);
};

const catalogFilter = (category: string, text: string): ProductFilter => ({
  ...(category && { category }),
  ...(text && { text }),
});

export default function CatalogScreen() {
  const t = useMessages(productSearchMessages);
  const words = useMessages(catalogMessages);
  const categories = useMessages(categoryNames);
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const urlText = linkedQuery(params);
  const [text, setText] = useState(urlText);
  const query = urlText.trim();
  const categoryName = category && (categories[category] ?? category);
  useDocumentTitle(query ? t.quotedQuery({ query }) : categoryName || t.allProducts);

  // Typing updates the URL after a pause, so a reload or a shared link keeps the search.
  const settledText = useDebouncedValue(text.trim());
  useEffect(() => {
    if (settledText === query) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settledText) next.set('q', settledText);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [settledText, query, setParams]);

  const list = useListView(
    useInfiniteQuery(catalogProductsQuery(catalogFilter(category, query)), queryClient),
  );
  const cart = useAddToCart();

  const chooseCategory = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('category', value);
      else next.delete('category');
      return next;
    });

  return (
    <div className="container-lg page">
      <h1 className="page-title">
        {query ? t.resultsFor({ query }) : categoryName || t.allProducts}
      </h1>
      <p className="page-lead">{t.lead}</p>
      <div className="filter-bar" role="search">
        <SearchField
          label={t.searchProducts}
          placeholder={t.searchProducts}
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          onText={setText}
        />
        <FilterSelect
          label={t.category}
          value={category}
          onChoose={chooseCategory}
          everyLabel={t.allCategories}
          options={productCategories.map((name) => ({
            value: name,
            name: categories[name] ?? name,
          }))}
        />
      </div>
      {query && <MatchingShops text={query} />}
      {query && list.items.length > 0 && <h2 className="section-title mt-0">{t.products}</h2>}
      <ProductGrid
        products={list.items}
        shopStateOf={(product) => product.shopState}
        showShop
        onAdd={cart.add}
      />
      {list.status === 'ready' && list.items.length === 0 && (
        <EmptyState title={t.noProducts}>
          <p className="mb-0">{t.tryAnotherWord}</p>
        </EmptyState>
      )}
      <ListFooter list={list} moreLabel={words.moreProducts} />
      {cart.feedback}
      <CartSummaryBar />
    </div>
  );
}
