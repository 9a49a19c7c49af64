import {
  addToCart,
  applyCartUpdate,
  cartShop,
  quantityInCart,
  toCartLine,
  useCartStore,
  type CartLine,
  type CartProduct,
} from './cart-store';
import { localShopName } from '../lib/local-name';

const rice: CartLine = { id: 'p1', name: 'Rice', quantity: 1, stock: 10, price: 60_00 };
const dal: CartLine = { id: 'p2', name: 'Dal', quantity: 1, stock: 5, price: 120_00 };

function savedCart(): unknown {
  const raw = localStorage.getItem('cart');
  return raw ? (JSON.parse(raw) as { state: { cart: unknown } }).state.cart : null;
}

beforeEach(() => {
  useCartStore.setState({ cart: [] });
});

describe('cart rule 1: update with a line and a count', () => {
  it('appends an unknown item with quantity 1, whatever the count', () => {
    expect(applyCartUpdate([], { ...rice, quantity: 7 }, 5)).toEqual([{ ...rice, quantity: 1 }]);
  });

  it('grows the quantity of the line with the same id and name by the count', () => {
    const cart = [{ ...rice, quantity: 2 }, dal];
    expect(applyCartUpdate(cart, rice, 3)).toEqual([{ ...rice, quantity: 5 }, dal]);
  });

  it('shrinks it with a negative count of -1 without touching the stock', () => {
    expect(applyCartUpdate([{ ...rice, quantity: 3 }], rice, -1)).toEqual([
      { ...rice, quantity: 2, stock: 10 },
    ]);
  });

  it('sets the stock to the new quantity when the count is below -1', () => {
    expect(applyCartUpdate([{ ...rice, quantity: 5 }], rice, -2)).toEqual([
      { ...rice, quantity: 3, stock: 3 },
    ]);
  });

  it('drops a line that reaches quantity 0', () => {
    expect(applyCartUpdate([{ ...rice, quantity: 1 }, dal], rice, -1)).toEqual([dal]);
  });

  it('drops a line that goes below 0', () => {
    expect(applyCartUpdate([{ ...rice, quantity: 2 }], rice, -5)).toEqual([]);
  });

  it('treats the same id with another name as a different line', () => {
    const renamed = { ...rice, name: 'Rice (5 kg)' };
    expect(applyCartUpdate([rice], renamed, 1)).toEqual([rice, { ...renamed, quantity: 1 }]);
  });

  it('treats the same name with another id as a different line', () => {
    const other = { ...rice, id: 'p9' };
    expect(applyCartUpdate([rice], other, 1)).toEqual([rice, { ...other, quantity: 1 }]);
  });

  it('keeps the other product fields of the line', () => {
    const withShop = { ...rice, shopId: 's1', unit: '1 kg', extra: 'kept' };
    expect(applyCartUpdate([], withShop, 1)[0]).toMatchObject({ shopId: 's1', extra: 'kept' });
  });
});

describe('the cart store', () => {
  it('replaces the whole cart', () => {
    useCartStore.getState().updateCart(rice, 1);
    useCartStore.getState().replaceCart([dal]);
    expect(useCartStore.getState().cart).toEqual([dal]);
  });

  it('removes the given lines by id', () => {
    useCartStore.getState().replaceCart([rice, dal]);
    useCartStore.getState().removeFromCart(['p1']);
    expect(useCartStore.getState().cart).toEqual([dal]);
  });

  it('clears the cart', () => {
    useCartStore.getState().replaceCart([rice, dal]);
    useCartStore.getState().clearCart();
    expect(useCartStore.getState().cart).toEqual([]);
  });

  it('saves every change to browser storage under its own key', () => {
    const { updateCart, removeFromCart, clearCart } = useCartStore.getState();
    updateCart(rice, 1);
    expect(savedCart()).toEqual([{ ...rice, quantity: 1 }]);
    updateCart(rice, 2);
    expect(savedCart()).toEqual([{ ...rice, quantity: 3 }]);
    removeFromCart(['p1']);
    expect(savedCart()).toEqual([]);
    updateCart(dal, 1);
    clearCart();
    expect(savedCart()).toEqual([]);
  });

  it('starts from the stored copy', async () => {
    localStorage.setItem('cart', JSON.stringify({ state: { cart: [rice] }, version: 2 }));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().cart).toEqual([rice]);
  });

  it.each([
    ['not JSON', '{not json'],
    ['a wrong shape', JSON.stringify({ state: { cart: 'oops' }, version: 2 })],
    ['a line missing its id', JSON.stringify({ state: { cart: [{ name: 'x' }] }, version: 2 })],
  ])('discards %s and starts empty', async (_, stored) => {
    useCartStore.setState({ cart: [] });
    localStorage.setItem('cart', stored);
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().cart).toEqual([]);
    expect(localStorage.getItem('cart')).not.toBe(stored);
  });

  it('reads a tampered cart within the bounds of an order, never past them', async () => {
    const stored = [
      { ...rice, quantity: 99999, stock: 50 },
      { ...dal, quantity: -5 },
      { ...rice, id: 'p3', quantity: 2.6, stock: -4, price: -28_00 },
      { ...rice, id: 'p4', quantity: 0, stock: 1e9, price: 1e11 },
    ];
    localStorage.setItem('cart', JSON.stringify({ state: { cart: stored }, version: 2 }));
    await useCartStore.persist.rehydrate();
    expect(
      useCartStore.getState().cart.map(({ id, quantity, stock, price }) => ({
        id,
        quantity,
        stock,
        price,
      })),
    ).toEqual([
      { id: 'p1', quantity: 20, stock: 50, price: 60_00 },
      { id: 'p2', quantity: 1, stock: 5, price: 120_00 },
      { id: 'p3', quantity: 3, stock: 0, price: undefined },
      { id: 'p4', quantity: 1, stock: 10_000, price: undefined },
    ]);
  });

  it('reads at most the 30 lines one order takes', async () => {
    const stored = Array.from({ length: 45 }, (_, index) => ({ ...rice, id: `p${index}` }));
    localStorage.setItem('cart', JSON.stringify({ state: { cart: stored }, version: 2 }));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().cart.map((line) => line.id)).toEqual(
      stored.slice(0, 30).map((line) => line.id),
    );
  });

  it('loads a cart saved before lines carried the shop’s Bengali and Hindi names', async () => {
    const saved: CartLine = {
      ...rice,
      unit: '1 kg',
      shopId: 'annapurna-grocery',
      shopName: 'Annapurna Grocery',
      image: '/img/town.svg#product-rice-grains',
    };
    localStorage.setItem('cart', JSON.stringify({ state: { cart: [saved] }, version: 2 }));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().cart).toEqual([saved]);
    const shop = cartShop(useCartStore.getState().cart);
    expect(shop).toMatchObject({ shopId: 'annapurna-grocery', shopName: 'Annapurna Grocery' });
    expect(localShopName(shop!, 'bn')).toBe('Annapurna Grocery');
  });

  it('shows a line saved when its picture was a file of its own from town.svg', async () => {
    const saved = { ...rice, image: '/img/product-rice-grains.svg' };
    localStorage.setItem('cart', JSON.stringify({ state: { cart: [saved] }, version: 2 }));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().cart).toEqual([
      { ...rice, image: '/img/town.svg#product-rice-grains' },
    ]);
  });

  it('follows a change made in another tab: an order placed there empties the cart here', async () => {
    useCartStore.getState().replaceCart([rice, dal]);
    // The other tab ordered and cleared the cart it shares with this one.
    const emptied = JSON.stringify({ state: { cart: [] }, version: 2 });
    localStorage.setItem('cart', emptied);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: emptied }));
    await vi.waitFor(() => expect(useCartStore.getState().cart).toEqual([]));
    // Another key's change leaves the cart alone.
    useCartStore.getState().replaceCart([rice]);
    localStorage.setItem('cart', emptied);
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: '"bn"' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(useCartStore.getState().cart).toEqual([rice]);
  });

  it('discards a cart saved by an older version of the app', async () => {
    localStorage.setItem('cart', JSON.stringify({ state: { cart: [rice] }, version: 0 }));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().cart).toEqual([]);
  });

  it('keeps the lines of a cart saved when prices were rupees, and leaves their prices to the cart’s check', async () => {
    const inRupees = { ...rice, price: 60 };
    localStorage.setItem('cart', JSON.stringify({ state: { cart: [inRupees] }, version: 1 }));
    await useCartStore.persist.rehydrate();
    const { price: _rupees, ...line } = rice;
    expect(useCartStore.getState().cart).toEqual([line]);
  });
});

describe('a product made a cart line', () => {
  const oil: CartProduct = {
    id: 'annapurna-grocery--mustard-oil',
    name: 'Mustard Oil',
    nameBn: 'সরষের তেল',
    nameHi: 'सरसों का तेल',
    price: 185_00,
    unit: '1 litre',
    stock: 12,
    shopId: 'annapurna-grocery',
    shopName: 'Annapurna Grocery',
    shopNameBn: 'অন্নপূর্ণা মুদিখানা',
    shopNameHi: 'अन्नपूर्णा किराना',
    image: '/img/town.svg#product-oil-ghee',
  };

  it('carries the shop’s name in every language, so the cart names the shop in each', () => {
    const line = toCartLine(oil, 2);
    expect(line).toMatchObject({
      quantity: 2,
      shopName: 'Annapurna Grocery',
      shopNameBn: 'অন্নপূর্ণা মুদিখানা',
      shopNameHi: 'अन्नपूर्णा किराना',
    });
    const shop = cartShop([line]);
    expect(shop?.shopId).toBe('annapurna-grocery');
    expect(localShopName(shop!, 'bn')).toBe('অন্নপূর্ণা মুদিখানা');
    expect(localShopName(shop!, 'hi')).toBe('अन्नपूर्णा किराना');
  });

  it('leaves out a name the shop does not have, rather than saving it empty', () => {
    const { shopNameBn: _bn, shopNameHi: _hi, ...english } = oil;
    const line = toCartLine(english);
    expect(line).not.toHaveProperty('shopNameBn');
    expect(line).not.toHaveProperty('shopNameHi');
    expect(line.shopName).toBe('Annapurna Grocery');
  });

  it('saves the shop’s names with the line and reads them back', async () => {
    addToCart(oil);
    const saved = localStorage.getItem('cart');
    useCartStore.setState({ cart: [] });
    localStorage.setItem('cart', saved ?? '');
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().cart).toEqual([
      expect.objectContaining({
        id: oil.id,
        shopNameBn: 'অন্নপূর্ণা মুদিখানা',
        shopNameHi: 'अन्नपूर्णा किराना',
      }),
    ]);
  });
});

describe('adding to the cart within an order’s limits', () => {
  const product = (n: number, stock = 100): CartProduct => ({
    id: `p${n}`,
    name: `Product ${n}`,
    price: 10_00,
    unit: '1 kg',
    stock,
    shopId: 'shop-1',
    shopName: 'Shop',
    image: '',
  });
  beforeEach(() => useCartStore.getState().clearCart());

  it('takes at most 20 of one product, even when the shop has more', () => {
    expect(addToCart(product(1), 15)).toBe('added');
    expect(addToCart(product(1), 10)).toBe('line-limit');
    expect(quantityInCart(useCartStore.getState().cart, 'p1')).toBe(20);
    expect(addToCart(product(1))).toBe('line-limit');
  });

  it('takes at most 30 different products', () => {
    for (let n = 1; n <= 30; n++) expect(addToCart(product(n))).toBe('added');
    expect(addToCart(product(31))).toBe('cart-full');
    expect(useCartStore.getState().cart).toHaveLength(30);
    expect(addToCart(product(30))).toBe('added'); // more of one already in the cart is fine
  });
});
