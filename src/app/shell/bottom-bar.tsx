import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { HomeIcon, PhoneIcon, SearchIcon } from '../../components/icons';
import { useMessages } from '../../lib/i18n';
import { shellMessages } from '../messages';

/** Phone-sized screens only (below md), with the room it covers kept at the end of the page. */
export function BottomBar() {
  const t = useMessages(shellMessages);
  return (
    <>
      <div className="bottom-bar-space d-md-none" aria-hidden="true" />
      <nav aria-label={t.quickLinks} className="bottom-bar d-md-none">
        <NavLink to={paths.home.href()} end>
          <HomeIcon />
          {t.home}
        </NavLink>
        <NavLink to={paths.contact.href()}>
          <PhoneIcon />
          {t.contact}
        </NavLink>
        <NavLink to={paths.findOrder.href()}>
          <SearchIcon />
          {t.findOrder}
        </NavLink>
      </nav>
    </>
  );
}
