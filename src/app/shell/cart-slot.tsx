import { useEffect, useState, type ComponentType } from 'react';
import { hasStored, storageKeys } from '../../lib/browser-storage';

/**
 * Where the top bar's Cart link goes. The link reads the cart store, which
 * brings the cart's schema and the schema library with it (some 8 kB gzip),
 * so it is a chunk of its own: the first paint waits for it only when this
 * browser has a cart saved (main.tsx, cartLinkBeforeFirstPaint), so that
 * its number shows at once; with no cart it loads once the page is idle,
 * ready for the first product put in the cart.
 */
let arrived: ComponentType | undefined;
let pending: Promise<ComponentType> | undefined;

function loadCartLink(): Promise<ComponentType> {
  pending ??= import('./cart-link').then(
    ({ CartLink }) => (arrived = CartLink),
    (error: unknown) => {
      pending = undefined; // the next page to show the slot tries again
      throw error;
    },
  );
  return pending;
}

/** What the first paint waits for: the Cart link when a cart is saved, else nothing. */
export function cartLinkBeforeFirstPaint(): Promise<unknown> {
  return hasStored(storageKeys.cart) ? loadCartLink().catch(() => undefined) : Promise.resolve();
}

export function CartSlot() {
  const [CartLink, setCartLink] = useState(() => arrived);
  useEffect(() => {
    if (CartLink) return;
    let live = true;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    whenIdle(() => {
      loadCartLink().then(
        (link) => live && setCartLink(() => link),
        () => undefined,
      );
    });
    return () => {
      live = false;
    };
  }, [CartLink]);
  return CartLink ? <CartLink /> : null;
}
