import { screen } from '@testing-library/react';
import { locale } from '../../lib/i18n';
import { useCartStore } from '../../stores/cart-store';
import { cartLine } from '../../testing/cart-lines';
import { renderAt } from '../../testing/render';
import { Footer } from '../shell/footer';
import { CartLink } from '../shell/cart-link';

const line = (id: string) => ({ ...cartLine(id, id, 50, 1), stock: 10 });

afterEach(() => {
  useCartStore.getState().clearCart();
  locale.set('en');
});

describe('the frame every page has, for a Bengali reader', () => {
  it('counts the cart’s lines and writes the year in Bengali digits', async () => {
    useCartStore.getState().replaceCart([line('rice'), line('dal'), line('oil')]);
    locale.set('bn');
    renderAt(
      <>
        <CartLink />
        <Footer />
      </>,
    );
    // The words arrive a moment after the language is chosen.
    const cart = await screen.findByRole('link', { name: 'কার্ট, ৩টি জিনিস' }, { timeout: 5_000 });
    expect(cart.querySelector('.badge')).toHaveTextContent(/^৩$/);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/© [০-৯]{4} /);
  });

  it('writes the emergency number in 0–9, as the other emergency numbers and the keypad have it', async () => {
    locale.set('bn');
    renderAt(<Footer />);
    const call = await screen.findByRole('link', { name: '112' }, { timeout: 5_000 });
    expect(call).toHaveAttribute('href', 'tel:112');
  });
});
