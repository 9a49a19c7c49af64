import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { arriveAtCartSaying } from '../../stores/cart-arrival';
import { useCartStore } from '../../stores/cart-store';
import { cartLine } from '../../testing/cart-lines';
import { staffTestBackend } from '../../testing/staff-fixtures';
import CartScreen from './cart-screen';

vi.mock('../../backend', async (importOriginal) =>
  (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

staffTestBackend();

afterEach(() => useCartStore.getState().clearCart());

const masoor = { ...cartLine('masoor-dal', 'Masoor Dal', 110_00, 1), stock: 30 };

describe('the cart opened by a screen that filled it', () => {
  it('says what that screen said about it, once, beside the cart', () => {
    useCartStore.getState().replaceCart([masoor]);
    const said = 'The items of order TS-123456 are in your cart at today’s prices.';
    render(
      <MemoryRouter initialEntries={[{ pathname: '/cart', ...arriveAtCartSaying(said) }]}>
        <CartScreen />
      </MemoryRouter>,
    );
    expect(screen.getByText(said)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
  });

  it('says nothing of the kind when opened from a link', () => {
    useCartStore.getState().replaceCart([masoor]);
    render(
      <MemoryRouter initialEntries={['/cart']}>
        <CartScreen />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/in your cart at today’s prices/)).toBeNull();
  });
});
