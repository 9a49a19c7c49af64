import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { homeEmergencyNumbers } from '../../lib/emergency-directory';
import { SEARCH_TEXT_MAX } from '../../lib/search-words';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMessages } from '../../lib/i18n';
import { categories } from './categories';
import { categoryMessages, homeMessages } from './messages';

export default function HomeScreen() {
  const t = useMessages(homeMessages);
  const names = useMessages(categoryMessages);
  useDocumentTitle(null);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text) void navigate(`${paths.catalog.href()}?q=${encodeURIComponent(text)}`);
  };

  return (
    <>
      <section className="hero">
        <div className="container-lg">
          <h1>{t.heading}</h1>
          <p>{t.lead}</p>
          <form className="search-box" role="search" onSubmit={search}>
            <label htmlFor="home-search" className="visually-hidden">
              {t.searchLabel}
            </label>
            <input
              id="home-search"
              className="form-control"
              type="search"
              placeholder={t.searchPlaceholder}
              value={query}
              maxLength={SEARCH_TEXT_MAX}
              onChange={(event) => setQuery(event.target.value)}
              enterKeyHint="search"
              autoComplete="off"
            />
            <button type="submit" className="btn">
              {t.search}
            </button>
          </form>
        </div>
      </section>

      <div className="container-lg page pt-0">
        <section className="emergency-strip" aria-labelledby="home-emergency">
          <h2 id="home-emergency">{t.emergencyHeading}</h2>
          <div className="call-buttons">
            {homeEmergencyNumbers.map(({ name, phone }) => (
              <a key={phone} className="call-button" href={`tel:${phone}`}>
                <span className="visually-hidden">{t.call} </span>
                <span className="call-number">{phone}</span>
                <span className="call-name">{name}</span>
              </a>
            ))}
          </div>
          <Link to={paths.emergency.href()} className="d-inline-block mt-2 fw-semibold text-danger">
            {t.allEmergencyNumbers}
          </Link>
        </section>

        <h2 className="section-title">{t.whatDoYouNeed}</h2>
        <nav aria-label={t.categoriesNav}>
          <ul className="tile-grid list-unstyled mb-0">
            {categories.map(({ key, href, Icon, colour }) => (
              <li key={key} className="d-flex">
                <Link to={href} className="tile flex-grow-1">
                  <span className="tile-icon" style={{ background: colour }}>
                    <Icon />
                  </span>
                  <span className="tile-name">{names[key]}</span>
                  <span className="tile-note">{names[`${key}Note`]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
