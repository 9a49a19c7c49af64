// @vitest-environment node
import { isAmount, isText, listShape, objectShape, optional } from './shapes';

interface Line {
  id: string;
  quantity: number;
  unit?: string;
}
const line = objectShape<Line>({ id: isText, quantity: isAmount, unit: optional(isText) });

describe('hand-written shapes', () => {
  it('accept a matching object, keeping fields they do not list', () => {
    const saved = { id: 'rice', quantity: 2, unit: '1 kg', note: 'from an older app' };
    expect(line(saved)).toBe(saved);
    expect(line({ id: 'rice', quantity: 2 })).toEqual({ id: 'rice', quantity: 2 });
  });

  it('refuse a missing or mistyped field, a non-finite number, and non-objects', () => {
    expect(line({ quantity: 2 })).toBeNull();
    expect(line({ id: 'rice', quantity: '2' })).toBeNull();
    expect(line({ id: 'rice', quantity: Number.POSITIVE_INFINITY })).toBeNull();
    expect(line({ id: 'rice', quantity: 2, unit: null })).toBeNull();
    for (const value of [null, undefined, 'rice', 3, [{ id: 'rice', quantity: 2 }]]) {
      expect(line(value), String(value)).toBeNull();
    }
  });

  it('check every item of a list', () => {
    const lines = listShape(line);
    expect(lines([])).toEqual([]);
    expect(lines([{ id: 'a', quantity: 1 }])).toEqual([{ id: 'a', quantity: 1 }]);
    expect(lines([{ id: 'a', quantity: 1 }, { id: 'b' }])).toBeNull();
    expect(lines({ 0: { id: 'a', quantity: 1 } })).toBeNull();
  });
});
