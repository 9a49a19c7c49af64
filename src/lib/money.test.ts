// @vitest-environment node
import fc from 'fast-check';
import { billFor, deliveryFeeFor, formatRupees, paiseOf, rupeesText, subtotalOf } from './money';

/** Paise: ₹30 below ₹499. */
const terms = { deliveryFee: 30_00, freeDeliveryAbove: 499_00 };

describe('money', () => {
  it('formats paise as rupees the Indian way', () => {
    expect(formatRupees(120_00)).toBe('₹120.00');
    expect(formatRupees(1_23_456_50)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(-1_234_50)).toBe('-₹1,234.50');
    expect(formatRupees(Number.NaN)).toBe('₹—');
  });

  it('prints exactly what Intl prints for en-IN rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const amounts = [0, 1, 15, 100, 999, 99_999_99, 1_00_000_00, 12_34_56_789_50, -50];
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(Math.random() * 10 ** (i % 12)));
    for (const amount of amounts) {
      expect(formatRupees(amount), String(amount)).toBe(intl.format(amount / 100));
    }
  });

  it('adds whole paise exactly: no ₹90.02000000000001', () => {
    // As rupee floats these gave 90.02000000000001 with the fee.
    const bill = billFor(
      [
        { price: paiseOf(30.01), quantity: 1 },
        { price: paiseOf(30.01), quantity: 1 },
      ],
      terms,
    );
    expect(bill).toMatchObject({ subtotal: 60_02, deliveryFee: 30_00, total: 90_02 });
    expect(formatRupees(bill.total)).toBe('₹90.02');
  });

  it('bills any cart to the exact sum of its lines and fee', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 100_000_00 }),
            quantity: fc.integer({ min: 1, max: 20 }),
          }),
          { maxLength: 30 },
        ),
        (lines) => {
          const bill = billFor(lines, terms);
          const sum = lines.reduce((total, line) => total + line.price * line.quantity, 0);
          expect(Number.isInteger(bill.total)).toBe(true);
          expect(bill.subtotal).toBe(sum);
          expect(bill.total).toBe(sum + bill.deliveryFee);
          // What is missing for free delivery is whole paise too, and none once it is reached.
          expect(bill.shortOfFreeDelivery).toBe(Math.max(0, terms.freeDeliveryAbove - sum));
          expect(bill.deliveryFee === 0).toBe(bill.shortOfFreeDelivery === 0 || sum === 0);
        },
      ),
    );
  });

  it('charges the flat fee below the free-delivery amount and nothing from it on', () => {
    expect(deliveryFeeFor(498_99, terms)).toBe(30_00);
    expect(deliveryFeeFor(499_00, terms)).toBe(0);
    expect(deliveryFeeFor(0, terms)).toBe(0);
  });

  it('bills subtotal, fee and total', () => {
    expect(billFor([{ price: 60_00, quantity: 2 }], terms)).toEqual({
      subtotal: 120_00,
      deliveryFee: 30_00,
      total: 150_00,
      shortOfMinimum: 0,
      shortOfFreeDelivery: 379_00,
    });
    expect(subtotalOf([{ price: 45_50, quantity: 3 }])).toBe(136_50);
  });

  it('says what the cart lacks to reach the shop’s minimum, to the paisa', () => {
    const withMinimum = { ...terms, minimumOrder: 150_00 };
    expect(billFor([{ price: 149_99, quantity: 1 }], withMinimum).shortOfMinimum).toBe(1);
    expect(billFor([{ price: 150_00, quantity: 1 }], withMinimum).shortOfMinimum).toBe(0);
    expect(billFor([{ price: 60_00, quantity: 3 }], withMinimum).shortOfMinimum).toBe(0);
    expect(billFor([{ price: 10_10, quantity: 3 }], withMinimum).shortOfMinimum).toBe(119_70);
  });

  it('writes paise back as the rupees a person types', () => {
    expect(rupeesText(60_00)).toBe('60');
    expect(rupeesText(62_50)).toBe('62.50');
    expect(rupeesText(5)).toBe('0.05');
  });
});
