import { Link } from 'react-router-dom';
import { Page } from '../../components/page';
import { TileLink } from '../../components/tile-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { GroceryIcon, SearchIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { groceryAisles } from '../../lib/product-categories';
import { categoryNames } from '../../lib/messages';
import { shopListMessages } from './messages';

export default function GroceryHubScreen() {
  const t = useMessages(shopListMessages);
  const categories = useMessages(categoryNames);
  useDocumentTitle(t.grocery);
  return (
    <Page title={t.grocery} lead={t.groceryLead}>
      <div className="row g-3 mb-2">
        <div className="col-12 col-md-6">
          <TileLink
            to={paths.groceryShops.href()}
            name={t.groceryShops}
            note={t.groceryShopsNote}
            Icon={GroceryIcon}
            colour="#2e7d32"
          />
        </div>
        <div className="col-12 col-md-6">
          <TileLink
            to={paths.catalog.href()}
            name={t.everyProduct}
            note={t.everyProductNote}
            Icon={SearchIcon}
            colour="#0d6b94"
          />
        </div>
      </div>
      <h2 className="section-title">{t.shopByAisle}</h2>
      <ul className="aisle-list list-unstyled">
        {groceryAisles.map((aisle) => (
          <li key={aisle}>
            <Link to={`${paths.catalog.href()}?category=${encodeURIComponent(aisle)}`}>
              {categories[aisle] ?? aisle}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
