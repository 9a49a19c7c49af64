// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BackendError, serverTime, type DocData } from '../../port/types';
import { applyPatch, compareValues, copyData, fingerprint, prepareForWrite } from './values';

describe('prepareForWrite', () => {
  const now = new Date('2025-02-01T08:00:00Z');

  it('stamps serverTime at every depth of maps with one clock reading', () => {
    const prepared = prepareForWrite(
      { at: serverTime, inner: { at: serverTime, deeper: { at: serverTime } }, keep: 'x' },
      now,
    );
    expect(prepared).toEqual({ at: now, inner: { at: now, deeper: { at: now } }, keep: 'x' });
    expect(prepared['at']).not.toBe(now); // a copy, not the caller's object
  });

  it.each<[string, DocData]>([
    ['serverTime inside an array', { list: [serverTime] }],
    ['an array inside an array', { list: [[1]] }],
    ['undefined', { missing: undefined as never }],
    ['an invalid date', { when: new Date(Number.NaN) }],
    ['a class instance', { set: new Set() as never }],
    ['a function', { run: (() => 1) as never }],
  ])('refuses %s', (_, data) => {
    expect(() => prepareForWrite(data, now)).toThrow(BackendError);
  });
});

describe('applyPatch', () => {
  it('treats dotted keys as paths into nested maps', () => {
    const existing: DocData = { name: 'Shop', address: { area: 'Station Road', pin: '1' } };
    expect(applyPatch(existing, { 'address.area': 'Bazar', 'hours.open': '8' })).toEqual({
      name: 'Shop',
      address: { area: 'Bazar', pin: '1' },
      hours: { open: '8' },
    });
    expect(existing).toEqual({ name: 'Shop', address: { area: 'Station Road', pin: '1' } });
  });

  it('refuses an empty path segment', () => {
    expect(() => applyPatch({}, { 'a..b': 1 })).toThrow(BackendError);
  });
});

describe('compareValues', () => {
  it('orders types as Firestore does', () => {
    const ordered = [null, false, true, -1, 2, new Date(0), 'a', 'b', [1], { a: 1 }];
    for (let index = 1; index < ordered.length; index += 1) {
      expect(compareValues(ordered[index - 1]!, ordered[index]!)).toBeLessThan(0);
      expect(compareValues(ordered[index]!, ordered[index - 1]!)).toBeGreaterThan(0);
    }
    expect(compareValues(new Date(5), new Date(5))).toBe(0);
    expect(compareValues({ a: [1, 2] }, { a: [1, 2] })).toBe(0);
  });
});

describe('copyData and fingerprint', () => {
  it('copies deeply while keeping serverTime', () => {
    const original: DocData = { at: serverTime, list: [{ when: new Date(1) }] };
    const copy = copyData(original);
    expect(copy).toEqual(original);
    expect(copy['list']).not.toBe(original['list']);
    expect(copy['at']).toBe(serverTime);
  });

  it('tells a Date from its ISO text and ignores key order', () => {
    const when = new Date(0);
    expect(fingerprint({ a: when })).not.toBe(fingerprint({ a: when.toISOString() }));
    expect(fingerprint({ a: 1, b: 2 })).toBe(fingerprint({ b: 2, a: 1 }));
  });
});
