import { localDigits } from './i18n/digits';
import { locale } from './i18n/locale';
/**
 * Rupees as people read them here: ₹1,20,000.00 — the last three digits, then
 * groups of two, always with paise. This is exactly what
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` prints
 * (a test holds the two together), written out because building that
 * formatter loads ICU data: about 35 ms on a fast machine, four times that on
 * a mid-range phone, spent before the first price can paint. Bengali gets
 * Bengali digits, as `Intl` writes bn-IN.
 */
export function formatRupees(amount: number, code: string = locale.get()): string {
  if (!Number.isFinite(amount)) return '₹—';
  const paise = Math.round(Math.abs(amount) * 100);
  const rupees = Math.floor(paise / 100).toString();
  const lastThree = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  const fraction = (paise % 100).toString().padStart(2, '0');
  return localDigits(`${amount < 0 ? '-' : ''}₹${grouped}.${fraction}`, code);
}

export interface DeliveryTerms {
  deliveryFee: number;
  freeDeliveryAbove: number;
}

/** The flat fee, waived once the subtotal reaches the free-delivery amount; nothing for an empty cart. */
export function deliveryFeeFor(subtotal: number, terms: DeliveryTerms): number {
  if (subtotal <= 0) return 0;
  return subtotal >= terms.freeDeliveryAbove ? 0 : terms.deliveryFee;
}

export interface PricedLine {
  price: number;
  quantity: number;
}

/** Whole-paisa arithmetic so 0.1 + 0.2 style drift never reaches a bill. */
export function subtotalOf(lines: readonly PricedLine[]): number {
  const paise = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  return paise / 100;
}

export function billFor(lines: readonly PricedLine[], terms: DeliveryTerms) {
  const subtotal = subtotalOf(lines);
  const deliveryFee = deliveryFeeFor(subtotal, terms);
  return { subtotal, deliveryFee, total: subtotal + deliveryFee };
}
