import { backendError } from '../port/errors';
import type { Transaction } from '../port/types';
import {
  ORDERS_PER_DEVICE_PER_DAY,
  ORDERS_PER_PHONE_PER_DAY,
  REQUESTS_PER_DEVICE_PER_DAY,
  REQUESTS_PER_PHONE_PER_DAY,
} from '../lib/limits';
import { collections, type DeviceActivity, type PhoneActivity } from '../lib/models';
import { recordIdFor } from '../lib/order-identity';
import { deviceActivityModel } from '../lib/record-schemas';
import { sentence } from '../lib/server-sentences';
import { DAY_MS, knowsDevice, timesWithin } from './phone-memory';
import { readFields } from './stored-fields';

/**
 * What the server remembers of one browser: its orders and requests of the
 * last day, for any phones (deviceActivity/{key}). The browser sends its
 * secret id (lib/customer-memory `deviceId`); the server keeps only a hash
 * of it, so nothing stored lets anyone speak as that browser.
 *
 * The daily limits count per phone and per device. A device has its own
 * limit, so one browser cannot cycle through phone numbers. A phone's limit
 * counts every order placed for it today, but binds only the devices the
 * phone does not know: a stranger placing and cancelling ten orders with a
 * neighbour's number stops other strangers for the day, never the
 * neighbour's own browser.
 *
 * A phone knows (src/server/phone-memory `withDevice`) the device that placed
 * one of its orders or bookings, or opened one with its code in Find Order,
 * up to DEVICES_PER_PHONE_MAX: the first to come keep their place, so
 * strangers who come later cannot push the phone's own browsers out, and
 * the bound keeps what one number can be flooded with to the phone's limit
 * plus each known device's. A device with a delivered order of the phone
 * (placed by it, or opened with its code) takes the place of the last
 * device to join without one: strangers cannot make an order of the
 * neighbour's get delivered. What a stranger can still do is in
 * docs/security.md.
 */

/** The key a browser's secret id is remembered by: 32 hex digits of its hash. */
export const deviceKeyFor = (deviceId: string) => recordIdFor(collections.deviceActivity, deviceId);

export interface DeviceMemory {
  key: string;
  activity: DeviceActivity;
}

/** The device's memory with every time older than a day dropped (a read: before the writes). */
export async function readDeviceMemory(
  tx: Pick<Transaction, 'get'>,
  key: string,
  now: number,
): Promise<DeviceMemory> {
  const stored = await readFields(tx, deviceActivityModel, collections.deviceActivity, key);
  return {
    key,
    activity: {
      orderTimes: timesWithin(stored?.orderTimes ?? [], DAY_MS, now),
      requestTimes: timesWithin(stored?.requestTimes ?? [], DAY_MS, now),
    },
  };
}

const limitsOf = {
  order: {
    times: 'orderTimes',
    device: ORDERS_PER_DEVICE_PER_DAY,
    phone: ORDERS_PER_PHONE_PER_DAY,
    refusal: 'deviceOrderLimit',
  },
  request: {
    times: 'requestTimes',
    device: REQUESTS_PER_DEVICE_PER_DAY,
    phone: REQUESTS_PER_PHONE_PER_DAY,
    refusal: 'deviceRequestLimit',
  },
} as const;

export type Sent = keyof typeof limitsOf;

/**
 * The daily limits of one more order (or request) for this phone from this
 * device: refused, in the device's own words, when the device has sent its
 * day's; otherwise whether the phone's day stops it, which a device the
 * phone knows is not held to. No device (a request that sends no id) is a
 * stranger with no limit of its own.
 */
export function phoneDayIsFull(
  sent: Sent,
  phone: PhoneActivity,
  device: DeviceMemory | null,
): boolean {
  const limits = limitsOf[sent];
  if (device && device.activity[limits.times].length >= limits.device) {
    throw backendError('resource-exhausted', sentence(limits.refusal, { limit: limits.device }));
  }
  if (knowsDevice(phone, device?.key ?? null)) return false;
  return phone[limits.times].length >= limits.phone;
}

/** Writes the device's memory with one more order or request at `now`. */
export function countForDevice(
  tx: Pick<Transaction, 'set'>,
  device: DeviceMemory,
  sent: Sent,
  now: number,
): void {
  const times = limitsOf[sent].times;
  const activity = { ...device.activity, [times]: [...device.activity[times], now] };
  tx.set(collections.deviceActivity, device.key, activity);
}
