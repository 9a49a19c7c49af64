import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { GroceryIcon, SearchIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { groceryAisles } from '../../lib/product-categories';

export default function GroceryHubScreen() {
  useDocumentTitle('Grocery');
  return (
    <div className="container-lg page">
      <h1 className="page-title">Grocery</h1>
      <p className="page-lead">
        Rice, dal, oil, vegetables and daily needs from the shops you know, delivered to your door.
        Pay cash on delivery.
      </p>
      <div className="row g-3 mb-2">
        <div className="col-12 col-md-6">
          <Link to={paths.groceryShops.href()} className="tile h-100">
            <span className="tile-icon" style={{ background: '#2e7d32' }}>
              <GroceryIcon />
            </span>
            <span className="tile-name">Grocery shops</span>
            <span className="tile-note">Choose a shop and order from its shelves</span>
          </Link>
        </div>
        <div className="col-12 col-md-6">
          <Link to={paths.catalog.href()} className="tile h-100">
            <span className="tile-icon" style={{ background: '#0d6b94' }}>
              <SearchIcon />
            </span>
            <span className="tile-name">Every product</span>
            <span className="tile-note">Search all shops at once and compare prices</span>
          </Link>
        </div>
      </div>
      <h2 className="section-title">Shop by aisle</h2>
      <ul className="aisle-list list-unstyled">
        {groceryAisles.map((aisle) => (
          <li key={aisle}>
            <Link to={`${paths.catalog.href()}?category=${encodeURIComponent(aisle)}`}>
              {aisle}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
