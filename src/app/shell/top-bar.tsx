import { Link, NavLink } from 'react-router-dom';
import { settings } from '../../config/env';
import { paths } from '../../config/paths';
import { CartIcon } from '../../components/icons';
import { selectCartLineCount, useCartStore } from '../../stores/cart-store';
import { countOf } from '../../lib/plural';

export function CartLink() {
  const lines = useCartStore(selectCartLineCount);
  if (lines === 0) return null;
  const label = `Cart, ${countOf(lines, 'item')}`;
  return (
    <NavLink to={paths.cart.href()} className="cart-link" aria-label={label}>
      <CartIcon />
      <span aria-hidden="true">Cart</span>
      <span className="badge rounded-pill" aria-hidden="true">
        {lines}
      </span>
    </NavLink>
  );
}

/** Fixed bar of exactly 3.6rem: round logo, title, main links, cart with its line count. */
export function TopBar() {
  return (
    <header className="top-bar">
      <div className="container-lg">
        <Link to={paths.home.href()} className="brand">
          <img className="brand-logo" src={settings.logoUrl} alt="" width="38" height="38" />
          <span>{settings.title}</span>
        </Link>
        <nav aria-label="Main" className="ms-auto">
          <ul className="top-links">
            <li className="d-none d-md-block">
              <NavLink to={paths.home.href()} end>
                Home
              </NavLink>
            </li>
            <li className="d-none d-md-block">
              <NavLink to={paths.contact.href()}>Contact</NavLink>
            </li>
            <li className="d-none d-md-block">
              <NavLink to={paths.findOrder.href()}>Find Order</NavLink>
            </li>
            <li>
              <CartLink />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
