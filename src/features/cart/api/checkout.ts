import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { schemaChecks, type FormErrors } from '../../../components/form';
import type { LineChange, PlaceOrderResult } from '../../../port/callables';
import { getBackend } from '../../../backend';
import { rememberCheckout, rememberRecord } from '../../../lib/customer-memory';
import { textBounds } from '../../../lib/limits';
import { orderingTermsOf, parseDoc, productSchema, shopSchema } from '../../../lib/model-schemas';
import { collections, configDocs, type Shop } from '../../../lib/models';
import type { DeliveryTerms } from '../../../lib/money';
import { newRequestId } from '../../../lib/order-identity';
import { deliveryContact } from '../../../lib/requests/schemas';
import { useCartStore, type CartLine } from '../../../stores/cart-store';
import { reconcileCart } from '../cart-changes';

/** The delivery form as typed; `deliveryContact` makes it what an order stores. */
export type CheckoutForm = v.InferInput<typeof deliveryContact>;

export type CheckoutErrors = FormErrors<CheckoutForm>;

export const NOTE_MAX = textBounds.note.max;

export const validateCheckout = schemaChecks<CheckoutForm>(deliveryContact);

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
    customerName: name,
    phone,
    address,
    landmark,
    note,
  });
  if (result.kind === 'placed') {
    rememberCheckout({ name, phone }, { address, landmark });
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
  shop: Pick<Shop, 'name' | 'nameBn' | 'nameHi' | 'open'> | null;
  terms: DeliveryTerms;
}

/**
 * Reads the cart's products, its shop and the ordering terms as they are
 * now, so the cart shows today's prices and stock before the customer
 * orders (the server checks the same things again when they do).
 */
export async function checkCart(cart: readonly CartLine[]): Promise<CartCheck> {
  const { store } = await getBackend();
  const shopId = cart[0]?.shopId;
  const [products, shopDoc, termsDoc] = await Promise.all([
    Promise.all(cart.map((line) => store.get(collections.products, line.id))),
    shopId ? store.get(collections.shops, shopId) : Promise.resolve(null),
    store.get(collections.config, configDocs.ordering),
  ]);
  const changes: LineChange[] = [];
  cart.forEach((line, index) => {
    const product = parseDoc(productSchema, products[index]);
    if (!product || product.shopId !== line.shopId) {
      changes.push({ productId: line.id, name: line.name, now: null });
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

/** The saved cart after a check: the shop's state, the terms, and a sentence for each change made. */
export interface CheckedCart {
  shop: CartCheck['shop'];
  terms: DeliveryTerms;
  notices: string[];
}

/**
 * The saved cart checked against its shop when the cart is opened: today's
 * prices and stock go into the cart, with a sentence about each change. The
 * answer is kept only a few seconds once the cart is closed, so opening it
 * again later checks again.
 */
export const cartCheckQuery = (shopId: string) =>
  queryOptions({
    queryKey: ['cart-check', shopId],
    queryFn: async ({ signal }): Promise<CheckedCart> => {
      const answer = await checkCart(useCartStore.getState().cart);
      // The cart left before the answer came: it is checked again when opened.
      signal.throwIfAborted();
      // Applied to the cart as it is now: the customer may have tapped + meanwhile.
      const { cart, replaceCart } = useCartStore.getState();
      const reconciled = reconcileCart(cart, answer.changes);
      if (answer.changes.length > 0) replaceCart(reconciled.cart);
      return { shop: answer.shop, terms: answer.terms, notices: reconciled.notices };
    },
    gcTime: 5_000,
  });
