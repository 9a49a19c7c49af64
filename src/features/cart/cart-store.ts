import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storageKeys, validatedPersistStorage } from '../../lib/storage';

/**
 * The cart, exactly as the seed (§4) describes it, saved after every change
 * under its own browser-storage key.
 */
const cartLineSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  quantity: z.number(),
  stock: z.number(),
  price: z.optional(z.number()),
  unit: z.optional(z.string()),
  shopId: z.optional(z.string()),
  shopName: z.optional(z.string()),
  image: z.optional(z.string()),
});

export type CartLine = z.infer<typeof cartLineSchema>;

const persistedCartSchema = z.object({ cart: z.array(cartLineSchema) });

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

/** Bump when CartLine changes shape; older saved carts are discarded, not misread. */
const CART_VERSION = 1;

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      cart: [],
      updateCart: (line, count) => set((state) => ({ cart: applyCartUpdate(state.cart, line, count) })),
      replaceCart: (lines) => set({ cart: lines }),
      removeFromCart: (ids) =>
        set((state) => ({ cart: state.cart.filter((item) => !ids.includes(item.id)) })),
      clearCart: () => set({ cart: [] }),
    }),
    {
      name: storageKeys.cart,
      version: CART_VERSION,
      storage: validatedPersistStorage(persistedCartSchema),
      partialize: (state) => ({ cart: state.cart }),
      migrate: () => ({ cart: [] }),
    },
  ),
);

export const selectCartLineCount = (state: CartState) => state.cart.length;
