import * as v from 'valibot';
import type { DocumentStore, Transaction } from '../port/types';
import {
  ALERTS_PER_DEVICE_PER_SHOP_PER_HOUR,
  ALERTS_PER_PHONE_PER_SHOP_PER_HOUR,
  ALERTS_PER_SHOP_PER_HOUR,
  DIGEST_AFTER_MINUTES,
  REGULARS_PER_SHOP,
  REQUEST_ALERTS_PER_CHAT_PER_HOUR,
  REQUEST_ALERTS_PER_PHONE_PER_HOUR,
} from '../lib/limits';
import { shopModel } from '../lib/model-schemas';
import { collections, type AlertBudget, type NotificationChat } from '../lib/models';
import { chatActivityModel, shopActivityModel } from '../lib/record-schemas';
import { headline } from '../lib/staff-alert-headlines';
import { outboxEntry, type StaffNotice } from './outbox';
import { HOUR_MS } from './phone-memory';
import { readShopChat } from './shop-chat';
import { readFields } from './stored-fields';

/**
 * How many staff chat alerts a flood can set off, so that nobody placing and
 * cancelling orders in a loop, or sending requests from made-up phones, can
 * bury the chats — without dropping anything (issue 34 part 4, issue 35.3).
 *
 * - A shop's new orders, cancellations, rejections and changes share
 *   `ALERTS_PER_SHOP_PER_HOUR`; of it, one phone spends at most
 *   `ALERTS_PER_PHONE_PER_SHOP_PER_HOUR` and one device
 *   `ALERTS_PER_DEVICE_PER_SHOP_PER_HOUR`, so a prankster spends only their
 *   own share. A phone with a delivered order at the shop before (one of its
 *   regulars) spends nothing: its orders always alert.
 * - A staff chat's alerts of visitors' requests share
 *   `REQUEST_ALERTS_PER_CHAT_PER_HOUR` (an urgent plea for a bed, an
 *   ambulance or blood is never held back).
 * - What is past a budget is merged into a digest, never dropped: the chats
 *   hear once, `DIGEST_AFTER_MINUTES` after the first alert merged, "12 more
 *   new orders at Annapurna in the last hour — open the dashboard"
 *   (`flushDueDigests`, run by the minute's sweep). Every order is placed and
 *   on the staff screens all along.
 *
 * Notices about an order that was really placed — its reminder, "please
 * call the shop", its give-up — never come out of a budget: they are always
 * sent. Push notices to the vendor's own devices are not budgeted either:
 * past the budget they collapse into one notification by their tag.
 */
export type AlertKind = 'orders' | 'others' | 'requests';

/** Who set an alert off, so their share is theirs alone. */
export interface AlertSource {
  phone?: string | undefined;
  /** The device that placed the order, when the request named it (`deviceId`). */
  device?: string | undefined;
}

export interface AlertBudgetReader {
  /**
   * Spends one alert of `kind` for `source`: true to send it now, false when
   * it went into the digest instead.
   */
  spend(kind: AlertKind, source?: AlertSource): boolean;
  /** Writes what was spent or merged (nothing when nothing changed). */
  save(tx: Pick<Transaction, 'set'>): void;
}

export interface ShopAlerts extends AlertBudgetReader {
  /** Whether the phone has had an order delivered by the shop. */
  isRegular(phone: string): boolean;
  /** Remembers the phone as one of the shop's regulars (an order of theirs was delivered). */
  addRegular(phone: string): void;
}

const DIGEST_AFTER_MS = DIGEST_AFTER_MINUTES * 60_000;

interface Shares {
  total: number;
  perPhone: number;
  perDevice: number;
}

function budgetOf(
  stored: AlertBudget | null,
  now: number,
  shares: Shares,
  write: (writer: Pick<Transaction, 'set'>, budget: AlertBudget) => void,
  isExempt: (source: AlertSource) => boolean = () => false,
): AlertBudgetReader & { changed(): void } {
  const alerts = (stored?.alerts ?? []).filter(
    (alert) => now - alert.at < HOUR_MS && alert.at <= now,
  );
  let digest = stored?.digest ?? null;
  let digestDueAt = stored?.digestDueAt ?? null;
  let changed = false;
  return {
    spend(kind, source = {}) {
      if (isExempt(source)) return true;
      const fromPhone = source.phone ? alerts.filter((alert) => alert.phone === source.phone) : [];
      const fromDevice = source.device
        ? alerts.filter((alert) => alert.device === source.device)
        : [];
      changed = true;
      if (
        alerts.length >= shares.total ||
        fromPhone.length >= shares.perPhone ||
        fromDevice.length >= shares.perDevice
      ) {
        const since = digest?.since ?? now;
        digest = { orders: 0, others: 0, requests: 0, since, ...(digest ?? {}) };
        digest[kind] += 1;
        digestDueAt ??= new Date(since + DIGEST_AFTER_MS);
        return false;
      }
      alerts.push({
        at: now,
        ...(source.phone && { phone: source.phone }),
        ...(source.device && { device: source.device }),
      });
      return true;
    },
    save(writer) {
      if (changed) write(writer, { alerts, digest, digestDueAt });
    },
    changed() {
      changed = true;
    },
  };
}

/** Reads the shop's alerts of the last hour and its regulars (a read: before the transaction's writes). */
export async function readShopAlerts(
  tx: Pick<Transaction, 'get'>,
  shopId: string,
  now: number,
): Promise<ShopAlerts> {
  const stored = await readFields(tx, shopActivityModel, collections.shopActivity, shopId);
  let regulars = stored?.regulars ?? [];
  const isRegular = (phone: string) => regulars.includes(phone);
  const budget = budgetOf(
    stored,
    now,
    {
      total: ALERTS_PER_SHOP_PER_HOUR,
      perPhone: ALERTS_PER_PHONE_PER_SHOP_PER_HOUR,
      perDevice: ALERTS_PER_DEVICE_PER_SHOP_PER_HOUR,
    },
    (writer, spent) => writer.set(collections.shopActivity, shopId, { ...spent, regulars }),
    (source) => source.phone !== undefined && isRegular(source.phone),
  );
  return {
    ...budget,
    isRegular,
    addRegular(phone) {
      if (regulars.at(-1) === phone) return;
      regulars = [...regulars.filter((each) => each !== phone), phone].slice(-REGULARS_PER_SHOP);
      budget.changed();
    },
  };
}

/** Reads a staff chat's request alerts of the last hour (a read: before the transaction's writes). */
export async function readChatAlerts(
  tx: Pick<Transaction, 'get'>,
  chat: NotificationChat,
  now: number,
): Promise<AlertBudgetReader> {
  const stored = await readFields(tx, chatActivityModel, collections.chatActivity, chat);
  return budgetOf(
    stored,
    now,
    {
      total: REQUEST_ALERTS_PER_CHAT_PER_HOUR,
      perPhone: REQUEST_ALERTS_PER_PHONE_PER_HOUR,
      perDevice: REQUEST_ALERTS_PER_PHONE_PER_HOUR,
    },
    (writer, spent) => writer.set(collections.chatActivity, chat, spent),
  );
}

// ---- Digests -----------------------------------------------------------------

const counted = (count: number, one: string, many: string) =>
  `${count} more ${count === 1 ? one : many}`;

/** How many alerts a digest stands for. */
const digestCount = (digest: NonNullable<AlertBudget['digest']>) =>
  digest.orders + digest.others + digest.requests;

/** "12 more new orders and 3 more cancelled or changed orders at Annapurna in the last hour — open the dashboard." */
export function digestText(digest: NonNullable<AlertBudget['digest']>, shopName?: string): string {
  const parts = [
    ...(digest.orders ? [counted(digest.orders, 'new order', 'new orders')] : []),
    ...(digest.others
      ? [counted(digest.others, 'cancelled or changed order', 'cancelled or changed orders')]
      : []),
    ...(digest.requests ? [counted(digest.requests, 'request', 'requests')] : []),
  ];
  const minutes = DIGEST_AFTER_MINUTES === 60 ? 'hour' : `${DIGEST_AFTER_MINUTES} minutes`;
  return `${parts.join(' and ')}${shopName ? ` at ${shopName}` : ''} in the last ${minutes} — open the dashboard.`;
}

export interface DigestReport {
  /** `shopActivity/…` and `chatActivity/…` whose digest went out. */
  sent: string[];
  failed: string[];
}

const shopNameModel = v.pick(shopModel, ['name']);

/** The chats a shop's digest goes to: those that heard of its orders. */
async function shopDigestNotices(
  tx: Pick<Transaction, 'get'>,
  shopId: string,
  digest: NonNullable<AlertBudget['digest']>,
): Promise<StaffNotice[]> {
  const name = (await readFields(tx, shopNameModel, collections.shops, shopId))?.name;
  const chatId = await readShopChat(tx, shopId);
  const text = digestText(digest, name);
  const about = headline('shopDigest', { count: digestCount(digest), shop: name ?? '' });
  return [
    chatId
      ? { chat: 'shop', chatId, text, headline: about }
      : { chat: 'admin', text, headline: about },
    ...(digest.orders ? [{ chat: 'delivery', text, headline: about } as const] : []),
  ];
}

/**
 * Sends every digest that is due: each budget's in a transaction of its own
 * that reads it again, so two sweeps send it once. Run every minute by the
 * sweep (src/server/escalation.ts).
 */
export async function flushDueDigests(store: DocumentStore, now: number): Promise<DigestReport> {
  const report: DigestReport = { sent: [], failed: [] };
  for (const collection of [collections.shopActivity, collections.chatActivity]) {
    const due = await store.query({
      collection,
      where: [{ field: 'digestDueAt', op: '<=', value: new Date(now) }],
      orderBy: [{ field: 'digestDueAt' }],
      limit: 200,
    });
    for (const { id } of due.docs) {
      try {
        const sent = await store.runTransaction(async (tx) => {
          const model =
            collection === collections.shopActivity ? shopActivityModel : chatActivityModel;
          const stored = await readFields(tx, model, collection, id);
          const digest = stored?.digest;
          if (!stored || !digest || !stored.digestDueAt || stored.digestDueAt.getTime() > now) {
            return false;
          }
          const notices: StaffNotice[] =
            collection === collections.shopActivity
              ? await shopDigestNotices(tx, id, digest)
              : [
                  {
                    chat: id as NotificationChat,
                    text: digestText(digest),
                    headline: headline('alertsDigest', { count: digestCount(digest) }),
                  } as StaffNotice,
                ];
          // Every read is done; the writes follow.
          for (const notice of notices) {
            tx.set(
              collections.notifications,
              `digest-${collection}-${id}-${digest.since}-${notice.chat}`,
              outboxEntry(notice, `${collection}/${id}`),
            );
          }
          tx.set(collection, id, { ...stored, digest: null, digestDueAt: null });
          return true;
        });
        if (sent) report.sent.push(`${collection}/${id}`);
      } catch {
        report.failed.push(`${collection}/${id}`);
      }
    }
  }
  return report;
}
