import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CART_LINES_MAX, LINE_QUANTITY_MAX } from '../../../lib/limits';
import { addToCart, cartShop, useCartStore, type CartProduct } from '../../../stores/cart-store';

/**
 * Adding to the cart, with the one question it can raise: the cart holds
 * another shop's items (one order goes to one shop). Returns the add action,
 * and the feedback to render (the last outcome's message and the dialog).
 */
export function useAddToCart() {
  const [pending, setPending] = useState<{ product: CartProduct; count: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A primitive, so the selector's answer is stable between renders (zustand 5).
  const cartShopName = useCartStore((state) => cartShop(state.cart)?.name);

  const add = (product: CartProduct, count = 1, startNewCart = false) => {
    const outcome = addToCart(product, count, { startNewCart });
    if (outcome === 'other-shop') setPending({ product, count });
    else if (outcome === 'stock-limit')
      setNotice(`Only ${product.stock} of ${product.name} in stock — your cart has them all.`);
    else if (outcome === 'out-of-stock') setNotice(`${product.name} is out of stock.`);
    else if (outcome === 'line-limit')
      setNotice(`${LINE_QUANTITY_MAX} of one thing is the most an order can hold.`);
    else if (outcome === 'cart-full')
      setNotice(
        `Your cart has ${CART_LINES_MAX} different things, the most one order can hold. Order these first, then start a new cart.`,
      );
    else setNotice(null);
    return outcome;
  };

  const dialog = pending && (
    <ConfirmDialog
      title="Start a new cart?"
      confirmLabel="Start a new cart"
      cancelLabel="Keep my cart"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        add(pending.product, pending.count, true);
        setPending(null);
      }}
    >
      Your cart has items from {cartShopName || 'another shop'}. One order goes to one shop, so
      adding {pending.product.name} from {pending.product.shopName} empties the cart first.
    </ConfirmDialog>
  );

  const feedback = (
    <>
      {notice && (
        <p className="alert alert-info mt-3" role="status">
          {notice}
        </p>
      )}
      {dialog}
    </>
  );

  return { add, feedback };
}
