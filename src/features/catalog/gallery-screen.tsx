import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ListFooter } from '../../components/list-footer';
import { LoadingView, ProblemView } from '../../components/screen-status';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePagedList } from '../../components/use-paged-list';
import { ClockIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import type { Shop, WithId } from '../../lib/models';
import { listProducts } from './api/catalog';
import { OpenBadge } from './components/shop-card';
import { ProductCard } from './components/product-card';
import { useAddToCart } from './components/use-add-to-cart';
import { useShop } from './use-shop';
import { CartSummaryBar } from './components/cart-summary-bar';

function ShopProducts({ shop }: { shop: WithId<Shop> }) {
  useDocumentTitle(shop.name);
  const [text, setText] = useState('');
  const query = text.trim();
  const list = usePagedList(`${shop.id}|${query}`, (after) =>
    listProducts({ shopId: shop.id, ...(query && { text: query }) }, after),
  );
  const cart = useAddToCart();

  return (
    <div className="container-lg page">
      <Link to={shopListHref(shop)} className="d-inline-block mb-2">
        ← All {shopListName(shop)}
      </Link>
      <div className="shop-header">
        <img src={shop.image} alt="" width="112" height="112" />
        <div>
          <h1 className="page-title d-flex flex-wrap align-items-center gap-2">
            {shop.name} <OpenBadge open={shop.open} />
          </h1>
          <p className="mb-1">{shop.description}</p>
          <p className="shop-card-line mb-1">
            <PinIcon />
            {shop.address}
          </p>
          <p className="shop-card-line mb-1">
            <ClockIcon />
            {shop.hours}
          </p>
          <p className="shop-card-line mb-0">
            <PhoneIcon />
            <a href={`tel:${shop.phone}`}>{shop.phone}</a>
          </p>
        </div>
      </div>
      {!shop.open && (
        <div className="alert alert-secondary" role="note">
          This shop is closed right now. You can look around, but ordering opens when the shop does.
        </div>
      )}
      <div className="filter-bar" role="search">
        <label htmlFor="shop-filter" className="visually-hidden">
          Search this shop
        </label>
        <input
          id="shop-filter"
          type="search"
          className="form-control"
          placeholder={`Search ${shop.name}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {list.items.length > 0 && (
        <div className="product-grid">
          {list.items.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              shopState={shop.open ? 'open' : 'closed'}
              onAdd={cart.add}
            />
          ))}
        </div>
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <div className="empty-state">
          <h2>{query ? `Nothing matches “${query}”` : 'No products listed yet'}</h2>
          <p className="mb-0">
            {query
              ? 'Try a shorter word, or clear the search.'
              : 'Call the shop to ask what they have.'}
          </p>
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

const listPaths: Record<Shop['type'], { href: string; name: string }> = {
  grocery: { href: paths.groceryShops.href(), name: 'grocery shops' },
  bazaar: { href: paths.bazaar.href(), name: 'bazaar shops' },
  food: { href: paths.food.href(), name: 'food shops' },
  onlineShop: { href: paths.onlineShop.href(), name: 'online shops' },
  pharmacy: { href: paths.pharmacy.href(), name: 'pharmacies' },
};
const shopListHref = (shop: Shop) => listPaths[shop.type].href;
const shopListName = (shop: Shop) => listPaths[shop.type].name;

export default function GalleryScreen() {
  const { id = '' } = useParams();
  const { state, retry } = useShop(id);
  if (state.status === 'loading') return <LoadingView />;
  if (state.status === 'ready') return <ShopProducts shop={state.value} />;
  if (state.status === 'missing')
    return (
      <ProblemView
        title="Shop not found"
        action={
          <Link to={paths.home.href()} className="btn btn-primary">
            Back to home
          </Link>
        }
      >
        <p className="mb-0">This shop is no longer listed. It may have moved or closed.</p>
      </ProblemView>
    );
  return (
    <ProblemView
      title="We couldn't open this shop"
      action={
        <button type="button" className="btn btn-primary" onClick={retry}>
          Try again
        </button>
      }
    >
      <p className="mb-0">{state.error}</p>
    </ProblemView>
  );
}
