import bengali from '../locales/bn/server-notices.json';
import hindi from '../locales/hi/server-notices.json';
import { withCaseEndings } from '../lib/i18n/case-endings';
import type { Locale } from '../lib/i18n/locales';
import { fillSentence, type SentenceParams } from '../lib/server-sentences';

/**
 * The words of every notification the server sends to a phone (Web Push)
 * and of its Telegram link confirmations, in English here and in Bengali
 * and Hindi in src/locales/{bn,hi}/server-notices.json, a file only the
 * server reads (notice-words.test.ts names a missing or extra key). Each is
 * said in the reader's own language, whatever the customer's or the staff's
 * who set it off. Values are filled as the server's refusals are
 * (lib/server-sentences `fillSentence`): a number named `…Amount` is paise,
 * written as rupees; `{time}` a time of day on the town's clock; any other
 * number in the reader's digits; text (a shop's or a product's name, already
 * in the reader's language) as it is, a Bengali case ending joined to it as
 * the screens join it ("{shop}-এর" → "মুদিখানার", lib/i18n/case-endings).
 */
export const noticeWords = {
  // To the shop's vendors
  newOrderTitle: 'New order {number}',
  newOrderBody: '{shop} · {totalAmount}, cash on delivery. Open it to accept or reject it.',
  newOrdersTitle: 'New orders at {shop}',
  newOrdersBody: 'The latest is {number}, {totalAmount}. More are waiting: open your orders.',
  reminderTitle: 'Order {number} is still waiting',
  reminderBody: 'Placed at {time} and not accepted yet. Accept or reject it now.',
  gaveUpTitle: 'Order {number} was cancelled',
  gaveUpBody:
    'Nobody at {shop} answered it in {minutes} minutes, so the customer was told the shop did not answer.',

  newListTitle: 'New list {number}',
  newListBody: '{shop}: a customer sent a list. Open it to price it or refuse it.',
  listReminderTitle: 'List {number} is still waiting',
  listReminderBody: 'Sent at {time} and not answered yet. Price it or refuse it now.',
  listGaveUpTitle: 'List {number} was given up',
  listGaveUpBody:
    'Nobody at {shop} answered it in {minutes} minutes, so the customer was told the shop did not answer.',

  // To delivery persons
  readyTitle: 'Order {number} is ready',
  readyForYouBody: 'Ready to pick up at {shop}.',
  readyForAnyoneBody: 'Ready to pick up at {shop}. Take it from your deliveries.',
  assignedTitle: 'Order {number} is yours',
  assignedBody: 'The admin gave you this delivery from {shop}.',

  // To the admins
  callShopTitle: 'Please call {shop}',
  callShopBody:
    'Order {number} is not accepted after {minutes} minutes. The shop’s phone: {phone}. Unless it answers, the order is cancelled at {time}.',

  callShopListBody:
    'List {number} is not answered after {minutes} minutes. The shop’s phone: {phone}. Unless it answers, the list is given up at {time}.',

  // To the customer who asked to be told
  acceptedTitle: '{shop} accepted your order',
  acceptedBody: 'Order {number} is being packed.',
  changedTitle: '{shop} changed your order',
  lineLoweredBody: 'Order {number}: {product} {from} → {to}. New total {totalAmount}.',
  lineTakenOffBody: 'Order {number}: {product} taken off. New total {totalAmount}.',
  rejectedTitle: '{shop} could not take your order',
  cancelledTitle: 'Your order {number} was cancelled',
  undeliveredTitle: 'Order {number} could not be delivered',
  stoppedBody: 'Order {number}, {shop}: {reason}.',
  shopDidNotAnswerBody: '{shop} did not answer in time. Nothing is owed; you can order again.',
  onItsWayTitle: 'Order {number} is on its way',
  onItsWayBody: 'From {shop}. Please keep {totalAmount} ready.',
  onItsWayPaidBody: 'From {shop}. It is paid by UPI.',
  deliveredTitle: 'Order {number} is delivered',
  deliveredBody: 'From {shop}. Thank you for ordering.',
  quotedTitle: '{shop} priced your list',
  quotedBody:
    'List {number}: {totalAmount} with delivery. Confirm it within {hours} hours to order.',
  listRefusedTitle: '{shop} could not take your list',
  listRefusedBody: 'List {number}: {reason}.',
  listGivenUpTitle: 'Your list {number} was not answered',
  listGivenUpBody:
    '{shop} did not answer in time. Nothing is owed; you can send it again or order from another shop.',

  // The bot's answers when a shop links its Telegram chat
  chatLinked: 'This chat now gets the new orders, reminders and give-ups of {shop}.',
  chatCodeUnknown:
    'This link has expired or was used already. Make a new one in the app, in your shop’s settings.',
} as const;

export type NoticeKey = keyof typeof noticeWords;

const catalogues: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: noticeWords,
  bn: bengali,
  hi: hindi,
};

/** Notice `key` in `language`, its values filled as that reader writes them (English if missing). */
export function noticeText(key: NoticeKey, language: Locale, params: SentenceParams = {}): string {
  const template = catalogues[language][key] ?? noticeWords[key];
  return fillSentence(template, params, language, withCaseEndings);
}
