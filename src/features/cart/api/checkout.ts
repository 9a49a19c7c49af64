import { queryOptions, useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { create } from 'zustand';
import { schemaChecks, type FormErrors } from '../../../components/form';
import type { LineChange, PlaceOrderResult } from '../../../port/callables';
import { BackendError } from '../../../port/types';
import { getBackend } from '../../../backend';
import { deviceId, rememberCheckout, rememberRecord } from '../../../lib/customer-memory';
import { orderingTermsOf, parseDoc, productSchema, shopSchema } from '../../../lib/model-schemas';
import { collections, configDocs, type Shop } from '../../../lib/models';
import type { DeliveryTerms } from '../../../lib/money';
import { newRequestId } from '../../../lib/order-identity';
import { townDayOf, townMomentOf } from '../../../lib/local-date';
import { deliveryContact } from '../../../lib/requests/schemas';
import { locale } from '../../../lib/i18n';
import { queryClient } from '../../../data/query-client';
import { cartShop, useCartStore, type CartLine } from '../../../stores/cart-store';
import { reconcileCart } from '../cart-changes';

/**
 * The delivery form as typed; `deliveryContact` makes it what an order stores,
 * and `neighbourhood` is the id of the town's neighbourhood chosen ('' for none).
 */
export type CheckoutForm = v.InferInput<typeof deliveryContact> & { neighbourhood: string };

export type CheckoutErrors = FormErrors<CheckoutForm>;

export const validateCheckout = schemaChecks<CheckoutForm>(
  v.object({ ...deliveryContact.entries, neighbourhood: v.string() }),
);

/** One checkout attempt: its request id is made before the first try and sent again by retries. */
export interface CheckoutAttempt {
  requestId: string;
}

export const newCheckoutAttempt = (): CheckoutAttempt => ({ requestId: newRequestId() });

/**
 * Sends the cart to the server as one order: only what the customer chose
 * (products, quantities, the prices and fee they saw, contact, address).
 * The server charges what the database says. On success the contact and
 * address are remembered and the order joins this browser's recent orders.
 */
export async function checkout(
  attempt: CheckoutAttempt,
  cart: readonly CartLine[],
  deliveryFee: number,
  form: CheckoutForm,
): Promise<PlaceOrderResult> {
  const shopId = cart[0]?.shopId;
  if (!shopId) throw new Error('An empty cart cannot be ordered.');
  const { name, phone, address, landmark, note } = v.parse(deliveryContact, form);
  const { neighbourhood } = form;
  const backend = await getBackend();
  const result = await backend.call('placeOrder', {
    requestId: attempt.requestId,
    shopId,
    lines: cart.map((line) => ({
      productId: line.id,
      quantity: line.quantity,
      price: line.price ?? 0,
    })),
    deliveryFee,
    ...(neighbourhood && { neighbourhoodId: neighbourhood }),
    customerName: name,
    phone,
    address,
    landmark,
    note,
    language: locale.get(),
    deviceId: deviceId(),
  });
  if (result.kind === 'placed') {
    rememberCheckout({ name, phone }, { address, landmark, neighbourhood });
    rememberRecord({
      collection: collections.orders,
      number: result.number,
      id: result.orderId,
      phone,
      placedAt: Date.now(),
    });
  }
  return result;
}

/** What the shop says about a cart now: every line that changed, the shop's state, the terms. */
export interface CartCheck {
  changes: LineChange[];
  shop: Pick<
    Shop,
    | 'name'
    | 'nameBn'
    | 'nameHi'
    | 'open'
    | 'openingHours'
    | 'closedUntil'
    | 'minimumOrder'
    | 'neighbourhoods'
  > | null;
  terms: DeliveryTerms;
}

/** What the check reads of a cart line: the product, and the price and stock the cart last saw. */
export type CheckedLine = Pick<CartLine, 'id' | 'price' | 'stock'>;

/**
 * The cart's lines as its check reads them, which key the check: a line
 * added, removed, re-priced or restocked is checked again. A quantity is
 * not part of it (the stock bounds it, and the server checks it at ordering),
 * so a tap on + reads nothing.
 */
export const checkedLines = (cart: readonly CartLine[]): CheckedLine[] =>
  cart.map(({ id, price, stock }) => ({ id, price, stock }));

/**
 * Reads the lines' products, the shop and the ordering terms as they are
 * now, so the cart shows today's prices and stock before the customer
 * orders (the server checks the same things again when they do).
 */
export async function checkCart(shopId: string, lines: readonly CheckedLine[]): Promise<CartCheck> {
  const { store } = await getBackend();
  const [products, shopDoc, termsDoc] = await Promise.all([
    Promise.all(lines.map((line) => store.get(collections.products, line.id))),
    store.get(collections.shops, shopId),
    store.get(collections.config, configDocs.ordering),
  ]);
  const changes: LineChange[] = [];
  lines.forEach((line, index) => {
    const product = parseDoc(productSchema, products[index]);
    if (!product || product.shopId !== shopId) {
      // No name of the shop's: the cart's own is said, as for the server's answer about such a line.
      changes.push({ productId: line.id, name: '', now: null });
    } else if (product.price !== line.price || product.stock !== line.stock) {
      changes.push({
        productId: line.id,
        name: product.name,
        now: { price: product.price, stock: product.stock },
      });
    }
  });
  const shop = parseDoc(shopSchema, shopDoc);
  const terms = orderingTermsOf(termsDoc?.data);
  return {
    changes,
    shop,
    terms: { deliveryFee: terms.deliveryFee, freeDeliveryAbove: terms.freeDeliveryAbove },
  };
}

/**
 * A shop the server said is closed when the customer ordered: when it opens
 * again (null: no opening known, or its vendor closed it), and when it said
 * so. The cart shows the shop closed from that answer, whatever the phone's
 * own clock and the cart's last look at the shop say.
 */
export interface ShopClosure {
  opens: Date | null;
  at: number;
}

/** A shop its vendor has closed, as the server said just now: no opening known. */
export const closedByItsVendor = (): ShopClosure => ({ opens: null, at: Date.now() });

/** The closure a refused order tells of, or null when the refusal is about something else. */
export function closureOfRefusal(error: unknown, now: Date): ShopClosure | null {
  if (!(error instanceof BackendError) || !error.reason) return null;
  const { key, params } = error.reason;
  const time = typeof params['time'] === 'string' ? params['time'] : '';
  const day =
    key === 'shopClosedOpensToday'
      ? townDayOf(now)
      : key === 'shopClosedOpensTomorrow'
        ? townDayOf(now, 1)
        : key === 'shopClosedOpensOn' && typeof params['day'] === 'string'
          ? params['day']
          : null;
  if (key === 'shopClosedNow') return { opens: null, at: now.getTime() };
  return day && time ? { opens: townMomentOf(day, time), at: now.getTime() } : null;
}

/**
 * The shop as the cart shows it after a closure: closed until it opens again
 * (which a look at the shop cannot undo, as the phone's clock may be behind
 * the server's), or, with no opening known, closed until the shop is read
 * again after the refusal.
 */
export function shopAfterClosure<S extends NonNullable<CartCheck['shop']>>(
  shop: S,
  closure: ShopClosure | null,
  readAt: number,
): S {
  if (!closure) return shop;
  if (closure.opens) {
    const until =
      shop.closedUntil && shop.closedUntil > closure.opens ? shop.closedUntil : closure.opens;
    return { ...shop, closedUntil: until };
  }
  return readAt > closure.at ? shop : { ...shop, open: false };
}

/** The check of a cart of `shopId` with these lines: what its shop says about them now. */
export const cartCheckQuery = (shopId: string, lines: readonly CheckedLine[]) =>
  queryOptions({
    queryKey: ['cart-check', shopId, lines],
    queryFn: () => checkCart(shopId, lines),
  });

/**
 * Brings the saved cart in line with what its shop said (a check's answer,
 * or a refused order's): gone lines out, short ones cut to the stock, today's
 * prices in. The cart that results is what the shop said, so its own check
 * is known without reading anything. Returns the cart and a sentence about
 * each change.
 */
export function bringCartInLine(answer: CartCheck): { cart: CartLine[]; notices: string[] } {
  const { cart, replaceCart } = useCartStore.getState();
  // Applied to the cart as it is now: the customer may have tapped + meanwhile.
  const reconciled = reconcileCart(cart, answer.changes);
  const shopId = cartShop(reconciled.cart)?.shopId;
  if (shopId) {
    queryClient.setQueryData(cartCheckQuery(shopId, checkedLines(reconciled.cart)).queryKey, {
      ...answer,
      changes: [],
    });
  }
  replaceCart(reconciled.cart);
  return reconciled;
}

/**
 * Sentences about what the cart's shop changed in the cart (a new price, a
 * line sold out), and the visit to the cart screen they were said on (a
 * token the screen makes as it opens): that visit says them until the
 * customer orders, the next one starts without them. Held outside the screen
 * because the cart takes a check's answer in an effect, and an effect sets
 * no state of the screen's own.
 */
export const useCartNews = create<{ sentences: string[]; visit: object | null }>()(() => ({
  sentences: [],
  visit: null,
}));

export const tellCartNews = (sentences: string[], visit: object) =>
  useCartNews.setState({ sentences, visit });

/** Places the order (`checkout`); the screen says what the answer means. */
export const usePlaceOrder = () =>
  useMutation(
    {
      mutationFn: ({
        attempt,
        cart,
        deliveryFee,
        form,
      }: {
        attempt: CheckoutAttempt;
        cart: readonly CartLine[];
        deliveryFee: number;
        form: CheckoutForm;
      }) => checkout(attempt, cart, deliveryFee, form),
    },
    queryClient,
  );
