import type { Transaction } from '../port/types';
import type { Locale } from '../lib/i18n/locales';
import { collections, type ShopList } from '../lib/models';
import { noticeLinks } from '../lib/notice-links';
import type { ReasonCode } from '../lib/order-reasons';
import type { SentenceParams } from '../lib/server-sentences';
import type { StaffAlertKey } from '../lib/staff-alert-headlines';
import {
  callShopParams,
  noBudget,
  pushTo,
  reasonIn,
  shopNameIn,
  tellChats,
  type Audience,
  type ClimbNotices,
  type Role,
  type Words,
} from './notices';
import type { Device } from './push-devices';
import { readShopAlerts, type AlertSource, type ShopAlerts } from './shop-alerts';
import { readShopChat } from './shop-chat';

/**
 * Who is told of each step of a list sent to a shop (issue 37;
 * docs/order-life.md, "A list's life"), as an order's are
 * (src/server/notices.ts), in the same transaction as the step:
 *
 * - the shop's vendors (push, and the shop's own chat, else the admin's): a
 *   new list (its chat alert out of the shop's hourly budget, as a new
 *   order's), its reminder and its give-up (always);
 * - the admins (push and the admin chat): the call to the shop (always);
 * - the customer's devices that asked (`notifyMe` with the list's id): the
 *   quote, a refusal, the give-up.
 *
 * Each push is in its reader's language; tapping it opens the list in view
 * (`?list=<id>`, lib/notice-links).
 */

/** What a list's notices say of it. */
export type NoticeList = Pick<
  ShopList,
  'number' | 'shopId' | 'shopName' | 'shopNameBn' | 'shopNameHi' | 'phone' | 'createdAt'
> & { id: string };

export interface ListNotices extends ClimbNotices<NoticeList> {
  /** A new list: the shop's vendors (always) and its chats (within the shop's budget). */
  sent(list: NoticeList, text: string, source: AlertSource): void;
  /** The sweep gave it up: the shop's vendors and chat, and the customer, always. */
  givenUp(list: NoticeList, text: string, minutes: number): void;
  /** The shop priced it: the customer. */
  quoted(list: NoticeList, quote: { total: number; hours: number }): void;
  /** The shop refused it: the customer, with the reason in their language. */
  refused(list: NoticeList, reasonCode: ReasonCode): void;
}

/**
 * Reads what the notices of a list of `shopId` need inside `tx` (the shop's
 * alert budget when `budget`, its own chat), before the transaction's
 * writes; the returned notices write, in the same transaction, when told what
 * happened.
 */
export async function readListNotices(
  tx: Transaction,
  shopId: string,
  audience: Audience,
  now: number,
  { budget = false }: { budget?: boolean } = {},
): Promise<ListNotices> {
  const alerts: ShopAlerts = budget ? await readShopAlerts(tx, shopId, now) : noBudget;
  const shopChat = await readShopChat(tx, shopId);
  const subject = (list: NoticeList) => `${collections.shopLists}/${list.id}`;

  const about = (list: NoticeList) => ({ ...list, subject: subject(list) });
  const tell = (
    list: NoticeList,
    key: string,
    chats: readonly ('admin' | 'shop')[],
    text: string,
    said: StaffAlertKey,
    params: SentenceParams = {},
  ) => tellChats(tx, shopChat, about(list), key, chats, text, said, params);
  const shopsChat: readonly ('admin' | 'shop')[] = [shopChat ? 'shop' : 'admin'];

  const push = (
    list: NoticeList,
    key: string,
    role: Role,
    devices: readonly { device: Device; link: string }[],
    words: Words,
  ) => pushTo(tx, about(list), key, role, devices, words, `list-${list.id}`);
  const vendorsOf = (list: NoticeList) =>
    audience.vendors.map(({ device, category }) => ({
      device,
      link: noticeLinks.vendorList(category, list.id),
    }));
  const customersOf = (list: NoticeList) =>
    audience.customers.map((device) => ({
      device,
      link: noticeLinks.customerList(list.phone, list.id),
    }));
  const shopIn = (list: NoticeList) => (language: Locale) => ({ shop: shopNameIn(list, language) });

  return {
    sent(list, text, source) {
      if (alerts.spend('orders', source)) tell(list, list.id, shopsChat, text, 'newList');
      // The vendor's own phone hears of every list, as of every order.
      push(list, `${list.id}-sent`, 'vendor', vendorsOf(list), {
        title: 'newListTitle',
        body: 'newListBody',
        params: shopIn(list),
      });
      alerts.save(tx);
    },

    reminded(list, text, { time, minutes }) {
      const key = `${list.id}-reminded`;
      tell(list, key, shopsChat, text, 'listReminder', { minutes });
      push(list, key, 'vendor', vendorsOf(list), {
        title: 'listReminderTitle',
        body: 'listReminderBody',
        params: () => ({ time }),
      });
    },

    escalated(list, text, words) {
      const key = `${list.id}-escalated`;
      tell(list, key, ['admin'], text, 'listEscalated', { minutes: words.minutes });
      const admins = audience.admins.map((device) => ({
        device,
        link: noticeLinks.adminList(list.id),
      }));
      push(list, key, 'admin', admins, {
        title: 'callShopTitle',
        body: 'callShopListBody',
        params: callShopParams(list, words),
      });
    },

    givenUp(list, text, minutes) {
      const key = `${list.id}-givenUp`;
      tell(list, key, shopsChat, text, 'listGivenUp');
      push(list, key, 'vendor', vendorsOf(list), {
        title: 'listGaveUpTitle',
        body: 'listGaveUpBody',
        params: (language) => ({ shop: shopNameIn(list, language), minutes }),
      });
      push(list, key, 'customer', customersOf(list), {
        title: 'listGivenUpTitle',
        body: 'listGivenUpBody',
        params: shopIn(list),
      });
    },

    quoted(list, { total, hours }) {
      push(list, `${list.id}-quoted`, 'customer', customersOf(list), {
        title: 'quotedTitle',
        body: 'quotedBody',
        params: (language) => ({ shop: shopNameIn(list, language), totalAmount: total, hours }),
      });
    },

    refused(list, reasonCode) {
      push(list, `${list.id}-refused`, 'customer', customersOf(list), {
        title: 'listRefusedTitle',
        body: 'listRefusedBody',
        params: (language) => ({
          shop: shopNameIn(list, language),
          reason: reasonIn(reasonCode, language),
        }),
      });
    },
  };
}
