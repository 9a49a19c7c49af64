import { Link, NavLink } from 'react-router-dom';
import { settings } from '../../config/env';
import { paths } from '../../config/paths';
import { CartIcon } from '../../components/icons';
import { selectCartLineCount, useCartStore } from '../../stores/cart-store';
import { locale, localDigits, useMessages } from '../../lib/i18n';
import { shellMessages } from '../messages';
import { LanguageSelect } from './language-select';

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

/**
 * Fixed bar of exactly 3.6rem: round logo, title, main links, cart with its
 * line count. On the staff screens (`staff`) the customer's links and cart
 * give way: the title and the language are all a vendor, a rider or an admin
 * needs up there.
 */
export function TopBar({ staff = false }: { staff?: boolean }) {
  const t = useMessages(shellMessages);
  return (
    <header className={`top-bar${staff ? ' staff-bar' : ''}`}>
      <div className="container-lg">
        <Link to={paths.home.href()} className="brand">
          <img className="brand-logo" src={settings.logoUrl} alt="" width="38" height="38" />
          <span>{settings.title}</span>
        </Link>
        {staff ? (
          <div className="top-links">
            <LanguageSelect />
          </div>
        ) : (
          <nav aria-label={t.mainNav} className="ms-auto">
            <ul className="top-links">
              <li className="d-none d-md-block">
                <NavLink to={paths.home.href()} end>
                  {t.home}
                </NavLink>
              </li>
              <li className="d-none d-md-block">
                <NavLink to={paths.contact.href()}>{t.contact}</NavLink>
              </li>
              <li className="d-none d-md-block">
                <NavLink to={paths.findOrder.href()}>{t.findOrder}</NavLink>
              </li>
              <li>
                <CartLink />
              </li>
              <li>
                <LanguageSelect />
              </li>
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
