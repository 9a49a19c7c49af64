import * as v from 'valibot';
import { deviceId as deviceIdSchema } from './fields/schemas';
import { randomId } from './ids';
import { readStored, removeStored, storageKeys, writeStored } from './storage';

/**
 * What this browser remembers for its customer: the contact and address typed
 * at checkout, the checkout form as it was left, and the orders and bookings
 * it sent, each with the id that reads it, so Find Order shows them in full
 * for their phone without a code.
 */
const contactSchema = v.object({ name: v.string(), phone: v.string() });
/**
 * Only the address and its neighbourhood are kept for the next order: a landmark (and a note)
 * belongs to one order.
 */
const addressSchema = v.object({ address: v.string(), neighbourhood: v.optional(v.string()) });
const recentRecordSchema = v.object({
  /** `orders`, or the collection of a booking or request (remembered before bookings were: orders). */
  collection: v.optional(v.string(), 'orders'),
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
  /** The id of the town's neighbourhood it is in ('' where the town keeps no list). */
  neighbourhood?: string;
}
export type RecentRecord = v.InferOutput<typeof recentRecordSchema>;

const RECENT_LIMIT = 30;

export const rememberedContact = () => readStored(storageKeys.orderContact, contactSchema);
export const rememberedAddress = () => readStored(storageKeys.deliveryAddress, addressSchema);

/**
 * After an order: its contact and address, offered for the next one. The landmark is not kept:
 * on a phone a family shares, the last person's landmark went out with the next person's order.
 */
export function rememberCheckout(
  contact: OrderContact,
  { address, neighbourhood = '' }: DeliveryAddress,
): void {
  writeStored(storageKeys.orderContact, contact);
  writeStored(
    storageKeys.deliveryAddress,
    neighbourhood ? { address, neighbourhood } : { address },
  );
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
  neighbourhood: v.optional(draftField),
});

/** The checkout form as typed, not yet ordered. */
export type CheckoutDraft = v.InferOutput<typeof checkoutDraftSchema>;

/**
 * The checkout form as it was left (offline, or to add one more thing): it is there again when
 * the customer comes back, until the order is placed or they ask to be forgotten.
 */
export const checkoutDraft = () => readStored(storageKeys.checkoutDraft, checkoutDraftSchema);

/** Keeps what is typed in the checkout form; an empty form keeps nothing. */
export function saveCheckoutDraft(draft: v.InferInput<typeof checkoutDraftSchema>): void {
  if (Object.values(draft).some((text) => text.trim() !== '')) {
    writeStored(storageKeys.checkoutDraft, draft);
  } else {
    removeStored(storageKeys.checkoutDraft);
  }
}

export const forgetCheckoutDraft = () => removeStored(storageKeys.checkoutDraft);

/** Everything this browser sent, newest first. */
export const recentRecords = (): RecentRecord[] =>
  readStored(storageKeys.recentOrders, v.array(recentRecordSchema)) ?? [];

export function rememberRecord(record: RecentRecord): void {
  const others = recentRecords().filter((known) => known.id !== record.id);
  writeStored(storageKeys.recentOrders, [record, ...others].slice(0, RECENT_LIMIT));
}

/** The id made on this page when the browser keeps nothing (storage off): the same for the visit. */
let unkeptDeviceId: string | null = null;

/**
 * This browser's secret id, made once and kept: sent with its orders,
 * requests and codes, so the server counts the daily limits per device as
 * well as per phone, and a phone this browser has ordered for (or opened an
 * order of with its code) is never locked out by a stranger who used up the
 * number's day (src/server/device-memory). Never shown; the server keeps
 * only a hash of it.
 */
export function deviceId(): string {
  const kept = readStored(storageKeys.deviceId, deviceIdSchema);
  if (kept) return kept;
  const made = unkeptDeviceId ?? randomId(20);
  unkeptDeviceId = writeStored(storageKeys.deviceId, made) ? null : made;
  return made;
}

/** Whether this browser remembers anything of its customer. */
export const remembersCustomer = () =>
  rememberedContact() !== null ||
  rememberedAddress() !== null ||
  checkoutDraft() !== null ||
  recentRecords().length > 0;

/**
 * "Forget me on this phone": the name, phone, address, the form as left and
 * recent orders go, and so does this browser's secret id, so nothing here
 * ties it to the numbers it ordered for.
 */
export function forgetCustomer(): void {
  removeStored(storageKeys.orderContact);
  removeStored(storageKeys.deliveryAddress);
  removeStored(storageKeys.checkoutDraft);
  removeStored(storageKeys.recentOrders);
  removeStored(storageKeys.deviceId);
  unkeptDeviceId = null;
}
