import type { LineChange } from '../../port/callables';
import { textOf } from '../../lib/i18n';
import { localName } from '../../lib/local-name';
import { formatRupees } from '../../lib/money';
import type { CartLine } from '../../stores/cart-store';
import { cartChangeMessages } from './messages';

/**
 * A cart brought in line with what the shop has now — gone lines out, short
 * lines cut to the stock, new prices in — and one sentence for each change
 * the customer should know about, all at once. Each names the product as the
 * cart showed it, in the reader's language (the shop answers in English).
 */
export function reconcileCart(
  cart: readonly CartLine[],
  changes: readonly LineChange[],
): { cart: CartLine[]; notices: string[] } {
  const t = textOf(cartChangeMessages);
  const notices: string[] = [];
  const next = cart.flatMap((line): CartLine[] => {
    const change = changes.find((found) => found.productId === line.id);
    if (!change) return [line];
    const englishName = change.name || line.name;
    const name = localName({ ...line, name: englishName });
    const now = change.now;
    if (!now) {
      notices.push(t.noLongerSold({ name }));
      return [];
    }
    if (now.stock === 0) {
      notices.push(t.soldOut({ name }));
      return [];
    }
    const short = now.stock < line.quantity;
    // A line saved without a price (one kept from a cart of rupees) takes today's without a word.
    const was = line.price;
    const repriced = was !== undefined && now.price !== was;
    const price = formatRupees(now.price);
    if (short && repriced) {
      notices.push(t.shortAndRepriced(now.stock, { name, price }));
    } else if (short) {
      notices.push(t.short(now.stock, { name }));
    } else if (repriced) {
      notices.push(t.repriced({ name, price, was: formatRupees(was) }));
    }
    return [
      {
        ...line,
        name: englishName,
        price: now.price,
        stock: now.stock,
        quantity: Math.min(line.quantity, now.stock),
      },
    ];
  });
  return { cart: next, notices };
}
