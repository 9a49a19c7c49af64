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
  staffOnly: 'Only the town’s staff may do that.',
  shopOnlyYours: 'You may do that only for your own shop.',
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
    '{name} holds {heldAmount} in cash, as much as their limit of {limitAmount} allows. Give this cash order to someone else, or take cash from them first.',
  cashLimitReachedYou:
    'You hold {heldAmount} in cash, as much as your limit of {limitAmount} allows. Hand cash over to the admin before you take another cash order; orders paid by UPI you can still take.',
  handOverOverHeld: 'That is more than this delivery person holds. Check the amount and try again.',
  correctionOverHeld:
    'A correction cannot take off more than this delivery person holds ({heldAmount}). Check the amount and try again.',
  correctedLineUnknown: 'The line you are correcting is not on this delivery person’s ledger.',
  riderCashUnreadable:
    'The cash record of {name} cannot be read, so nothing is added to it or taken off it. The admin has been told: they can rebuild it from its ledger under Delivery persons.',
  riderCashReadable: 'This cash record can be read: there is nothing to rebuild.',
  owedNotOpen: 'That money owed back has already been settled.',
  owedTooMany:
    'This delivery person has {max} sums owed back waiting. Settle some of them under Delivery persons first.',
  upiClaimNotOpen: 'No delivery person’s word about a UPI payment is waiting on this order.',

  // A vendor's shop
  shopGone: 'Your shop is no longer listed.',
  productNotYours: 'That product is not one of your shop’s.',
  stockChangedMeanwhile:
    'While you were editing, orders changed this product’s stock to {stock}. Check the number, then save again.',
  shopQrNotYours: 'Only this shop’s vendor or an admin may change its QR photo.',
  neighbourhoodNotListed:
    'A neighbourhood you ticked is no longer on the list. Tick your neighbourhoods again, then save.',
  extraHoursNeedHours:
    'Your shop has no opening hours set, so it takes orders whenever it is open. Set your hours first.',
  extraHoursTooLong: 'Extra hours can run at most {hours} hours from now. Choose an earlier time.',
  extraHoursAddNothing:
    'Your hours already keep the shop open until then. Choose a later time to stay open longer.',

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
  deviceRequestLimit:
    'This phone has sent {limit} requests today, for one number or more, the most we take from one phone in a day. For anything urgent, please phone us.',

  // Lists sent to shops, and their quotes (issue 37)
  listEmpty: 'Add a photo, a voice note or a few lines, then send your list.',
  listNeedsPhoto:
    '{shop} needs a photo of your prescription or list. Add one, then send your list.',
  listPhotoType:
    'The photo must be a JPEG or WebP picture. Take it again with the camera button, then send your list.',
  listPhotoTooBig:
    'The photo is too large to send. Take it again with the camera button, then send your list.',
  listVoiceType:
    'This voice note is of a kind we cannot keep. Record it again, then send your list.',
  listVoiceTooBig:
    'The voice note is too large to send. Record a shorter one, then send your list.',
  listVoiceTooLong:
    'A voice note may be at most {seconds} seconds long. Record a shorter one, then send your list.',
  listGone: 'That list no longer exists.',
  listUnreadable: 'That list cannot be read.',
  listNotYours: 'This list was sent to another shop.',
  listAnswered: 'This list has already been answered.',
  quoteNotOpen: 'There is no quote waiting on this list.',
  listShopGone: 'This shop is no longer listed, so its quote cannot be ordered.',
  quoteProductNotYours:
    'A product in the quote is not one of your shop’s. Choose it again from your list.',
  quoteShortOfStock:
    '{product}: your list has only {stock} in stock. Lower the quantity, or set the stock first.',

  // The daily limit of one phone (the handset, whatever numbers it orders for)
  deviceOrderLimit:
    'This phone has placed {limit} orders today, for one number or more, the most we take from one phone in a day (cancelled ones count too). Call the shop if it is urgent, or order again tomorrow.',
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

/**
 * A key of `table` and its values, read from anything (the wire, a stored
 * document), if the key is one the table has and the values are text or
 * numbers; anything else is dropped.
 */
export function readKeyed<Key extends string>(
  value: unknown,
  table: Readonly<Record<Key, string>>,
): { key: Key; params: SentenceParams } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (typeof key !== 'string' || !Object.hasOwn(table, key)) return undefined;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const entries = Object.entries(params);
  if (!entries.every(([, param]) => isParamValue(param))) return undefined;
  return { key: key as Key, params: Object.fromEntries(entries) as SentenceParams };
}

/** A reason read off the wire, if it is one this table knows; anything else is dropped. */
export function readReason(value: unknown): ServerReason | undefined {
  return readKeyed(value, serverSentences);
}
