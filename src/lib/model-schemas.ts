import * as v from 'valibot';
import type { StoredDoc } from '../backend/types';
import { isPrice, PRICE_MAX } from './limits';
import { feedTypes, shopTypes, type CollectionName, type ModelOf, type WithId } from './models';

/**
 * One schema per stored model. The types in models.ts are inferred from
 * these, so a model and its check cannot drift apart. The schemas are run on
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
const text = (max: number, min = 0) => v.pipe(v.string(), v.minLength(min), v.maxLength(max));
/** A person's or a record's name. */
const name = (max = 80) => text(max, 2);
/** Something an admin must fill in: at least one character. */
const filled = (max: number) => text(max, 1);
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const price = v.pipe(
  v.number(),
  v.minValue(0),
  v.maxValue(PRICE_MAX),
  v.check((value: number) => isPrice(value), 'Not a price.'),
);
const at = v.date();

/** A record's names in Bengali and Hindi beside `name` (lib/local-name shows the one on screen). */
const localNames = (max = 80) => ({
  nameBn: v.optional(text(max)),
  nameHi: v.optional(text(max)),
});

export const adminModel = v.object({
  name: v.string(),
  email: v.string(),
  /** The admin role value from settings (default 'admin'). */
  role: v.string(),
});

export const staffModel = v.object({
  name: name(60),
  phone: v.string(),
  active: v.boolean(),
  /** Vendors only: their shop and its type (the `{category}` in /vendor/{category}). */
  shopId: v.optional(v.string()),
  category: v.optional(v.string()),
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
] as const;

const orderStatus = v.picklist(orderStatuses);

export const orderLineModel = v.object({
  productId: text(200, 1),
  name: text(200),
  unit: text(60),
  price,
  quantity: whole(1, 1000),
});

export const orderModel = v.object({
  /** Short human number shown to people, e.g. "TS-482913". */
  number: text(12, 4),
  /** Code printed on the thank-you page; unlocks details on another device. */
  code: text(6, 6),
  shopId: text(200, 1),
  shopName: text(200),
  lines: v.pipe(v.array(orderLineModel), v.minLength(1), v.maxLength(100)),
  /** productId → quantity, so rules can match each stock decrement to this order. */
  quantities: v.record(v.string(), v.pipe(v.number(), v.integer())),
  subtotal: v.number(),
  deliveryFee: v.number(),
  total: v.number(),
  customerName: text(100),
  phone: text(20),
  address: text(400),
  landmark: text(200),
  note: text(600),
  payment: v.literal('cod'),
  status: orderStatus,
  /** The browser secret of the browser that placed it ("my recent orders"). */
  browserTag: text(64),
  deliveryUid: v.nullable(text(128, 1)),
  /** Why it was rejected or cancelled by the shop or an admin, for the customer; null otherwise. */
  reason: v.nullable(text(400)),
  createdAt: at,
  updatedAt: at,
  history: v.pipe(v.array(v.object({ status: orderStatus, at })), v.maxLength(20)),
});

/** What anyone who types a phone number may see: no shop, names, addresses or items. */
export const orderSummaryModel = v.object({
  number: text(12, 4),
  status: orderStatus,
  total: v.number(),
  createdAt: at,
});

/** orderLookups/{phone}: that phone's order summaries keyed by order number. */
export const orderLookupModel = v.object({
  entries: v.record(v.string(), orderSummaryModel),
});

/** A day of the week as stored: short English names, in the order of Date.getDay(). */
export const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const doctorModel = v.object({
  name: name(),
  ...localNames(),
  degree: filled(80),
  speciality: filled(60),
  kind: v.picklist(['specialist', 'general']),
  chamber: filled(120),
  /** The days of the week the doctor sits at the chamber (lib/sitting-days reads and words them). */
  weekdays: v.array(v.picklist(weekdays)),
  /** Only some weeks of the month: [2, 4] for "every 2nd and 4th Sunday". Absent or empty: every week. */
  weeksOfMonth: v.optional(v.array(whole(1, 5))),
  hours: filled(60),
  fee: price,
  phone: v.string(),
});

export const labTestModel = v.object({
  name: name(),
  ...localNames(),
  price,
  sampleType: filled(40),
  reportIn: filled(40),
  description: text(300),
});

export const directoryEntryModel = v.object({
  /** hospital, nursingHome, diagnosticCentre, bloodBank, … */
  type: filled(40),
  name: name(100),
  ...localNames(100),
  address: text(200, 5),
  phone: v.string(),
  hours: filled(60),
});

export const teacherModel = v.object({
  name: name(),
  ...localNames(),
  /** "All subjects" for a tutor who takes every subject of their classes. */
  subjects: v.array(v.string()),
  /** "Class 5", one a class; older records may hold a range as typed ("Classes 1–4", "9-12"). */
  classes: v.array(v.string()),
  phone: v.string(),
  area: filled(60),
  qualification: filled(80),
  fee: price,
});

export const serviceProviderModel = v.object({
  /** electrician, plumber, carpenter, … */
  type: filled(40),
  name: name(),
  ...localNames(),
  phone: v.string(),
  area: filled(60),
  experience: filled(60),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
});

export const feedPostModel = v.object({
  type: v.picklist(feedTypes),
  title: text(120, 3),
  /** The title in Bengali and in Hindi, when known (lib/local-name shows the one on screen). */
  titleBn: v.optional(text(120)),
  titleHi: v.optional(text(120)),
  body: text(2000, 3),
  publishedAt: at,
  link: v.optional(v.string()),
});

export const emergencyContactModel = v.object({
  /** One of the six emergency routes: police, fire, ambulance, transport, hospital, wbsedcl. */
  service: v.string(),
  name: name(100),
  phone: v.string(),
  note: text(120),
});

export const notificationModel = v.object({
  chat: v.picklist(['admin', 'delivery', 'lab']),
  text: v.string(),
  /** What the message is about, e.g. "orders/abc123". */
  subject: v.string(),
  status: v.picklist(['pending', 'sent', 'failed']),
  attempts: v.number(),
  createdAt: at,
  sentAt: v.nullable(at),
});

// ---- Visitor bookings and requests --------------------------------------
// Written by the server (src/server/request-handlers.ts checks what the
// visitor sent); read and moved on by admins only. Days are 'YYYY-MM-DD' in
// the town's local calendar.

/** A request starts 'new'; staff move it on from their screens. */
const requestStatus = v.picklist(['new', 'confirmed', 'done', 'cancelled']);
const received = { status: requestStatus, createdAt: at };

export const appointmentModel = v.object({
  patientName: v.string(),
  phone: v.string(),
  doctorId: v.string(),
  doctorName: v.string(),
  date: v.string(),
  note: v.string(),
  ...received,
});

/** A home sample collection for one or more lab tests. */
export const labBookingModel = v.object({
  patientName: v.string(),
  phone: v.string(),
  address: v.string(),
  date: v.string(),
  /** Start of the one-hour collection slot, town time 'HH:MM' (lib/lab-slots). */
  slot: v.string(),
  testIds: v.array(v.string()),
  testNames: v.array(v.string()),
  /** Sum of the listed prices when booked, whole rupees. */
  total: v.number(),
  ...received,
});

export const medicineOrderItemModel = v.object({ name: v.string(), quantity: v.number() });

/** Medicines typed by name for a prescription; a pharmacy calls back with the price. */
export const medicineOrderModel = v.object({
  name: v.string(),
  phone: v.string(),
  address: v.string(),
  items: v.array(medicineOrderItemModel),
  note: v.string(),
  ...received,
});

/** A plea for a hospital bed, an ambulance or blood (the mediAssist form). */
export const assistRequestModel = v.object({
  need: v.picklist(['bed', 'ambulance', 'blood']),
  /** Only for blood ('A+', 'O-', …); '' otherwise or when unknown. */
  bloodGroup: v.string(),
  patientName: v.string(),
  phone: v.string(),
  details: v.string(),
  ...received,
});

export const rideBookingModel = v.object({
  kind: v.picklist(['toto', 'car']),
  name: v.string(),
  phone: v.string(),
  pickup: v.string(),
  drop: v.string(),
  date: v.string(),
  /** 'HH:MM', 24-hour, local. */
  time: v.string(),
  passengers: v.number(),
  note: v.string(),
  ...received,
});

export const serviceRequestModel = v.object({
  /** electrician, plumber, … (the `{type}` of /service/{type}). */
  serviceType: v.string(),
  /** '' when any provider of the type will do. */
  providerId: v.string(),
  providerName: v.string(),
  name: v.string(),
  phone: v.string(),
  address: v.string(),
  date: v.string(),
  details: v.string(),
  ...received,
});

/** A message from the contact form. */
export const contactMessageModel = v.object({
  name: v.string(),
  phone: v.string(),
  message: v.string(),
  ...received,
});

/** phoneActivity/{phone}: when a phone last sent requests, for the daily limit (the server's own). */
export const phoneActivityModel = v.object({
  /** Milliseconds since 1970, newest last. */
  requestTimes: v.array(v.number()),
});

// ---- Settings documents -------------------------------------------------

/** config/ordering: what checkout charges and allows; admins change it, everyone reads it. */
export const orderingTermsModel = v.object({
  /** Rupees added to an order below `freeDeliveryAbove`. */
  deliveryFee: v.pipe(v.number(), v.minValue(0), v.maxValue(10_000)),
  freeDeliveryAbove: v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000)),
  /** Cash-on-delivery orders one phone may have on their way at once. */
  openOrdersPerPhone: whole(1, 50),
});

/** config/shops: every shop's state, kept by the server from the shop documents, so a list of products needs one extra read. */
export const shopStatesModel = v.object({
  states: v.record(v.string(), v.picklist(['open', 'closed', 'removed'])),
});

/**
 * The schema of each collection's documents (`config` holds two kinds, named
 * above), for what reads a whole collection's fields: the admin forms take
 * their bounds from it, and a test holds the seed town to it.
 */
export const collectionSchemas = {
  admins: adminModel,
  vendor: staffModel,
  delivery: staffModel,
  shops: shopModel,
  products: productModel,
  orders: orderModel,
  orderLookups: orderLookupModel,
  notifications: notificationModel,
  phoneActivity: phoneActivityModel,
  doctors: doctorModel,
  labTests: labTestModel,
  directory: directoryEntryModel,
  teachers: teacherModel,
  serviceProviders: serviceProviderModel,
  feeds: feedPostModel,
  emergencyContacts: emergencyContactModel,
  appointments: appointmentModel,
  labBookings: labBookingModel,
  medicineOrders: medicineOrderModel,
  assistRequests: assistRequestModel,
  rideBookings: rideBookingModel,
  serviceRequests: serviceRequestModel,
  messages: contactMessageModel,
} as const satisfies {
  [C in Exclude<CollectionName, 'config'>]: v.GenericSchema<unknown, ModelOf<C>>;
};

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

/**
 * A phone's summaries (orderLookups/{phone}), one by one: an entry that does
 * not pass is left out rather than hiding the others.
 */
export function summariesOf(data: unknown): v.InferOutput<typeof orderLookupModel>['entries'] {
  const entries = v.safeParse(v.object({ entries: v.record(v.string(), v.unknown()) }), data);
  if (!entries.success) return {};
  const kept: v.InferOutput<typeof orderLookupModel>['entries'] = {};
  for (const [number, entry] of Object.entries(entries.output.entries)) {
    const summary = v.safeParse(orderSummaryModel, entry);
    if (summary.success && summary.output.number === number) kept[number] = summary.output;
  }
  return kept;
}

/** `doc`'s fields checked by `schema`, with its id; null when absent or malformed. */
export function parseDoc<T extends object>(
  schema: v.GenericSchema<unknown, T>,
  doc: StoredDoc | null | undefined,
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

/**
 * A list of stored orders split into those that pass the check and the ids
 * of those that do not, so a staff list can show every good order and say
 * which ones it could not show, instead of failing whole.
 */
export function readOrders(docs: readonly StoredDoc[]): {
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
