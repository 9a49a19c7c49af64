import { screen, waitFor } from '@testing-library/react';
import { collections } from '../../lib/models';
import { rememberCheckout } from '../../lib/customer-memory';
import { locale, preloadCatalogue } from '../../lib/i18n';
import { renderAt } from '../../testing/render';
import { staffTestBackend, testPhone } from '../../testing/staff-fixtures';
import { useCartStore, type CartLine } from '../../stores/cart-store';
import CartScreen from './cart-screen';
import { queryClient } from '../../data/query-client';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

/**
 * The cart on the demo town: its neighbourhoods' fees (Bazar Para ₹20, free
 * from ₹299; Rail Colony ₹50, free from ₹799), Maa Tara Bhandar's ₹100
 * minimum, and Station Roll Corner, which delivers to three neighbourhoods.
 */
const handle = staffTestBackend();
afterEach(() => {
  useCartStore.getState().clearCart();
  localStorage.clear();
  locale.set('en');
});

/** One of the product `shopId--slug` in the cart, at today's price and stock. */
async function cartWith(shopId: string, shopName: string, slug: string, quantity = 1) {
  const id = `${shopId}--${slug}`;
  const product = (await handle.backend.store.get(collections.products, id))!.data;
  const line: CartLine = {
    id,
    name: String(product['name']),
    price: Number(product['price']),
    quantity,
    stock: Number(product['stock']),
    unit: String(product['unit']),
    shopId,
    shopName,
  };
  useCartStore.getState().replaceCart([line]);
  const rendered = renderAt(<CartScreen />);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return rendered;
}

const bill = () => screen.getByText('Delivery').closest('dl')!;

describe('the neighbourhood at checkout', () => {
  it('charges the chosen neighbourhood’s fee and says what is missing for free delivery there', async () => {
    // Masoor Dal, ₹110.
    const { user } = await cartWith('annapurna-grocery', 'Annapurna Grocery', 'masoor-dal');
    const picker = screen.getByLabelText('Neighbourhood');
    expect(screen.getByRole('option', { name: 'Rail Colony · ₹50.00' })).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription('The delivery fee depends on it.');

    await user.selectOptions(picker, 'rail-colony');
    // Said again under the select, where a long name wraps instead of being cut.
    expect(picker).toHaveAccessibleDescription('Rail Colony: delivery ₹50.00.');
    expect(bill()).toHaveTextContent('Delivery₹50.00Total₹160.00');
    expect(screen.getByText('Add ₹689.00 more for free delivery.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order · ₹160.00' })).toBeEnabled();

    await user.selectOptions(picker, 'bazar-para');
    expect(bill()).toHaveTextContent('Delivery₹20.00Total₹130.00');
    expect(screen.getByText('Add ₹189.00 more for free delivery.')).toBeInTheDocument();
  });

  it('asks for the neighbourhood before ordering, and moves there, keeping what was typed', async () => {
    const { user } = await cartWith('annapurna-grocery', 'Annapurna Grocery', 'masoor-dal');
    await user.type(screen.getByLabelText('Name'), 'Rina Das');
    await user.type(screen.getByLabelText(/^Phone/), testPhone());
    await user.type(screen.getByLabelText('Address'), '3 Rail Quarters');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    const picker = screen.getByLabelText('Neighbourhood');
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveAccessibleDescription(
      /Please choose your neighbourhood, so the shop knows the fee\./,
    );
    expect(screen.getByLabelText('Address')).toHaveValue('3 Rail Quarters');
  });

  it('offers only the neighbourhoods the shop delivers to, and says so', async () => {
    await cartWith('roll-corner', 'Station Roll Corner', 'egg-roll', 2);
    const names = screen
      .getAllByRole('option')
      .map((option) => option.textContent)
      .slice(1);
    expect(names).toEqual(['Bazar Para · ₹20.00', 'School Para · ₹30.00', 'Station Road · ₹25.00']);
    expect(screen.getByLabelText('Neighbourhood')).toHaveAccessibleDescription(
      /This shop delivers only to the neighbourhoods listed\./,
    );
  });

  it('holds an order below the shop’s minimum, saying how much more to add', async () => {
    // Muri, ₹30, at a shop that takes ₹100 or more.
    await cartWith('maa-tara-bhandar', 'Maa Tara Bhandar', 'muri-puffed-rice');
    expect(
      screen.getByText(
        'Maa Tara Bhandar takes orders of ₹100.00 or more: add ₹70.00 more to order.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Place order/ })).toBeDisabled();
  });

  it('says the shop does not deliver to the neighbourhood the last order went to, instead of dropping it', async () => {
    rememberCheckout(
      { name: 'Rina Das', phone: '9876543210' },
      { address: '3 Rail Quarters', landmark: '', neighbourhood: 'rail-colony' },
    );
    await cartWith('roll-corner', 'Station Roll Corner', 'egg-roll', 2);
    expect(screen.getByLabelText('Neighbourhood')).toHaveAccessibleDescription(
      /Station Roll Corner does not deliver to Rail Colony\. Choose another neighbourhood/,
    );
  });

  it('says it in Bengali with the place’s case ending, and lists the places in Bengali order', async () => {
    locale.set('bn');
    await preloadCatalogue('town');
    rememberCheckout(
      { name: 'Rina Das', phone: '9876543210' },
      { address: '3 Rail Quarters', landmark: '', neighbourhood: 'rail-colony' },
    );
    await cartWith('rathtala-fish-meat', 'Rathtala Fish & Meat Corner', 'rohu-fish');
    const picker = await screen.findByLabelText('পাড়া');
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(
        /রথতলা মাছ-মাংসের দোকান রেল কলোনিতে মাল পৌঁছে দেয় না।/,
      ),
    );
    const names = screen
      .getAllByRole('option')
      .map((option) => option.textContent?.split(' · ')[0])
      .slice(1);
    expect(names).toEqual(['বাজার পাড়া', 'রথতলা', 'স্টেশন রোড', 'হাসপাতাল মোড়']);
  });
});
