import * as z from 'zod/mini';
import { randomId } from './ids';
import { browserTagFor } from './order-identity';
import { shapeOf } from './schema-shape';
import { browserSecret, readStored, storageKeys, writeStored } from './storage';

/**
 * What this browser remembers for its customer (PRODUCT.md "Browser
 * storage"): the contact and address typed at checkout, and the orders it
 * placed, tagged with its secret so "my recent orders" needs no typing.
 */
const contactSchema = z.object({ name: z.string(), phone: z.string() });
const addressSchema = z.object({ address: z.string(), landmark: z.string() });
const recentOrdersSchema = z.array(
  z.object({ number: z.string(), id: z.string(), phone: z.string(), placedAt: z.number() }),
);

export type OrderContact = z.infer<typeof contactSchema>;
export type DeliveryAddress = z.infer<typeof addressSchema>;
export type RecentOrder = z.infer<typeof recentOrdersSchema>[number];

const RECENT_LIMIT = 20;

export const rememberedContact = () => readStored(storageKeys.orderContact, shapeOf(contactSchema));
export const rememberedAddress = () =>
  readStored(storageKeys.deliveryAddress, shapeOf(addressSchema));

export function rememberCheckout(contact: OrderContact, address: DeliveryAddress): void {
  writeStored(storageKeys.orderContact, contact);
  writeStored(storageKeys.deliveryAddress, address);
}

export const recentOrders = (): RecentOrder[] =>
  readStored(storageKeys.recentOrders, shapeOf(recentOrdersSchema)) ?? [];

export function rememberOrder(order: RecentOrder): void {
  const others = recentOrders().filter((known) => known.id !== order.id);
  writeStored(storageKeys.recentOrders, [order, ...others].slice(0, RECENT_LIMIT));
}

/** The hash of this browser's secret that its orders carry. */
export const thisBrowserTag = () => browserTagFor(browserSecret(() => randomId(24)));
