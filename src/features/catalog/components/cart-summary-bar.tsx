import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatRupees, subtotalOf } from '../../../lib/money';
import { useCartStore } from '../../../stores/cart-store';

/** A sticky "n items · ₹ · View cart" bar while the cart has lines. */
export function CartSummaryBar() {
  const cart = useCartStore((state) => state.cart);
  if (cart.length === 0) return null;
  const items = cart.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = subtotalOf(
    cart.map((line) => ({ price: line.price ?? 0, quantity: line.quantity })),
  );
  return (
    <div className="cart-summary-bar">
      <span>
        <strong>
          {items} {items === 1 ? 'item' : 'items'}
        </strong>{' '}
        · {formatRupees(subtotal)}
      </span>
      <Link to={paths.cart.href()} className="btn btn-light fw-semibold">
        View cart
      </Link>
    </div>
  );
}
