import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CartIcon } from '../../components/icons';
import { selectCartLineCount, useCartStore } from '../../stores/cart-store';
import { locale, localDigits, useMessages } from '../../lib/i18n';
import { shellMessages } from '../messages';

/** The top bar's Cart link with its number of lines, shown only when the cart has lines. */
export function CartLink() {
  const t = useMessages(shellMessages);
  const code = useMessages(locale);
  const lines = useCartStore(selectCartLineCount);
  if (lines === 0) return null;
  const label = t.cartWithLines(lines);
  return (
    <NavLink to={paths.cart.href()} className="cart-link" aria-label={label}>
      <CartIcon />
      <span className="cart-word" aria-hidden="true">
        {t.cart}
      </span>
      <span className="badge rounded-pill" aria-hidden="true">
        {localDigits(String(lines), code)}
      </span>
    </NavLink>
  );
}
