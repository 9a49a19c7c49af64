import { localDigits } from './i18n/digits';
import { locale } from './i18n/locale';
/**
 * Every amount the app stores, sends or adds up is a whole number of paise
 * (₹1 = 100 paise): integers add up exactly, so a bill is never ₹90.02000000000001.
 * Rupees appear only where a person reads or types them.
 */
export type Paise = number;

/** Rupees written in a table (the demo town's prices) as paise. */
export const paiseOf = (rupees: number): Paise => Math.round(rupees * 100);

/**
 * Paise as people read rupees here: ₹1,20,000.00 — the last three digits, then
 * groups of two, always with paise. This is exactly what
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` prints
 * (a test holds the two together), written out because building that
 * formatter loads ICU data: about 35 ms on a fast machine, four times that on
 * a mid-range phone, spent before the first price can paint. Bengali gets
 * Bengali digits, as `Intl` writes bn-IN.
 */
export function formatRupees(amount: Paise, code: string = locale.get()): string {
  if (!Number.isFinite(amount)) return '₹—';
  const paise = Math.round(Math.abs(amount));
  const rupees = Math.floor(paise / 100).toString();
  const lastThree = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  const fraction = (paise % 100).toString().padStart(2, '0');
  return localDigits(`${amount < 0 ? '-' : ''}₹${grouped}.${fraction}`, code);
}

/** Paise as a person types rupees back into a form: "60", "62.50". */
export function rupeesText(amount: Paise): string {
  const rupees = Math.trunc(amount / 100);
  const paise = Math.abs(amount % 100);
  return paise === 0 ? String(rupees) : `${rupees}.${String(paise).padStart(2, '0')}`;
}

export interface DeliveryTerms {
  deliveryFee: Paise;
  freeDeliveryAbove: Paise;
  /** The shop's smallest subtotal; absent or 0: any. */
  minimumOrder?: Paise;
}

/** The flat fee, waived once the subtotal reaches the free-delivery amount; nothing for an empty cart. */
export function deliveryFeeFor(subtotal: Paise, terms: DeliveryTerms): Paise {
  if (subtotal <= 0) return 0;
  return subtotal >= terms.freeDeliveryAbove ? 0 : terms.deliveryFee;
}

export interface PricedLine {
  price: Paise;
  quantity: number;
}

export function subtotalOf(lines: readonly PricedLine[]): Paise {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/**
 * The bill of these lines on these terms, and what the subtotal still lacks
 * to reach the shop's minimum and free delivery (0 once reached): the cart
 * shows it, the server charges and refuses by it.
 */
export function billFor(lines: readonly PricedLine[], terms: DeliveryTerms) {
  const subtotal = subtotalOf(lines);
  const deliveryFee = deliveryFeeFor(subtotal, terms);
  return {
    subtotal,
    deliveryFee,
    total: subtotal + deliveryFee,
    shortOfMinimum: Math.max(0, (terms.minimumOrder ?? 0) - subtotal),
    shortOfFreeDelivery: Math.max(0, terms.freeDeliveryAbove - subtotal),
  };
}
