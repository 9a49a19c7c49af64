import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { settings } from '../../config/env';
import { paths } from '../../config/paths';

export default function AboutScreen() {
  useDocumentTitle('About us');
  return (
    <div className="container-lg page prose">
      <h1 className="page-title">About us</h1>
      <p className="page-lead">
        {settings.title} puts the whole town in your pocket: the shops you already know, the doctors
        and labs you trust, rides, repairs and the numbers to call when something goes wrong.
      </p>
      <h2>How ordering works</h2>
      <p>
        Pick a shop, fill your cart and order with your name, phone and address — no account, no
        password. The shop accepts the order, a local delivery person brings it, and you pay cash on
        delivery. Look your order up at any time on{' '}
        <Link to={paths.findOrder.href()}>Find Order</Link> with the same phone number.
      </p>
      <h2>Who is behind it</h2>
      <p>
        A small team from the town runs the service with the shopkeepers and delivery partners you
        meet at the door. Every shop is visited before it is listed, and prices are the shop&apos;s
        own.
      </p>
      <h2>Made for every phone</h2>
      <p>
        The app is small and quick on mobile data, and the emergency numbers work even with no
        connection at all.
      </p>
      <p>
        Want your shop or service listed? <Link to={paths.contact.href()}>Write to us</Link>.
      </p>
    </div>
  );
}
