// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HOUR_MS, timesWithin } from './phone-memory';

describe('timesWithin', () => {
  it('keeps the times of the last window, dropping older ones and any from a clock that ran ahead', () => {
    const now = 10 * HOUR_MS;
    const times = [now - HOUR_MS, now - HOUR_MS + 1, now - 1, now, now + 1];
    expect(timesWithin(times, HOUR_MS, now)).toEqual([now - HOUR_MS + 1, now - 1, now]);
  });
});
