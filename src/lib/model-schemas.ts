import * as v from 'valibot';
import { shopTypes, type WithId } from './kinds';
import { PRICE_MAX } from './limits';
import { reasonCodes } from './order-reasons';

/** A document as read back from a store: its id and its fields, not yet checked. */
export interface StoredFields {
  id: string;
  data: unknown;
}

/**
 * One schema per stored model: here shops, products, orders and the settings,
 * which customers' screens and the server's order and stock decisions parse;
 * the rest (staff, the town directory, alerts, requests) in ./record-schemas,
 * built from the pieces exported below, so customers' screens do not carry
 * them. The types in models.ts are inferred from both, so a model and its
 * check cannot drift apart. The schemas are run on
 * the documents whose values decide something — what the server reads before
 * it charges, moves stock or changes an order, what screens read before they
 * render an order, the settings documents. A document that does not pass is
 * treated as absent (the server) or shown as "could not be shown" (the
 * screens), never trusted half-way. Only `import type` of this module may
 * reach a customer screen's first paint: the schema library stays out of it.
 */

/**
 * Text of at most `max` characters, `min` and up for what a person must fill.
 * The admin forms read these bounds (features/admin/config/schema-bounds.ts),
 * so a record can only be typed as it can be stored; the server reads the
 * catalogue through the same schemas, so raising a bound is safe and lowering
 * one below a stored value makes that record unreadable until it is edited.
 */
export const text = (max: number, min = 0) =>
  v.pipe(v.string(), v.minLength(min), v.maxLength(max));
/** A person's or a record's name. */
export const name = (max = 80) => text(max, 2);
/** Something an admin must fill in: at least one character. */
export const filled = (max: number) => text(max, 1);
export const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** An amount of money: whole paise (lib/money `Paise`), ₹0 to ₹1,00,000 for a price. */
export const paise = (max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
export const price = paise(PRICE_MAX);
export const at = v.date();

/** A record's names in Bengali and Hindi beside `name` (lib/local-name shows the one on screen). */
export const localNames = (max = 80) => ({
  nameBn: v.optional(text(max)),
  nameHi: v.optional(text(max)),
});

export const shopModel = v.object({
  name: name(),
  ...localNames(),
  type: v.picklist(shopTypes),
  address: text(200, 5),
  area: filled(60),
  phone: v.string(),
  /** Image URL (local path in demo mode). */
  image: v.string(),
  open: v.boolean(),
  /** Opening hours as people say them, e.g. "8 am – 9 pm". */
  hours: filled(80),
  description: text(400),
  /** Lower-cased word prefixes for search (every name, type, area: lib/search-words). */
  keywords: v.array(v.string()),
});

export const productModel = v.object({
  shopId: text(200, 1),
  shopName: text(200),
  /**
   * The shop's Bengali and Hindi names as its shop document has them, so the
   * product and its cart line name the shop in the reader's language before
   * the shop itself is read (lib/local-name `localShopName`).
   */
  shopNameBn: shopModel.entries.nameBn,
  shopNameHi: shopModel.entries.nameHi,
  name: name(),
  ...localNames(),
  /** Catalog category, e.g. "Vegetables", "Snacks", "Medicines". */
  category: v.string(),
  price,
  /** "1 kg", "500 g", "1 piece", "strip of 10". */
  unit: filled(30),
  /** Stock as stored: a count. (Returned orders may lift it past what a vendor may type.) */
  stock: whole(0),
  image: v.string(),
  description: text(400),
  keywords: v.array(v.string()),
});

export const orderStatuses = [
  'placed',
  'accepted',
  'ready',
  'outForDelivery',
  'delivered',
  'rejected',
  'cancelled',
  /** The delivery person could not hand it over (nobody home, no such address…); the goods go back. */
  'undelivered',
] as const;

const orderStatus = v.picklist(orderStatuses);

export const orderLineModel = v.object({
  productId: text(200, 1),
  name: text(200),
  /** The product's Bengali and Hindi names when the order was placed (lib/local-name `localName`). */
  ...localNames(),
  unit: text(60),
  price,
  quantity: whole(1, 1000),
});

export const orderModel = v.object({
  /** Short human number shown to people, e.g. "TS-482913"; made unique by the server. */
  number: text(12, 4),
  /** Secret code printed on the thank-you page; with the phone, it opens the order on another device. */
  code: text(6, 6),
  shopId: text(200, 1),
  shopName: text(200),
  /** The shop's Bengali and Hindi names when the order was placed (lib/local-name `localShopName`). */
  shopNameBn: shopModel.entries.nameBn,
  shopNameHi: shopModel.entries.nameHi,
  lines: v.pipe(v.array(orderLineModel), v.minLength(1), v.maxLength(100)),
  /** productId → quantity, so rules can match each stock decrement to this order. */
  quantities: v.record(v.string(), v.pipe(v.number(), v.integer())),
  /** Paise, as every amount stored. */
  subtotal: paise(Number.MAX_SAFE_INTEGER),
  deliveryFee: paise(Number.MAX_SAFE_INTEGER),
  total: paise(Number.MAX_SAFE_INTEGER),
  customerName: text(100),
  phone: text(20),
  address: text(400),
  landmark: text(200),
  note: text(600),
  payment: v.literal('cod'),
  status: orderStatus,
  deliveryUid: v.nullable(text(128, 1)),
  /** Why it was rejected, cancelled by staff or not delivered, from the list (lib/order-reasons). */
  reasonCode: v.optional(v.nullable(v.picklist(reasonCodes)), null),
  /** The staff's own words with it, shown to the customer as theirs; null when none. */
  reason: v.nullable(text(400)),
  createdAt: at,
  updatedAt: at,
  history: v.pipe(v.array(v.object({ status: orderStatus, at })), v.maxLength(20)),
});

/**
 * openOrders/{phone}: all that anyone who types a phone number may see — the
 * statuses of that phone's orders still on their way, oldest first. No
 * numbers, totals, shops, names or history; those need the order's code.
 */
export const openOrdersModel = v.object({
  statuses: v.pipe(v.array(orderStatus), v.maxLength(50)),
});

// ---- Settings documents -------------------------------------------------

/** config/ordering: what checkout charges and allows; admins change it, everyone reads it. */
export const orderingTermsModel = v.object({
  /** Paise added to an order below `freeDeliveryAbove` (at most ₹10,000). */
  deliveryFee: paise(10_000_00),
  /** Paise (at most ₹1,00,00,000). */
  freeDeliveryAbove: paise(1_00_00_000_00),
  /** Cash-on-delivery orders one phone may have on their way at once. */
  openOrdersPerPhone: whole(1, 50),
});

export type OrderingTerms = v.InferOutput<typeof orderingTermsModel>;

/** What checkout charges and allows when no `config/ordering` document says otherwise. */
export const defaultOrderingTerms: OrderingTerms = {
  deliveryFee: 30_00,
  freeDeliveryAbove: 499_00,
  openOrdersPerPhone: 3,
};

/** config/shops: every shop's state, kept by the server from the shop documents, so a list of products needs one extra read. */
export const shopStatesModel = v.object({
  states: v.record(v.string(), v.picklist(['open', 'closed', 'removed'])),
});

// ---- The checks run on reads --------------------------------------------

export const orderSchema = orderModel;
export const orderingTermsSchema = orderingTermsModel;
export const shopStatesSchema = shopStatesModel;

/** The fields of a product the server charges and counts by, and its names. */
export const productSchema = v.pick(productModel, [
  'shopId',
  'shopName',
  'name',
  'nameBn',
  'nameHi',
  'unit',
  'price',
  'stock',
]);

export const shopSchema = v.pick(shopModel, ['name', 'nameBn', 'nameHi', 'open']);

/** The open orders' statuses of a phone's openOrders document; none when absent or malformed. */
export function openStatusesOf(data: unknown) {
  return parseData(openOrdersModel, data)?.statuses ?? [];
}

/** `doc`'s fields checked by `schema`, with its id; null when absent or malformed. */
export function parseDoc<T extends object>(
  schema: v.GenericSchema<unknown, T>,
  doc: StoredFields | null | undefined,
): WithId<T> | null {
  if (!doc) return null;
  const parsed = v.safeParse(schema, doc.data);
  return parsed.success ? { ...parsed.output, id: doc.id } : null;
}

/** Just the fields, for documents whose id is known already. */
export function parseData<T>(schema: v.GenericSchema<unknown, T>, data: unknown): T | null {
  const parsed = v.safeParse(schema, data);
  return parsed.success ? parsed.output : null;
}

/** The stored config/ordering, or the defaults when it is missing or not as it should be. */
export function orderingTermsOf(data: unknown): OrderingTerms {
  return parseData(orderingTermsSchema, data) ?? defaultOrderingTerms;
}

/**
 * A list of stored orders split into those that pass the check and the ids
 * of those that do not, so a staff list can show every good order and say
 * which ones it could not show, instead of failing whole.
 */
export function readOrders(docs: readonly StoredFields[]): {
  orders: WithId<v.InferOutput<typeof orderModel>>[];
  unreadable: string[];
} {
  const orders: WithId<v.InferOutput<typeof orderModel>>[] = [];
  const unreadable: string[] = [];
  for (const doc of docs) {
    const order = parseDoc(orderSchema, doc);
    if (order) orders.push(order);
    else unreadable.push(doc.id);
  }
  return { orders, unreadable };
}
