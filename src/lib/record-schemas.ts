import * as v from 'valibot';
import * as ordering from './model-schemas';
import { at, filled, localNames, name, price, text, whole } from './model-schemas';
import { assistNeeds, feedTypes } from './kinds';

/**
 * The models that only staff screens, the server and the demo town read as
 * schemas: staff, the town directory, alerts and visitors' requests. They are
 * kept apart from ./model-schemas, which customers' screens load to check
 * shops, products and orders, so those screens do not carry these. Built from
 * the same pieces, bounded the same way.
 */

export const adminModel = v.object({
  name: v.string(),
  email: v.string(),
  /** ADMIN_ROLE (src/lib/roles.ts) for an admin; any other value makes nobody an admin. */
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
export const requestStatuses = ['new', 'confirmed', 'done', 'cancelled'] as const;
const received = {
  status: v.picklist(requestStatuses),
  createdAt: at,
  /** "BK-482913": made unique by the server; '' on a record older than references. */
  reference: v.optional(text(12), ''),
  /** The secret code the visitor was shown: with the phone, it opens the record on another device. */
  code: v.optional(text(6), ''),
  /** What the staff want the visitor to read in Find Order ("Come at 11 am, bring the old report"). */
  staffNote: v.optional(text(300), ''),
};

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
  /** Sum of the listed prices when booked, in paise. */
  total: ordering.paise(Number.MAX_SAFE_INTEGER),
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
  need: v.picklist(assistNeeds),
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
  /** Asked for today, as soon as someone is free (`date` is then that day); absent on older requests. */
  asSoonAsPossible: v.optional(v.boolean()),
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

/** One order or booking of a phone, as the server keeps it to find it again by its code. */
export const phoneRecordModel = v.object({
  collection: text(40, 1),
  number: text(12, 4),
  code: text(6, 6),
  /** Orders only: where the order is now, so the open ones can be counted and shown. */
  status: v.optional(v.picklist(ordering.orderStatuses)),
  /** Milliseconds since 1970. */
  at: v.number(),
});

/**
 * phoneActivity/{phone}: the server's own memory of a phone. Times are
 * milliseconds since 1970, newest last, only as far back as a limit looks.
 */
export const phoneActivityModel = v.object({
  /** Bookings and requests sent in the last day. */
  requestTimes: v.optional(v.array(v.number()), []),
  /** Orders placed in the last day, cancelled ones too. */
  orderTimes: v.optional(v.array(v.number()), []),
  /** Codes typed for this phone in the last hour that opened nothing. */
  wrongCodeTimes: v.optional(v.array(v.number()), []),
  /** Its orders and bookings by document id, the latest few dozen. */
  records: v.optional(v.record(v.string(), phoneRecordModel), {}),
});

/** shopActivity/{shopId}: when staff alerts about the shop's orders were written in the last hour. */
export const shopActivityModel = v.object({
  alertTimes: v.array(v.number()),
});

/** references/{reference}: the record an order number or booking reference was given to. */
export const referenceModel = v.object({
  collection: text(40, 1),
  id: text(200, 1),
});
