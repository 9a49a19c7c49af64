import { Link, useLocation } from 'react-router-dom';
import * as v from 'valibot';
import { ReferenceCodes } from '../../components/reference-codes';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { localShopName } from '../../lib/local-name';
import { formatRupees } from '../../lib/money';
import { thankYouMessages } from './messages';

/** What checkout hands this screen in the history state (the server's total included). */
const placedOrderState = v.object({
  orderId: v.string(),
  number: v.string(),
  code: v.string(),
  phone: v.string(),
  shopName: v.string(),
  shopNameBn: v.optional(v.string()),
  shopNameHi: v.optional(v.string()),
  total: v.number(),
});

/** After checkout: the order number and code, what happens next, and where to follow it. */
export default function ThankYouScreen() {
  const t = useMessages(thankYouMessages);
  useDocumentTitle(t.pageTitle);
  const state = v.safeParse(placedOrderState, useLocation().state);
  const placed = state.success ? state.output : null;

  if (!placed) {
    return (
      <div className="container-lg page">
        <div className="info-card text-center py-5">
          <h1 className="page-title">{t.thankYou}</h1>
          <p className="page-lead mx-auto" style={{ maxWidth: '34rem' }}>
            {t.requestReceived}
          </p>
          <Link to={paths.findOrder.href()} className="btn btn-primary">
            {t.findMyOrder}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container-lg page">
      <div className="info-card thank-you">
        <h1 className="page-title">{t.orderPlaced}</h1>
        <p className="page-lead mb-3">
          {placed.shopName
            ? t.shopHasOrder({ shop: localShopName(placed), amount: formatRupees(placed.total) })
            : t.theShopHasOrder({ amount: formatRupees(placed.total) })}{' '}
          {t.payCashOnArrival}
        </p>
        <ReferenceCodes
          kind="order"
          number={placed.number}
          code={placed.code}
          phone={placed.phone}
        />
        <h2 className="h6 fw-bold">{t.whatHappensNext}</h2>
        <ol className="mb-3">
          <li>{t.shopAccepts}</li>
          <li>{t.deliveryBrings}</li>
          <li>{t.payAtDoor}</li>
        </ol>
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.findOrderByPhone.href(placed.phone)} className="btn btn-primary">
            {t.trackOrder}
          </Link>
          <Link to={paths.home.href()} className="btn btn-outline-primary">
            {t.backToHome}
          </Link>
        </div>
      </div>
    </div>
  );
}
