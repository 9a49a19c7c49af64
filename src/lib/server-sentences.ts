import { localDigits } from './i18n/digits';
import type { Locale } from './i18n/locales';
import { formatClockTime, formatDay } from './local-date';
import { formatRupees } from './money';

/**
 * Every sentence the server (src/server) refuses a request with,
 * in English, under a key. A refusal carries its key and values
 * (`reason: { key, params }`) beside the English sentence, across the Demo
 * backend's JSON and the Cloud Functions' HttpsError alike, so the browser
 * can say it in the reader's language: this table is the English base of the
 * `town/server` catalogue (src/backend/messages.ts), and
 * src/locales/{bn,hi}/town/server.json hold the same keys.
 *
 * Values: a `{day}` is a calendar day ('YYYY-MM-DD') that each reader writes
 * as a date in their own language, a `{time}` a time of day ('HH:MM') written
 * as their clock says it ("7:00 am", "সকাল ৭:০০"); a number named `…Amount` is paise,
 * written as rupees in the reader's digits; any other number is written in the reader's
 * digits; any other value (a doctor's name) is shown as it is.
 *
 * Plain data and pure functions only: the Cloud Functions bundle this file.
 */
export const serverSentences = {
  // Who may call
  signInFirst: 'Please sign in first.',
  adminOnly: 'Only an admin may do that.',
  vendorOnly: 'Only a shop’s vendor may do that.',
  appNotVerified: 'This app could not prove it is the real app.',
  requestInvalid: 'The request is not valid ({problem}).',
  requestFieldInvalid: 'The request is not valid ({field}: {problem}).',

  // Orders
  orderGone: 'That order no longer exists.',
  orderUnreadable: 'That order cannot be read.',
  orderNotYours: 'This order is not one of yours.',
  upiAfterStop:
    'This order ended before it reached the customer, so it cannot be marked paid by UPI. If they paid, give the money back.',
  orderMovedOn: 'The order has already moved on.',
  orderStuckPlaced: 'This order is placed and can no longer be changed that way.',
  orderStuckAccepted: 'This order is accepted and can no longer be changed that way.',
  orderStuckReady: 'This order is ready and can no longer be changed that way.',
  orderStuckOutForDelivery: 'This order is out for delivery and can no longer be changed that way.',
  orderStuckDelivered: 'This order is delivered and can no longer be changed that way.',
  orderStuckRejected: 'This order is rejected and can no longer be changed that way.',
  orderStuckCancelled: 'This order is cancelled and can no longer be changed that way.',
  orderStuckUndelivered: 'This order could not be delivered and can no longer be changed that way.',
  reasonNotOffered:
    'Choose one of the reasons offered, and say it in a few words if it is another one.',
  orderNotReady: 'This order is not ready for pick-up.',
  orderLeftShop: 'This order has already left the shop, so its delivery person cannot change.',
  deliveryGivenToOther: 'This delivery has been given to someone else.',
  deliveryTaken: 'Someone else has already taken this delivery.',
  linesFixedOnceAccepted: 'Items can be changed only before the order is accepted.',
  linesFixedOncePaid:
    'The customer has already paid this order by UPI, so its items cannot be lowered. Call them to agree what to do, or reject the order and give the money back.',
  lineNotInOrder: 'That item is not in this order any more.',
  lineOnlyLowered: 'An item can only be lowered or taken off, not raised.',
  lastLineIsReject: 'This is the order’s only item: reject the order instead.',
  tooManyLineChanges:
    'This order has been changed {max} times already. Reject it, and the customer can order again.',
  courierGone: 'That delivery person is not on the list any more.',
  courierInactive:
    'That delivery person is deactivated. Reactivate them first, or choose someone else.',

  // The cash delivery people hold
  cashLimitReached:
    'This delivery person holds as much cash as their limit allows. They can take a new cash order once they have handed cash over to the admin.',
  handOverOverHeld: 'That is more than this delivery person holds. Check the amount and try again.',

  // A vendor's shop
  shopGone: 'Your shop is no longer listed.',
  productNotYours: 'That product is not one of your shop’s.',
  stockChangedMeanwhile:
    'While you were editing, orders changed this product’s stock to {stock}. Check the number, then save again.',
  shopQrNotYours: 'Only this shop’s vendor or an admin may change its QR photo.',
  neighbourhoodNotListed:
    'A neighbourhood you ticked is no longer on the list. Tick your neighbourhoods again, then save.',

  // Where an order goes, at checkout
  neighbourhoodGone:
    'That neighbourhood is no longer on the list. Choose your neighbourhood again, then place the order.',
  neighbourhoodNeeded: 'Choose your neighbourhood, then place the order.',
  shopNotDeliveringThere:
    '{shop} does not deliver to {neighbourhood}. Check the neighbourhood, or order from another shop.',
  belowMinimumOrder:
    '{shop} takes orders of {minimumAmount} or more. Add {missingAmount} more, then place the order.',

  // A shop's hours, at checkout
  shopClosedNow: 'This shop is closed now.',
  shopClosedOpensToday: 'This shop is closed now. It opens today at {time}.',
  shopClosedOpensTomorrow: 'This shop is closed now. It opens tomorrow at {time}.',
  shopClosedOpensOn: 'This shop is closed now. It opens on {day} at {time}.',

  // Staff accounts
  staffPhoneInvalid: 'Enter a 10-digit mobile number.',
  staffPasswordShort: 'The first password needs at least {min} characters.',
  vendorShopMissing: 'Choose the shop this vendor runs.',

  // Bookings and requests
  dayGone: 'That date has already passed.',
  timeGone: 'That time has already passed.',
  bookingWindow: 'Bookings can be made up to {days} days ahead.',
  doctorGone: 'That doctor is no longer listed.',
  labTestGone: 'That test is no longer listed.',
  providerGone: 'That provider is no longer listed.',
  sittingDaysMissing: '{doctor}’s sitting days are not listed. Please call the chamber to book.',
  doctorNotOnDay: '{doctor} does not sit on {day} ({sittingDays}). Please choose another day.',
  collectionBegun:
    'That collection time has already begun. Please choose a later time or another day.',
  providerWrongService: 'That provider does not offer this service.',
  dailyRequestLimit:
    'This phone number has sent {limit} requests today, the most we take in a day. We will call you about them; for anything urgent, please phone us.',
} as const;

export type ServerSentenceKey = keyof typeof serverSentences;

type PlaceholdersIn<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersIn<Rest>
  : never;

/** The values a sentence's `{placeholders}` take. */
export type SentenceParams = Readonly<Record<string, string | number>>;

/** Which sentence a refusal is, with its values: what crosses the wire beside the English. */
export interface ServerReason {
  key: ServerSentenceKey;
  params: SentenceParams;
}

/** A sentence ready to throw: `backendError(code, sentence('orderGone'))`. */
export interface ServerSentence {
  /** The sentence in English, the error's message. */
  message: string;
  reason: ServerReason;
}

type ParamsFor<Key extends ServerSentenceKey> = [
  PlaceholdersIn<(typeof serverSentences)[Key]>,
] extends [never]
  ? []
  : [params: Readonly<Record<PlaceholdersIn<(typeof serverSentences)[Key]>, string | number>>];

/**
 * Joins the case endings of a Bengali template to its values (lib/i18n
 * `withCaseEndings`): given by the browser, which fetches it with the Bengali
 * words; the server speaks English and needs none.
 */
export type JoinEndings = (
  template: string,
  valueOf: (name: string) => string | undefined,
) => string;

/** `template` with its `{placeholders}` filled as `code` writes them (see the table's note on values). */
export function fillSentence(
  template: string,
  params: SentenceParams,
  code: Locale,
  joinEndings?: JoinEndings,
): string {
  const shown = (name: string): string | undefined => {
    const value = params[name];
    if (value === undefined) return undefined;
    if (typeof value === 'number') {
      return name.endsWith('Amount') ? formatRupees(value, code) : localDigits(String(value), code);
    }
    if (name === 'day') return formatDay(value, code);
    return name === 'time' ? formatClockTime(value, code) : value;
  };
  // Bengali joins a case ending to the name before it ("{shop}-এর" → "মুদিখানার").
  const withEndings = code === 'bn' && joinEndings ? joinEndings(template, shown) : template;
  return withEndings.replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => shown(name) ?? placeholder,
  );
}

/** The sentence `key` with its values, in English and as a reason the reader's language can say. */
export function sentence<Key extends ServerSentenceKey>(
  key: Key,
  ...[params]: ParamsFor<Key>
): ServerSentence {
  const values: SentenceParams = params ?? {};
  return {
    message: fillSentence(serverSentences[key], values, 'en'),
    reason: { key, params: values },
  };
}

const isParamValue = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** A reason read off the wire, if it is one this table knows; anything else is dropped. */
export function readReason(value: unknown): ServerReason | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (typeof key !== 'string' || !Object.hasOwn(serverSentences, key)) return undefined;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const entries = Object.entries(params);
  if (!entries.every(([, param]) => isParamValue(param))) return undefined;
  return { key: key as ServerSentenceKey, params: Object.fromEntries(entries) as SentenceParams };
}
