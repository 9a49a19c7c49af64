import type { ShopTelegramResult } from '../port/callables';
import { backendError } from '../port/errors';
import type { DocumentStore, Transaction } from '../port/types';
import { randomId } from '../lib/ids';
import type { Locale } from '../lib/i18n/locales';
import { SHOP_CHAT_CODE_MINUTES } from '../lib/limits';
import { localName } from '../lib/local-name';
import { parseDoc, shopSchema } from '../lib/model-schemas';
import { collections } from '../lib/models';
import { sha256Hex } from '../lib/order-identity';
import { shopChatCodeModel, shopChatModel } from '../lib/record-schemas';
import { shopTelegramRequest } from '../lib/requests/call-schemas';
import { sentence } from '../lib/server-sentences';
import { rolesOf, signedInUid, type ServerContext } from './server-context';
import { noticeText } from './notice-words';
import { parseRequest } from './parse-request';
import { readFields } from './stored-fields';

/**
 * A shop's own Telegram chat (issue 34, part 2). The shop's vendor (or an
 * admin) asks for a one-time link, `https://t.me/<bot>?start=<code>`;
 * opening it in Telegram and pressing Start sends the bot `/start <code>`,
 * and the bot's webhook (functions/src/telegram-webhook.ts) ties that chat
 * to the shop with `linkShopChat`. The code is made here, kept only as its
 * SHA-256 (shopChatCodes/{shopId}: a new link replaces the last), works once
 * and for `SHOP_CHAT_CODE_MINUTES`. From then on the shop's new orders,
 * reminders and give-ups go to its chat (src/server/notices.ts); the admin's
 * chat keeps the escalations.
 */

const MINUTE_MS = 60_000;

/** The chat id a shop linked, read inside a transaction; null when it has none. */
export async function readShopChat(
  tx: Pick<Transaction, 'get'>,
  shopId: string,
): Promise<string | null> {
  return (await readFields(tx, shopChatModel, collections.shopChats, shopId))?.chatId ?? null;
}

/** The shop a caller may link: a vendor's own; any, named, for an admin. */
async function shopOf(context: ServerContext, named: string | undefined): Promise<string> {
  const roles = await rolesOf(context, signedInUid(context));
  if (roles.admin && named) return named;
  if (!roles.vendorShopId) {
    throw backendError('permission-denied', sentence(roles.admin ? 'shopGone' : 'vendorOnly'));
  }
  if (named && named !== roles.vendorShopId) {
    throw backendError('permission-denied', sentence('shopOnlyYours'));
  }
  return roles.vendorShopId;
}

/** shopTelegram: a one-time link for the shop's chat, or the chat untied. */
export async function handleShopTelegram(
  context: ServerContext,
  data: unknown,
): Promise<ShopTelegramResult> {
  const request = parseRequest(shopTelegramRequest, data);
  const shopId = await shopOf(context, request.shopId);
  if (request.action === 'unlink') {
    await context.store.runTransaction(async (tx) => {
      await tx.get(collections.shopChats, shopId);
      tx.delete(collections.shopChats, shopId);
      tx.delete(collections.shopChatCodes, shopId);
    });
    return { kind: 'unlinked' };
  }
  const bot = context.telegramBot?.username.trim();
  if (!bot) return { kind: 'no-telegram' };
  if (!(await context.store.get(collections.shops, shopId))) {
    throw backendError('not-found', sentence('shopGone'));
  }
  // Telegram's start parameter takes up to 64 of A–Z, a–z, 0–9, _ and -.
  const code = randomId(32);
  const expiresAt = Date.now() + SHOP_CHAT_CODE_MINUTES * MINUTE_MS;
  await context.store.set(collections.shopChatCodes, shopId, {
    codeHash: await sha256Hex(code),
    expiresAt: new Date(expiresAt),
    language: request.language,
  });
  return {
    kind: 'link',
    url: `https://t.me/${encodeURIComponent(bot)}?start=${code}`,
    expiresAt,
  };
}

export type LinkOutcome =
  { kind: 'linked'; shopId: string; answer: string } | { kind: 'refused'; answer: string };

/** A Telegram chat as an update names it. */
export interface TelegramChat {
  id: number | string;
  title?: string | undefined;
  firstName?: string | undefined;
}

/**
 * `/start <code>` in a chat: ties the chat to the code's shop, once, while
 * the code works. Answers with what the bot should say back, in the language
 * the link was made in (an unknown code in English: nothing says whose it was).
 */
export async function linkShopChat(
  store: DocumentStore,
  code: string,
  chat: TelegramChat,
  now: number,
): Promise<LinkOutcome> {
  const refused: LinkOutcome = { kind: 'refused', answer: noticeText('chatCodeUnknown', 'en') };
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(code)) return refused;
  const codeHash = await sha256Hex(code);
  const found = await store.query({
    collection: collections.shopChatCodes,
    where: [{ field: 'codeHash', op: '==', value: codeHash }],
    limit: 1,
  });
  const shopId = found.docs[0]?.id;
  if (!shopId) return refused;
  return store.runTransaction(async (tx): Promise<LinkOutcome> => {
    const stored = await readFields(tx, shopChatCodeModel, collections.shopChatCodes, shopId);
    const shop = parseDoc(shopSchema, await tx.get(collections.shops, shopId));
    if (!stored || stored.codeHash !== codeHash || stored.expiresAt.getTime() < now || !shop) {
      const language: Locale = stored?.language ?? 'en';
      return { kind: 'refused', answer: noticeText('chatCodeUnknown', language) };
    }
    // Every read is done; the writes follow. The code works once.
    tx.delete(collections.shopChatCodes, shopId);
    tx.set(collections.shopChats, shopId, {
      chatId: String(chat.id),
      chatTitle: (chat.title ?? chat.firstName ?? '').slice(0, 100),
      linkedAt: new Date(now),
    });
    return {
      kind: 'linked',
      shopId,
      answer: noticeText('chatLinked', stored.language, {
        shop: localName(shop, stored.language),
      }),
    };
  });
}
