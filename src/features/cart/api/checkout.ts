import type { LineChange, PlaceOrderResult } from '../../../backend/callables';
import { getBackend } from '../../../backend';
import { textOf } from '../../../lib/i18n';
import { rememberCheckout, rememberOrder, thisBrowserTag } from '../../../lib/customer-memory';
import { checkoutText, defaultOrderingTerms } from '../../../lib/limits';
import {
  orderingTermsSchema,
  parseData,
  parseDoc,
  productSchema,
  shopSchema,
} from '../../../lib/model-schemas';
import { collections, configDocs, type OrderingTerms, type Shop } from '../../../lib/models';
import type { DeliveryTerms } from '../../../lib/money';
import { newOrderCode, newOrderNumber, orderIdFor } from '../../../lib/order-identity';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
import type { CartLine } from '../../../stores/cart-store';
import { checkoutMessages } from '../messages';

export interface CheckoutForm {
  name: string;
  phone: string;
  address: string;
  landmark: string;
  note: string;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutForm, string>>;

export const NOTE_MAX = checkoutText.note.max;

export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const t = textOf(checkoutMessages);
  const errors: CheckoutErrors = {};
  const name = form.name.trim();
  if (name.length < checkoutText.name.min) errors.name = t.enterName;
  else if (name.length > checkoutText.name.max) errors.name = t.nameTooLong(checkoutText.name.max);
  if (!normalizeIndianMobile(form.phone)) errors.phone = PHONE_ERROR;
  const address = form.address.trim();
  if (address.length < checkoutText.address.min) errors.address = t.writeAddress;
  else if (address.length > checkoutText.address.max)
    errors.address = t.addressTooLong(checkoutText.address.max);
  if (form.landmark.trim().length > checkoutText.landmark.max) errors.landmark = t.landmarkTooLong;
  if (form.note.trim().length > NOTE_MAX) errors.note = t.noteTooLong(NOTE_MAX);
  return errors;
}

/** The name of one checkout attempt, made before the first try and reused by retries. */
export interface CheckoutAttempt {
  orderId: string;
  number: string;
  code: string;
}

export async function newCheckoutAttempt(): Promise<CheckoutAttempt> {
  const number = newOrderNumber();
  const code = newOrderCode();
  return { number, code, orderId: await orderIdFor(number, code) };
}

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
  const phone = normalizeIndianMobile(form.phone);
  const shopId = cart[0]?.shopId;
  if (!phone || !shopId) throw new Error('The checkout form was not validated.');
  const contact = { name: form.name.trim(), phone };
  const address = { address: form.address.trim(), landmark: form.landmark.trim() };
  const [backend, browserTag] = await Promise.all([getBackend(), thisBrowserTag()]);
  const result = await backend.call('placeOrder', {
    number: attempt.number,
    code: attempt.code,
    shopId,
    lines: cart.map((line) => ({
      productId: line.id,
      quantity: line.quantity,
      price: line.price ?? 0,
    })),
    deliveryFee,
    customerName: contact.name,
    phone,
    ...address,
    note: form.note.trim(),
    browserTag,
  });
  if (result.kind === 'placed') {
    rememberCheckout(contact, address);
    rememberOrder({ number: attempt.number, id: attempt.orderId, phone, placedAt: Date.now() });
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
  const terms: OrderingTerms =
    parseData(orderingTermsSchema, termsDoc?.data) ?? defaultOrderingTerms;
  return {
    changes,
    shop,
    terms: { deliveryFee: terms.deliveryFee, freeDeliveryAbove: terms.freeDeliveryAbove },
  };
}
