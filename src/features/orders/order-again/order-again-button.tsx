import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NewCartDialog } from '../../../widgets/new-cart/new-cart-dialog';
import { paths } from '../../../config/paths';
import { productQuery } from '../../../data/lists';
import { queryClient } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import { localName, localShopName } from '../../../lib/local-name';
import type { Order, WithId } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { messageOf } from '../../../port/errors';
import { arriveAtCartSaying } from '../../../stores/cart-arrival';
import { cartShop, useCartStore } from '../../../stores/cart-store';
import { orderAgainMessages } from './messages';
import { orderAgain, type OrderAgainChanges } from './order-again';

type Words = ReturnType<(typeof orderAgainMessages)['get']>;

/** The one sentence about what changed since the order ("2 items are no longer sold; …"), or ''. */
export function changesSentence(t: Words, changes: OrderAgainChanges): string {
  const parts = [
    ...(changes.gone.length > 0 ? [t.gone(changes.gone.length)] : []),
    ...(changes.soldOut.length > 0 ? [t.soldOut(changes.soldOut.length)] : []),
    ...changes.short.map(({ product, left }) => t.short(left, { name: localName(product) })),
    ...changes.repriced.map(({ product, price, was }) =>
      (price > was ? t.dearer : t.cheaper)({
        name: localName(product),
        price: formatRupees(price),
      }),
    ),
    ...(changes.noRoom.length > 0 ? [t.noRoom(changes.noRoom.length)] : []),
  ];
  if (parts.length === 0) return '';
  const joined = parts.join(t.partsJoined);
  // Written as clauses to be joined: the sentence's first letter is a capital where the script has them.
  return t.changesSentence({ changes: joined.charAt(0).toLocaleUpperCase() + joined.slice(1) });
}

/**
 * "Order again": the order's products, read as their shop sells them today,
 * go in the cart (`orderAgain` decides how), and the cart opens saying in one
 * message what changed. A cart of another shop is emptied only if the
 * customer says so, as when adding a product from another shop.
 */
export function OrderAgainButton({ order }: { order: WithId<Order> }) {
  const t = useMessages(orderAgainMessages);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The line that names the cart's shop (the same object until the cart changes).
  const heldShop = useCartStore((state) => cartShop(state.cart));
  // A line the shop priced outside its catalogue (a list's quote) is never ordered again.
  const sold = order.lines.filter((line) => !line.free);

  const fillCart = async (startNewCart: boolean) => {
    setProblem(null);
    const { cart } = useCartStore.getState();
    if (!startNewCart && cart.length > 0 && cartShop(cart)?.shopId !== order.shopId) {
      setAsking(true);
      return;
    }
    setChecking(true);
    try {
      // Today's prices and stock, whatever was read a moment ago.
      const today = await Promise.all(
        sold.map((line) =>
          queryClient.fetchQuery({ ...productQuery(line.productId), staleTime: 0 }),
        ),
      );
      const { cart: held, replaceCart } = useCartStore.getState();
      const again = orderAgain(
        { shopId: order.shopId, lines: sold },
        today,
        startNewCart ? [] : held,
      );
      if (again.taken === 0) {
        setProblem(t.nothingLeft({ number: order.number }));
        return;
      }
      replaceCart(again.cart);
      const notice = [t.inCart({ number: order.number }), changesSentence(t, again.changes)]
        .filter(Boolean)
        .join(' ');
      void navigate(paths.cart.href(), arriveAtCartSaying(notice));
    } catch (error) {
      setProblem(t.couldNotCheck({ problem: messageOf(error) }));
    } finally {
      setChecking(false);
    }
  };

  if (sold.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        disabled={checking}
        aria-label={checking ? undefined : t.orderAgainNamed({ number: order.number })}
        onClick={() => void fillCart(false)}
      >
        {checking ? t.checkingPrices : t.orderAgain}
      </button>
      {problem && (
        <p className="alert alert-warning mt-2 mb-0" role="alert">
          {problem}
        </p>
      )}
      {asking && (
        <NewCartDialog
          onKeepCart={() => setAsking(false)}
          onStartNewCart={() => {
            setAsking(false);
            void fillCart(true);
          }}
        >
          {heldShop
            ? t.newCartQuestion({
                cartShop: localShopName(heldShop),
                shop: localShopName(order),
              })
            : t.newCartQuestionOtherShop({ shop: localShopName(order) })}
        </NewCartDialog>
      )}
    </>
  );
}
