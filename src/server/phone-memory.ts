import type { Transaction } from '../port/types';
import {
  DEVICE_KNOWN_DAYS,
  DEVICES_PER_PHONE_MAX,
  PHONE_RECORDS_MAX,
  WRONG_CODES_PER_PHONE_PER_HOUR,
} from '../lib/limits';
import {
  collections,
  type KnownDevice,
  type OrderStatus,
  type PhoneActivity,
  type PhoneRecord,
} from '../lib/models';
import { isFinal } from '../lib/order-status';
import { phoneActivityModel } from '../lib/record-schemas';
import { readFields } from './stored-fields';

/**
 * What the server remembers of a phone (phoneActivity/{phone}), read and
 * written inside the transaction that places an order, takes a booking,
 * moves an order on or checks a typed code, so every limit is decided on what
 * is stored at that moment and two racing calls cannot both slip under it.
 * Its public face is openOrders/{phone}: only the statuses of the orders on
 * their way, rewritten whenever they change.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The times in the last `windowMs` before `now` (none from a clock that ran ahead). */
export const timesWithin = (times: readonly number[], windowMs: number, now: number) =>
  times.filter((time) => now - time < windowMs && time <= now);

/** The phone's memory as stored, with every time older than its limit looks dropped. */
export async function readPhoneMemory(
  tx: Pick<Transaction, 'get'>,
  phone: string,
  now: number,
): Promise<PhoneActivity> {
  const stored = await readFields(tx, phoneActivityModel, collections.phoneActivity, phone);
  return {
    requestTimes: timesWithin(stored?.requestTimes ?? [], DAY_MS, now),
    orderTimes: timesWithin(stored?.orderTimes ?? [], DAY_MS, now),
    wrongCodeTimes: timesWithin(stored?.wrongCodeTimes ?? [], HOUR_MS, now),
    records: stored?.records ?? {},
    devices: Object.fromEntries(
      Object.entries(stored?.devices ?? {}).filter(
        ([, device]) => now - device.at < DEVICE_KNOWN_DAYS * DAY_MS,
      ),
    ),
  };
}

/**
 * Whether the phone knows the device (a hash of a browser's secret id,
 * src/server/device-memory): it placed one of the phone's orders or bookings,
 * or opened one with its code, in the last DEVICE_KNOWN_DAYS days, and kept
 * its place among the few the phone knows.
 */
export const knowsDevice = (memory: PhoneActivity, deviceKey: string | null): boolean =>
  deviceKey !== null && Object.hasOwn(memory.devices, deviceKey);

/**
 * The phone's memory with the device known from `now`. A device joins while
 * the phone knows fewer than DEVICES_PER_PHONE_MAX: the first to come keep
 * their place, so strangers cannot push the phone's own browsers out. One
 * with a delivered order of the phone (its own, or one it opened with the
 * code), which a stranger cannot make happen, takes the place of the last
 * device to join that has none.
 */
export function withDevice(
  memory: PhoneActivity,
  deviceKey: string | null,
  now: number,
  { delivered = false }: { delivered?: boolean } = {},
): PhoneActivity {
  if (deviceKey === null) return memory;
  const known = memory.devices[deviceKey];
  const entry: KnownDevice = {
    since: known?.since ?? now,
    at: now,
    ...((delivered || known?.delivered) && { delivered: true }),
  };
  const others = Object.entries(memory.devices).filter(([key]) => key !== deviceKey);
  if (!known && others.length >= DEVICES_PER_PHONE_MAX) {
    const newestUndelivered = others
      .filter(([, device]) => !device.delivered)
      .sort(([, a], [, b]) => b.since - a.since)[0];
    if (!delivered || !newestUndelivered) return memory;
    others.splice(others.indexOf(newestUndelivered), 1);
  }
  return { ...memory, devices: { ...Object.fromEntries(others), [deviceKey]: entry } };
}

const isOpenOrder = (record: PhoneRecord) =>
  record.collection === collections.orders &&
  record.status !== undefined &&
  !isFinal(record.status);

export const openOrderCount = (memory: PhoneActivity) =>
  Object.values(memory.records).filter(isOpenOrder).length;

export const wrongCodesLeft = (memory: PhoneActivity) =>
  WRONG_CODES_PER_PHONE_PER_HOUR - memory.wrongCodeTimes.length;

/** Minutes until the oldest wrong code of the last hour stops counting (at least 1). */
export function minutesUntilCodesAllowed(memory: PhoneActivity, now: number): number {
  const oldest = Math.min(...memory.wrongCodeTimes);
  return Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 60_000));
}

/** The statuses of the open orders, oldest first: all the public openOrders document says. */
export const openStatuses = (memory: PhoneActivity): OrderStatus[] =>
  Object.values(memory.records)
    .filter(isOpenOrder)
    .sort((a, b) => a.at - b.at)
    .flatMap((record) => (record.status ? [record.status] : []));

/** The records kept: all open orders, then the newest of the rest, up to the limit. */
function keptRecords(records: PhoneActivity['records']): PhoneActivity['records'] {
  const entries = Object.entries(records);
  if (entries.length <= PHONE_RECORDS_MAX) return records;
  const [open, rest] = [
    entries.filter(([, record]) => isOpenOrder(record)),
    entries.filter(([, record]) => !isOpenOrder(record)).sort(([, a], [, b]) => b.at - a.at),
  ];
  return Object.fromEntries([...open, ...rest].slice(0, PHONE_RECORDS_MAX));
}

/**
 * Writes the phone's memory, and its public openOrders document when the
 * statuses it shows may have changed (an order placed or moved on).
 */
export function writePhoneMemory(
  tx: Pick<Transaction, 'set'>,
  phone: string,
  memory: PhoneActivity,
  { ordersChanged }: { ordersChanged: boolean },
): void {
  const records = keptRecords(memory.records);
  const stored: PhoneActivity = { ...memory, records };
  tx.set(collections.phoneActivity, phone, stored);
  if (ordersChanged) tx.set(collections.openOrders, phone, { statuses: openStatuses(stored) });
}
