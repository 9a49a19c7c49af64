// A minimal Telegram Bot API client: one call, sendMessage, with a typed
// result that tells the caller whether trying again could help.
//
// The bot token is part of the URL path (`/bot<token>/sendMessage`), so any
// error text that might echo the URL is passed through `redactToken` before it
// leaves this module.

export const TELEGRAM_API_BASE = 'https://api.telegram.org';

/** Telegram rejects message texts longer than this (counted in UTF-16 units). */
export const TELEGRAM_MAX_TEXT_LENGTH = 4096;

/** Longest error text we hand back (it ends up in Firestore and in logs). */
const MAX_ERROR_LENGTH = 200;

const DEFAULT_TIMEOUT_MS = 10_000;

export interface SendTelegramMessageInput {
  /** e.g. https://api.telegram.org, or a local stand-in in tests. */
  apiBase: string;
  token: string;
  chatId: string;
  text: string;
  fetchImpl?: typeof fetch;
  /** Abort the request after this long (default 10 s); counts as retryable. */
  timeoutMs?: number;
}

export type TelegramResult =
  | { ok: true; messageId: number | null }
  | {
      ok: false;
      /** Network errors, timeouts, 429 and 5xx: the same request may succeed later. */
      retryable: boolean;
      /** HTTP status, or null when no response arrived. */
      status: number | null;
      /** Short, token-free description. */
      error: string;
      /** Telegram's `parameters.retry_after` on 429, in seconds. */
      retryAfterSeconds: number | null;
    };

interface TelegramResponseBody {
  ok?: unknown;
  description?: unknown;
  parameters?: { retry_after?: unknown };
  result?: { message_id?: unknown };
}

/** Replaces every occurrence of the token (and its URL-encoded form) with a marker. */
export function redactToken(text: string, token: string): string {
  if (!token) return text;
  let out = text;
  for (const form of new Set([token, encodeURIComponent(token)])) {
    out = out.split(form).join('<redacted>');
  }
  return out;
}

/**
 * Cuts a text to Telegram's limit, ending with an ellipsis, without splitting
 * a surrogate pair (an emoji) in half.
 */
export function trimForTelegram(text: string, limit = TELEGRAM_MAX_TEXT_LENGTH): string {
  if (text.length <= limit) return text;
  let cut = limit - 1;
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut)}…`;
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_ERROR_LENGTH ? `${oneLine.slice(0, MAX_ERROR_LENGTH - 1)}…` : oneLine;
}

function describeThrown(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'request timed out';
    const cause = (error as { cause?: unknown }).cause;
    const causeText =
      cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : '';
    return causeText ? `${error.message}: ${causeText}` : error.message;
  }
  return String(error);
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Sends one message. Never throws; never includes the token in its result. */
export async function sendTelegramMessage(
  input: SendTelegramMessageInput,
): Promise<TelegramResult> {
  const { apiBase, token, chatId, text } = input;
  const fetchImpl = input.fetchImpl ?? fetch;
  const clean = (message: string) => shorten(redactToken(message, token));
  const url = `${apiBase.replace(/\/+$/, '')}/bot${token}/sendMessage`;

  let response: Response;
  let bodyText: string;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(input.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    bodyText = await response.text();
  } catch (error) {
    return {
      ok: false,
      retryable: true,
      status: null,
      error: clean(`network error: ${describeThrown(error)}`),
      retryAfterSeconds: null,
    };
  }

  let body: TelegramResponseBody | null = null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object') body = parsed as TelegramResponseBody;
  } catch {
    body = null;
  }

  if (response.ok && body?.ok === true) {
    const messageId = body.result?.message_id;
    return { ok: true, messageId: typeof messageId === 'number' ? messageId : null };
  }

  const status = response.status;
  const description =
    typeof body?.description === 'string' ? body.description : response.statusText || 'no body';
  const retryAfter = body?.parameters?.retry_after;
  const retryAfterSeconds = typeof retryAfter === 'number' ? retryAfter : null;

  if (response.ok) {
    // 2xx without `ok: true`: not a delivery we can vouch for. Telegram never
    // answers like this, so a proxy or an outage is the likely cause.
    return {
      ok: false,
      retryable: true,
      status,
      error: clean(`unexpected response ${status}: ${body ? description : 'not JSON'}`),
      retryAfterSeconds: null,
    };
  }

  return {
    ok: false,
    retryable: isRetryableStatus(status),
    status,
    error: clean(
      `telegram ${status}: ${description}${retryAfterSeconds !== null ? ` (retry after ${retryAfterSeconds}s)` : ''}`,
    ),
    retryAfterSeconds,
  };
}
