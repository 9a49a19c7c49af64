import { memo, useEffect, useRef, useState } from 'react';
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
export const ProductCard = memo(function ProductCard({
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
});

/**
 * Cards per block of the grid: a whole number of rows at one, two or three
 * columns, so the blocks line up as one grid would.
 */
export const PRODUCT_BLOCK = 60;

/** A list this long or longer is windowed: blocks far from the screen give way to their height. */
const WINDOWED_FROM = 3 * PRODUCT_BLOCK;

const sameItems = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

interface BlockProps {
  products: readonly WithId<Product>[];
  states: readonly ShopState[];
  showShop: boolean;
  onAdd: (product: WithId<Product>) => void;
  windowed: boolean;
}

/**
 * One block of cards. Drawn again only when its own cards change, so a tap
 * on "More" draws the new cards, not every card shown. In a windowed list a
 * block more than a screen and a half away from the one on view is left as
 * an empty box of its height, so the page keeps its length and the reader
 * their place, and it is drawn again as it comes near.
 */
const ProductBlock = memo(
  function ProductBlock({ products, states, showShop, onAdd, windowed }: BlockProps) {
    const box = useRef<HTMLDivElement>(null);
    const [awayHeight, setAwayHeight] = useState<number | null>(null);
    useEffect(() => {
      const element = box.current;
      if (!windowed || !element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry) return;
          setAwayHeight(entry.isIntersecting ? null : entry.boundingClientRect.height);
        },
        { rootMargin: '150% 0px' },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        setAwayHeight(null);
      };
    }, [windowed]);
    const away = awayHeight !== null;
    return (
      <div
        ref={box}
        className={away ? 'product-grid-away' : 'product-grid'}
        style={away ? { height: awayHeight } : undefined}
      >
        {!away &&
          products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              shopState={states[index] ?? 'open'}
              showShop={showShop}
              onAdd={onAdd}
            />
          ))}
      </div>
    );
  },
  (before, after) =>
    before.showShop === after.showShop &&
    before.onAdd === after.onAdd &&
    before.windowed === after.windowed &&
    sameItems(before.products, after.products) &&
    sameItems(before.states, after.states),
);

/**
 * Products side by side, each with whether its shop takes orders now
 * (`shopStateOf`), in blocks (ProductBlock): however many "More" has
 * brought, a tap draws only the block the new page joins.
 */
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
  const windowed = products.length >= WINDOWED_FROM;
  const blocks: P[][] = [];
  for (let start = 0; start < products.length; start += PRODUCT_BLOCK) {
    blocks.push(products.slice(start, start + PRODUCT_BLOCK));
  }
  return (
    <div className="product-blocks">
      {blocks.map((block) => (
        <ProductBlock
          key={block[0]?.id}
          products={block}
          states={block.map(shopStateOf)}
          showShop={showShop}
          onAdd={onAdd}
          windowed={windowed}
        />
      ))}
    </div>
  );
}
