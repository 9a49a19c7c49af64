import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import * as v from 'valibot';
import { CART_LINES_MAX, isPrice, LINE_QUANTITY_MAX, STOCK_MAX } from '../lib/limits';
import { storageKeys, validatedPersistStorage } from '../lib/storage';
import { fromSeparatePicture } from '../lib/town-pictures';

/** A whole number from `min` to `max`: a stored number outside them is read as the nearest bound. */
const clampedWhole = (min: number, max: number) =>
  v.pipe(
    v.number(),
    v.transform((value) => Math.min(max, Math.max(min, Math.round(value)))),
  );

/**
 * A cart line as saved after every change under the cart's browser-storage
 * key. A saved line keeps any other fields it carries (older cart lines had
 * more). What the cart could never hold is read within its bounds: a
 * quantity of 99999 as the most one order takes, −5 as one; a price that is
 * not a price is left for the cart's check to fill in.
 */
const cartLineFields = {
  id: v.string(),
  name: v.string(),
  /** The product's Bengali and Hindi names, shown in those languages. */
  nameBn: v.optional(v.string()),
  nameHi: v.optional(v.string()),
  quantity: clampedWhole(1, LINE_QUANTITY_MAX),
  stock: clampedWhole(0, STOCK_MAX),
  price: v.optional(
    v.pipe(
      v.number(),
      v.transform((price) => (isPrice(price) ? price : undefined)),
    ),
  ),
  unit: v.optional(v.string()),
  shopId: v.optional(v.string()),
  shopName: v.optional(v.string()),
  /** The shop's Bengali and Hindi names, so the cart names the shop in those languages at once. */
  shopNameBn: v.optional(v.string()),
  shopNameHi: v.optional(v.string()),
  /** A line saved when each picture was a file of its own is shown from town.svg. */
  image: v.optional(
    v.pipe(
      v.string(),
      v.transform((address) => fromSeparatePicture(address) ?? address),
    ),
  ),
};
const cartLineSchema = v.looseObject(cartLineFields);

export type CartLine = v.InferOutput<v.ObjectSchema<typeof cartLineFields, undefined>>;

/** The saved state: only the cart is taken from it, at most the lines one order takes. */
const persistedCart = v.object({
  cart: v.pipe(
    v.array(cartLineSchema),
    v.transform((lines) => lines.slice(0, CART_LINES_MAX)),
  ),
});

export interface CartState {
  cart: CartLine[];
  /**
   * A line with the same id and name grows by `count`; a count below -1 also
   * sets its stock to the new quantity; a line at quantity 0 or less is
   * dropped. With no matching line the item is appended with quantity 1.
   */
  updateCart: (line: CartLine, count: number) => void;
  replaceCart: (lines: CartLine[]) => void;
  removeFromCart: (ids: string[]) => void;
  clearCart: () => void;
}

export function applyCartUpdate(cart: CartLine[], line: CartLine, count: number): CartLine[] {
  const match = cart.find((item) => item.id === line.id && item.name === line.name);
  if (!match) return [...cart, { ...line, quantity: 1 }];
  return cart
    .map((item) => {
      if (item !== match) return item;
      const quantity = item.quantity + count;
      return count < -1 ? { ...item, quantity, stock: quantity } : { ...item, quantity };
    })
    .filter((item) => item.quantity > 0);
}

/**
 * Bump when CartLine changes shape; `migrate` brings an older saved cart up to
 * date or discards it, so it is never misread. 2: prices are paise.
 */
const CART_VERSION = 2;

/**
 * An older saved cart: version 1 held prices in rupees, which are dropped (the
 * cart's check against the shop fills today's prices in); anything older is
 * discarded.
 */
function migrateCart(saved: unknown, version: number): { cart: CartLine[] } {
  const parsed = v.safeParse(persistedCart, saved);
  if (version !== 1 || !parsed.success) return { cart: [] };
  return { cart: parsed.output.cart.map(({ price: _rupees, ...line }) => line) };
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      cart: [],
      updateCart: (line, count) =>
        set((state) => ({ cart: applyCartUpdate(state.cart, line, count) })),
      replaceCart: (lines) => set({ cart: lines }),
      removeFromCart: (ids) =>
        set((state) => ({ cart: state.cart.filter((item) => !ids.includes(item.id)) })),
      clearCart: () => set({ cart: [] }),
    }),
    {
      name: storageKeys.cart,
      version: CART_VERSION,
      storage: validatedPersistStorage(persistedCart),
      partialize: (state) => ({ cart: state.cart }),
      migrate: migrateCart,
    },
  ),
);

// A change made in another tab of this browser (an order placed there empties the cart) shows in
// this one at once: a tab left open on the old cart would otherwise offer to order it again.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === storageKeys.cart) void useCartStore.persist.rehydrate();
});

export const selectCartLineCount = (state: CartState) => state.cart.length;

/** What a product screen needs to put a product in the cart. */
export interface CartProduct {
  id: string;
  name: string;
  nameBn?: string;
  nameHi?: string;
  price: number;
  unit: string;
  stock: number;
  shopId: string;
  shopName: string;
  shopNameBn?: string;
  shopNameHi?: string;
  image: string;
}

export const toCartLine = (product: CartProduct, quantity = 1): CartLine => ({
  id: product.id,
  name: product.name,
  ...(product.nameBn && { nameBn: product.nameBn }),
  ...(product.nameHi && { nameHi: product.nameHi }),
  quantity,
  stock: product.stock,
  price: product.price,
  unit: product.unit,
  shopId: product.shopId,
  shopName: product.shopName,
  ...(product.shopNameBn && { shopNameBn: product.shopNameBn }),
  ...(product.shopNameHi && { shopNameHi: product.shopNameHi }),
  image: product.image,
});

export function quantityInCart(cart: readonly CartLine[], productId: string): number {
  return cart.find((line) => line.id === productId)?.quantity ?? 0;
}

/**
 * The line that names the shop the cart is for (`shopId`, and `shopName`
 * in every language it carries): one order goes to one shop.
 */
export function cartShop(cart: readonly CartLine[]): CartLine | null {
  const first = cart[0];
  return first?.shopId ? first : null;
}

export type AddOutcome =
  | 'added'
  | 'other-shop'
  | 'out-of-stock'
  | 'stock-limit'
  /** The cart already holds CART_LINES_MAX different products. */
  | 'cart-full'
  /** The line already holds LINE_QUANTITY_MAX of the product (an order's most). */
  | 'line-limit';

/**
 * Adds `count` of a product through the cart's update rule, never past its
 * stock. A product from another shop is refused ('other-shop') unless the
 * customer chose to start a new cart.
 */
export function addToCart(
  product: CartProduct,
  count = 1,
  options: { startNewCart?: boolean } = {},
): AddOutcome {
  const { cart, updateCart, replaceCart } = useCartStore.getState();
  const shop = cartShop(cart);
  if (shop && shop.shopId !== product.shopId) {
    if (!options.startNewCart) return 'other-shop';
    replaceCart([]);
  }
  const current = useCartStore.getState().cart;
  const have = quantityInCart(current, product.id);
  if (product.stock <= 0) return 'out-of-stock';
  if (have === 0 && current.length >= CART_LINES_MAX) return 'cart-full';
  const room = Math.min(product.stock, LINE_QUANTITY_MAX) - have;
  if (room <= 0) return have >= LINE_QUANTITY_MAX ? 'line-limit' : 'stock-limit';
  const adding = Math.min(count, room);
  const line = toCartLine(product);
  if (have === 0) {
    updateCart(line, 1); // a new line always starts at 1
    if (adding > 1) updateCart(line, adding - 1);
  } else {
    updateCart(line, adding);
  }
  if (adding >= count) return 'added';
  return have + adding >= LINE_QUANTITY_MAX ? 'line-limit' : 'stock-limit';
}
