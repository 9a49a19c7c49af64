import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { localName, localText } from '../../../lib/local-name';
import type { Shop, WithId } from '../../../lib/models';
import { ClockIcon, PinIcon } from '../../../components/icons';
import { IconLine } from '../../../components/icon-line';
import { OpenBadge, OpenLine } from '../../../widgets/shop-hours/open-line';

export function ShopCard({ shop }: { shop: WithId<Shop> }) {
  return (
    <Link to={paths.gallery.href(shop.id)} className="shop-card">
      <img src={shop.image} alt="" width="96" height="96" loading="lazy" decoding="async" />
      <span className="shop-card-body">
        <span className="shop-card-title">
          <span className="shop-card-name">{localName(shop)}</span>
          <OpenBadge shop={shop} />
        </span>
        <IconLine Icon={PinIcon} inLink>
          {localText(shop, 'address')}
        </IconLine>
        <IconLine Icon={ClockIcon} inLink>
          <OpenLine shop={shop} />
        </IconLine>
      </span>
    </Link>
  );
}
