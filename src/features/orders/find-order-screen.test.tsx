import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { rememberCheckout, rememberOrder } from '../../lib/customer-memory';
import { storageKeys } from '../../lib/storage';
import { renderAt } from '../../testing/render';
import { staffTestBackend, placeTestOrder, signInAs } from '../../testing/staff-fixtures';
import FindOrderScreen from './find-order-screen';
import { OrderDetails } from './components/order-details';
import { modelOf } from '../../lib/docs';
import { locale } from '../../lib/i18n';
import { collections } from '../../lib/models';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();

const slow = { timeout: 5_000 };

function renderFindOrder(path: string) {
  return renderAt(
    <Routes>
      <Route path="/findOrder" element={<FindOrderScreen />} />
      <Route path="/findOrder/:phone" element={<FindOrderScreen />} />
    </Routes>,
    path,
  );
}

const orderCard = async (number: string) =>
  (await screen.findByText(`Order ${number}`, {}, slow)).closest('li') as HTMLElement;

describe('/findOrder', () => {
  it('tells a code that does not match from one that is not a code', async () => {
    const phone = '9812345670';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    const { user } = renderFindOrder(`/findOrder/${phone}`);
    const card = await orderCard(order.number);
    await user.click(
      within(card).getByRole('button', { name: `Details of order ${order.number}` }),
    );
    const code = within(card).getByLabelText(`Order code for ${order.number}`);
    const show = within(card).getByRole('button', { name: 'Show details' });

    await user.type(code, 'WRONG1');
    await user.click(show);
    expect(
      await within(card).findByText('That code does not match this order. Check it and try again.'),
    ).toBeInTheDocument();
    // Letters a code may have, but not this order's: the server finds no such order.
    await user.clear(code);
    await user.type(code, 'ABCDEF');
    await user.click(show);
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'That code does not match this order. Check it and try again.',
    );
    expect(code).toHaveValue('ABCDEF');
    await user.clear(code);
    await user.type(code, 'ABC');
    await user.click(show);
    expect(
      within(card).getByText('The code has 6 letters and numbers, as shown on the thank-you page.'),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, order.code.toLowerCase());
    await user.click(show);
    expect(
      await within(card).findByText(/14 School Para, first floor/, {}, slow),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Landmark: the big pond');
    expect(card).not.toHaveTextContent('(near');
    expect(within(card).getByRole('button', { name: 'Cancel this order' })).toBeInTheDocument();
  });

  it('looks a phone up once it is a mobile, keeping what was typed when it is not', async () => {
    const phone = '9812345673';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    const { user } = renderFindOrder('/findOrder/12345');
    const field = screen.getByLabelText('Phone number');
    expect(
      screen.getByText('Enter a 10-digit mobile number, for example 98765 43210.'),
    ).toBeVisible();

    await user.clear(field);
    await user.type(field, '555 1234');
    await user.click(screen.getByRole('button', { name: 'Find orders' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('555 1234');

    await user.clear(field);
    await user.type(field, '+91 98123-45673');
    await user.click(screen.getByRole('button', { name: 'Find orders' }));
    expect(await orderCard(order.number)).toHaveTextContent('Placed');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('follows a shop’s answer by itself, and shows it the same in every place on the page', async () => {
    const phone = '9812345671';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    // Placed from this browser: its id is remembered, so it shows in full.
    rememberOrder({ number: order.number, id: order.orderId, phone, placedAt: Date.now() });
    renderFindOrder(`/findOrder/${phone}`);
    const card = await orderCard(order.number);
    expect(within(card).getByText('Placed')).toBeInTheDocument();
    expect(screen.getAllByText(`Order ${order.number}`)).toHaveLength(1);

    await signInAs(handle, 'vendor');
    await handle.backend.call('staffOrderAction', {
      orderId: order.orderId,
      action: 'reject',
      reason: 'Closed for the festival',
    });
    // Back to the page (every few seconds while it is open, the e2e journey shows).
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(
      await within(card).findByText('Rejected by the shop', {}, { timeout: 2_000 }),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Placed')).not.toBeInTheDocument();
  });

  it('names the shop and the items in the reader’s language, as they were named when ordered', async () => {
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal');
    const doc = await handle.backend.store.get(collections.orders, order.orderId);
    try {
      locale.set('bn');
      renderAt(<OrderDetails order={modelOf(collections.orders, doc!)} />);
      expect(
        await screen.findByRole('heading', { name: 'অন্নপূর্ণা মুদিখানা থেকে যা নিয়েছেন' }, slow),
      ).toBeInTheDocument();
      expect(screen.getByText(/মসুর ডাল/)).toBeInTheDocument();
    } finally {
      locale.set('en');
    }
  });

  it('forgets the remembered name, phone, address and orders on request', async () => {
    const phone = '9812345672';
    const order = await placeTestOrder(handle, 'annapurna-grocery--masoor-dal', 'Rina', { phone });
    rememberCheckout({ name: 'Rina Das', phone }, { address: '14 School Para', landmark: '' });
    rememberOrder({ number: order.number, id: order.orderId, phone, placedAt: Date.now() });
    const { user } = renderFindOrder('/findOrder');
    expect(
      await screen.findByRole('heading', { name: 'My recent orders' }, slow),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forget me on this phone' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'this phone no longer remembers your name, number, address or orders',
    );
    expect(screen.queryByRole('heading', { name: 'My recent orders' })).not.toBeInTheDocument();
    for (const key of [
      storageKeys.orderContact,
      storageKeys.deliveryAddress,
      storageKeys.recentOrders,
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
  });
});
