import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useMessages } from '../lib/i18n';
import { referenceMessages } from '../components/messages';

/**
 * A thank-you page's number and secret code for what was just sent, and the
 * way to follow it: Find Order for the phone it was sent for.
 */
export function ReferenceCodes({
  kind,
  number,
  code,
  phone,
}: {
  kind: 'order' | 'booking' | 'list';
  number: string;
  code: string;
  phone: string;
}) {
  const t = useMessages(referenceMessages);
  return (
    <>
      <div className="order-codes">
        <div>
          <span className="order-code-label">
            {{ order: t.orderNumber, booking: t.bookingNumber, list: t.listNumber }[kind]}
          </span>
          <span className="order-code-value">{number}</span>
        </div>
        <div>
          <span className="order-code-label">{t.code}</span>
          <span className="order-code-value">{code}</span>
        </div>
      </div>
      <p className="small text-body-secondary">
        {{ order: t.keepOrderCode, booking: t.keepBookingCode, list: t.keepListCode }[kind]}{' '}
        <Link to={paths.findOrderByPhone.href(phone)}>{t.followIt}</Link>
      </p>
    </>
  );
}
