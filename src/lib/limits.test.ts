// @vitest-environment node
import { parseRupees, parseWholeNumber, PRICE_MAX, STOCK_MAX } from './limits';

describe('numbers typed for stock, prices and settings', () => {
  it('reads a whole number in any of the town’s digits, up to its bound', () => {
    expect(parseWholeNumber('25', STOCK_MAX)).toBe(25);
    expect(parseWholeNumber(' ২৫ ', STOCK_MAX)).toBe(25);
    expect(parseWholeNumber('३०', STOCK_MAX)).toBe(30);
    expect(parseWholeNumber('১০০০১', STOCK_MAX)).toBeNull();
    for (const notWhole of ['', '১২.৫', '-১', '১e৩', '1,000', '١٢']) {
      expect(parseWholeNumber(notWhole, STOCK_MAX), notWhole).toBeNull();
    }
  });

  it('reads rupees with up to two decimals in any of the town’s digits, as whole paise', () => {
    expect(parseRupees('१२५')).toBe(125_00);
    expect(parseRupees('১২৫.৫০')).toBe(125_50);
    expect(parseRupees('48.5')).toBe(48_50);
    expect(parseRupees('0.07')).toBe(7);
    expect(parseRupees('100000')).toBe(PRICE_MAX);
    expect(parseRupees('100000.01')).toBeNull();
    expect(parseRupees('600', 500_00)).toBeNull();
    for (const notRupees of ['১২.৩৪৫', '১e৩', '₹১২']) {
      expect(parseRupees(notRupees), notRupees).toBeNull();
    }
  });
});
