import { CART_LINES_MAX, LINE_QUANTITY_MAX } from '../../../lib/limits';
import type { LocalNames } from '../../../lib/local-name';
import type { OrderLine, Product, WithId } from '../../../lib/models';
import type { Paise } from '../../../lib/money';
import { toCartLine, type CartLine } from '../../../stores/cart-store';

/** What changed since the order, each named as the reader will read it. */
export interface OrderAgainChanges {
  /** No longer sold by the order's shop (gone from the shop's list, or moved to another shop). */
  gone: LocalNames[];
  /** Still sold, but none in stock today. */
  soldOut: LocalNames[];
  /** Fewer in stock than the order had: the cart takes what is left. */
  short: { product: LocalNames; left: number }[];
  /** Today's price differs from the order's. */
  repriced: { product: LocalNames; price: Paise; was: Paise }[];
  /** The cart already held so many other items that these did not fit in it. */
  noRoom: LocalNames[];
}

export interface OrderAgain {
  /** The cart to show: the cart it was given, with the order's products at today's prices. */
  cart: CartLine[];
  changes: OrderAgainChanges;
  /** How many of the order's lines are in the cart now. */
  taken: number;
}

/**
 * An order's lines brought to today: each product as its shop sells it now
 * (`today[i]` is the product of `lines[i]`, null when it is gone), at today's
 * price, its quantity lowered to the stock left. They join `cart`, which must
 * already be of the same shop (or empty): a line of a product the cart holds
 * takes the larger of the two quantities, so ordering the same order again
 * twice does not double it. What changed is told in `changes`.
 */
export function orderAgain(
  order: { shopId: string; lines: readonly OrderLine[] },
  today: readonly (WithId<Product> | null)[],
  cart: readonly CartLine[],
): OrderAgain {
  const changes: OrderAgainChanges = { gone: [], soldOut: [], short: [], repriced: [], noRoom: [] };
  const next = [...cart];
  let taken = 0;
  order.lines.forEach((line, index) => {
    const product = today[index];
    if (!product || product.id !== line.productId || product.shopId !== order.shopId) {
      changes.gone.push(line);
      return;
    }
    if (product.stock <= 0) {
      changes.soldOut.push(product);
      return;
    }
    const quantity = Math.min(line.quantity, product.stock, LINE_QUANTITY_MAX);
    if (quantity < line.quantity) changes.short.push({ product, left: product.stock });
    if (product.price !== line.price) {
      changes.repriced.push({ product, price: product.price, was: line.price });
    }
    const held = next.findIndex((item) => item.id === product.id);
    if (held < 0 && next.length >= CART_LINES_MAX) {
      changes.noRoom.push(product);
      return;
    }
    // What the cart held is kept as far as today's stock allows.
    const inCart = Math.min(next[held]?.quantity ?? 0, product.stock, LINE_QUANTITY_MAX);
    const fresh = toCartLine(product, Math.max(quantity, inCart));
    if (held < 0) next.push(fresh);
    else next[held] = fresh;
    taken += 1;
  });
  return { cart: next, changes, taken };
}
