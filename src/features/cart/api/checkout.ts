import { getBackend } from '../../../backend';
import { settings } from '../../../config/env';
import { placeOrder, type CheckoutResult } from '../../../domain/orders';
import { rememberCheckout, rememberOrder, thisBrowserTag } from '../../../lib/customer-memory';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
import { newOrderCode, newOrderNumber, orderIdFor } from '../../../lib/order-identity';
import type { CartLine } from '../../../stores/cart-store';

export interface CheckoutForm {
  name: string;
  phone: string;
  address: string;
  landmark: string;
  note: string;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutForm, string>>;

export const NOTE_MAX = 300;

export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const name = form.name.trim();
  if (name.length < 2) errors.name = 'Please enter the name to deliver to.';
  else if (name.length > 60) errors.name = 'Please keep the name under 60 characters.';
  if (!normalizeIndianMobile(form.phone)) errors.phone = PHONE_ERROR;
  const address = form.address.trim();
  if (address.length < 8)
    errors.address = 'Please write the house, street and para so the delivery person can find you.';
  else if (address.length > 200) errors.address = 'Please keep the address under 200 characters.';
  if (form.landmark.trim().length > 80) errors.landmark = 'Please keep the landmark short.';
  if (form.note.trim().length > NOTE_MAX)
    errors.note = `Please keep the note under ${NOTE_MAX} characters.`;
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
 * Places the cart as one order. On success the contact and address are
 * remembered and the order joins this browser's recent orders.
 */
export async function checkout(
  attempt: CheckoutAttempt,
  cart: readonly CartLine[],
  form: CheckoutForm,
): Promise<CheckoutResult> {
  const phone = normalizeIndianMobile(form.phone);
  const shopId = cart[0]?.shopId;
  if (!phone || !shopId) throw new Error('The checkout form was not validated.');
  const [{ store }, browserTag] = await Promise.all([getBackend(), thisBrowserTag()]);
  const result = await placeOrder(store, {
    ...attempt,
    shopId,
    lines: cart.map((line) => ({
      productId: line.id,
      name: line.name,
      quantity: line.quantity,
      price: line.price ?? 0,
    })),
    customerName: form.name.trim(),
    phone,
    address: form.address.trim(),
    landmark: form.landmark.trim(),
    note: form.note.trim(),
    browserTag,
    terms: settings,
  });
  if (result.kind === 'placed') {
    rememberCheckout(
      { name: form.name.trim(), phone },
      { address: form.address.trim(), landmark: form.landmark.trim() },
    );
    rememberOrder({ number: attempt.number, id: attempt.orderId, phone, placedAt: Date.now() });
  }
  return result;
}
