import { billFor, deliveryFeeFor, formatRupees, subtotalOf } from './money';

const terms = { deliveryFee: 30, freeDeliveryAbove: 499 };

describe('money', () => {
  it('formats rupees the Indian way', () => {
    expect(formatRupees(120)).toBe('₹120.00');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
  });

  it('adds line totals without floating-point drift', () => {
    expect(
      subtotalOf([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(subtotalOf([{ price: 45.5, quantity: 3 }])).toBe(136.5);
  });

  it('charges the flat fee below the free-delivery amount and nothing from it on', () => {
    expect(deliveryFeeFor(498.99, terms)).toBe(30);
    expect(deliveryFeeFor(499, terms)).toBe(0);
    expect(deliveryFeeFor(0, terms)).toBe(0);
  });

  it('bills subtotal, fee and total', () => {
    expect(billFor([{ price: 60, quantity: 2 }], terms)).toEqual({
      subtotal: 120,
      deliveryFee: 30,
      total: 150,
    });
  });
});
