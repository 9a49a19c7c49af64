import { Link, NavLink } from 'react-router-dom';
import { settings } from '../../config/env';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { shellMessages } from '../messages';
import { CartSlot } from './cart-slot';
import { LanguageSelect } from './language-select';

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
                <CartSlot />
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
