import { HttpRefused, jsonOf, pick, type Http } from './http.ts';

/**
 * What the launch asks of Telegram's Bot API for the shops' own chats
 * (issue 34): the bot's username, for the link a vendor opens
 * (`https://t.me/<bot>?start=<code>`), and the webhook that brings the
 * bot's messages to the `telegramWebhook` function, with the secret token
 * Telegram sends back in the `X-Telegram-Bot-Api-Secret-Token` header.
 */
export const TELEGRAM_API = 'https://api.telegram.org';
const SERVICE = 'Telegram';

/** The function the webhook points at (functions/src, the notify-server branch's). */
export const WEBHOOK_FUNCTION = 'telegramWebhook';
/** What the webhook carries: the messages people send the bot (`/start <code>`). */
const ALLOWED_UPDATES = ['message'];

/** The address Cloud Functions gives `telegramWebhook` in the town's region. */
export const webhookUrl = (projectId: string, region: string) =>
  `https://${region}-${projectId}.cloudfunctions.net/${WEBHOOK_FUNCTION}`;

/** A secret token as Telegram allows one: 1–256 of A–Z, a–z, 0–9, _ and -. */
export const WEBHOOK_SECRET_FORMAT = /^[A-Za-z0-9_-]{1,256}$/;

async function call(http: Http, token: string, method: string, body?: object): Promise<unknown> {
  const answer = await http(`${TELEGRAM_API}/bot${token}/${method}`, {
    method: body ? 'POST' : 'GET',
    ...(body && { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const json = await jsonOf(answer);
  if (answer.status !== 200 || pick(json, 'ok') !== true) {
    const said = pick(json, 'description');
    // Never the token itself: it is in the address, not in what is said.
    throw new HttpRefused(
      SERVICE,
      answer.status,
      typeof said === 'string' ? said : 'no reason given',
    );
  }
  return pick(json, 'result');
}

/** The bot's username (without the @), which its token belongs to. */
export async function botUsername(http: Http, token: string): Promise<string> {
  const username = pick(await call(http, token, 'getMe'), 'username');
  if (typeof username !== 'string' || username === '') {
    throw new HttpRefused(SERVICE, 200, 'the bot has no username');
  }
  return username;
}

/** Where the bot's messages go now, and the last error Telegram met sending them there. */
export async function webhookInfo(
  http: Http,
  token: string,
): Promise<{ url: string; lastError: string | null }> {
  const result = await call(http, token, 'getWebhookInfo');
  const url = pick(result, 'url');
  const lastError = pick(result, 'last_error_message');
  return {
    url: typeof url === 'string' ? url : '',
    lastError: typeof lastError === 'string' && lastError ? lastError : null,
  };
}

/** Points the bot's messages at `url`, each carrying `secret` in Telegram's secret-token header. */
export async function setWebhook(
  http: Http,
  token: string,
  url: string,
  secret: string,
): Promise<void> {
  await call(http, token, 'setWebhook', {
    url,
    secret_token: secret,
    allowed_updates: ALLOWED_UPDATES,
  });
}
