import { Link } from 'react-router-dom';
import { ListFooter } from '../../components/list-footer';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePagedList } from '../../components/use-paged-list';
import { paths } from '../../config/paths';
import type { ShopType } from '../../lib/models';
import { listShops } from './api/catalog';
import { ShopCard } from './components/shop-card';

/** The one shop-list screen: /grocery/fordo, /bazaar, /food, /onlineShop, /medical/pharmacy. */
export default function ShopListScreen({
  type,
  title,
  lead,
}: {
  type: ShopType;
  title: string;
  lead: string;
}) {
  useDocumentTitle(title);
  const list = usePagedList(type, (after) => listShops(type, after));

  return (
    <div className="container-lg page">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{lead}</p>
      {list.items.length > 0 && (
        <ul className="card-list list-unstyled mb-0">
          {list.items.map((shop) => (
            <li key={shop.id}>
              <ShopCard shop={shop} />
            </li>
          ))}
        </ul>
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <div className="empty-state">
          <h2>No shops here yet</h2>
          <p>We are signing up the first ones. Know a good shop? Tell us and we will call them.</p>
          <Link to={paths.contact.href()} className="btn btn-primary">
            Suggest a shop
          </Link>
        </div>
      )}
      <ListFooter
        status={list.status}
        error={list.error}
        hasMore={list.next !== null}
        onMore={list.loadMore}
        onRetry={list.retry}
        moreLabel="More shops"
      />
    </div>
  );
}
