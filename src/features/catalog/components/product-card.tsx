import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LINE_QUANTITY_MAX } from '../../../lib/limits';
import { formatRupees } from '../../../lib/money';
import type { Product, ShopState, WithId } from '../../../lib/models';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useMessages } from '../../../lib/i18n';
import { localName, localShopName } from '../../../lib/local-name';
import { quantityInCart, toCartLine, useCartStore } from '../../../stores/cart-store';
import { catalogMessages } from '../messages';
import { choiceName, productUnits } from '../../../lib/choice-lists';

/**
 * How much the shop has, and, once the cart holds `inCart` of it, why + stops
 * adding more: the most one order takes, or all the shop has.
 */
export function StockNote({ stock, inCart = 0 }: { stock: number; inCart?: number }) {
  const t = useMessages(catalogMessages);
  if (stock <= 0) return <span className="stock-note out">{t.outOfStock}</span>;
  if (inCart >= LINE_QUANTITY_MAX) {
    return <span className="stock-note low">{t.lineLimit(LINE_QUANTITY_MAX)}</span>;
  }
  if (stock <= 5 || inCart >= stock) {
    return <span className="stock-note low">{t.onlyLeft(stock)}</span>;
  }
  return <span className="stock-note">{t.inStock}</span>;
}

/**
 * One product with its price, unit and stock, and add / + / −. A product
 * whose shop is closed (or no longer listed) can be browsed, not ordered:
 * it says so instead of offering Add.
 */
export function ProductCard({
  product,
  shopState,
  showShop = false,
  onAdd,
}: {
  product: WithId<Product>;
  shopState: ShopState;
  showShop?: boolean;
  onAdd: (product: WithId<Product>) => void;
}) {
  const t = useMessages(catalogMessages);
  const name = localName(product);
  const canOrder = shopState === 'open';
  const inCart = useCartStore((state) => quantityInCart(state.cart, product.id));
  // The Add button gives way to the stepper: the focus goes with it.
  const [justAdded, setJustAdded] = useState(false);
  const updateCart = useCartStore((state) => state.updateCart);
  const outOfStock = product.stock <= 0;

  return (
    <article className="product-card" aria-labelledby={`product-${product.id}`}>
      <Link
        to={paths.buy.href(product.id)}
        className="product-card-image"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img src={product.image} alt="" width="120" height="120" loading="lazy" decoding="async" />
      </Link>
      <div className="product-card-body">
        <h2 id={`product-${product.id}`} className="product-card-name">
          <Link to={paths.buy.href(product.id)}>{name}</Link>
        </h2>
        <p className="product-card-unit">
          {choiceName(productUnits, product.unit)}
          {showShop && (
            <>
              {' · '}
              <Link to={paths.gallery.href(product.shopId)}>{localShopName(product)}</Link>
            </>
          )}
        </p>
        <p className="product-card-price">{formatRupees(product.price)}</p>
        {shopState === 'open' ? (
          <StockNote stock={product.stock} inCart={inCart} />
        ) : (
          <span className="stock-note out">
            {shopState === 'closed' ? t.shopClosedNow : t.shopNoLongerListed}
          </span>
        )}
      </div>
      <div className="product-card-action">
        {!canOrder ? null : inCart > 0 ? (
          <QuantityStepper
            name={name}
            quantity={inCart}
            max={Math.min(product.stock, LINE_QUANTITY_MAX)}
            onDecrease={() => updateCart(toCartLine(product), -1)}
            onIncrease={() => onAdd(product)}
            focusOnMount={justAdded}
          />
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={outOfStock}
            onClick={() => {
              setJustAdded(true);
              onAdd(product);
            }}
            aria-label={outOfStock ? t.namedOutOfStock({ name }) : t.addNamed({ name })}
          >
            {outOfStock ? t.outOfStock : t.add}
          </button>
        )}
      </div>
    </article>
  );
}

/** Products side by side, each with whether its shop takes orders now (`shopStateOf`). */
export function ProductGrid<P extends WithId<Product>>({
  products,
  shopStateOf,
  showShop = false,
  onAdd,
}: {
  products: readonly P[];
  shopStateOf: (product: P) => ShopState;
  showShop?: boolean;
  onAdd: (product: WithId<Product>) => void;
}) {
  if (products.length === 0) return null;
  return (
    <div className="product-grid">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          shopState={shopStateOf(product)}
          showShop={showShop}
          onAdd={onAdd}
        />
      ))}
    </div>
  );
}
