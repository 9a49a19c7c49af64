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

  it('reads rupees with up to two decimals in any of the town’s digits', () => {
    expect(parseRupees('१२५')).toBe(125);
    expect(parseRupees('১২৫.৫০')).toBe(125.5);
    expect(parseRupees('48.5')).toBe(48.5);
    expect(parseRupees(String(PRICE_MAX + 1))).toBeNull();
    for (const notRupees of ['১২.৩৪৫', '১e৩', '₹১২']) {
      expect(parseRupees(notRupees), notRupees).toBeNull();
    }
  });
});
