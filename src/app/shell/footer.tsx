import { Link } from 'react-router-dom';
import { settings } from '../../config/env';
import { paths } from '../../config/paths';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container-lg">
        <div className="row g-4">
          <div className="col-12 col-md-5">
            <h2>{settings.title}</h2>
            <p className="mb-0">
              Shops, doctors, rides and help in our town — order without an account and pay cash on
              delivery.
            </p>
          </div>
          <div className="col-6 col-md-3">
            <h2>About</h2>
            <ul>
              <li>
                <Link to={paths.contact.href()}>Contact us</Link>
              </li>
              <li>
                <Link to={paths.aboutUs.href()}>About us</Link>
              </li>
              <li>
                <Link to={paths.privacy.href()}>Privacy</Link>
              </li>
            </ul>
          </div>
          <div className="col-6 col-md-4">
            <h2>In an emergency</h2>
            <ul>
              <li>
                All services: <a href="tel:112">112</a>
              </li>
              <li>
                <Link to={paths.emergency.href()}>Every emergency number</Link>
              </li>
            </ul>
          </div>
        </div>
        <p className="mt-4 mb-0 small">
          © {new Date().getFullYear()} {settings.title}
        </p>
      </div>
    </footer>
  );
}
