import { describe, expect, it } from 'vitest';
import { isExampleUpiId, isUpiId, upiAmount, upiPayLink } from './upi';

describe('upiAmount', () => {
  it('writes paise as rupees with two decimals, from whole paise', () => {
    expect(upiAmount(1)).toBe('0.01');
    expect(upiAmount(10)).toBe('0.10');
    expect(upiAmount(100)).toBe('1.00');
    expect(upiAmount(123_45)).toBe('123.45');
    expect(upiAmount(1_00_000_00)).toBe('100000.00');
  });

  it('has no float drift where rupees × 100 would have it', () => {
    // 0.1 + 0.2 in rupees is 0.30000000000000004; in paise it is 30.
    expect(upiAmount(10 + 20)).toBe('0.30');
    expect(upiAmount(1_005)).toBe('10.05');
    expect(upiAmount(4_99_99)).toBe('499.99');
  });

  it('refuses what is not a positive whole number of paise', () => {
    expect(() => upiAmount(0)).toThrow(RangeError);
    expect(() => upiAmount(-100)).toThrow(RangeError);
    expect(() => upiAmount(12.5)).toThrow(RangeError);
  });
});

describe('upiPayLink', () => {
  it('fills the payee, the exact amount, the order number and INR', () => {
    expect(
      upiPayLink({
        upiId: 'annapurna.grocery@okaxis',
        payeeName: 'Annapurna Grocery',
        amount: 245_50,
        orderNumber: 'TS-482913',
      }),
    ).toBe(
      'upi://pay?pa=annapurna.grocery@okaxis&pn=Annapurna%20Grocery&am=245.50&tn=TS-482913&cu=INR',
    );
  });

  it('percent-encodes every value, so a name cannot add or end a field', () => {
    const link = upiPayLink({
      upiId: 'shop@ybl',
      payeeName: "Dada & Boudi's Hotel=1 (৳)",
      amount: 100,
      orderNumber: 'TS-1',
    });
    expect(link).toContain('pn=Dada%20%26%20Boudi%27s%20Hotel%3D1%20%28%E0%A7%B3%29&');
    const query = new URLSearchParams(link.slice('upi://pay?'.length));
    expect([...query.keys()]).toEqual(['pa', 'pn', 'am', 'tn', 'cu']);
    expect(query.get('pn')).toBe("Dada & Boudi's Hotel=1 (৳)");
  });
});

describe('isUpiId', () => {
  it.each(['annapurna.grocery@okaxis', '9876543210@ybl', 'ram_lal-1@paytm', 'Shop.Name@SBI'])(
    'takes %s',
    (id) => expect(isUpiId(id)).toBe(true),
  );
  it.each([
    '',
    'annapurna',
    '@okaxis',
    'name@',
    'name@bank@bank',
    'na me@ybl',
    'name@ok-axis',
    'a@b',
  ])('refuses %s', (id) => expect(isUpiId(id)).toBe(false));
});

describe('isExampleUpiId', () => {
  it('knows the example handle, which no bank uses, and nothing else', () => {
    expect(isExampleUpiId('annapurna.grocery@example')).toBe(true);
    expect(isExampleUpiId('annapurna.grocery@okaxis')).toBe(false);
    expect(isExampleUpiId('example@ybl')).toBe(false);
  });
});
