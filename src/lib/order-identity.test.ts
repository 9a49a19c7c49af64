// @vitest-environment node
import {
  browserTagFor,
  isOrderCode,
  newOrderCode,
  newOrderNumber,
  normalizeOrderCode,
  orderIdFor,
} from './order-identity';

describe('order identity', () => {
  it('makes short numbers and codes that read well over the phone', () => {
    expect(newOrderNumber()).toMatch(/^TS-\d{6}$/);
    const code = newOrderCode();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(code).not.toMatch(/[01OIL]/);
    expect(isOrderCode(code)).toBe(true);
  });

  it('derives the same id from the same number and code, however the code is typed', async () => {
    const id = await orderIdFor('TS-123456', 'K7PX3M');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await orderIdFor('TS-123456', ' k7px-3m ')).toBe(id);
    expect(await orderIdFor('TS-123456', 'K7PX3N')).not.toBe(id);
    expect(normalizeOrderCode('k7 px-3m')).toBe('K7PX3M');
    // Its digits 2–9 typed on a Bengali or Hindi keyboard.
    expect(normalizeOrderCode('k৭px৩m')).toBe('K7PX3M');
    expect(normalizeOrderCode('K७PX३M')).toBe('K7PX3M');
    expect(await orderIdFor('TS-123456', 'k৭px-৩m')).toBe(id);
  });

  it('tags a browser without revealing its secret', async () => {
    const tag = await browserTagFor('abcdefghijklmnopqrst');
    expect(tag).not.toContain('abcdefghijklmnopqrst');
    expect(await browserTagFor('abcdefghijklmnopqrst')).toBe(tag);
  });
});
