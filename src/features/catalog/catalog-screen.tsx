import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListFooter } from '../../components/list-footer';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePagedList } from '../../components/use-paged-list';
import { productCategories } from '../../lib/product-categories';
import { listCatalogProducts, searchCatalog, type SearchResults } from './api/catalog';
import { CartSummaryBar } from './components/cart-summary-bar';
import { ProductCard } from './components/product-card';
import { ShopCard } from './components/shop-card';
import { useAddToCart } from './components/use-add-to-cart';

/** Shops whose name matches the search, above the products (the home search lands here). */
function MatchingShops({ text }: { text: string }) {
  const [shops, setShops] = useState<SearchResults['shops']>([]);
  useEffect(() => {
    let current = true;
    searchCatalog(text).then(
      (found) => current && setShops(found.shops),
      () => current && setShops([]),
    );
    return () => {
      current = false;
    };
  }, [text]);
  if (shops.length === 0) return null;
  return (
    <section aria-labelledby="matching-shops" className="mb-3">
      <h2 id="matching-shops" className="section-title mt-0">
        Shops
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

export default function CatalogScreen() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const urlText = params.get('q') ?? '';
  const [text, setText] = useState(urlText);
  const query = urlText.trim();
  useDocumentTitle(query ? `“${query}”` : category || 'All products');

  // Typing updates the URL after a pause, so a reload or a shared link keeps the search.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() === query) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set('q', text.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [text, query, setParams]);

  const list = usePagedList(`${category}|${query}`, (after) =>
    listCatalogProducts({ ...(category && { category }), ...(query && { text: query }) }, after),
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
        {query ? `Results for “${query}”` : category || 'All products'}
      </h1>
      <p className="page-lead">
        Every shop&apos;s shelves in one place. Prices are the shop&apos;s own.
      </p>
      <div className="filter-bar" role="search">
        <label htmlFor="catalog-text" className="visually-hidden">
          Search products
        </label>
        <input
          id="catalog-text"
          type="search"
          className="form-control"
          placeholder="Search products"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <label htmlFor="catalog-category" className="visually-hidden">
          Category
        </label>
        <select
          id="catalog-category"
          className="form-select"
          value={category}
          onChange={(event) => chooseCategory(event.target.value)}
        >
          <option value="">All categories</option>
          {productCategories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {query && <MatchingShops text={query} />}
      {query && list.items.length > 0 && <h2 className="section-title mt-0">Products</h2>}
      {list.items.length > 0 && (
        <div className="product-grid">
          {list.items.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              shopState={product.shopState}
              showShop
              onAdd={cart.add}
            />
          ))}
        </div>
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <div className="empty-state">
          <h2>No products found</h2>
          <p className="mb-0">Try another word or category.</p>
        </div>
      )}
      <ListFooter
        status={list.status}
        error={list.error}
        hasMore={list.next !== null}
        onMore={list.loadMore}
        onRetry={list.retry}
        moreLabel="More products"
      />
      {cart.feedback}
      <CartSummaryBar />
    </div>
  );
}
