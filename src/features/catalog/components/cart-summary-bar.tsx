import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { formatRupees, subtotalOf } from '../../../lib/money';
import { useCartStore } from '../../../stores/cart-store';
import { catalogMessages } from '../messages';

/**
 * A sticky "n items · ₹ · View cart" bar while the cart has lines. An item is
 * a line, as in the Cart link and on the cart page (3 kg of rice is 1 item).
 */
export function CartSummaryBar() {
  const t = useMessages(catalogMessages);
  const cart = useCartStore((state) => state.cart);
  if (cart.length === 0) return null;
  const subtotal = subtotalOf(
    cart.map((line) => ({ price: line.price ?? 0, quantity: line.quantity })),
  );
  return (
    <div className="cart-summary-bar">
      <span>
        <strong>{t.cartLines(cart.length)}</strong> · {formatRupees(subtotal)}
      </span>
      <Link to={paths.cart.href()} className="btn btn-light fw-semibold">
        {t.viewCart}
      </Link>
    </div>
  );
}
