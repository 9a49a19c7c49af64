import { readKeyed, type SentenceParams } from './server-sentences';

/**
 * What each staff alert is about, in one line, under a key: the server
 * writes the key and its values beside the alert's English text (the
 * `headline` of a `notifications` entry, src/server/outbox.ts), so the
 * admin's screens say it in the reader's language. This table is the
 * English base of the `staff/admin-alert-headlines` catalogue; the Telegram
 * text stays as the server composed it.
 *
 * Values follow src/lib/server-sentences (`fillSentence`): a `{day}` is
 * 'YYYY-MM-DD', a `{time}` 'HH:MM', a number named `…Amount` paise. A text
 * value `x` may come with `xBn` and `xHi` beside it (a shop's names), and
 * the reader's is shown.
 *
 * Plain data and pure functions only: the Cloud Functions bundle this file.
 */
export const staffAlertHeadlines = {
  newOrder: 'New order {number} — {shop}',
  orderReminder: 'Order {number} ({shop}) is still not accepted after {minutes} minutes',
  orderEscalated:
    'Please call the shop: order {number} ({shop}) is still not accepted after {minutes} minutes',
  orderRejected: 'Order {number} ({shop}) was rejected',
  orderCancelledByCustomer: 'Order {number} ({shop}) was cancelled by the customer',
  orderCancelledByStaff: 'Order {number} ({shop}) was cancelled by staff',
  orderGivenUp: 'Order {number} ({shop}) was cancelled: the shop did not answer',
  orderUndelivered: 'Order {number} ({shop}) could not be delivered',
  orderChanged: 'Order {number} ({shop}) was changed before it was accepted',
  orderPaidByUpi: 'Order {number} ({shop}) was paid by UPI: {totalAmount}',
  newList: 'New list {number} — {shop}',
  listReminder: 'List {number} ({shop}) is still not answered after {minutes} minutes',
  listEscalated:
    'Please call the shop: list {number} ({shop}) is still not answered after {minutes} minutes',
  listGivenUp: 'List {number} ({shop}) was given up: the shop did not answer',
  shopDigest: '{count} more alerts about {shop} in the last hour — open the dashboard',
  alertsDigest: '{count} more alerts in the last hour — open the dashboard',
  appointment: 'Appointment with {doctor} on {day}',
  labBooking: 'Home sample collection on {day}',
  medicineOrder: 'Medicine order from {name}',
  assistBed: 'Urgent: a hospital bed is needed',
  assistAmbulance: 'Urgent: an ambulance is needed',
  assistBlood: 'Urgent: blood is needed ({bloodGroup})',
  rideToto: 'Toto booking for {day}, {time}',
  rideCar: 'Car booking for {day}, {time}',
  serviceRequest: 'Service wanted ({service}) on {day}',
  message: 'New message from {name}',
} as const;

export type StaffAlertKey = keyof typeof staffAlertHeadlines;

/** Which headline an alert has, with its values: stored beside its text. */
export interface StaffAlertHeadline {
  key: StaffAlertKey;
  params: SentenceParams;
}

/** A headline as the server writes it. */
export const headline = (key: StaffAlertKey, params: SentenceParams = {}): StaffAlertHeadline => ({
  key,
  params,
});

/** A headline read back from a stored alert, if it is one this table knows; anything else is dropped. */
export function readHeadline(value: unknown): StaffAlertHeadline | undefined {
  return readKeyed(value, staffAlertHeadlines);
}

/** The values in the reader's language: `x` is `xBn` or `xHi` where the alert has it. */
export function localParams(params: SentenceParams, code: string): SentenceParams {
  if (code !== 'bn' && code !== 'hi') return params;
  const suffix = code === 'bn' ? 'Bn' : 'Hi';
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const local = params[`${name}${suffix}`];
      return [name, typeof local === 'string' && local ? local : value];
    }),
  );
}

/** A shop's names as an alert's `{shop}`, in each language it has one. */
export function shopParams(order: {
  shopName: string;
  shopNameBn?: string | undefined;
  shopNameHi?: string | undefined;
}): SentenceParams {
  return {
    shop: order.shopName,
    ...(order.shopNameBn && { shopBn: order.shopNameBn }),
    ...(order.shopNameHi && { shopHi: order.shopNameHi }),
  };
}
