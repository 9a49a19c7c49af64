import { browserTagFor } from './order-identity';
import * as v from 'valibot';
import { randomId } from './ids';
import { browserSecret, readStored, removeStored, storageKeys, writeStored } from './storage';

/**
 * What this browser remembers for its customer: the contact and address typed at checkout, and the orders it
 * placed, tagged with its secret so "my recent orders" needs no typing.
 */
const contactSchema = v.object({ name: v.string(), phone: v.string() });
const addressSchema = v.object({ address: v.string(), landmark: v.string() });
const recentOrderSchema = v.object({
  number: v.string(),
  id: v.string(),
  phone: v.string(),
  placedAt: v.number(),
});

export type OrderContact = v.InferOutput<typeof contactSchema>;
export type DeliveryAddress = v.InferOutput<typeof addressSchema>;
export type RecentOrder = v.InferOutput<typeof recentOrderSchema>;

const RECENT_LIMIT = 20;

export const rememberedContact = () => readStored(storageKeys.orderContact, contactSchema);
export const rememberedAddress = () => readStored(storageKeys.deliveryAddress, addressSchema);

export function rememberCheckout(contact: OrderContact, address: DeliveryAddress): void {
  writeStored(storageKeys.orderContact, contact);
  writeStored(storageKeys.deliveryAddress, address);
}

export const recentOrders = (): RecentOrder[] =>
  readStored(storageKeys.recentOrders, v.array(recentOrderSchema)) ?? [];

export function rememberOrder(order: RecentOrder): void {
  const others = recentOrders().filter((known) => known.id !== order.id);
  writeStored(storageKeys.recentOrders, [order, ...others].slice(0, RECENT_LIMIT));
}

/** The hash of this browser's secret that its orders carry. */
export const thisBrowserTag = () => browserTagFor(browserSecret(() => randomId(24)));

/** Whether this browser remembers anything of its customer. */
export const remembersCustomer = () =>
  rememberedContact() !== null || rememberedAddress() !== null || recentOrders().length > 0;

/** "Forget me on this phone": the name, phone, address and recent orders go. */
export function forgetCustomer(): void {
  removeStored(storageKeys.orderContact);
  removeStored(storageKeys.deliveryAddress);
  removeStored(storageKeys.recentOrders);
}
