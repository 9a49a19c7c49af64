import { useState } from 'react';
import { messageOf } from '../../port/errors';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { RecordView } from '../../components/record-view';
import { QuantityStepper } from '../../components/quantity-stepper';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { formatRupees } from '../../lib/money';
import { quantityInCart, useCartStore } from '../../stores/cart-store';
import type { Product, Shop, WithId } from '../../lib/models';
import { productQuery, shopQuery } from './api/catalog';
import { CartSummaryBar } from './components/cart-summary-bar';
import { StockNote } from './components/product-card';
import { OpenBadge, OpenLine, useMinute } from '../../widgets/shop-hours/open-line';
import { ClockIcon } from '../../components/icons';
import { takesOrdersAt } from '../../lib/shop-hours';
import { useAddToCart } from './components/use-add-to-cart';
import { useQuery } from '@tanstack/react-query';
import { loadedView, queryClient, type Loaded, type OpeningData } from '../../data/query-client';
import { LINE_QUANTITY_MAX } from '../../lib/limits';
import { useMessages } from '../../lib/i18n';
import { localName, localText, localShopName } from '../../lib/local-name';
import { categoryNames } from '../../lib/messages';
import { buyMessages, catalogMessages } from './messages';
import { choiceName, productUnits } from '../../lib/choice-lists';

interface ProductAndShop {
  product: WithId<Product>;
  /** Null when the shop is no longer listed. */
  shop: WithId<Shop> | null;
}

function ProductDetails({ product, shop }: ProductAndShop) {
  const t = useMessages(buyMessages);
  const words = useMessages(catalogMessages);
  const categories = useMessages(categoryNames);
  const name = localName(product);
  const shopName = shop ? localName(shop) : localShopName(product);
  useDocumentTitle(name);
  const navigate = useNavigate();
  const inCart = useCartStore((state) => quantityInCart(state.cart, product.id));
  const room = Math.max(0, Math.min(product.stock, LINE_QUANTITY_MAX) - inCart);
  const [quantity, setQuantity] = useState(1);
  const wanted = Math.min(quantity, Math.max(room, 1));
  const cart = useAddToCart();
  const now = useMinute();
  const canOrder = shop ? takesOrdersAt(shop, now) : false;
  const soldOut = product.stock <= 0;

  const add = (thenCheckout: boolean) => {
    const outcome = cart.add(product, wanted);
    if (outcome === 'added' || outcome === 'stock-limit') {
      setQuantity(1);
      if (thenCheckout) void navigate(paths.cart.href());
    }
  };

  return (
    <div className="container-lg page">
      <Link to={paths.gallery.href(product.shopId)} className="d-inline-block mb-2">
        ← {shopName}
      </Link>
      <div className="row g-4">
        <div className="col-12 col-md-5">
          <img className="product-hero" src={product.image} alt={name} width="480" height="480" />
        </div>
        <div className="col-12 col-md-7">
          <h1 className="page-title">{name}</h1>
          <p className="text-body-secondary mb-2">
            {choiceName(productUnits, product.unit)} ·{' '}
            {categories[product.category] ?? product.category}
          </p>
          <p className="display-price">{formatRupees(product.price)}</p>
          <p className="mb-2">
            <StockNote stock={product.stock} />
          </p>
          <p>{localText(product, 'description')}</p>
          <p className="d-flex align-items-center gap-2">
            {t.soldBy} <Link to={paths.gallery.href(product.shopId)}>{shopName}</Link>
            {shop && <OpenBadge shop={shop} />}
          </p>
          {shop && (
            <p className="shop-card-line">
              <ClockIcon />
              <OpenLine shop={shop} />
            </p>
          )}
          {!canOrder ? (
            <div className="alert alert-secondary" role="note">
              {shop ? t.shopClosedNow : t.shopNoLongerListed}
            </div>
          ) : soldOut ? (
            <button type="button" className="btn btn-secondary" disabled>
              {words.outOfStock}
            </button>
          ) : room === 0 ? (
            <div className="alert alert-info" role="note">
              {inCart >= LINE_QUANTITY_MAX
                ? t.cartHasMost(LINE_QUANTITY_MAX)
                : t.cartHasAllStock(product.stock)}{' '}
              <Link to={paths.cart.href()}>{t.goToCart}</Link>
            </div>
          ) : (
            <div className="d-flex flex-wrap align-items-center gap-2">
              <QuantityStepper
                name={name}
                quantity={wanted}
                max={room}
                onDecrease={() => setQuantity(Math.max(1, wanted - 1))}
                onIncrease={() => setQuantity(Math.min(room, wanted + 1))}
              />
              <button type="button" className="btn btn-outline-primary" onClick={() => add(false)}>
                {t.addToCart}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => add(true)}>
                {t.buyNow}
              </button>
              {inCart + wanted >= LINE_QUANTITY_MAX && (
                // Why + stopped: the cart and this choice make the most one order takes.
                <span className="stock-note low w-100">{words.lineLimit(LINE_QUANTITY_MAX)}</span>
              )}
            </div>
          )}
          {inCart > 0 && (
            <p className="mt-2 mb-0 small text-body-secondary">{t.alreadyInCart(inCart)}</p>
          )}
          {cart.feedback}
        </div>
      </div>
      <CartSummaryBar />
    </div>
  );
}

export const openingData: OpeningData = async ({ params }) => {
  const product = await queryClient.fetchQuery(productQuery(params.product ?? ''));
  if (product) await queryClient.prefetchQuery(shopQuery(product.shopId));
};

/**
 * The product, and then its shop (for its name, hours and whether it takes
 * orders): the page is drawn once both are read.
 */
function useProductAndShop(productId: string): {
  state: Loaded<ProductAndShop>;
  retry: () => void;
} {
  const product = loadedView(useQuery(productQuery(productId), queryClient));
  const shopId = product.state.status === 'ready' ? product.state.value.shopId : null;
  const shop = useQuery({ ...shopQuery(shopId ?? ''), enabled: shopId !== null }, queryClient);
  if (product.state.status !== 'ready') return { state: product.state, retry: product.retry };
  const found = product.state.value;
  const retry = () => void shop.refetch();
  if (shop.isPending) return { state: { status: 'loading' }, retry };
  if (shop.isError) return { state: { status: 'failed', error: messageOf(shop.error) }, retry };
  return { state: { status: 'ready', value: { product: found, shop: shop.data } }, retry };
}

export default function BuyScreen() {
  const { product: productId = '' } = useParams();
  const t = useMessages(buyMessages);
  return (
    <RecordView
      loaded={useProductAndShop(productId)}
      fill
      missing={{
        title: t.productNotFound,
        text: t.mayHaveBeenRemoved,
        linkTo: paths.catalog.href(),
        linkLabel: t.seeAllProducts,
      }}
      failedTitle={t.couldNotLoad}
    >
      {(page) => <ProductDetails {...page} />}
    </RecordView>
  );
}
