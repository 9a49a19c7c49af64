import type { CartLine } from '../stores/cart-store';

/** A line of a cart at the demo town's Annapurna Grocery, 1 kg, 50 in stock; `price` in paise. */
export const cartLine = (id: string, name: string, price: number, quantity: number): CartLine => ({
  id: `annapurna-grocery--${id}`,
  name,
  price,
  quantity,
  stock: 50,
  unit: '1 kg',
  shopId: 'annapurna-grocery',
  shopName: 'Annapurna Grocery',
});
