import { screen } from '@testing-library/react';
import { modelOf } from '../../../data/docs';
import { collections } from '../../../lib/models';
import { renderAt, slow } from '../../../testing/render';
import {
  placeTestOrder,
  signInAs,
  signOut,
  staffTestBackend,
} from '../../../testing/staff-fixtures';
import { OrderDetails } from '../components/order-details';
import FindOrderScreen from '../find-order-screen';
import { rememberRecord } from '../../../lib/customer-memory';
import { renderRoutes } from '../../../testing/render';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();

/** Annapurna Grocery takes UPI in the demo town, with an example id that cannot be paid. */
const dal = 'annapurna-grocery--masoor-dal';

async function storedOrder(orderId: string) {
  const doc = await handle.backend.store.get(collections.orders, orderId);
  return modelOf(collections.orders, doc!);
}

/** A phone's browser says its pointer is coarse; a computer's does not. */
function pointerIsCoarse(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Pay by UPI on an order', () => {
  it('on a phone, opens the UPI app with the shop, the exact amount and the order number, and says nothing is known yet', async () => {
    pointerIsCoarse(true);
    const placed = await placeTestOrder(handle, dal, 'Rina Das', { quantity: 3 });
    const order = await storedOrder(placed.orderId);
    renderAt(<OrderDetails order={order} />);

    const pay = await screen.findByRole('link', { name: /^Pay ₹.* with my UPI app$/ }, slow);
    const amount = `${Math.floor(order.total / 100)}.${String(order.total % 100).padStart(2, '0')}`;
    expect(pay).toHaveAttribute(
      'href',
      `upi://pay?pa=annapurna.grocery@example&pn=Annapurna%20Grocery&am=${amount}&tn=${order.number}&cu=INR`,
    );
    expect(screen.getByText(/example UPI id\. It cannot receive money/)).toBeInTheDocument();
    expect(screen.getByText(/until it does, the order stays cash on delivery/)).toBeInTheDocument();
    expect(screen.getByText('Total, cash on delivery')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code to pay/ })).not.toBeInTheDocument();
  });

  it('on a computer, draws the QR code of the same payment for the phone to scan', async () => {
    pointerIsCoarse(false);
    const placed = await placeTestOrder(handle, dal);
    const order = await storedOrder(placed.orderId);
    renderAt(<OrderDetails order={order} />);

    const qr = await screen.findByRole(
      'img',
      { name: /^QR code to pay ₹.* to Annapurna Grocery by UPI$/ },
      slow,
    );
    // A drawn code: dark modules in a square of at least version 1's 21 modules plus the border.
    expect(Number(qr.getAttribute('viewBox')?.split(' ')[2])).toBeGreaterThanOrEqual(25);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('UPI id: annapurna.grocery@example')).toBeInTheDocument();
    expect(
      screen.getByText(`Write ${order.number} in the note, so the shop knows the payment.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /with my UPI app/ })).not.toBeInTheDocument();
  });

  it('shows the photo of the shop’s printed QR code its vendor picked, read apart from the shop', async () => {
    pointerIsCoarse(false);
    const photo = 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvAAAAAAfQ//73v/+BiOh/AAA=';
    await signInAs(handle, 'vendor');
    await handle.backend.call('setShopQr', { shopId: 'annapurna-grocery', image: photo });
    await signOut(handle);
    const placed = await placeTestOrder(handle, dal);
    renderAt(<OrderDetails order={await storedOrder(placed.orderId)} />);

    expect(
      await screen.findByRole('img', { name: 'The UPI QR code of Annapurna Grocery' }, slow),
    ).toHaveAttribute('src', photo);
    expect(
      screen.getByText('The shop’s own QR code (type the amount yourself)'),
    ).toBeInTheDocument();
    await signInAs(handle, 'vendor');
    await handle.backend.call('setShopQr', { shopId: 'annapurna-grocery', image: '' });
    await signOut(handle);
  });

  it('once the shop has marked it paid, says so in place of the payment, and the bill says paid by UPI', async () => {
    pointerIsCoarse(true);
    const placed = await placeTestOrder(handle, dal);
    await signInAs(handle, 'vendor');
    await handle.backend.call('staffOrderAction', {
      orderId: placed.orderId,
      action: 'markPaidByUpi',
    });
    await signOut(handle);
    renderAt(<OrderDetails order={await storedOrder(placed.orderId)} />);

    expect(
      screen.getByText('Paid by UPI: the shop has seen your payment in its UPI app.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Total, paid by UPI')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /with my UPI app/ })).not.toBeInTheDocument();
  });

  it('offers nothing for a shop that takes no UPI, or for an order that has ended', async () => {
    pointerIsCoarse(true);
    // An order of a shop that gave no UPI id (Maa Tara Bhandar takes cash only).
    const annapurnaOrder = await storedOrder((await placeTestOrder(handle, dal)).orderId);
    const cashOnly = { ...annapurnaOrder, shopId: 'maa-tara-bhandar' };
    const { unmount } = renderAt(<OrderDetails order={cashOnly} />);
    expect(await screen.findByText('Total, cash on delivery')).toBeInTheDocument();
    // The shop is read before the panel could show: wait for the call button it also gives.
    await screen.findByRole('link', { name: /call/i }, slow);
    expect(screen.queryByText('Pay by UPI, if you like')).not.toBeInTheDocument();
    unmount();

    const placed = await placeTestOrder(handle, dal);
    await handle.backend.call('cancelOrder', { orderId: placed.orderId });
    renderAt(<OrderDetails order={await storedOrder(placed.orderId)} />);
    await screen.findByRole('link', { name: /call/i }, slow);
    expect(screen.queryByText('Pay by UPI, if you like')).not.toBeInTheDocument();
  });

  it('says in Find Order’s list that an order was paid by UPI, before it is opened', async () => {
    const phone = '9812345600';
    const placed = await placeTestOrder(handle, dal, 'Rina Das', { phone });
    await signInAs(handle, 'vendor');
    await handle.backend.call('staffOrderAction', {
      orderId: placed.orderId,
      action: 'markPaidByUpi',
    });
    await signOut(handle);
    rememberRecord({
      collection: collections.orders,
      number: placed.number,
      id: placed.orderId,
      phone,
      placedAt: Date.now(),
    });
    renderRoutes({ '/findOrder/:phone': <FindOrderScreen /> }, `/findOrder/${phone}`);
    const card = (await screen.findByText(`Order ${placed.number}`, {}, slow)).closest('li');
    expect(card).toHaveTextContent('Paid by UPI');
  });
});
