// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEVICE_KNOWN_DAYS, DEVICES_PER_PHONE_MAX } from '../lib/limits';
import type { PhoneActivity } from '../lib/models';
import {
  DAY_MS,
  HOUR_MS,
  knowsDevice,
  readPhoneMemory,
  timesWithin,
  withDevice,
} from './phone-memory';

describe('timesWithin', () => {
  it('keeps the times of the last window, dropping older ones and any from a clock that ran ahead', () => {
    const now = 10 * HOUR_MS;
    const times = [now - HOUR_MS, now - HOUR_MS + 1, now - 1, now, now + 1];
    expect(timesWithin(times, HOUR_MS, now)).toEqual([now - HOUR_MS + 1, now - 1, now]);
  });
});

describe('the browsers a phone knows', () => {
  const empty: PhoneActivity = {
    requestTimes: [],
    orderTimes: [],
    wrongCodeTimes: [],
    records: {},
    devices: {},
  };
  /** The phone after each of `keys` placed an order, one a minute. */
  const after = (keys: string[], from = empty) =>
    keys.reduce((memory, key, n) => withDevice(memory, key, (n + 1) * 60_000), from);

  it('keeps the first five to come, and none after them that has no delivered order', () => {
    const own = after(['own', 'a', 'b', 'c', 'd']);
    const full = after(['stranger'], own);
    expect(Object.keys(full.devices)).toHaveLength(DEVICES_PER_PHONE_MAX);
    expect(knowsDevice(full, 'stranger')).toBe(false);
    expect(knowsDevice(full, 'own')).toBe(true);
    // A known one placing again keeps when it came.
    expect(withDevice(full, 'own', 99 * 60_000).devices['own']).toEqual({
      since: 60_000,
      at: 99 * 60_000,
    });
    expect(withDevice(full, null, 1)).toBe(full);
  });

  it('makes room for one with a delivered order, in the place of the last to come without one', () => {
    const full = after(['own', 'a', 'b', 'c', 'd']);
    const delivered = withDevice(full, 'newPhone', 10 * 60_000, { delivered: true });
    expect(Object.keys(delivered.devices).sort()).toEqual(['a', 'b', 'c', 'newPhone', 'own']);
    expect(delivered.devices['newPhone']?.delivered).toBe(true);
    // Once every place has a delivered order, nobody more comes in.
    const all = ['own', 'a', 'b', 'c', 'newPhone'].reduce(
      (memory, key) => withDevice(memory, key, 11 * 60_000, { delivered: true }),
      delivered,
    );
    expect(knowsDevice(withDevice(all, 'late', 12 * 60_000, { delivered: true }), 'late')).toBe(
      false,
    );
  });

  it(`forgets one unused for ${DEVICE_KNOWN_DAYS} days`, async () => {
    const now = 200 * DAY_MS;
    const stored = {
      devices: {
        lately: { since: 0, at: now - (DEVICE_KNOWN_DAYS * DAY_MS - 1) },
        long: { since: 0, at: now - DEVICE_KNOWN_DAYS * DAY_MS },
      },
    };
    const memory = await readPhoneMemory(
      { get: () => Promise.resolve({ id: '9876543210', data: stored }) },
      '9876543210',
      now,
    );
    expect(Object.keys(memory.devices)).toEqual(['lately']);
  });
});
