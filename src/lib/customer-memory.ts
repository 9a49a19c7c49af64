import { randomId } from './ids';
import { browserTagFor } from './order-identity';
import { isAmount, isText, listShape, objectShape } from './shapes';
import { browserSecret, readStored, removeStored, storageKeys, writeStored } from './storage';

/**
 * What this browser remembers for its customer: the contact and address typed at checkout, and the orders it
 * placed, tagged with its secret so "my recent orders" needs no typing.
 */
export interface OrderContact {
  name: string;
  phone: string;
}
export interface DeliveryAddress {
  address: string;
  landmark: string;
}
export interface RecentOrder {
  number: string;
  id: string;
  phone: string;
  placedAt: number;
}

const contactShape = objectShape<OrderContact>({ name: isText, phone: isText });
const addressShape = objectShape<DeliveryAddress>({ address: isText, landmark: isText });
const recentOrdersShape = listShape(
  objectShape<RecentOrder>({ number: isText, id: isText, phone: isText, placedAt: isAmount }),
);

const RECENT_LIMIT = 20;

export const rememberedContact = () => readStored(storageKeys.orderContact, contactShape);
export const rememberedAddress = () => readStored(storageKeys.deliveryAddress, addressShape);

export function rememberCheckout(contact: OrderContact, address: DeliveryAddress): void {
  writeStored(storageKeys.orderContact, contact);
  writeStored(storageKeys.deliveryAddress, address);
}

export const recentOrders = (): RecentOrder[] =>
  readStored(storageKeys.recentOrders, recentOrdersShape) ?? [];

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
