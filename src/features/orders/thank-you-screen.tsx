import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { formatRupees } from '../../lib/money';
import { isAmount, isText, objectShape } from '../../lib/shapes';

/** What checkout hands this screen in the history state (the server's total included). */
const placedOrderState = objectShape<{
  orderId: string;
  number: string;
  code: string;
  phone: string;
  shopName: string;
  total: number;
}>({
  orderId: isText,
  number: isText,
  code: isText,
  phone: isText,
  shopName: isText,
  total: isAmount,
});

/** After checkout: the order number and code, what happens next, and where to follow it. */
export default function ThankYouScreen() {
  useDocumentTitle('Thank you');
  const placed = placedOrderState(useLocation().state);

  if (!placed) {
    return (
      <div className="container-lg page">
        <div className="info-card text-center py-5">
          <h1 className="page-title">Thank you!</h1>
          <p className="page-lead mx-auto" style={{ maxWidth: '34rem' }}>
            We have your request. You can follow your orders on Find Order with your phone number.
          </p>
          <Link to={paths.findOrder.href()} className="btn btn-primary">
            Find my order
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container-lg page">
      <div className="info-card thank-you">
        <h1 className="page-title">Thank you! Your order is placed.</h1>
        <p className="page-lead mb-3">
          {placed.shopName
            ? `${placed.shopName} has your order for ${formatRupees(placed.total)}.`
            : `The shop has your order for ${formatRupees(placed.total)}.`}{' '}
          Pay cash when it arrives.
        </p>
        <div className="order-codes">
          <div>
            <span className="order-code-label">Order number</span>
            <span className="order-code-value">{placed.number}</span>
          </div>
          <div>
            <span className="order-code-label">Order code</span>
            <span className="order-code-value">{placed.code}</span>
          </div>
        </div>
        <p className="small text-body-secondary">
          Keep the code: with it you can see this order&apos;s details from any phone.
        </p>
        <h2 className="h6 fw-bold">What happens next</h2>
        <ol className="mb-3">
          <li>The shop checks your order and accepts it — usually within 15 minutes.</li>
          <li>They pack it, and a delivery person from town brings it to you.</li>
          <li>You pay cash at the door. You can cancel until the shop accepts.</li>
        </ol>
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.findOrderByPhone.href(placed.phone)} className="btn btn-primary">
            Track this order
          </Link>
          <Link to={paths.home.href()} className="btn btn-outline-primary">
            Back to home
          </Link>
        </div>
      </div>
    </div>
  );
}
