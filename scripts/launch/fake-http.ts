import type { Http } from './http.ts';

/** A request the launch sent: where, how, and its JSON body. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer a fake service gives: its status and JSON body. */
export type FakeAnswer = { status: number; body: unknown };

/**
 * HTTPS for the launch's tests: every request is recorded, and answered by
 * the first service whose address starts the request's (none: 404). Nothing
 * leaves the machine.
 */
export function fakeHttp(services: Record<string, (request: SentRequest) => FakeAnswer>) {
  const sent: SentRequest[] = [];
  const http: Http = async (url, init) => {
    const request: SentRequest = {
      url,
      method: init.method,
      headers: init.headers ?? {},
      body: init.body === undefined ? undefined : (JSON.parse(init.body) as unknown),
    };
    sent.push(request);
    const service = Object.entries(services).find(([prefix]) => url.startsWith(prefix))?.[1];
    const { status, body } = service?.(request) ?? { status: 404, body: { error: 'no such fake' } };
    return { status, json: async () => body };
  };
  return { http, sent };
}

/**
 * Telegram's Bot API as the launch uses it, for one bot: `getMe`, and the
 * webhook it keeps (`setWebhook`, `getWebhookInfo`). A wrong token is refused.
 */
export function fakeTelegram(token: string, username = 'kalna_town_bot') {
  const webhook = { url: '', secret: '', allowedUpdates: [] as unknown[] };
  const answer = (result: unknown): FakeAnswer => ({ status: 200, body: { ok: true, result } });
  const service = (request: SentRequest): FakeAnswer => {
    const [, givenToken, method] = /\/bot([^/]+)\/(\w+)$/.exec(request.url) ?? [];
    if (givenToken !== token) {
      return { status: 401, body: { ok: false, description: 'Unauthorized' } };
    }
    if (method === 'getMe') return answer({ id: 7012345678, is_bot: true, username });
    if (method === 'getWebhookInfo') return answer({ url: webhook.url, pending_update_count: 0 });
    if (method === 'setWebhook') {
      const body = request.body as {
        url: string;
        secret_token: string;
        allowed_updates: unknown[];
      };
      Object.assign(webhook, {
        url: body.url,
        secret: body.secret_token,
        allowedUpdates: body.allowed_updates,
      });
      return answer(true);
    }
    return { status: 404, body: { ok: false, description: 'Not Found' } };
  };
  return { service, webhook };
}
