// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { FakeTelegramServer } from './test-support.js';
import {
  redactToken,
  sendTelegramMessage,
  TELEGRAM_MAX_TEXT_LENGTH,
  trimForTelegram,
} from './telegram.js';

const TOKEN = '123456789:AAH-test_SECRET-token';

let server: FakeTelegramServer;

beforeAll(async () => {
  server = await FakeTelegramServer.start();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.reset();
});

function send(text = 'hello', timeoutMs?: number) {
  return sendTelegramMessage({
    apiBase: server.apiBase,
    token: TOKEN,
    chatId: '-1001',
    text,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

describe('sendTelegramMessage', () => {
  it('POSTs the message as JSON to /bot<token>/sendMessage', async () => {
    const result = await send('New order #42');

    expect(result).toEqual({ ok: true, messageId: 1 });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/bot<token>/sendMessage',
      token: TOKEN,
      body: { chat_id: '-1001', text: 'New order #42', disable_web_page_preview: true },
    });
  });

  it('tolerates a trailing slash on the API base', async () => {
    const result = await sendTelegramMessage({
      apiBase: `${server.apiBase}/`,
      token: TOKEN,
      chatId: '1',
      text: 'x',
    });
    expect(result.ok).toBe(true);
    expect(server.requests[0]?.path).toBe('/bot<token>/sendMessage');
  });

  it('treats 429 as retryable and passes on retry_after', async () => {
    server.reply({ kind: 'rate-limited', retryAfter: 7 });
    const result = await send();
    expect(result).toMatchObject({ ok: false, retryable: true, status: 429, retryAfterSeconds: 7 });
    expect(!result.ok && result.error).toMatch(/429.*retry after 7s/);
  });

  it('treats 5xx as retryable', async () => {
    server.reply({ kind: 'server-error' });
    expect(await send()).toMatchObject({ ok: false, retryable: true, status: 500 });
  });

  it('treats 403 (bot blocked) and 400 (chat not found) as permanent', async () => {
    server.reply({ kind: 'blocked' }, { kind: 'chat-not-found' });
    const blocked = await send();
    const notFound = await send();
    expect(blocked).toMatchObject({ ok: false, retryable: false, status: 403 });
    expect(!blocked.ok && blocked.error).toContain('bot was blocked');
    expect(notFound).toMatchObject({ ok: false, retryable: false, status: 400 });
    expect(!notFound.ok && notFound.error).toContain('chat not found');
  });

  it('treats a 2xx answer without ok:true as a (retryable) failure', async () => {
    server.reply({ kind: 'ok-false-200' });
    expect(await send()).toMatchObject({ ok: false, retryable: true, status: 200 });
  });

  it('treats a dropped connection as retryable', async () => {
    server.reply({ kind: 'drop' });
    const result = await send();
    expect(result).toMatchObject({ ok: false, retryable: true, status: null });
    expect(!result.ok && result.error).toMatch(/^network error/);
  });

  it('treats a refused connection as retryable', async () => {
    const closed = await FakeTelegramServer.start();
    const apiBase = closed.apiBase;
    await closed.close();
    const result = await sendTelegramMessage({ apiBase, token: TOKEN, chatId: '1', text: 'x' });
    expect(result).toMatchObject({ ok: false, retryable: true, status: null });
  });

  it('gives up on a hanging request after the timeout (retryable)', async () => {
    server.reply({ kind: 'hang' });
    const result = await send('x', 200);
    expect(result).toMatchObject({ ok: false, retryable: true, status: null });
    expect(!result.ok && result.error).toContain('timed out');
  });

  it('never puts the token in its error text', async () => {
    server.reply(
      { kind: 'rate-limited', retryAfter: 1 },
      { kind: 'server-error' },
      { kind: 'blocked' },
      { kind: 'drop' },
    );
    const errors: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const result = await send();
      if (!result.ok) errors.push(result.error);
    }
    // A fetch that fails with the URL (token included) in its message.
    const echoing = await sendTelegramMessage({
      apiBase: server.apiBase,
      token: TOKEN,
      chatId: '1',
      text: 'x',
      fetchImpl: async (url) => {
        throw new TypeError(`request to ${String(url)} failed`);
      },
    });
    if (!echoing.ok) errors.push(echoing.error);

    expect(errors).toHaveLength(5);
    for (const error of errors) {
      expect(error).not.toContain(TOKEN);
      expect(error).not.toContain('SECRET');
    }
    expect(errors[4]).toContain('/bot<redacted>/sendMessage');
  });
});

describe('redactToken', () => {
  it('replaces the token and its URL-encoded form', () => {
    const text = `a ${TOKEN} b ${encodeURIComponent(TOKEN)} c`;
    expect(redactToken(text, TOKEN)).toBe('a <redacted> b <redacted> c');
  });
  it('leaves text alone when there is no token', () => {
    expect(redactToken('abc', '')).toBe('abc');
  });
});

describe('trimForTelegram', () => {
  it('leaves texts up to the limit alone', () => {
    const text = 'a'.repeat(TELEGRAM_MAX_TEXT_LENGTH);
    expect(trimForTelegram(text)).toBe(text);
  });
  it('cuts longer texts to the limit, ending with an ellipsis', () => {
    const trimmed = trimForTelegram('b'.repeat(TELEGRAM_MAX_TEXT_LENGTH + 1));
    expect(trimmed).toHaveLength(TELEGRAM_MAX_TEXT_LENGTH);
    expect(trimmed.endsWith('b…')).toBe(true);
  });
  it('does not split an emoji at the cut', () => {
    // The surrogate pair straddles the cut point (positions 4094/4095).
    const text = `${'c'.repeat(TELEGRAM_MAX_TEXT_LENGTH - 2)}😀 and more`;
    const trimmed = trimForTelegram(text);
    expect(trimmed.length).toBeLessThanOrEqual(TELEGRAM_MAX_TEXT_LENGTH);
    expect(trimmed).toBe(`${'c'.repeat(TELEGRAM_MAX_TEXT_LENGTH - 2)}…`);
  });
});
