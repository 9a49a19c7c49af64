import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { homeEmergencyNumbers } from '../../lib/emergency-directory';
import { useDocumentTitle } from '../../components/use-document-title';
import { categories } from './categories';

export default function HomeScreen() {
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
          <h1>Everything in town, one tap away</h1>
          <p>Order from local shops, book a doctor or a toto, and find help fast.</p>
          <form className="search-box" role="search" onSubmit={search}>
            <label htmlFor="home-search" className="visually-hidden">
              Search shops and products
            </label>
            <input
              id="home-search"
              className="form-control"
              type="search"
              placeholder="Rice, sweets, medicine, a shop…"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              enterKeyHint="search"
              autoComplete="off"
            />
            <button type="submit" className="btn">
              Search
            </button>
          </form>
        </div>
      </section>

      <div className="container-lg page pt-0">
        <section className="emergency-strip" aria-labelledby="home-emergency">
          <h2 id="home-emergency">Emergency? Call now</h2>
          <div className="call-buttons">
            {homeEmergencyNumbers.map(({ name, phone }) => (
              <a
                key={phone}
                className="call-button"
                href={`tel:${phone}`}
                aria-label={`Call ${name}, ${phone}`}
              >
                <span className="call-number">{phone}</span>
                <span className="call-name">{name}</span>
              </a>
            ))}
          </div>
          <Link to={paths.emergency.href()} className="d-inline-block mt-2 fw-semibold text-danger">
            All emergency numbers
          </Link>
        </section>

        <h2 className="section-title">What do you need today?</h2>
        <nav aria-label="Categories">
          <ul className="tile-grid list-unstyled mb-0">
            {categories.map(({ name, note, href, Icon, colour }) => (
              <li key={name} className="d-flex">
                <Link to={href} className="tile flex-grow-1" aria-label={name}>
                  <span className="tile-icon" style={{ background: colour }}>
                    <Icon />
                  </span>
                  <span className="tile-name">{name}</span>
                  <span className="tile-note">{note}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
