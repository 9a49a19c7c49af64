// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeHttp, fakeTelegram } from './fake-http.ts';
import {
  botUsername,
  setWebhook,
  TELEGRAM_API,
  WEBHOOK_SECRET_FORMAT,
  webhookInfo,
  webhookUrl,
} from './telegram-bot.ts';

const TOKEN = '7012345678:AAFakeTokenForTests';

describe('the bot, through Telegram’s Bot API', () => {
  it('names itself, and sends its messages to the webhook with the secret token', async () => {
    const telegram = fakeTelegram(TOKEN);
    const { http, sent } = fakeHttp({ [TELEGRAM_API]: telegram.service });
    const url = webhookUrl('kalna-town', 'asia-south1');
    expect(url).toBe('https://asia-south1-kalna-town.cloudfunctions.net/telegramWebhook');

    expect(await botUsername(http, TOKEN)).toBe('kalna_town_bot');
    expect((await webhookInfo(http, TOKEN)).url).toBe('');
    await setWebhook(http, TOKEN, url, 'the_secret-1');
    expect(telegram.webhook).toEqual({
      url,
      secret: 'the_secret-1',
      allowedUpdates: ['message'],
    });
    expect(await webhookInfo(http, TOKEN)).toEqual({ url, lastError: null });
    expect(sent.map((request) => request.url.replace(TOKEN, '<token>'))).toEqual([
      `${TELEGRAM_API}/bot<token>/getMe`,
      `${TELEGRAM_API}/bot<token>/getWebhookInfo`,
      `${TELEGRAM_API}/bot<token>/setWebhook`,
      `${TELEGRAM_API}/bot<token>/getWebhookInfo`,
    ]);
  });

  it('says Telegram’s refusal without the token', async () => {
    const { http } = fakeHttp({ [TELEGRAM_API]: fakeTelegram('another:token').service });
    const refused = botUsername(http, TOKEN);
    await expect(refused).rejects.toThrow('Telegram answered 401: Unauthorized');
    await expect(refused).rejects.not.toThrow(TOKEN);
  });

  it('keeps a webhook secret to what Telegram takes', () => {
    expect(WEBHOOK_SECRET_FORMAT.test('Ab_9-'.repeat(8))).toBe(true);
    expect(WEBHOOK_SECRET_FORMAT.test('has space')).toBe(false);
    expect(WEBHOOK_SECRET_FORMAT.test('x'.repeat(257))).toBe(false);
  });
});
