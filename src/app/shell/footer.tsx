import { Link } from 'react-router-dom';
import { settings } from '../../config/env';
import { paths } from '../../config/paths';
import { locale, localDigits, useMessages } from '../../lib/i18n';
import { shellMessages } from '../messages';

export function Footer() {
  const t = useMessages(shellMessages);
  const code = useMessages(locale);
  return (
    <footer className="site-footer">
      <div className="container-lg">
        <div className="row g-4">
          <div className="col-12 col-md-5">
            <h2>{settings.title}</h2>
            <p className="mb-0">{t.footerLead}</p>
          </div>
          <div className="col-6 col-md-3">
            <h2>{t.about}</h2>
            <ul>
              <li>
                <Link to={paths.contact.href()}>{t.contactUs}</Link>
              </li>
              <li>
                <Link to={paths.aboutUs.href()}>{t.aboutUs}</Link>
              </li>
              <li>
                <Link to={paths.privacy.href()}>{t.privacy}</Link>
              </li>
            </ul>
          </div>
          <div className="col-6 col-md-4">
            <h2>{t.inAnEmergency}</h2>
            <ul>
              <li>
                {t.allServices} <a href="tel:112">112</a>
              </li>
              <li>
                <Link to={paths.emergency.href()}>{t.everyEmergencyNumber}</Link>
              </li>
            </ul>
          </div>
        </div>
        <p className="mt-4 mb-0 small">
          © {localDigits(String(new Date().getFullYear()), code)} {settings.title}
        </p>
      </div>
    </footer>
  );
}
