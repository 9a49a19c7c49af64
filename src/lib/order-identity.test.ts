// @vitest-environment node
import {
  isOrderCode,
  newOrderCode,
  newReference,
  newRequestId,
  normalizeOrderCode,
  recordIdFor,
  REQUEST_ID_PATTERN,
} from './order-identity';

describe('order identity', () => {
  it('makes short numbers and codes that read well over the phone', () => {
    expect(newReference('order')).toMatch(/^TS-\d{6}$/);
    expect(newReference('booking')).toMatch(/^BK-\d{6}$/);
    const code = newOrderCode();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(code).not.toMatch(/[01OIL]/);
    expect(isOrderCode(code)).toBe(true);
    expect(normalizeOrderCode('k7 px-3m')).toBe('K7PX3M');
    // Its digits 2–9 typed on a Bengali or Hindi keyboard.
    expect(normalizeOrderCode('k৭px৩m')).toBe('K7PX3M');
    expect(normalizeOrderCode('K७PX३M')).toBe('K7PX3M');
  });

  it('derives one document id per request id and collection, and none a browser could aim at', async () => {
    const requestId = newRequestId();
    expect(requestId).toMatch(REQUEST_ID_PATTERN);
    const id = await recordIdFor('orders', requestId);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await recordIdFor('orders', requestId)).toBe(id);
    expect(await recordIdFor('messages', requestId)).not.toBe(id);
    expect(id).not.toContain(requestId.toLowerCase());
  });
});
