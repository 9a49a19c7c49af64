import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatRupees, subtotalOf } from '../../../lib/money';
import { useCartStore } from '../../../stores/cart-store';
import { countOf } from '../../../lib/plural';

/**
 * A sticky "n items · ₹ · View cart" bar while the cart has lines. An item is
 * a line, as in the Cart link and on the cart page (3 kg of rice is 1 item).
 */
export function CartSummaryBar() {
  const cart = useCartStore((state) => state.cart);
  if (cart.length === 0) return null;
  const subtotal = subtotalOf(
    cart.map((line) => ({ price: line.price ?? 0, quantity: line.quantity })),
  );
  return (
    <div className="cart-summary-bar">
      <span>
        <strong>{countOf(cart.length, 'item')}</strong> · {formatRupees(subtotal)}
      </span>
      <Link to={paths.cart.href()} className="btn btn-light fw-semibold">
        View cart
      </Link>
    </div>
  );
}
