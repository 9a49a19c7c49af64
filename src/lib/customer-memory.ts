import { browserTagFor } from './order-identity';
import * as v from 'valibot';
import { randomId } from './ids';
import { browserSecret, readStored, removeStored, storageKeys, writeStored } from './storage';

/**
 * What this browser remembers for its customer: the contact and address typed at checkout, the
 * checkout form as it was left, and the orders it placed, tagged with its secret so "my recent
 * orders" needs no typing.
 */
const contactSchema = v.object({ name: v.string(), phone: v.string() });
/** Only the address is kept for the next order: a landmark (and a note) belongs to one order. */
const addressSchema = v.object({ address: v.string() });
const recentOrderSchema = v.object({
  number: v.string(),
  id: v.string(),
  phone: v.string(),
  placedAt: v.number(),
});

export type OrderContact = v.InferOutput<typeof contactSchema>;
/** Where an order went: its address, and the landmark that went with it. */
export interface DeliveryAddress {
  address: string;
  landmark: string;
}
export type RecentOrder = v.InferOutput<typeof recentOrderSchema>;

const RECENT_LIMIT = 20;

export const rememberedContact = () => readStored(storageKeys.orderContact, contactSchema);
export const rememberedAddress = () => readStored(storageKeys.deliveryAddress, addressSchema);

/**
 * After an order: its contact and address, offered for the next one. The landmark is not kept:
 * on a phone a family shares, the last person's landmark went out with the next person's order.
 */
export function rememberCheckout(contact: OrderContact, { address }: DeliveryAddress): void {
  writeStored(storageKeys.orderContact, contact);
  writeStored(storageKeys.deliveryAddress, { address });
}

/** Longer than any field of the form takes; a stored draft past it is not one the form wrote. */
const DRAFT_FIELD_MAX = 1000;
const draftField = v.pipe(v.string(), v.maxLength(DRAFT_FIELD_MAX));
const checkoutDraftSchema = v.object({
  name: draftField,
  phone: draftField,
  address: draftField,
  landmark: draftField,
  note: draftField,
});

/** The checkout form as typed, not yet ordered. */
export type CheckoutDraft = v.InferOutput<typeof checkoutDraftSchema>;

/**
 * The checkout form as it was left (offline, or to add one more thing): it is there again when
 * the customer comes back, until the order is placed or they ask to be forgotten.
 */
export const checkoutDraft = () => readStored(storageKeys.checkoutDraft, checkoutDraftSchema);

/** Keeps what is typed in the checkout form; an empty form keeps nothing. */
export function saveCheckoutDraft(draft: CheckoutDraft): void {
  if (Object.values(draft).some((text) => text.trim() !== '')) {
    writeStored(storageKeys.checkoutDraft, draft);
  } else {
    removeStored(storageKeys.checkoutDraft);
  }
}

export const forgetCheckoutDraft = () => removeStored(storageKeys.checkoutDraft);

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
  rememberedContact() !== null ||
  rememberedAddress() !== null ||
  checkoutDraft() !== null ||
  recentOrders().length > 0;

/** "Forget me on this phone": the name, phone, address, the form as left and recent orders go. */
export function forgetCustomer(): void {
  removeStored(storageKeys.orderContact);
  removeStored(storageKeys.deliveryAddress);
  removeStored(storageKeys.checkoutDraft);
  removeStored(storageKeys.recentOrders);
}
