// @vitest-environment node
import { maskedMobile, normalizeIndianMobile, staffSignInEmail } from './phone';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['0091 9876543210', '9876543210'],
    ['  7001-234-567 ', '7001234567'],
    ['(600) 123 4567', '6001234567'],
    ['+91 0 98765 43210', '9876543210'],
    // Typed on a Bengali or Hindi keyboard: the same number, stored in 0–9.
    ['৯৮৭৬৫৪৩২১০', '9876543210'],
    ['९८७६५४३२१०', '9876543210'],
    ['+৯১ ৯৮৭৬৫-৪৩২১০', '9876543210'],
    ['০৯৮৭৬৫ ৪৩২১০', '9876543210'],
    ['98765 ४३२१०', '9876543210'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each([
    '',
    '12345',
    '5876543210', // mobiles start 6–9
    '98765432101', // 11 digits without a leading 0
    '+1 9876543210',
    '98765o4321',
    '+91 98765 4321',
    '03482-252100', // a landline
    '৫৮৭৬৫৪৩২১০', // in Bengali digits, still not a mobile
  ])('refuses %j', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });
});

describe('staffSignInEmail', () => {
  it('maps a phone to a reserved address per staff kind', () => {
    expect(staffSignInEmail('vendor', '+91 90000 00001')).toBe('9000000001@vendor.phone.invalid');
    expect(staffSignInEmail('delivery', '09000000011')).toBe('9000000011@delivery.phone.invalid');
    expect(staffSignInEmail('vendor', '৯০০০০ ০০০০১')).toBe('9000000001@vendor.phone.invalid');
  });

  it('gives null for an invalid phone', () => {
    expect(staffSignInEmail('vendor', '123')).toBeNull();
  });
});

describe('maskedMobile', () => {
  it('shows a remembered number by its first two and last three digits', () => {
    expect(maskedMobile('9876543210')).toBe('98••• ••210');
    expect(maskedMobile('12345')).toBe('••345');
  });
});
