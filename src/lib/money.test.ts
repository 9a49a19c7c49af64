// @vitest-environment node
import { billFor, deliveryFeeFor, formatRupees, subtotalOf } from './money';

const terms = { deliveryFee: 30, freeDeliveryAbove: 499 };

describe('money', () => {
  it('formats rupees the Indian way', () => {
    expect(formatRupees(120)).toBe('₹120.00');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(99.999)).toBe('₹100.00');
    expect(formatRupees(-1234.5)).toBe('-₹1,234.50');
    expect(formatRupees(Number.NaN)).toBe('₹—');
  });

  it('prints exactly what Intl prints for en-IN rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const amounts = [0, 0.005, 0.015, 0.125, 1, 9.99, 12.345, 999, 1000, 99_999.99, 1_00_000];
    amounts.push(12_34_56_789.5, 987_65_43_210.01, -0.5, -1_00_000);
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(Math.random() * 10 ** (i % 12)) / 100);
    for (const amount of amounts)
      expect(formatRupees(amount), String(amount)).toBe(intl.format(amount));
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
