import { useCallback, useState } from 'react';
import { NewCartDialog } from '../../../widgets/new-cart/new-cart-dialog';
import { useMessages } from '../../../lib/i18n';
import { CART_LINES_MAX, LINE_QUANTITY_MAX } from '../../../lib/limits';
import { localName, localShopName } from '../../../lib/local-name';
import { addToCart, cartShop, useCartStore, type CartProduct } from '../../../stores/cart-store';
import { catalogMessages } from '../messages';

/** What an outcome of adding tells the customer; null when it went in as asked. */
type Notice =
  | { kind: 'stock-limit' | 'out-of-stock'; product: CartProduct }
  | { kind: 'line-limit' | 'cart-full' };

/**
 * Adding to the cart, with the one question it can raise: the cart holds
 * another shop's items (one order goes to one shop). Returns the add action,
 * and the feedback to render (the last outcome's message and the dialog).
 */
export function useAddToCart() {
  const t = useMessages(catalogMessages);
  const [pending, setPending] = useState<{ product: CartProduct; count: number } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A primitive, so the selector's answer is stable between renders (zustand 5). It is
  // read again on every render, so it follows a change of language (useMessages).
  const cartShopName = useCartStore((state) => {
    const shop = cartShop(state.cart);
    return shop && localShopName(shop);
  });

  // The same function on every render (it reads no state), so the memoised
  // product cards it is handed are not drawn again for it.
  const add = useCallback((product: CartProduct, count = 1, startNewCart = false) => {
    const outcome = addToCart(product, count, { startNewCart });
    if (outcome === 'other-shop') setPending({ product, count });
    else if (outcome === 'stock-limit' || outcome === 'out-of-stock')
      setNotice({ kind: outcome, product });
    else if (outcome === 'line-limit' || outcome === 'cart-full') setNotice({ kind: outcome });
    else setNotice(null);
    return outcome;
  }, []);

  // Worded while rendering, so a notice on screen follows a change of language.
  const noticeText = (shown: Notice): string => {
    switch (shown.kind) {
      case 'stock-limit':
        return t.stockLimit(shown.product.stock, { name: localName(shown.product) });
      case 'out-of-stock':
        return t.soldOut({ name: localName(shown.product) });
      case 'line-limit':
        return t.lineLimit(LINE_QUANTITY_MAX);
      case 'cart-full':
        return t.cartFull(CART_LINES_MAX);
    }
  };

  const dialog = pending && (
    <NewCartDialog
      onKeepCart={() => setPending(null)}
      onStartNewCart={() => {
        add(pending.product, pending.count, true);
        setPending(null);
      }}
    >
      {cartShopName
        ? t.newCartQuestion({
            cartShop: cartShopName,
            name: localName(pending.product),
            shop: localShopName(pending.product),
          })
        : t.newCartQuestionOtherShop({
            name: localName(pending.product),
            shop: localShopName(pending.product),
          })}
    </NewCartDialog>
  );

  const feedback = (
    <>
      {notice && (
        <p className="alert alert-info mt-3" role="status">
          {noticeText(notice)}
        </p>
      )}
      {dialog}
    </>
  );

  return { add, feedback };
}
