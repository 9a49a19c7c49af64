import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { modelOf } from '../../../data/docs';
import { queryClient } from '../../../data/query-client';
import { locale, preloadCatalogue } from '../../../lib/i18n';
import { collections, type Order, type WithId } from '../../../lib/models';
import { defaultOrderingTerms } from '../../../lib/model-schemas';
import { billFor } from '../../../lib/money';
import { newRequestId } from '../../../lib/order-identity';
import { renderAt, slow } from '../../../testing/render';
import { signInAs, staffTestBackend, testPhone } from '../../../testing/staff-fixtures';
import { cartArrivalNotice } from '../../../stores/cart-arrival';
import { toCartLine, useCartStore } from '../../../stores/cart-store';
import { OrderDetails } from '../components/order-details';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = staffTestBackend();

const dal = 'annapurna-grocery--masoor-dal';
const rice = 'annapurna-grocery--miniket-rice';
const atta = 'annapurna-grocery--whole-wheat-atta';

const product = async (id: string) =>
  modelOf(collections.products, (await handle.backend.store.get(collections.products, id))!);

/** An order of Annapurna Grocery, placed at the prices of the moment: `[productId, quantity]`. */
async function placeOrder(lines: [string, number][]): Promise<WithId<Order>> {
  const priced = await Promise.all(
    lines.map(async ([productId, quantity]) => ({
      productId,
      quantity,
      price: (await product(productId)).price,
    })),
  );
  const placed = await handle.backend.call('placeOrder', {
    requestId: newRequestId(),
    shopId: 'annapurna-grocery',
    lines: priced,
    deliveryFee: billFor(priced, defaultOrderingTerms).deliveryFee,
    // The town lists neighbourhoods, so every order names one; School Para pays the town's fee.
    neighbourhoodId: 'school-para',
    customerName: 'Rina Das',
    phone: testPhone(),
    address: '14 School Para',
    landmark: '',
    note: '',
  });
  if (placed.kind !== 'placed') throw new Error(placed.kind);
  const doc = await handle.backend.store.get(collections.orders, placed.orderId);
  return modelOf(collections.orders, doc!);
}

/** The shop today, as the admin keeps the catalogue: product id → its new price or stock. */
async function changeProducts(changes: Record<string, { price?: number; stock?: number }>) {
  await signInAs(handle, 'admin');
  for (const [id, fields] of Object.entries(changes)) {
    await handle.backend.store.update(collections.products, id, fields);
  }
  await (await handle.backend.auth()).signOut();
}

/** Where the button goes: the cart, with what it says on arriving (the cart screen's own test shows it). */
function CartArrival() {
  return (
    <>
      <h1>Your cart</h1>
      <p role="status">{cartArrivalNotice(useLocation().state)}</p>
    </>
  );
}

function renderOrder(order: WithId<Order>) {
  return renderAt(
    <Routes>
      <Route path="/order" element={<OrderDetails order={order} />} />
      <Route path="/cart" element={<CartArrival />} />
    </Routes>,
    '/order',
  );
}

const arrivalNotice = async (start: string) =>
  await screen.findByText(start, { selector: '[role="status"]', exact: false }, slow);

const cartNow = () =>
  useCartStore.getState().cart.map((line) => [line.id, line.quantity, line.price]);

afterEach(async () => {
  useCartStore.getState().clearCart();
  queryClient.clear();
  locale.set('en');
  // The seed's prices and stock, as every test starts from.
  await changeProducts({
    [dal]: { price: 110_00, stock: 30 },
    [rice]: { stock: 25 },
    [atta]: { stock: 15 },
  });
});

describe('Order again', () => {
  it('fills the cart at today’s prices, leaving out what sold out and lowering what is short, and says so once', async () => {
    const order = await placeOrder([
      [dal, 2],
      [rice, 5],
      [atta, 1],
    ]);
    await changeProducts({ [dal]: { price: 126_00 }, [rice]: { stock: 3 }, [atta]: { stock: 0 } });
    const { user } = renderOrder(order);

    await user.click(
      screen.getByRole('button', { name: `Order again: the items of order ${order.number}` }),
    );

    expect(await arrivalNotice(`The items of order ${order.number}`)).toHaveTextContent(
      `The items of order ${order.number} are in your cart at today’s prices. ` +
        '1 item is out of stock today; only 3 of Miniket Rice are left; ' +
        'the price of Masoor Dal went up to ₹126.00.',
    );
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(cartNow()).toEqual([
      [dal, 2, 126_00],
      [rice, 3, (await product(rice)).price],
    ]);
  });

  it('asks before emptying a cart of another shop, and keeps it when told to', async () => {
    const order = await placeOrder([[dal, 1]]);
    const thali = await product('dada-boudi-hotel--veg-thali');
    useCartStore.getState().replaceCart([toCartLine(thali, 2)]);
    const { user } = renderOrder(order);
    const orderAgain = screen.getByRole('button', { name: /^Order again/ });

    await user.click(orderAgain);
    const dialog = screen.getByRole('dialog', { name: 'Start a new cart?' });
    expect(dialog).toHaveTextContent(
      'Your cart has items from Dada Boudi Hotel. One order goes to one shop, so ordering again from Annapurna Grocery empties the cart first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep my cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cartNow()).toEqual([[thali.id, 2, thali.price]]);

    await user.click(orderAgain);
    await user.click(screen.getByRole('button', { name: 'Start a new cart' }));
    expect(await arrivalNotice(`The items of order ${order.number}`)).toHaveTextContent(
      `The items of order ${order.number} are in your cart at today’s prices.`,
    );
    expect(cartNow()).toEqual([[dal, 1, 110_00]]);
  });

  it('leaves the cart as it was when nothing of the order is sold now', async () => {
    const order = await placeOrder([[dal, 1]]);
    await changeProducts({ [dal]: { stock: 0 } });
    const { user } = renderOrder(order);

    await user.click(screen.getByRole('button', { name: /^Order again/ }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      `None of the items of order ${order.number} is available now, so your cart is as it was.`,
    );
    expect(cartNow()).toEqual([]);
  });

  it('says what changed in Bengali, with Bengali digits', async () => {
    const order = await placeOrder([[dal, 2]]);
    await changeProducts({ [dal]: { price: 105_00, stock: 1 } });
    await preloadCatalogue('town');
    locale.set('bn');
    const { user } = renderOrder(order);

    await user.click(await screen.findByRole('button', { name: /^আবার অর্ডার করুন/ }, slow));
    expect(await arrivalNotice('আজকের দামে আপনার কার্টে')).toHaveTextContent(
      'মসুর ডাল মাত্র ১টি আছে; মসুর ডালের দাম কমে ₹১০৫.০০ হয়েছে।',
    );
  });
});
