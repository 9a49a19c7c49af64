import * as v from 'valibot';
import { emergencyServices } from './kinds';
import {
  address,
  amount,
  area,
  day,
  description,
  directoryType,
  docId,
  email,
  filled,
  helpline,
  hours,
  localNames,
  translations,
  mobile,
  moment,
  note,
  optionalText,
  orderCode,
  orderId,
  personName,
  phoneNumber,
  place,
  price,
  pushToken,
  qualification,
  recordName,
  reference,
  text,
  title,
  trade,
  weekday,
  webLink,
  whole,
} from './fields/schemas';
import { feedTypes, shopTypes } from './kinds';
import { PUSH_ORDERS_PER_DEVICE, textBounds } from './limits';
import * as ordering from './model-schemas';
import {
  appointmentRequest,
  assistFields,
  contactMessageRequest,
  labBookingRequest,
  medicineLine,
  medicineOrderRequest,
  rideFields,
  serviceFields,
} from './requests/schemas';

export { weekdays } from './kinds';

/**
 * The models that only staff screens, the server and the demo town read as
 * schemas: staff, the town directory, alerts and visitors' requests. They are
 * kept apart from ./model-schemas, which customers' screens load to check
 * shops, products and orders, so those screens do not carry these. Built from
 * the same field schemas (./fields), by the same rule.
 */

export const adminModel = v.object({
  name: personName(),
  email: email(),
  /** ADMIN_ROLE (src/lib/roles.ts) for an admin; any other value makes nobody an admin. */
  role: v.string(),
});

/** What every staff member's document holds; the admin makes it through the server, which signs them in. */
const staffMember = {
  name: personName(),
  /** The mobile they sign in with. */
  phone: mobile,
  active: v.boolean(),
};

/** A vendor runs one shop and takes its orders. */
export const vendorModel = v.object({
  ...staffMember,
  shopId: docId,
  /** Their shop's type: the `{category}` in /vendor/{category}. */
  category: v.picklist(shopTypes),
});

/** A delivery person carries orders from any shop. */
export const deliveryModel = v.object(staffMember);

export const doctorModel = v.object({
  name: personName(),
  ...localNames(),
  degree: qualification(),
  ...translations('degree', textBounds.qualification.max),
  speciality: filled(60),
  kind: v.picklist(['specialist', 'general']),
  chamber: place(),
  ...translations('chamber', textBounds.place.max),
  /** The days of the week the doctor sits at the chamber (lib/sitting-days reads and words them). */
  weekdays: v.pipe(v.array(weekday), v.minLength(1)),
  /** Only some weeks of the month: [2, 4] for "every 2nd and 4th Sunday". Absent or empty: every week. */
  weeksOfMonth: v.optional(v.array(whole(1, 5))),
  hours: hours(),
  ...translations('hours', textBounds.hours.max),
  fee: price,
  phone: phoneNumber,
  /** Lower-cased word prefixes the admin's search finds it by (lib/search-words); the admin's form derives them. */
  keywords: v.optional(v.array(v.string())),
});

export const labTestModel = v.object({
  name: recordName(),
  ...localNames(),
  price,
  sampleType: filled(40),
  reportIn: filled(40),
  ...translations('reportIn', 40),
  description: description(),
  ...translations('description', textBounds.description.max),
});

export const directoryEntryModel = v.object({
  type: directoryType,
  name: recordName(),
  ...localNames(),
  address: address(),
  ...translations('address', textBounds.address.max),
  phone: phoneNumber,
  hours: hours(),
  ...translations('hours', textBounds.hours.max),
});

export const teacherModel = v.object({
  name: personName(),
  ...localNames(),
  /** "All subjects" for a tutor who takes every subject of their classes. */
  subjects: v.pipe(v.array(filled(40)), v.minLength(1)),
  /** "Class 5", one a class; older records may hold a range as typed ("Classes 1–4", "9-12"). */
  classes: v.pipe(v.array(v.string()), v.minLength(1)),
  phone: mobile,
  area: area(),
  ...translations('area', textBounds.area.max),
  qualification: qualification(),
  ...translations('qualification', textBounds.qualification.max),
  fee: price,
  /** Lower-cased word prefixes the admin's search finds it by (lib/search-words); the admin's form derives them. */
  keywords: v.optional(v.array(v.string())),
});

export const serviceProviderModel = v.object({
  type: trade,
  name: personName(),
  ...localNames(),
  phone: mobile,
  area: area(),
  ...translations('area', textBounds.area.max),
  experience: filled(60),
  ...translations('experience', 60),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
});

export const feedPostModel = v.object({
  type: v.picklist(feedTypes),
  title: title(),
  /** The title in Bengali and in Hindi, when known (lib/local-name shows the one on screen). */
  titleBn: optionalText(textBounds.title.max),
  titleHi: optionalText(textBounds.title.max),
  body: text(2000, 3),
  ...translations('body', 2000),
  publishedAt: moment,
  link: v.optional(webLink),
  /** Lower-cased word prefixes the admin's search finds it by (lib/search-words); the admin's form derives them. */
  keywords: v.optional(v.array(v.string())),
});

export const emergencyContactModel = v.object({
  /** One of the six emergency routes: police, fire, ambulance, transport, hospital, wbsedcl. */
  service: v.picklist(emergencyServices),
  name: recordName(),
  ...localNames(),
  phone: helpline,
  note: note(),
  ...translations('note', textBounds.note.max),
  /** Lower-cased word prefixes the admin's search finds it by (lib/search-words); the admin's form derives them. */
  keywords: v.optional(v.array(v.string())),
});

/** What every outbox entry holds, whichever way it goes: what it is about, and whether it went. */
const outboxState = {
  /** What the message is about, e.g. "orders/abc123". */
  subject: v.string(),
  /**
   * The alert in one line, as a key of lib/staff-alert-headlines and its
   * values, so the admin's screens say it in the reader's language; absent on
   * older alerts, which show their text's first line.
   */
  headline: v.optional(
    v.object({
      key: v.string(),
      params: v.record(v.string(), v.union([v.string(), v.number()])),
    }),
  ),
  status: v.picklist(['pending', 'sent', 'failed']),
  attempts: v.number(),
  createdAt: moment,
  sentAt: v.nullable(moment),
};

/**
 * A staff chat message on Telegram: to the admin, delivery or lab chat (their
 * ids are the functions' parameters), or to a shop's own chat, whose id the
 * server copies from `shopChats/{shopId}` as it writes the entry. Entries
 * written before push have no `channel`.
 */
export const telegramNoticeModel = v.object({
  channel: v.optional(v.literal('telegram')),
  chat: v.picklist(['admin', 'delivery', 'lab', 'shop']),
  /** A shop's own chat (`chat: 'shop'`): the Telegram chat id it was linked to. */
  chatId: v.optional(v.string()),
  text: v.string(),
  ...outboxState,
});

/**
 * A notification on one device (Web Push through FCM; the Demo shows it on
 * the page whose token it is), in that device's language, composed by the
 * server (src/server/notices.ts): plain text, a path in the app to open, and
 * a tag, so a newer notice about the same order replaces the older one.
 */
export const pushNoticeModel = v.object({
  channel: v.literal('push'),
  token: pushToken,
  title: v.string(),
  body: v.string(),
  /** A path in the app (lib/notice-links), never a full address. */
  link: v.string(),
  tag: v.string(),
  ...outboxState,
});

/** notifications/{id}: the outbox, one entry per message, Telegram or push. */
export const notificationModel = v.union([telegramNoticeModel, pushNoticeModel]);

/**
 * pushDevices/{id}, id = the SHA-256 hex of the token: a device that asked to
 * be told, in its reader's language; tied to a staff member (`uid`) or to
 * the orders it holds the ids of. The server's own (src/server/push-devices.ts).
 */
export const pushDeviceModel = v.object({
  token: pushToken,
  language: v.picklist(['en', 'bn', 'hi']),
  uid: v.nullable(docId),
  orderIds: v.pipe(v.array(orderId), v.maxLength(PUSH_ORDERS_PER_DEVICE)),
  updatedAt: moment,
});

/**
 * shopChats/{shopId}: the Telegram chat a shop linked as its own, where its
 * new orders, reminders and give-ups go. Its vendor and the admins read it;
 * only the server writes it (the bot's webhook, and unlinking).
 */
export const shopChatModel = v.object({
  chatId: v.pipe(v.string(), v.regex(/^-?\d{1,20}$/)),
  /** The chat's title, or the person's first name for a private chat, as Telegram gave it. */
  chatTitle: v.optional(v.string(), ''),
  linkedAt: moment,
});

/**
 * shopChatCodes/{shopId}: the shop's one-time Telegram link code, as its
 * SHA-256 hex (a new link replaces it), until when it works, and the
 * language to confirm the link in. The server's own.
 */
export const shopChatCodeModel = v.object({
  codeHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  expiresAt: moment,
  language: v.picklist(['en', 'bn', 'hi']),
});

// ---- Visitor bookings and requests --------------------------------------
// What the visitor sent, checked by its request's schema (./requests/schemas),
// and what the server added (src/server/request-handlers.ts); read and moved
// on by admins only. Days are 'YYYY-MM-DD' in the town's local calendar.

/** A request starts 'new'; staff move it on from their screens. */
export const requestStatuses = ['new', 'confirmed', 'done', 'cancelled'] as const;
/** What a record older than references holds instead of one. */
const none = v.literal('');
const received = {
  status: v.picklist(requestStatuses),
  createdAt: moment,
  /** "BK-482913": made unique by the server; '' on a record older than references. */
  reference: v.optional(v.union([none, reference]), ''),
  /** The secret code the visitor was shown: with the phone, it opens the record on another device. */
  code: v.optional(v.union([none, orderCode]), ''),
  /** What the staff want the visitor to read in Find Order ("Come at 11 am, bring the old report"). */
  staffNote: v.optional(note(), ''),
};

export const appointmentModel = v.object({
  ...appointmentRequest.entries,
  doctorName: personName(),
  /** The doctor's Bengali and Hindi names when booked, for Find Order; older records have none. */
  ...translations('doctorName', textBounds.recordName.max),
  ...received,
});

/** A home sample collection for one or more lab tests. */
export const labBookingModel = v.object({
  ...labBookingRequest.entries,
  testNames: v.array(recordName()),
  /**
   * The tests' Bengali and Hindi names when booked, one for each of `testNames`
   * (the English where a test had none), for Find Order; older records have none.
   */
  testNamesBn: v.optional(v.array(recordName())),
  testNamesHi: v.optional(v.array(recordName())),
  /** Sum of the listed prices when booked, in paise. */
  total: amount,
  ...received,
});

export const medicineOrderItemModel = medicineLine;

/** Medicines typed by name for a prescription; a pharmacy calls back with the price. */
export const medicineOrderModel = v.object({ ...medicineOrderRequest.entries, ...received });

/** A plea for a hospital bed, an ambulance or blood (the mediAssist form). */
export const assistRequestModel = v.object({ ...assistFields.entries, ...received });

export const rideBookingModel = v.object({ ...rideFields.entries, ...received });

export const serviceRequestModel = v.object({
  ...serviceFields.entries,
  /** The provider asked for; '' when any provider of the type will do. */
  providerName: v.union([none, personName()]),
  /** The day: the town's today when asked for as soon as possible. */
  date: day(),
  ...received,
});

/** A message from the contact form. */
export const contactMessageModel = v.object({ ...contactMessageRequest.entries, ...received });

/** One order or booking of a phone, as the server keeps it to find it again by its code. */
export const phoneRecordModel = v.object({
  collection: filled(40),
  number: reference,
  code: orderCode,
  /** Orders only: where the order is now, so the open ones can be counted and shown. */
  status: v.optional(v.picklist(ordering.orderStatuses)),
  /** Milliseconds since 1970. */
  at: v.number(),
  /** The device that sent it (a hash of the browser's secret id), when it sent one. */
  device: v.optional(v.string()),
});

/**
 * A device a phone knows (src/server/device-memory): since when, when it last
 * placed or opened one of the phone's orders or bookings, and whether one of
 * those orders was delivered (which strangers cannot make happen).
 */
export const knownDeviceModel = v.object({
  since: v.number(),
  at: v.number(),
  delivered: v.optional(v.boolean()),
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
  /** The devices it knows, by a hash of each browser's secret id: a few (src/server/device-memory). */
  devices: v.optional(v.record(v.string(), knownDeviceModel), {}),
});

/** deviceActivity/{hash of a browser's secret id}: its orders and requests of the last day, for any phones. */
export const deviceActivityModel = v.object({
  orderTimes: v.optional(v.array(v.number()), []),
  requestTimes: v.optional(v.array(v.number()), []),
});

/** One staff alert spent from a budget: when, and the phone and device behind it (when known). */
const spentAlert = v.object({
  at: v.number(),
  phone: v.optional(v.string()),
  device: v.optional(v.string()),
});

/**
 * What alerts merged into a digest have gathered: how many of each kind,
 * since when; the chats hear it at `digestDueAt` (src/server/alert-budget.ts).
 */
const digestModel = v.object({
  orders: v.number(),
  others: v.number(),
  requests: v.number(),
  since: v.number(),
});

/**
 * An hourly budget of staff alerts (src/server/alert-budget.ts): the alerts
 * spent in the last hour, and what went into the digest past it. Times are
 * milliseconds since 1970.
 */
export const alertBudgetModel = v.object({
  alerts: v.optional(v.array(spentAlert), []),
  digest: v.optional(v.nullable(digestModel), null),
  /** When the digest is due; null when nothing is merged. A field of its own, so the sweep can query it. */
  digestDueAt: v.optional(v.nullable(moment), null),
});

/**
 * shopActivity/{shopId}: the budget of the shop's new-order, cancellation and
 * change alerts, and its regular customers (phones with a delivered order
 * there), whose orders always alert. The server's own.
 */
export const shopActivityModel = v.object({
  ...alertBudgetModel.entries,
  regulars: v.optional(v.array(v.string()), []),
});

/** chatActivity/{chat}: the budget of a staff chat's alerts of visitors' requests. The server's own. */
export const chatActivityModel = alertBudgetModel;

/** references/{reference}: the record an order number or booking reference was given to. */
export const referenceModel = v.object({
  collection: filled(40),
  id: docId,
});
