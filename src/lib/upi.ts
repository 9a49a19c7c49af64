import type { Paise } from './money';

/**
 * Paying a shop by UPI without a payment gateway: the customer's UPI app is
 * opened (a `upi://pay` link on a phone) or pointed at (a QR code of the same
 * link on a computer) with the shop's UPI id, its name, the exact amount and
 * the order number as the note. Nothing here learns whether the money
 * arrived: the shop or the rider checks their UPI app and marks the order
 * paid (src/server/upi-payment.ts).
 */

/**
 * A UPI id as NPCI shapes a virtual payment address: a handle of letters,
 * digits, dots, dashes or underscores, `@`, and the bank's short name
 * (`annapurna.grocery@okaxis`, `9876543210@ybl`).
 */
export const upiIdShape = /^[a-z0-9][a-z0-9._-]{1,63}@[a-z][a-z0-9]{1,31}$/i;

/** Whether `text` is shaped like a UPI id. */
export const isUpiId = (text: string) => upiIdShape.test(text);

/**
 * Whether a UPI id is an example (the demo town's), under the handle
 * `example`, which no bank uses: no UPI app can pay it, and the screens say so.
 */
export const isExampleUpiId = (upiId: string) => /@example$/i.test(upiId.trim());

/**
 * Paise as the `am` of a UPI link: rupees with exactly two decimals and no
 * grouping ("1234.50"), counted in whole paise so no float ever rounds it.
 */
export function upiAmount(amount: Paise): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`A UPI amount is a positive whole number of paise, not ${amount}.`);
  }
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  return `${rupees}.${String(paise).padStart(2, '0')}`;
}

export interface UpiPayment {
  /** The shop's UPI id (`pa`). */
  upiId: string;
  /** The shop's name as its UPI app shows the payee (`pn`). */
  payeeName: string;
  /** The order's total, in paise (`am`). */
  amount: Paise;
  /** The order number, so the shop finds the payment in its UPI app (`tn`). */
  orderNumber: string;
}

/**
 * Each value percent-encoded as RFC 3986 asks (a space is %20, never "+",
 * which some UPI apps would print), leaving `@` readable: it is allowed in
 * a query, and some UPI apps do not decode `%40` in the payee's id.
 */
const encodeValue = (value: string) =>
  encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%40/g, '@');

/** The `upi://pay` link that opens any UPI app with the payment filled in, in rupees (`cu=INR`). */
export function upiPayLink(payment: UpiPayment): string {
  const query = [
    ['pa', payment.upiId.trim()],
    ['pn', payment.payeeName.trim()],
    ['am', upiAmount(payment.amount)],
    ['tn', payment.orderNumber],
    ['cu', 'INR'],
  ]
    .map(([key, value]) => `${key}=${encodeValue(value ?? '')}`)
    .join('&');
  return `upi://pay?${query}`;
}
