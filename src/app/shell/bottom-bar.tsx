import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { HomeIcon, PhoneIcon, SearchIcon } from '../../components/icons';

/** Phone-sized screens only (below md); #root keeps room for it so nothing hides behind. */
export function BottomBar() {
  return (
    <nav aria-label="Quick links" className="bottom-bar d-md-none">
      <NavLink to={paths.home.href()} end>
        <HomeIcon />
        Home
      </NavLink>
      <NavLink to={paths.contact.href()}>
        <PhoneIcon />
        Contact
      </NavLink>
      <NavLink to={paths.findOrder.href()}>
        <SearchIcon />
        Find Order
      </NavLink>
    </nav>
  );
}
