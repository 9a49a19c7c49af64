// The Telegram bot's webhook: Telegram posts each update here (setWebhook
// with a secret_token, docs/launch.md), and the one update it acts on is
// `/start <code>` — a shop's one-time link (src/server/shop-chat.ts), which
// ties that chat to the shop. Everything else is answered 200 and left
// alone, so Telegram does not send it again. Every effect is injected, so
// it is tested without Firebase or Telegram.

import { timingSafeEqual } from 'node:crypto';
import type { DocumentStore } from '../../src/port/types';
import { linkShopChat } from '../../src/server/shop-chat';

/** The header Telegram sends with every update once setWebhook was given a secret_token. */
export const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';

export interface WebhookRequest {
  method: string;
  /** A request header by name (any case), as Express's `req.get`. */
  header(name: string): string | undefined;
  /** The update, as JSON parsed by the Functions runtime. */
  body: unknown;
}

export interface WebhookAnswer {
  status: number;
  /** JSON; an answer to Telegram may be a Bot API method call, which Telegram then makes. */
  body: Record<string, unknown>;
}

export interface WebhookDeps {
  /** The webhook's secret (a Secret Manager secret); empty: every update is refused. */
  secret: string;
  store: DocumentStore;
  now(): number;
}

function sameSecret(sent: string | undefined, secret: string): boolean {
  if (!secret || sent === undefined) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

interface TelegramUpdate {
  message?: {
    text?: unknown;
    chat?: { id?: unknown; title?: unknown; first_name?: unknown };
  };
}

/** `/start <code>`, and `/start@Bot <code>` as a group sends it. */
const startCommand = /^\/start(?:@\w+)?\s+(\S+)\s*$/;

/** Answers one update. */
export async function answerTelegramUpdate(
  request: WebhookRequest,
  deps: WebhookDeps,
): Promise<WebhookAnswer> {
  if (request.method !== 'POST') return { status: 405, body: {} };
  if (!sameSecret(request.header(SECRET_HEADER), deps.secret)) return { status: 403, body: {} };
  const message = (request.body as TelegramUpdate | null)?.message;
  const text = typeof message?.text === 'string' ? message.text : '';
  const chatId = message?.chat?.id;
  const code = startCommand.exec(text)?.[1];
  if (!code || (typeof chatId !== 'number' && typeof chatId !== 'string')) {
    return { status: 200, body: {} };
  }
  const title = message?.chat?.title;
  const firstName = message?.chat?.first_name;
  const outcome = await linkShopChat(
    deps.store,
    code,
    {
      id: chatId,
      title: typeof title === 'string' ? title : undefined,
      firstName: typeof firstName === 'string' ? firstName : undefined,
    },
    deps.now(),
  );
  // The answer goes back in the response: Telegram sends it to the chat.
  return { status: 200, body: { method: 'sendMessage', chat_id: chatId, text: outcome.answer } };
}
