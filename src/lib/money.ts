/** Rupees as people read them here: ₹1,20,000.00 with Indian digit grouping. */
const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function formatRupees(amount: number): string {
  return rupeeFormat.format(amount);
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
