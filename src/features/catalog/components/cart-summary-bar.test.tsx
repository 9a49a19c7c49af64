import { screen } from '@testing-library/react';
import { renderAt } from '../../../testing/render';
import { useCartStore } from '../../../stores/cart-store';
import { CartSummaryBar } from './cart-summary-bar';

describe('the cart summary under a product', () => {
  it('counts lines, as the Cart link and the cart do: 3 kg of one thing is 1 item', () => {
    useCartStore
      .getState()
      .replaceCart([{ id: 'rice', name: 'Rice', quantity: 3, stock: 10, price: 60_00 }]);
    renderAt(<CartSummaryBar />);
    expect(screen.getByText('1 item')).toBeInTheDocument();
    expect(screen.getByText(/₹180\.00/)).toBeInTheDocument();
  });
});
