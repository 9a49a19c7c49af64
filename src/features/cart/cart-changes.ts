import type { LineChange } from '../../backend/callables';
import { formatRupees } from '../../lib/money';
import type { CartLine } from '../../stores/cart-store';

/**
 * A cart brought in line with what the shop has now — gone lines out, short
 * lines cut to the stock, new prices in — and one sentence for each change
 * the customer should know about, all at once.
 */
export function reconcileCart(
  cart: readonly CartLine[],
  changes: readonly LineChange[],
): { cart: CartLine[]; notices: string[] } {
  const notices: string[] = [];
  const next = cart.flatMap((line): CartLine[] => {
    const change = changes.find((found) => found.productId === line.id);
    if (!change) return [line];
    const name = change.name || line.name;
    const now = change.now;
    if (!now) {
      notices.push(`${name} is no longer sold, so we took it out of your cart.`);
      return [];
    }
    if (now.stock === 0) {
      notices.push(`${name} has just sold out, so we took it out of your cart.`);
      return [];
    }
    const short = now.stock < line.quantity;
    const repriced = now.price !== line.price;
    const newPrice = formatRupees(now.price);
    if (short && repriced) {
      notices.push(
        `Only ${now.stock} of ${name} left, and it now costs ${newPrice}; your cart shows both.`,
      );
    } else if (short) {
      notices.push(`Only ${now.stock} of ${name} left, so your cart now has ${now.stock}.`);
    } else if (repriced) {
      notices.push(
        `${name} now costs ${newPrice} (it was ${formatRupees(line.price ?? 0)}); your cart shows the new price.`,
      );
    }
    return [
      {
        ...line,
        name,
        price: now.price,
        stock: now.stock,
        quantity: Math.min(line.quantity, now.stock),
      },
    ];
  });
  return { cart: next, notices };
}
