import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';

export default function PrivacyScreen() {
  useDocumentTitle('Privacy');
  return (
    <div className="container-lg page prose">
      <h1 className="page-title">Privacy</h1>
      <p className="page-lead">What we keep, why, and who can see it — in plain words.</p>
      <h2>What you give us</h2>
      <p>
        When you order or book, we keep your name, phone number, address and what you asked for. The
        shop, the delivery person and our staff see them only to fulfil that order or booking.
      </p>
      <h2>Finding your order</h2>
      <p>
        Anyone who types your phone number on Find Order sees only the order number, date, status
        and total — never your name, address or items. Those show only in the browser you ordered
        from, or to someone who also has the order code from your thank-you page.
      </p>
      <h2>What stays on your phone</h2>
      <p>
        Your cart, your delivery address and contact (so you need not type them again), and a random
        code that lets this browser show your recent orders. Clearing the browser&apos;s data
        removes them.
      </p>
      <h2>What we never do</h2>
      <p>
        We do not sell or share your details with advertisers, and we do not track you across other
        sites.
      </p>
      <p>
        To have your details corrected or removed, <Link to={paths.contact.href()}>contact us</Link>
        .
      </p>
    </div>
  );
}
