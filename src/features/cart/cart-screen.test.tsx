import { act, screen, waitFor, within } from '@testing-library/react';
import { locale } from '../../lib/i18n';
import { collections } from '../../lib/models';
import { renderAt } from '../../testing/render';
import { staffTestBackend, testPhone } from '../../testing/staff-fixtures';
import { useCartStore, type CartLine } from '../../stores/cart-store';
import { reconcileCart } from './cart-changes';
import CartScreen, { openingData } from './cart-screen';
import { queryClient } from '../../components/query-client';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();
afterEach(() => useCartStore.getState().clearCart());

const line = (id: string, name: string, price: number, quantity: number): CartLine => ({
  id: `annapurna-grocery--${id}`,
  name,
  price,
  quantity,
  stock: 50,
  unit: '1 kg',
  shopId: 'annapurna-grocery',
  shopName: 'Annapurna Grocery',
});

describe('a cart brought in line with the shop', () => {
  it('says every change at once: a line both short and re-priced, a re-priced one, a gone one', () => {
    const cart = [line('a', 'Rice', 60, 5), line('b', 'Dal', 110, 1), line('c', 'Oil', 185, 1)];
    const { cart: next, notices } = reconcileCart(cart, [
      { productId: cart[0]!.id, name: 'Rice', now: { stock: 2, price: 65 } },
      { productId: cart[1]!.id, name: 'Dal', now: { stock: 30, price: 120 } },
      { productId: cart[2]!.id, name: 'Oil', now: null },
    ]);
    expect(notices).toEqual([
      'Only 2 of Rice left, and it now costs ₹65.00; your cart shows both.',
      'Dal now costs ₹120.00 (it was ₹110.00); your cart shows the new price.',
      'Oil is no longer sold, so we took it out of your cart.',
    ]);
    expect(next.map((item) => [item.name, item.quantity, item.price])).toEqual([
      ['Rice', 2, 65],
      ['Dal', 1, 120],
    ]);
  });

  it('shows today’s prices when the cart is opened, with a word about each change', async () => {
    const masoor = await handle.backend.store.get(
      collections.products,
      'annapurna-grocery--masoor-dal',
    );
    // Saved yesterday at ₹100; the shop sells it at its current price today.
    useCartStore.getState().replaceCart([line('masoor-dal', 'Masoor Dal', 100, 2)]);
    renderAt(<CartScreen />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    const price = Number(masoor?.data['price']);
    expect(alert).toHaveTextContent(`Masoor Dal now costs ₹${price}.00 (it was ₹100.00)`);
    const items = screen.getByRole('region', { name: '1 item' });
    expect(within(items).getByText(`1 kg · ₹${price}.00 each`)).toBeInTheDocument();
    expect(within(items).queryByText('1 kg · ₹100.00 each')).not.toBeInTheDocument();
  });
});

describe('a cart opened from its address', () => {
  it('is drawn already checked: today’s price and the sentence about it, with nothing left to read', async () => {
    useCartStore.getState().replaceCart([line('masoor-dal', 'Masoor Dal', 100, 2)]);
    await openingData({ params: {}, search: new URLSearchParams(), props: {} });
    renderAt(<CartScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Masoor Dal now costs ₹\d+\.00 \(it was ₹100\.00\)/,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('place the order again');
    expect(queryClient.isFetching()).toBe(0);
  });

  it('keeps the sentences when the cart is checked again and nothing has changed', async () => {
    useCartStore.getState().replaceCart([line('masoor-dal', 'Masoor Dal', 100, 2)]);
    renderAt(<CartScreen />);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'it was ₹100.00',
    );
    // The second answer finds nothing to change; it is drawn before the check below.
    await act(() => queryClient.refetchQueries({ queryKey: ['cart-check'] }));
    expect(queryClient.getQueryState(['cart-check', 'annapurna-grocery'])?.dataUpdateCount).toBe(2);
    expect(screen.getByRole('alert')).toHaveTextContent('it was ₹100.00');
  });
});

describe('an order a change stopped', () => {
  it('says what changed and asks to order again, which opening the cart never asks', async () => {
    const id = 'annapurna-grocery--masoor-dal';
    const masoor = (await handle.backend.store.get(collections.products, id))!.data;
    const price = Number(masoor['price']);
    useCartStore
      .getState()
      .replaceCart([
        { ...line('masoor-dal', 'Masoor Dal', price, 1), stock: Number(masoor['stock']) },
      ]);
    const { user } = renderAt(<CartScreen />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    try {
      // The shop changes the price while the customer fills the form.
      await handle.internals.writeDoc(collections.products, id, { ...masoor, price: price + 5 });
      await user.type(screen.getByLabelText('Name'), 'Rina Das');
      await user.type(screen.getByLabelText(/Phone/), testPhone());
      await user.type(screen.getByLabelText('Address'), '12 Station Road');
      await user.click(screen.getByRole('button', { name: /^Place order/ }));
      const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
      expect(alert).toHaveTextContent(`now costs ₹${price + 5}.00 (it was ₹${price}.00)`);
      expect(alert).toHaveTextContent('Please check your cart, then place the order again.');
    } finally {
      await handle.internals.writeDoc(collections.products, id, masoor);
    }
  });
});

describe('the words the cart uses', () => {
  it('counts items as lines everywhere, and asks the right question to clear one', async () => {
    useCartStore.getState().replaceCart([line('masoor-dal', 'Masoor Dal', 110, 3)]);
    const { user } = renderAt(<CartScreen />);
    expect(screen.getByRole('heading', { name: '1 item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('The one item in it will be removed.');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('All 1 items');
  });
});

describe('the shop the cart is from', () => {
  afterEach(() => locale.set('en'));

  it('is named in the reader’s language from the first paint, not only once the shop is read', async () => {
    locale.set('bn');
    useCartStore.getState().replaceCart([
      {
        ...line('masoor-dal', 'Masoor Dal', 100, 1),
        shopNameBn: 'অন্নপূর্ণা মুদিখানা',
        shopNameHi: 'अन्नपूर्णा किराना',
      },
    ]);
    renderAt(<CartScreen />);
    // The shop is read after this first render (the cart check is a query of its own).
    expect(screen.getByRole('link', { name: 'অন্নপূর্ণা মুদিখানা' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Annapurna Grocery' })).not.toBeInTheDocument();
    // Once it is read (the saved price has changed, so the cart says so), the name stays.
    await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(screen.getByRole('link', { name: 'অন্নপূর্ণা মুদিখানা' })).toBeInTheDocument();
  });
});
