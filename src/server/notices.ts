import bengaliStatus from '../locales/bn/town/status.json';
import hindiStatus from '../locales/hi/town/status.json';
import type { DocumentStore, Transaction } from '../port/types';
import type { Locale } from '../lib/i18n/locales';
import { localName } from '../lib/local-name';
import { collections, type Order, type OrderStatus } from '../lib/models';
import { noticeLinks } from '../lib/notice-links';
import { reasonInEnglish, type ReasonCode } from '../lib/order-reasons';
import type { Actor } from '../lib/order-status';
import type { SentenceParams } from '../lib/server-sentences';
import { headline, shopParams, type StaffAlertKey } from '../lib/staff-alert-headlines';
import { noticeText, type NoticeKey } from './notice-words';
import { outboxEntry, pushEntry, typedLine, type StaffNotice } from './outbox';
import {
  adminUids,
  devicesOfOrder,
  devicesOfStaff,
  riderUids,
  vendorsOfShop,
  type Device,
} from './push-devices';
import { readShopAlerts, type AlertSource, type ShopAlerts } from './shop-alerts';
import { readShopChat } from './shop-chat';

/**
 * Who is told of each step of an order, and how (docs/order-life.md, "Who is
 * told at each step"). Every notice is written to the outbox in the same
 * transaction as the step it tells of:
 *
 * - a push notice to each device that asked (src/server/push-devices.ts),
 *   in that device's language: the shop's vendors hear of a new order, its
 *   reminder and its give-up; delivery persons that an order is ready (the
 *   one it is given to, else all) and that the admin gave them one; the
 *   admins that a shop must be called; the customer's devices that the
 *   order was accepted, changed, rejected, cancelled by staff or given up,
 *   is on its way, delivered or could not be;
 * - a Telegram message to the staff chats: to the shop's own chat when it
 *   linked one (src/server/shop-chat.ts), else to the admin's (and the
 *   delivery chat for new orders and changes, as before); the admin's chat
 *   always hears the escalations. New orders, cancellations and changes
 *   come out of the shop's hourly budget (src/server/shop-alerts.ts);
 *   reminders, escalations and give-ups never do.
 *
 * The devices are found before the transaction (a transaction reads
 * documents, not queries): `readAudience`.
 */

export interface VendorDevice {
  device: Device;
  /** The vendor's shop category: their screen's path. */
  category: string;
}

/** The devices an event may tell, read before its transaction. */
export interface Audience {
  vendors: VendorDevice[];
  admins: Device[];
  riders: Device[];
  customers: Device[];
}

export const nobody: Audience = { vendors: [], admins: [], riders: [], customers: [] };

/** Which devices to read: a shop's vendors', the admins', every rider's, an order's customer's. */
export interface AudienceWanted {
  shopId?: string | undefined;
  admins?: boolean;
  riders?: boolean;
  orderId?: string | undefined;
}

/**
 * Reads the devices of the people an event tells, remembering each group for
 * as long as it lives (the sweep makes one for a run, so a shop's vendors
 * are read once however many of its orders move).
 */
export function audienceReader(store: DocumentStore) {
  const vendors = new Map<string, Promise<VendorDevice[]>>();
  let admins: Promise<Device[]> | undefined;
  let riders: Promise<Device[]> | undefined;
  const vendorsOf = (shopId: string) => {
    let found = vendors.get(shopId);
    if (!found) {
      found = vendorsOfShop(store, shopId).then(async (people) => {
        const category = new Map(people.map((person) => [person.uid, person.category]));
        const devices = await devicesOfStaff(
          store,
          people.map((person) => person.uid),
        );
        return devices.flatMap((device) => {
          const theirs = device.uid === null ? undefined : category.get(device.uid);
          return theirs === undefined ? [] : [{ device, category: theirs }];
        });
      });
      vendors.set(shopId, found);
    }
    return found;
  };
  return async (want: AudienceWanted): Promise<Audience> => {
    const [vendorDevices, adminDevices, riderDevices, customers] = await Promise.all([
      want.shopId ? vendorsOf(want.shopId) : [],
      want.admins ? (admins ??= adminUids(store).then((uids) => devicesOfStaff(store, uids))) : [],
      want.riders ? (riders ??= riderUids(store).then((uids) => devicesOfStaff(store, uids))) : [],
      want.orderId ? devicesOfOrder(store, want.orderId) : [],
    ]);
    return { vendors: vendorDevices, admins: adminDevices, riders: riderDevices, customers };
  };
}

/** Reads the devices of the people an event tells, once. */
export const readAudience = (store: DocumentStore, want: AudienceWanted) =>
  audienceReader(store)(want);

/** The statuses a customer who asked is told of, and the words of each. */
const customerTitles: Partial<Record<OrderStatus, NoticeKey>> = {
  accepted: 'acceptedTitle',
  rejected: 'rejectedTitle',
  cancelled: 'cancelledTitle',
  outForDelivery: 'onItsWayTitle',
  delivered: 'deliveredTitle',
  undelivered: 'undeliveredTitle',
};

/**
 * The devices to read before a person moves order `orderId` to `to`: the
 * customer's for what they are told of (not their own cancelling), every
 * rider's for "ready". (The sweep's give-up reads the shop's vendors too:
 * src/server/escalation.ts.)
 */
export function audienceForMove(orderId: string, to: OrderStatus, actor: Actor): AudienceWanted {
  return {
    orderId: customerTitles[to] && actor !== 'customer' ? orderId : undefined,
    riders: to === 'ready',
  };
}

/** Whether a move tells a staff chat or remembers a regular: then its notices read the shop's budget. */
export const moveTellsChats = (to: OrderStatus) =>
  to === 'rejected' || to === 'cancelled' || to === 'undelivered' || to === 'delivered';

// ---- Words -------------------------------------------------------------------

const reasonWords: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = {
  bn: bengaliStatus['town/reasons'],
  hi: hindiStatus['town/reasons'],
};

/** A stop's reason from the list, as the reader reads it. */
export const reasonIn = (code: ReasonCode, language: Locale): string =>
  (language === 'en' ? undefined : reasonWords[language][code]) ?? reasonInEnglish[code];

/** What an order's notices say of it: its number, its shop, its total. */
export type NoticeOrder = Pick<
  Order,
  | 'number'
  | 'shopId'
  | 'shopName'
  | 'shopNameBn'
  | 'shopNameHi'
  | 'phone'
  | 'total'
  | 'deliveryUid'
  | 'paidByUpi'
  | 'createdAt'
> & { id: string };

/** The shop an order or a list went to, by its name in `language` as it was then. */
export const shopNameIn = (
  record: Pick<NoticeOrder, 'shopName' | 'shopNameBn' | 'shopNameHi'>,
  language: Locale,
) =>
  localName(
    { name: record.shopName, nameBn: record.shopNameBn, nameHi: record.shopNameHi },
    language,
  );

/** The words of the sweep's "call the shop" to the admins' devices, in each one's language. */
export const callShopParams =
  (
    record: Pick<NoticeOrder, 'shopName' | 'shopNameBn' | 'shopNameHi'>,
    words: { minutes: number; phone: string; giveUpAt: string },
  ) =>
  (language: Locale) => ({
    shop: shopNameIn(record, language),
    minutes: words.minutes,
    phone: words.phone,
    time: words.giveUpAt,
  });

/** A notice's words: its title and body, with values that may depend on the reader's language. */
export interface Words {
  title: NoticeKey;
  body: NoticeKey;
  params?: (language: Locale) => SentenceParams;
}

export type Role = 'vendor' | 'admin' | 'rider' | 'customer';

// ---- The notices of one order ------------------------------------------------

export interface OrderNotices extends ClimbNotices<NoticeOrder> {
  /** A new order: the shop's vendors (always) and its chats (within the shop's budget). */
  placed(order: NoticeOrder, text: string, source: AlertSource): void;
  /** A move on from `placed` or later: whoever it concerns. */
  moved(
    order: NoticeOrder,
    to: OrderStatus,
    actor: Actor,
    stop: { reasonCode: ReasonCode | null; reason: string | null },
  ): void;
  /** The shop lowered a line or took it off. */
  changed(
    order: NoticeOrder,
    change: {
      number: number;
      text: string;
      product: { name: string; nameBn?: string | undefined; nameHi?: string | undefined };
      from: number;
      to: number;
    },
  ): void;
}

/**
 * What the sweep's steps tell of an order or a list (src/server/escalation-steps.ts):
 * the reminder to the shop's vendors and its chats, and the call to the
 * admins' devices and the admin chat, both always.
 */
export interface ClimbNotices<C> {
  reminded(record: C, text: string, words: { time: string; minutes: number }): void;
  escalated(
    record: C,
    text: string,
    words: { minutes: number; phone: string; giveUpAt: string },
  ): void;
}

/** The headline of the alert about an order that ended short: rejected, cancelled, not delivered. */
function stopHeadline(to: OrderStatus, actor: Actor): StaffAlertKey {
  if (to === 'rejected') return 'orderRejected';
  if (to === 'undelivered') return 'orderUndelivered';
  if (actor === 'customer') return 'orderCancelledByCustomer';
  return actor === 'server' ? 'orderGivenUp' : 'orderCancelledByStaff';
}

/** What a notice is about: its number, its shop's names, and the outbox subject it is filed under. */
export interface NoticeAbout {
  number: string;
  shopName: string;
  shopNameBn?: string | undefined;
  shopNameHi?: string | undefined;
  /** "orders/abc", "shopLists/abc". */
  subject: string;
}

/**
 * Writes a staff chat message about `about` to each of `chats` in `tx`, with
 * its headline: 'shop' only where the shop linked a chat (`shopChat`).
 */
export function tellChats(
  tx: Pick<Transaction, 'set'>,
  shopChat: string | null,
  about: NoticeAbout,
  key: string,
  chats: readonly ('admin' | 'delivery' | 'shop')[],
  text: string,
  said: StaffAlertKey,
  params: SentenceParams = {},
): void {
  const line = headline(said, { number: about.number, ...shopParams(about), ...params });
  for (const chat of chats) {
    const notice: StaffNotice | null =
      chat === 'shop'
        ? shopChat
          ? { chat, chatId: shopChat, text, headline: line }
          : null
        : { chat, text, headline: line };
    if (notice) {
      tx.set(collections.notifications, `${key}-${chat}`, outboxEntry(notice, about.subject));
    }
  }
}

/** Writes a push notice about `about` to each device in `tx`, in its reader's language, opening `link`. */
export function pushTo(
  tx: Pick<Transaction, 'set'>,
  about: NoticeAbout,
  key: string,
  role: Role,
  devices: readonly { device: Device; link: string }[],
  words: Words,
  tag: string,
): void {
  for (const { device, link } of devices) {
    const params = { number: about.number, ...words.params?.(device.language) };
    tx.set(
      collections.notifications,
      `${key}-push-${role}-${device.id.slice(0, 16)}`,
      pushEntry(
        {
          token: device.token,
          title: noticeText(words.title, device.language, params),
          body: noticeText(words.body, device.language, params),
          link,
          tag,
        },
        about.subject,
      ),
    );
  }
}

/** A budget for notices that tell no chat: nothing to spend, nothing to write. */
export const noBudget: ShopAlerts = {
  spend: () => true,
  save: () => undefined,
  isRegular: () => false,
  addRegular: () => undefined,
};

/**
 * Reads what the notices of an order of `shopId` need inside `tx` (the
 * shop's alert budget, its own chat), before the transaction's writes; the
 * returned notices write, in the same transaction, when told what happened.
 * A move that tells no chat and remembers no regular (accepted, ready, out
 * for delivery) reads neither (`chats: false`); the sweep's reminder and
 * call, which never come out of a budget, read no budget (`budget: false`).
 */
export async function readOrderNotices(
  tx: Transaction,
  shopId: string,
  audience: Audience,
  now: number,
  { chats = true, budget = chats }: { chats?: boolean; budget?: boolean } = {},
): Promise<OrderNotices> {
  const alerts: ShopAlerts = budget ? await readShopAlerts(tx, shopId, now) : noBudget;
  const shopChat = chats ? await readShopChat(tx, shopId) : null;
  const subject = (order: NoticeOrder) => `${collections.orders}/${order.id}`;

  /** Staff chat messages to `chats` ('shop' only where the shop linked one). */
  const tell = (
    order: NoticeOrder,
    key: string,
    chats: readonly ('admin' | 'delivery' | 'shop')[],
    text: string,
    about: StaffAlertKey,
    params: SentenceParams = {},
  ) =>
    tellChats(tx, shopChat, { ...order, subject: subject(order) }, key, chats, text, about, params);
  /** Where the shop's own news goes: its chat, else the admin's (and the delivery chat's where it heard before). */
  const shopChats = (withDelivery: boolean): ('admin' | 'delivery' | 'shop')[] => [
    shopChat ? 'shop' : 'admin',
    ...(withDelivery ? (['delivery'] as const) : []),
  ];

  const push = (
    order: NoticeOrder,
    key: string,
    role: Role,
    devices: readonly { device: Device; link: string }[],
    words: Words,
    tag = `order-${order.id}`,
  ) => pushTo(tx, { ...order, subject: subject(order) }, key, role, devices, words, tag);
  const vendorsOf = (order: NoticeOrder) =>
    audience.vendors.map(({ device, category }) => ({
      device,
      link: noticeLinks.vendor(category, order.id),
    }));
  const customersOf = (order: NoticeOrder) =>
    audience.customers.map((device) => ({
      device,
      link: noticeLinks.customer(order.phone, order.id),
    }));
  const staffOf = (devices: readonly Device[], link: string) =>
    devices.map((device) => ({ device, link }));
  const shopWords = (order: NoticeOrder) => (language: Locale) => ({
    shop: shopNameIn(order, language),
    totalAmount: order.total,
  });

  return {
    placed(order, text, source) {
      const alerted = alerts.spend('orders', source);
      if (alerted) tell(order, order.id, shopChats(true), text, 'newOrder');
      // The vendor's own phone hears of every order; past the budget they collapse into one.
      push(
        order,
        `${order.id}-placed`,
        'vendor',
        vendorsOf(order),
        {
          title: alerted ? 'newOrderTitle' : 'newOrdersTitle',
          body: alerted ? 'newOrderBody' : 'newOrdersBody',
          params: shopWords(order),
        },
        alerted ? `order-${order.id}` : `new-orders-${order.shopId}`,
      );
      alerts.save(tx);
    },

    moved(order, to, actor, { reasonCode, reason }) {
      const key = `${order.id}-${to}`;
      const gaveUp = actor === 'server' && to === 'cancelled';
      if (to === 'rejected' || to === 'cancelled' || to === 'undelivered') {
        const who = actor === 'customer' ? 'the customer' : `the ${actor}`;
        const why = [
          reasonCode ? `: ${reasonInEnglish[reasonCode]}` : '',
          reason ? `\n${typedLine('In their words', reason)}` : '',
        ].join('');
        // A give-up is about an order really placed: always told. Others come out of the budget.
        if (gaveUp || alerts.spend('others', { phone: order.phone })) {
          tell(
            order,
            key,
            shopChats(false),
            `Order ${order.number} (${order.shopName}) ${to} by ${who}${why}`,
            stopHeadline(to, actor),
          );
        }
      }
      if (gaveUp) {
        const minutes = Math.floor((now - order.createdAt.getTime()) / 60_000);
        push(order, key, 'vendor', vendorsOf(order), {
          title: 'gaveUpTitle',
          body: 'gaveUpBody',
          params: (language) => ({ shop: shopNameIn(order, language), minutes }),
        });
      }
      if (to === 'ready') {
        const forYou = order.deliveryUid !== null;
        const riders = audience.riders.filter(
          (device) => !forYou || device.uid === order.deliveryUid,
        );
        push(order, key, 'rider', staffOf(riders, noticeLinks.delivery(order.id)), {
          title: 'readyTitle',
          body: forYou ? 'readyForYouBody' : 'readyForAnyoneBody',
          params: shopWords(order),
        });
      }
      if (to === 'delivered') alerts.addRegular(order.phone);
      const title = customerTitles[to];
      if (title && actor !== 'customer') {
        const body: NoticeKey =
          to === 'accepted'
            ? 'acceptedBody'
            : to === 'outForDelivery'
              ? order.paidByUpi
                ? 'onItsWayPaidBody'
                : 'onItsWayBody'
              : to === 'delivered'
                ? 'deliveredBody'
                : reasonCode === 'shopDidNotAnswer'
                  ? 'shopDidNotAnswerBody'
                  : 'stoppedBody';
        push(order, key, 'customer', customersOf(order), {
          title,
          body,
          params: (language) => ({
            ...shopWords(order)(language),
            reason: reasonIn(reasonCode ?? 'other', language),
          }),
        });
      }
      alerts.save(tx);
    },

    changed(order, change) {
      const key = `${order.id}-change-${change.number}`;
      if (alerts.spend('others', { phone: order.phone })) {
        tell(order, key, shopChats(true), change.text, 'orderChanged');
      }
      push(order, key, 'customer', customersOf(order), {
        title: 'changedTitle',
        body: change.to === 0 ? 'lineTakenOffBody' : 'lineLoweredBody',
        params: (language) => ({
          ...shopWords(order)(language),
          product: localName(change.product, language),
          from: change.from,
          to: change.to,
        }),
      });
      alerts.save(tx);
    },

    reminded(order, text, { time, minutes }) {
      const key = `${order.id}-reminded`;
      tell(order, key, shopChat ? ['shop'] : ['admin', 'delivery'], text, 'orderReminder', {
        minutes,
      });
      push(order, key, 'vendor', vendorsOf(order), {
        title: 'reminderTitle',
        body: 'reminderBody',
        params: () => ({ time }),
      });
    },

    escalated(order, text, words) {
      const key = `${order.id}-escalated`;
      tell(order, key, ['admin'], text, 'orderEscalated', { minutes: words.minutes });
      push(order, key, 'admin', staffOf(audience.admins, noticeLinks.admin(order.id)), {
        title: 'callShopTitle',
        body: 'callShopBody',
        params: callShopParams(order, words),
      });
    },
  };
}

/** "Assigned to you": the delivery person the admin gave the order to, on each of their devices. */
export function writeAssignedNotices(
  tx: Pick<Transaction, 'set'>,
  order: NoticeOrder,
  devices: readonly Device[],
  now: number,
): void {
  for (const device of devices) {
    const params = { number: order.number, shop: shopNameIn(order, device.language) };
    tx.set(
      collections.notifications,
      `${order.id}-assigned-${now}-push-${device.id.slice(0, 16)}`,
      pushEntry(
        {
          token: device.token,
          title: noticeText('assignedTitle', device.language, params),
          body: noticeText('assignedBody', device.language, params),
          link: noticeLinks.delivery(order.id),
          tag: `order-${order.id}`,
        },
        `${collections.orders}/${order.id}`,
      ),
    );
  }
}
