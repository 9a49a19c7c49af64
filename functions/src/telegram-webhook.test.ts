// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collections } from '../../src/lib/models';
import { handleShopTelegram } from '../../src/server/shop-chat';
import { openTownAtTen, type Town } from '../../src/server/__tests__/server-fixtures';
import { answerTelegramUpdate, SECRET_HEADER, type WebhookRequest } from './telegram-webhook.js';

/**
 * The bot's webhook, as Telegram calls it: a POST with the secret header
 * setWebhook was given, and an update whose message is `/start <code>`.
 */
const SECRET = 'webhook-secret_0123456789';

let town: Town;
beforeEach(async () => {
  town = await openTownAtTen();
});
afterEach(() => {
  town.handle.internals.close();
  vi.useRealTimers();
});

const server = () => town.handle.internals.serverStore;

/** The vendor's one-time code, as the link's `start` carries it. */
async function vendorCode(): Promise<string> {
  const answer = await handleShopTelegram(
    {
      store: server(),
      accounts: { create: async () => '', remove: async () => undefined },
      auth: { uid: town.uids.vendor },
      telegramBot: { username: 'TownServicesBot' },
    },
    { action: 'link', language: 'en' },
  );
  if (answer.kind !== 'link') throw new Error(answer.kind);
  return new URL(answer.url).searchParams.get('start') ?? '';
}

const update = (text: string, chat: object = { id: 555, type: 'private', first_name: 'Tara' }) => ({
  update_id: 1,
  message: { message_id: 7, date: 0, chat, text },
});

function post(body: unknown, options: { secret?: string | undefined; method?: string } = {}) {
  const secret = 'secret' in options ? options.secret : SECRET;
  const request: WebhookRequest = {
    method: options.method ?? 'POST',
    header: (name) => (name.toLowerCase() === SECRET_HEADER.toLowerCase() ? secret : undefined),
    body,
  };
  return answerTelegramUpdate(request, { secret: SECRET, store: server(), now: () => Date.now() });
}

describe('the Telegram bot’s webhook', () => {
  it('links the chat that sends /start with the shop’s code, and answers in it', async () => {
    const code = await vendorCode();
    expect(await post(update(`/start ${code}`))).toEqual({
      status: 200,
      body: {
        method: 'sendMessage',
        chat_id: 555,
        text: 'This chat now gets the new orders, reminders and give-ups of Ma Tara Bhandar.',
      },
    });
    expect((await server().get(collections.shopChats, 'shop-1'))?.data).toMatchObject({
      chatId: '555',
      chatTitle: 'Tara',
    });
  });

  it('takes a group’s /start@Bot form too', async () => {
    const code = await vendorCode();
    const group = { id: -100123, type: 'group', title: 'Ma Tara orders' };
    expect((await post(update(`/start@TownServicesBot ${code}`, group))).status).toBe(200);
    expect((await server().get(collections.shopChats, 'shop-1'))?.data).toMatchObject({
      chatId: '-100123',
      chatTitle: 'Ma Tara orders',
    });
  });

  it('refuses an update without the secret header, or with another, and links nothing', async () => {
    const code = await vendorCode();
    for (const secret of [undefined, '', 'webhook-secret_0123456788', `${SECRET}x`]) {
      expect((await post(update(`/start ${code}`), { secret })).status).toBe(403);
    }
    expect((await post(update(`/start ${code}`), { method: 'GET' })).status).toBe(405);
    expect(await server().get(collections.shopChats, 'shop-1')).toBeNull();
    // With no secret set, nothing gets in.
    const open = await answerTelegramUpdate(
      { method: 'POST', header: () => '', body: update(`/start ${code}`) },
      { secret: '', store: server(), now: () => Date.now() },
    );
    expect(open.status).toBe(403);
  });

  it('says so to a used or made-up code, and leaves other messages alone', async () => {
    const code = await vendorCode();
    await post(update(`/start ${code}`));
    const again = await post(update(`/start ${code}`, { id: 666 }));
    expect(again.body).toMatchObject({ chat_id: 666, text: expect.stringContaining('expired') });
    expect((await server().get(collections.shopChats, 'shop-1'))?.data['chatId']).toBe('555');
    for (const body of [
      update('hello'),
      update('/start'),
      {},
      null,
      { message: { text: '/start x' } },
    ]) {
      expect(await post(body)).toEqual({ status: 200, body: {} });
    }
  });
});
