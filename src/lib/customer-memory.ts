import * as v from 'valibot';
import { readStored, removeStored, storageKeys, writeStored } from './storage';

/**
 * What this browser remembers for its customer: the contact and address typed
 * at checkout, and the orders and bookings it sent, each with the id that
 * reads it, so Find Order shows them in full for their phone without a code.
 */
const contactSchema = v.object({ name: v.string(), phone: v.string() });
const addressSchema = v.object({ address: v.string(), landmark: v.string() });
const recentRecordSchema = v.object({
  /** `orders`, or the collection of a booking or request (remembered before bookings were: orders). */
  collection: v.optional(v.string(), 'orders'),
  number: v.string(),
  id: v.string(),
  phone: v.string(),
  placedAt: v.number(),
});

export type OrderContact = v.InferOutput<typeof contactSchema>;
export type DeliveryAddress = v.InferOutput<typeof addressSchema>;
export type RecentRecord = v.InferOutput<typeof recentRecordSchema>;

const RECENT_LIMIT = 30;

export const rememberedContact = () => readStored(storageKeys.orderContact, contactSchema);
export const rememberedAddress = () => readStored(storageKeys.deliveryAddress, addressSchema);

export function rememberCheckout(contact: OrderContact, address: DeliveryAddress): void {
  writeStored(storageKeys.orderContact, contact);
  writeStored(storageKeys.deliveryAddress, address);
}

/** Everything this browser sent, newest first. */
export const recentRecords = (): RecentRecord[] =>
  readStored(storageKeys.recentOrders, v.array(recentRecordSchema)) ?? [];

export function rememberRecord(record: RecentRecord): void {
  const others = recentRecords().filter((known) => known.id !== record.id);
  writeStored(storageKeys.recentOrders, [record, ...others].slice(0, RECENT_LIMIT));
}

/** Whether this browser remembers anything of its customer. */
export const remembersCustomer = () =>
  rememberedContact() !== null || rememberedAddress() !== null || recentRecords().length > 0;

/** "Forget me on this phone": the name, phone, address and recent orders go. */
export function forgetCustomer(): void {
  removeStored(storageKeys.orderContact);
  removeStored(storageKeys.deliveryAddress);
  removeStored(storageKeys.recentOrders);
}
