import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Shop, WithId } from '../../../lib/models';
import { ClockIcon, PinIcon } from '../../../components/icons';

export function OpenBadge({ open }: { open: boolean }) {
  return open ? (
    <span className="badge text-bg-success">Open</span>
  ) : (
    <span className="badge text-bg-secondary">Closed</span>
  );
}

export function ShopCard({ shop }: { shop: WithId<Shop> }) {
  return (
    <Link to={paths.gallery.href(shop.id)} className="shop-card">
      <img src={shop.image} alt="" width="96" height="96" loading="lazy" decoding="async" />
      <span className="shop-card-body">
        <span className="shop-card-title">
          <span className="shop-card-name">{shop.name}</span>
          <OpenBadge open={shop.open} />
        </span>
        <span className="shop-card-line">
          <PinIcon />
          {shop.address}
        </span>
        <span className="shop-card-line">
          <ClockIcon />
          {shop.hours}
        </span>
      </span>
    </Link>
  );
}
