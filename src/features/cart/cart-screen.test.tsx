import { act, screen, waitFor, within } from '@testing-library/react';
import { rememberCheckout } from '../../lib/customer-memory';
import { thisBrowserOnTheServer } from '../../testing/device';
import { storageKeys } from '../../lib/storage';
import { locale, preloadCatalogue } from '../../lib/i18n';
import { collections } from '../../lib/models';
import { cartLine } from '../../testing/cart-lines';
import { renderAt } from '../../testing/render';
import {
  asTestStep,
  placeTestOrder,
  staffTestBackend,
  testPhone,
} from '../../testing/staff-fixtures';
import { useCartStore } from '../../stores/cart-store';
import { cartCheckQuery, checkedLines } from './api/checkout';
import { reconcileCart } from './cart-changes';
import CartScreen, { openingData } from './cart-screen';
import { queryClient } from '../../data/query-client';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();

/** Puts `text` in a field at once, as a keyboard's suggestion or a paste would (typing is slow). */
async function fill(user: ReturnType<typeof renderAt>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
afterEach(() => useCartStore.getState().clearCart());

describe('a cart brought in line with the shop', () => {
  it('says every change at once: a line both short and re-priced, a re-priced one, a gone one', () => {
    const cart = [
      cartLine('a', 'Rice', 60_00, 5),
      cartLine('b', 'Dal', 110_00, 1),
      cartLine('c', 'Oil', 185_00, 1),
    ];
    const { cart: next, notices } = reconcileCart(cart, [
      { productId: cart[0]!.id, name: 'Rice', now: { stock: 2, price: 65_00 } },
      { productId: cart[1]!.id, name: 'Dal', now: { stock: 30, price: 120_00 } },
      { productId: cart[2]!.id, name: 'Oil', now: null },
    ]);
    expect(notices).toEqual([
      'Only 2 of Rice left, and it now costs ₹65.00; your cart shows both.',
      'Dal now costs ₹120.00 (it was ₹110.00); your cart shows the new price.',
      'Oil is no longer sold, so we took it out of your cart.',
    ]);
    expect(next.map((item) => [item.name, item.quantity, item.price])).toEqual([
      ['Rice', 2, 65_00],
      ['Dal', 1, 120_00],
    ]);
  });

  it('gives a line saved without a price today’s price, without telling of a change', () => {
    const { price: _none, ...unpriced } = cartLine('a', 'Rice', 60_00, 2);
    const { cart: next, notices } = reconcileCart(
      [unpriced],
      [{ productId: unpriced.id, name: 'Rice', now: { stock: 9, price: 62_00 } }],
    );
    expect(notices).toEqual([]);
    expect(next.map((item) => item.price)).toEqual([62_00]);
  });

  it('shows today’s prices when the cart is opened, with a word about each change', async () => {
    const masoor = await handle.backend.store.get(
      collections.products,
      'annapurna-grocery--masoor-dal',
    );
    // Saved yesterday at ₹100; the shop sells it at its current price today.
    useCartStore.getState().replaceCart([cartLine('masoor-dal', 'Masoor Dal', 100_00, 2)]);
    renderAt(<CartScreen />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    const price = Number(masoor?.data['price']) / 100;
    expect(alert).toHaveTextContent(`Masoor Dal now costs ₹${price}.00 (it was ₹100.00)`);
    const items = screen.getByRole('region', { name: '1 item' });
    expect(within(items).getByText(`1 kg · ₹${price}.00 each`)).toBeInTheDocument();
    expect(within(items).queryByText('1 kg · ₹100.00 each')).not.toBeInTheDocument();
  });
});

describe('a cart opened from its address', () => {
  it('is drawn already checked: today’s price and the sentence about it, with nothing left to read', async () => {
    useCartStore.getState().replaceCart([cartLine('masoor-dal', 'Masoor Dal', 100_00, 2)]);
    await openingData({ params: {}, search: new URLSearchParams(), props: {} });
    renderAt(<CartScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Masoor Dal now costs ₹\d+\.00 \(it was ₹100\.00\)/,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('place the order again');
    expect(queryClient.isFetching()).toBe(0);
  });

  it('keeps the sentences when the cart is checked again and nothing has changed', async () => {
    useCartStore.getState().replaceCart([cartLine('masoor-dal', 'Masoor Dal', 100_00, 2)]);
    renderAt(<CartScreen />);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'it was ₹100.00',
    );
    // The cart in line is checked again; the answer finds nothing to change.
    const { queryKey } = cartCheckQuery(
      'annapurna-grocery',
      checkedLines(useCartStore.getState().cart),
    );
    await act(() => queryClient.refetchQueries({ queryKey }));
    expect(queryClient.getQueryState(queryKey)?.dataUpdateCount).toBe(2);
    expect(screen.getByRole('alert')).toHaveTextContent('it was ₹100.00');
  });
});

describe('a cart whose lines change while it is open', () => {
  it('is checked again when a line is added elsewhere, and not for a tap on +', async () => {
    const read = async (id: string) =>
      (await handle.backend.store.get(collections.products, `annapurna-grocery--${id}`))!.data;
    const masoor = await read('masoor-dal');
    const asSold = (id: string, name: string, data: typeof masoor, quantity = 1) => ({
      ...cartLine(id, name, Number(data['price']), quantity),
      stock: Number(data['stock']),
    });
    useCartStore.getState().replaceCart([asSold('masoor-dal', 'Masoor Dal', masoor)]);
    const { user } = renderAt(<CartScreen />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // One more of a line already checked: the stock bounds it, nothing is read.
    await user.click(screen.getByRole('button', { name: /one more masoor dal/i }));
    expect(queryClient.isFetching()).toBe(0);

    // Another tab adds Moong Dal at a price it no longer has.
    act(() =>
      useCartStore
        .getState()
        .replaceCart([
          ...useCartStore.getState().cart,
          { ...cartLine('moong-dal', 'Moong Dal', 1_00, 1), stock: 50 },
        ]),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      /Moong Dal now costs ₹\d+\.00 \(it was ₹1\.00\)/,
    );
    expect(useCartStore.getState().cart.map((item) => [item.name, item.quantity])).toEqual([
      ['Masoor Dal', 2],
      ['Moong Dal', 1],
    ]);
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
        { ...cartLine('masoor-dal', 'Masoor Dal', price, 1), stock: Number(masoor['stock']) },
      ]);
    const { user } = renderAt(<CartScreen />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    try {
      // The shop changes the price while the customer fills the form.
      await handle.internals.writeDoc(collections.products, id, { ...masoor, price: price + 5_00 });
      await user.type(screen.getByLabelText('Name'), 'Rina Das');
      await user.type(screen.getByLabelText(/Phone/), testPhone());
      await user.type(screen.getByLabelText('Address'), '12 Station Road');
      await user.selectOptions(screen.getByLabelText('Neighbourhood'), 'station-road');
      await user.click(screen.getByRole('button', { name: /^Place order/ }));
      const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
      expect(alert).toHaveTextContent(
        `now costs ₹${(price + 5_00) / 100}.00 (it was ₹${price / 100}.00)`,
      );
      expect(alert).toHaveTextContent('Please check your cart, then place the order again.');
    } finally {
      await handle.internals.writeDoc(collections.products, id, masoor);
    }
  });
});

describe('an order from a tab left open on an old cart', () => {
  afterEach(() => act(() => locale.set('en')));

  it('names each change in the reader’s language, as the cart showed the product', async () => {
    locale.set('bn');
    await preloadCatalogue('town');
    const moong = {
      ...cartLine('moong-dal', 'Moong Dal', 130_00, 2),
      nameBn: 'মুগ ডাল',
      nameHi: 'मूंग दाल',
    };
    // The sentences follow the language once its words are in (the store updates a moment later).
    await waitFor(() =>
      expect(
        reconcileCart(
          [moong],
          [{ productId: moong.id, name: 'Moong Dal', now: { stock: 0, price: 130_00 } }],
        ).notices,
      ).toEqual(['মুগ ডাল এইমাত্র শেষ হয়ে গেছে, তাই আপনার কার্ট থেকে বাদ দিয়েছি।']),
    );
  });

  it('says in one sentence that what it held has sold out, and nothing about delivering an empty cart', async () => {
    locale.set('bn');
    await preloadCatalogue('town');
    const id = 'annapurna-grocery--moong-dal';
    const moong = (await handle.backend.store.get(collections.products, id))!.data;
    const price = Number(moong['price']);
    useCartStore.getState().replaceCart([
      {
        ...cartLine('moong-dal', 'Moong Dal', price, 1),
        nameBn: 'মুগ ডাল',
        nameHi: 'मूंग दाल',
        stock: Number(moong['stock']),
      },
    ]);
    const { user } = renderAt(<CartScreen />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    try {
      // Another tab ordered every Moong Dal the shop had while this one stayed open.
      await handle.internals.writeDoc(collections.products, id, { ...moong, stock: 0 });
      await fill(user, screen.getByLabelText('নাম'), 'রিনা দাস');
      await fill(user, screen.getByLabelText(/ফোন/), testPhone());
      await fill(user, screen.getByLabelText('ঠিকানা'), '১২ স্টেশন রোড, নবগ্রাম');
      await user.selectOptions(screen.getByLabelText('পাড়া'), 'station-road');
      await user.click(screen.getByRole('button', { name: /অর্ডার দিন/ }));
      const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
      expect(alert).toHaveTextContent(
        /^মুগ ডাল এইমাত্র শেষ হয়ে গেছে, তাই আপনার কার্ট থেকে বাদ দিয়েছি।$/,
      );
      expect(screen.getByRole('heading', { name: 'আপনার কার্ট খালি' })).toBeInTheDocument();
    } finally {
      await handle.internals.writeDoc(collections.products, id, moong);
    }
  });
});

describe('the delivery form on a phone people share', () => {
  const fieldsShown = () =>
    ['Name', 'Phone', 'Address', 'Landmark (optional)', 'Note for the shop (optional)'].map(
      (label) =>
        (
          screen.getByLabelText(
            new RegExp(`^${label.replace(/[()]/g, '\\$&')}`),
          ) as HTMLInputElement
        ).value,
    );

  /** The cart with one Masoor Dal at today's price and stock, so it orders without a change. */
  async function cartWithMasoorDal() {
    const id = 'annapurna-grocery--masoor-dal';
    const masoor = (await handle.backend.store.get(collections.products, id))!.data;
    useCartStore.getState().replaceCart([
      {
        ...cartLine('masoor-dal', 'Masoor Dal', Number(masoor['price']), 1),
        stock: Number(masoor['stock']),
      },
    ]);
  }

  it('does not carry one order’s landmark and note into the next', async () => {
    await cartWithMasoorDal();
    const first = renderAt(<CartScreen />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const phone = testPhone();
    await fill(first.user, screen.getByLabelText('Name'), 'Rina Das');
    await fill(first.user, screen.getByLabelText(/^Phone/), phone);
    await fill(first.user, screen.getByLabelText('Address'), '14 School Para Road');
    await first.user.selectOptions(screen.getByLabelText('Neighbourhood'), 'school-para');
    await fill(first.user, screen.getByLabelText(/^Landmark/), 'Behind the Kali temple');
    await fill(first.user, screen.getByLabelText(/^Note/), 'Ring twice');
    await first.user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(useCartStore.getState().cart).toEqual([]), { timeout: 5_000 });
    first.unmount();

    // The next order on this phone, maybe by someone else of the family.
    await cartWithMasoorDal();
    renderAt(<CartScreen />);
    expect(fieldsShown()).toEqual(['Rina Das', phone, '14 School Para Road', '', '']);
    // The neighbourhood goes with the address, and with it the fee.
    expect(await screen.findByLabelText('Neighbourhood')).toHaveValue('school-para');
  });

  it('sends this browser’s secret id with the order, so the number knows this phone from then on', async () => {
    await cartWithMasoorDal();
    const { user } = renderAt(<CartScreen />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const phone = testPhone();
    await fill(user, screen.getByLabelText('Name'), 'Rina Das');
    await fill(user, screen.getByLabelText(/^Phone/), phone);
    await fill(user, screen.getByLabelText('Address'), '14 School Para Road');
    await user.selectOptions(screen.getByLabelText('Neighbourhood'), 'school-para');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(useCartStore.getState().cart).toEqual([]), { timeout: 5_000 });

    const { key, knownByPhone, activity } = await thisBrowserOnTheServer(handle, phone);
    expect(knownByPhone).toEqual([key]);
    expect(activity?.orderTimes).toHaveLength(1);
  });

  it('tells a browser the number does not know, once strangers used up its day, how to go on', async () => {
    const phone = testPhone();
    for (let n = 0; n < 10; n++) {
      const { orderId } = await placeTestOrder(
        handle,
        'annapurna-grocery--masoor-dal',
        'Prankster',
        {
          phone,
        },
      );
      await handle.backend.call('cancelOrder', { orderId });
    }
    await cartWithMasoorDal();
    const { user } = renderAt(<CartScreen />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await fill(user, screen.getByLabelText('Name'), 'Rina Das');
    await fill(user, screen.getByLabelText(/^Phone/), phone);
    await fill(user, screen.getByLabelText('Address'), '14 School Para Road');
    await user.selectOptions(screen.getByLabelText('Neighbourhood'), 'school-para');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'This phone number has placed 10 orders today, the most one number may place in a day (cancelled ones count too). If you have the code of an order for this number, open it in Find Order on this phone, then order again.',
    );
    expect(useCartStore.getState().cart).toHaveLength(1);
  });

  it('offers to order for someone else, which empties every field', async () => {
    rememberCheckout(
      { name: 'Rina Das', phone: '9876543210' },
      { address: '14 School Para Road', landmark: '' },
    );
    useCartStore.getState().replaceCart([cartLine('masoor-dal', 'Masoor Dal', 110, 1)]);
    const { user } = renderAt(<CartScreen />);
    expect(fieldsShown()).toEqual(['Rina Das', '9876543210', '14 School Para Road', '', '']);
    await fill(user, screen.getByLabelText(/^Landmark/), 'Near the school');
    await user.click(screen.getByRole('button', { name: 'Order for someone else?' }));
    expect(fieldsShown()).toEqual(['', '', '', '', '']);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(
      screen.queryByRole('button', { name: 'Order for someone else?' }),
    ).not.toBeInTheDocument();
  });

  it('has no one else to offer on a phone that has not ordered', () => {
    useCartStore.getState().replaceCart([cartLine('masoor-dal', 'Masoor Dal', 110, 1)]);
    renderAt(<CartScreen />);
    expect(
      screen.queryByRole('button', { name: 'Order for someone else?' }),
    ).not.toBeInTheDocument();
  });

  it('keeps what was typed when the customer leaves the page and comes back', async () => {
    useCartStore.getState().replaceCart([cartLine('masoor-dal', 'Masoor Dal', 110, 1)]);
    const first = renderAt(<CartScreen />);
    await fill(first.user, screen.getByLabelText('Name'), 'Rina Das');
    await fill(first.user, screen.getByLabelText(/^Phone/), '98765 43210');
    await fill(first.user, screen.getByLabelText('Address'), '14 School Para Road');
    await fill(first.user, screen.getByLabelText(/^Landmark/), 'Near the school');
    first.unmount();

    renderAt(<CartScreen />);
    expect(fieldsShown()).toEqual([
      'Rina Das',
      '98765 43210',
      '14 School Para Road',
      'Near the school',
      '',
    ]);
  });

  it('starts from what the last order left when the kept form is not one the app wrote', () => {
    rememberCheckout(
      { name: 'Rina Das', phone: '9876543210' },
      { address: '14 School Para Road', landmark: '' },
    );
    localStorage.setItem(storageKeys.checkoutDraft, JSON.stringify({ name: ['Rina'] }));
    useCartStore.getState().replaceCart([cartLine('masoor-dal', 'Masoor Dal', 110, 1)]);
    renderAt(<CartScreen />);
    expect(fieldsShown()).toEqual(['Rina Das', '9876543210', '14 School Para Road', '', '']);
  });
});

describe('the words the cart uses', () => {
  it('counts items as lines everywhere, and asks the right question to clear one', async () => {
    useCartStore.getState().replaceCart([cartLine('masoor-dal', 'Masoor Dal', 110, 3)]);
    const { user } = renderAt(<CartScreen />);
    expect(screen.getByRole('heading', { name: '1 item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('The one item in it will be removed.');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('All 1 items');
  });
});

describe('the shop the cart is from', () => {
  afterEach(() => act(() => locale.set('en')));

  it('is named in the reader’s language from the first paint, not only once the shop is read', async () => {
    locale.set('bn');
    useCartStore.getState().replaceCart([
      {
        ...cartLine('masoor-dal', 'Masoor Dal', 100, 1),
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

  it('stops saying it is open once the server refuses the order because it has just closed', async () => {
    const masoorId = 'annapurna-grocery--masoor-dal';
    const masoor = (await handle.backend.store.get(collections.products, masoorId))!.data;
    useCartStore.getState().replaceCart([
      {
        ...cartLine('masoor-dal', 'Masoor Dal', Number(masoor['price']), 1),
        stock: Number(masoor['stock']),
      },
    ]);
    const { user } = renderAt(<CartScreen />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText('Open 24 hours')).toBeInTheDocument();
    const shopDoc = (await handle.backend.store.get(collections.shops, 'annapurna-grocery'))!.data;
    try {
      // The vendor closes the shop for three hours while the customer fills the form.
      await handle.internals.writeDoc(collections.shops, 'annapurna-grocery', {
        ...shopDoc,
        closedUntil: new Date(Date.now() + 3 * 60 * 60_000),
      });
      await fill(user, screen.getByLabelText('Name'), 'Rina Das');
      await fill(user, screen.getByLabelText(/^Phone/), testPhone());
      await fill(user, screen.getByLabelText('Address'), '12 Station Road');
      await user.selectOptions(screen.getByLabelText('Neighbourhood'), 'station-road');
      await user.click(screen.getByRole('button', { name: /^Place order/ }));
      expect(
        await screen.findByText(/This shop is closed now\. It opens/, {}, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Open 24 hours')).not.toBeInTheDocument();
      expect(screen.getByText(/^Closed · opens /)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Place order/ })).toBeDisabled();
      expect(useCartStore.getState().cart).toHaveLength(1);
    } finally {
      await asTestStep(() =>
        handle.internals.writeDoc(collections.shops, 'annapurna-grocery', shopDoc),
      );
    }
  });
});
