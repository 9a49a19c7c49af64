import { screen, waitFor, within } from '@testing-library/react';
import { rememberRecord } from '../../../lib/customer-memory';
import { locale } from '../../../lib/i18n';
import { collections } from '../../../lib/models';
import { useCartStore } from '../../../stores/cart-store';
import { renderRoutes, slow } from '../../../testing/render';
import { quoteTestList, sendTestList, storedList } from '../../../testing/shop-lists';
import { signInAs, signOut, staffTestBackend } from '../../../testing/staff-fixtures';
import { fakeNotifications } from '../../../testing/fake-notifications';
import FindOrderScreen from '../find-order-screen';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();
fakeNotifications();
const DAL = 'annapurna-grocery--masoor-dal';

function renderFindOrder(phone: string) {
  return renderRoutes(
    {
      '/findOrder/:phone': <FindOrderScreen />,
      '/sendList/:shopId': <p>The list form</p>,
    },
    `/findOrder/${phone}`,
  );
}

/** A list sent from this browser, priced by the shop: two of the dal and a line of its own. */
async function pricedList() {
  const sent = await sendTestList(handle);
  rememberRecord({
    collection: collections.shopLists,
    number: sent.number,
    id: sent.listId,
    phone: sent.phone,
    placedAt: Date.now(),
  });
  await quoteTestList(handle, sent.listId, [
    { kind: 'product', productId: DAL, quantity: 2 },
    { kind: 'free', name: 'Rock salt 1 kg', price: 25_00, quantity: 1 },
  ]);
  return sent;
}

/** A list's card by its title, in English or Bengali: the Bengali words may arrive before the card. */
const listCard = async (number: string) =>
  (
    await screen.findByText(
      (_, element) => [`List ${number}`, `লিস্ট ${number}`].includes(element?.textContent ?? ''),
      {},
      slow,
    )
  ).closest('li') as HTMLElement;

const stockOf = async (productId: string) =>
  (await handle.backend.store.get(collections.products, productId))?.data['stock'];

/** The shop's vendor sets a product's stock, as its stock tab does. */
async function setStock(productId: string, stock: number) {
  const product = await handle.backend.store.get(collections.products, productId);
  await signInAs(handle, 'vendor');
  await handle.backend.call('vendorShopAction', {
    action: 'setStockAndPrice',
    productId,
    stock,
    price: Number(product?.data['price']),
    stockSeen: Number(product?.data['stock']),
  });
  await signOut(handle);
}

describe('a list in Find Order', () => {
  it('shows the shop’s price in the reader’s language and digits, and confirms it into an order shown as any other', async () => {
    const sent = await pricedList();
    const stockBefore = await stockOf(DAL);
    const { user } = renderFindOrder(sent.phone);
    try {
      locale.set('bn');
      const card = await listCard(sent.number);
      // The Bengali words arrive with their part of the catalogue.
      await waitFor(() => expect(card).toHaveTextContent('দাম জানানো হয়েছে'), slow);
      expect(card).toHaveTextContent('অন্নপূর্ণা মুদিখানা আপনার লিস্টের দাম জানিয়েছে');
      expect(card).toHaveTextContent('২ × মসুর ডাল');
      expect(card).toHaveTextContent('১ × Rock salt 1 kg');
      expect(card).toHaveTextContent('দোকানের তালিকায় নেই, দোকান দাম দিয়েছে');
      // 2 × ₹110 + ₹25 and School Para's ₹30, in Bengali digits.
      expect(card).toHaveTextContent('মোট₹২৭৫.০০');
      expect(card).toHaveTextContent(/এই দাম .+ পর্যন্ত থাকবে।/);

      await user.click(within(card).getByRole('button', { name: 'রাজি, অর্ডার করুন · ₹২৭৫.০০' }));
      expect(await within(card).findByText(/এটা এখন অর্ডার TS-\d{6}/, {}, slow)).toBeVisible();
    } finally {
      locale.set('en');
    }
    const list = await storedList(handle, sent.listId);
    expect(list?.status).toBe('confirmed');
    const order = (await handle.backend.store.get(collections.orders, list?.orderId ?? ''))?.data;
    expect(order).toMatchObject({ fromList: sent.listId, total: 275_00, deliveryFee: 30_00 });
    expect(order?.['lines']).toEqual([
      expect.objectContaining({ productId: DAL, quantity: 2, price: 110_00 }),
      expect.objectContaining({ name: 'Rock salt 1 kg', price: 25_00, free: true }),
    ]);
    expect(await stockOf(DAL)).toBe(Number(stockBefore) - 2);
    // The order is on the page as any other, with its own card.
    const number = String(order?.['number']);
    const orderCard = (await screen.findByText(`Order ${number}`, {}, slow)).closest(
      'li',
    ) as HTMLElement;
    await user.click(within(orderCard).getByRole('button', { name: `Details of order ${number}` }));
    expect(orderCard).toHaveTextContent('1 × Rock salt 1 kg ₹25.00');
    expect(orderCard).not.toHaveTextContent('()');
    // Ordered again, it is the catalogue's products alone: the shop's own line is not sold as such.
    await user.click(
      within(orderCard).getByRole('button', { name: `Order again: the items of order ${number}` }),
    );
    expect(await screen.findByLabelText('current path', {}, slow)).toHaveTextContent('/cart');
    expect(useCartStore.getState().cart.map((line) => [line.id, line.quantity])).toEqual([
      [DAL, 2],
    ]);
    useCartStore.getState().clearCart();
  }, 20_000);

  it('says in plain words when a product ran out since the price, orders nothing, and offers to send the list again', async () => {
    const sent = await pricedList();
    await setStock(DAL, 1);
    const { user } = renderFindOrder(sent.phone);
    const card = await listCard(sent.number);
    await user.click(within(card).getByRole('button', { name: 'Confirm and order · ₹275.00' }));
    const said = await within(card).findByRole('alert', {}, slow);
    expect(said).toHaveTextContent(
      'Since the shop priced your list, something in it changed, so nothing was ordered:',
    );
    expect(said).toHaveTextContent('Only 1 of Masoor Dal is left.');
    expect(said).toHaveTextContent('Send the list again, and the shop will price it anew.');
    expect(await storedList(handle, sent.listId)).toMatchObject({
      status: 'quoted',
      orderId: null,
    });
    expect(await stockOf(DAL)).toBe(1);

    await user.click(within(said).getByRole('link', { name: 'Send the list again' }));
    expect(await screen.findByText('The list form')).toBeInTheDocument();
    await setStock(DAL, 30);
  }, 20_000);

  it('says no to a price, and withdraws a list not yet priced', async () => {
    const priced = await pricedList();
    const waiting = await sendTestList(handle, { phone: priced.phone });
    rememberRecord({
      collection: collections.shopLists,
      number: waiting.number,
      id: waiting.listId,
      phone: waiting.phone,
      placedAt: Date.now(),
    });
    const { user } = renderFindOrder(priced.phone);

    const pricedCard = await listCard(priced.number);
    await user.click(within(pricedCard).getByRole('button', { name: 'No, thank you' }));
    const declining = screen.getByRole('dialog', { name: 'Say no to this price?' });
    await user.click(within(declining).getByRole('button', { name: 'Yes, say no' }));
    expect(
      await within(pricedCard).findByText(
        'You said no to this price. Nothing was ordered.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect((await storedList(handle, priced.listId))?.status).toBe('declined');

    const waitingCard = await listCard(waiting.number);
    expect(waitingCard).toHaveTextContent(
      'The shop has your list and will send you its price here.',
    );
    expect(
      within(waitingCard).getByRole('button', { name: 'Tell me when the shop answers' }),
    ).toBeVisible();
    await user.click(
      within(waitingCard).getByRole('button', { name: `Details of list ${waiting.number}` }),
    );
    expect(waitingCard).toHaveTextContent('2 kg rice, 1 kg masoor dal');
    await user.click(within(waitingCard).getByRole('button', { name: 'Withdraw the list' }));
    await user.click(
      within(screen.getByRole('dialog', { name: `Withdraw list ${waiting.number}?` })).getByRole(
        'button',
        { name: 'Yes, withdraw it' },
      ),
    );
    await waitFor(async () =>
      expect((await storedList(handle, waiting.listId))?.status).toBe('withdrawn'),
    );
    expect(await within(waitingCard).findByText('You withdrew this list.', {}, slow)).toBeVisible();
  }, 20_000);
});
