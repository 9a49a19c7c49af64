// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { DeliveryDeps, DeliveryOutcome, StaffChat } from './deliver.js';
import {
  CLAIM_LEASE_MS,
  deliverNotification,
  MAX_ATTEMPTS,
  RetryableDeliveryError,
  SWEEP_MIN_AGE_MS,
  sweepOutbox,
} from './deliver.js';
import { sendTelegramMessage, TELEGRAM_MAX_TEXT_LENGTH } from './telegram.js';
import { outboxEntry } from '../../src/server/outbox';
import type { FakeReply } from './test-support.js';
import { FakeTelegramServer, MemoryOutbox, recordingLogger } from './test-support.js';

const TOKEN = '987654321:AAF-outbox_SECRET-token';
const CHAT_IDS: Record<StaffChat, string> = {
  admin: '-100111',
  delivery: '-100222',
  lab: '-100333',
};
const START = new Date('2026-01-01T10:00:05Z');

let server: FakeTelegramServer;
let outbox: MemoryOutbox;
let logger: ReturnType<typeof recordingLogger>;
let clock: Date;

beforeAll(async () => {
  server = await FakeTelegramServer.start();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  outbox = new MemoryOutbox();
  logger = recordingLogger();
  clock = START;
});
afterEach(() => {
  server.reset();
});

function deps(overrides: Partial<DeliveryDeps> = {}): DeliveryDeps {
  return {
    outbox,
    chatIdFor: (chat) => CHAT_IDS[chat],
    send: (chatId, text) =>
      sendTelegramMessage({ apiBase: server.apiBase, token: TOKEN, chatId, text }),
    now: () => clock,
    logger,
    ...overrides,
  };
}

function advance(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

/** Runs the trigger once; returns its outcome or the error it threw. */
async function trigger(id: string, extra: Partial<DeliveryDeps> = {}) {
  try {
    return { outcome: await deliverNotification(id, deps(extra)), thrown: null };
  } catch (error) {
    return { outcome: null, thrown: error };
  }
}

describe('deliverNotification', () => {
  it('delivers an entry once to the right chat and marks it sent', async () => {
    outbox.put('n1', { chat: 'lab', text: 'Lab booking: CBC for Asha, 10:30' });

    const outcome = await deliverNotification('n1', deps());

    expect(outcome).toEqual({ kind: 'sent', attempts: 1 });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body).toEqual({
      chat_id: CHAT_IDS.lab,
      text: 'Lab booking: CBC for Asha, 10:30',
      disable_web_page_preview: true,
    });
    expect(outbox.get('n1')).toMatchObject({
      status: 'sent',
      sentAt: START,
      attempts: 1,
      lastError: null,
      claimedBy: null,
      claimedUntil: null,
    });

    // The trigger firing again later changes nothing.
    advance(60_000);
    expect(await deliverNotification('n1', deps())).toEqual({
      kind: 'skipped',
      reason: 'already-sent',
    });
    expect(server.requests).toHaveLength(1);
  });

  it.each<[StaffChat, string]>([
    ['admin', CHAT_IDS.admin],
    ['delivery', CHAT_IDS.delivery],
  ])('routes the %s chat to its chat id', async (chat, chatId) => {
    outbox.put('n', { chat });
    await deliverNotification('n', deps());
    expect(server.requests[0]?.body).toMatchObject({ chat_id: chatId });
  });

  it('sends a shop’s own chat its entry at the chat id the entry carries', async () => {
    outbox.putFields('shop', {
      ...outboxEntry({ chat: 'shop', chatId: '-100777', text: 'New order TS-1' }, 'orders/o1'),
      createdAt: START,
    });
    expect(await deliverNotification('shop', deps())).toEqual({ kind: 'sent', attempts: 1 });
    expect(server.requests[0]?.body).toMatchObject({ chat_id: '-100777', text: 'New order TS-1' });
    // A shop entry without its chat id (the server never writes one) fails without sending.
    outbox.put('lost', { chat: 'shop', text: 'New order TS-2' });
    expect(await deliverNotification('lost', deps())).toMatchObject({
      kind: 'failed',
      error: 'no chat id configured for "shop"',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('sends exactly once when the same entry is triggered twice concurrently', async () => {
    outbox.put('dup', { chat: 'delivery', text: 'Order ready for pickup' });
    server.reply({ kind: 'ok', delayMs: 50 });

    const outcomes = await Promise.all([
      deliverNotification('dup', deps()),
      deliverNotification('dup', deps()),
    ]);

    expect(server.requests).toHaveLength(1);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['sent', 'skipped']);
    expect(outcomes).toContainEqual({ kind: 'skipped', reason: 'claimed-elsewhere' });
    expect(outbox.get('dup')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(outbox.conflicts).toBeGreaterThan(0);
  });

  it('sends exactly once under many concurrent triggers', async () => {
    outbox.put('many');
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => deliverNotification('many', deps())),
    );
    expect(server.requests).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'sent')).toHaveLength(1);
  });

  it.each<[string, FakeReply]>([
    ['429 with retry_after', { kind: 'rate-limited', retryAfter: 3 }],
    ['500', { kind: 'server-error' }],
    ['a dropped connection', { kind: 'drop' }],
  ])('records a retryable failure (%s), throws, and a later run succeeds', async (_, reply) => {
    outbox.put('r', { chat: 'admin', text: 'Assistance request' });
    server.reply(reply);

    const first = await trigger('r');
    expect(first.thrown).toBeInstanceOf(RetryableDeliveryError);
    const afterFirst = outbox.get('r');
    expect(afterFirst).toMatchObject({
      status: 'pending',
      attempts: 1,
      sentAt: null,
      claimedBy: null,
    });
    expect(afterFirst?.lastError).toBeTruthy();
    expect(afterFirst?.lastError?.length).toBeLessThanOrEqual(200);

    advance(10_000); // Cloud Functions retries with backoff
    const second = await trigger('r');
    expect(second.outcome).toEqual({ kind: 'sent', attempts: 2 });
    expect(outbox.get('r')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(server.requests).toHaveLength(2);
  });

  it('marks a permanent failure (bot blocked) as failed without throwing', async () => {
    outbox.put('p', { chat: 'delivery' });
    server.reply({ kind: 'blocked' });

    const outcome = await deliverNotification('p', deps());

    expect(outcome).toMatchObject({ kind: 'failed', attempts: 1 });
    expect(outbox.get('p')).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(outbox.get('p')?.lastError).toContain('bot was blocked');
    // Nothing more happens for it.
    expect(await deliverNotification('p', deps())).toEqual({
      kind: 'skipped',
      reason: 'not-pending',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('marks "chat not found" (400) as failed without throwing', async () => {
    outbox.put('p400');
    server.reply({ kind: 'chat-not-found' });
    expect(await deliverNotification('p400', deps())).toMatchObject({ kind: 'failed' });
    expect(outbox.get('p400')?.lastError).toContain('chat not found');
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: status failed, no more throwing`, async () => {
    outbox.put('m');
    server.alwaysReply({ kind: 'server-error' });

    let throws = 0;
    let last: DeliveryOutcome | null = null;
    for (let run = 0; run < MAX_ATTEMPTS + 3; run += 1) {
      const { outcome, thrown } = await trigger('m');
      if (thrown) {
        expect(thrown).toBeInstanceOf(RetryableDeliveryError);
        throws += 1;
      } else {
        last = outcome;
        break;
      }
      advance(60_000);
    }

    expect(throws).toBe(MAX_ATTEMPTS - 1);
    expect(last).toMatchObject({ kind: 'failed', attempts: MAX_ATTEMPTS });
    expect(outbox.get('m')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(server.requests).toHaveLength(MAX_ATTEMPTS);
    expect(await trigger('m')).toEqual({
      outcome: { kind: 'skipped', reason: 'not-pending' },
      thrown: null,
    });
  });

  it('marks an entry that already used up its attempts as failed without sending', async () => {
    outbox.put('used', {
      attempts: MAX_ATTEMPTS,
      lastError: 'telegram 500: Internal Server Error',
    });
    expect(await deliverNotification('used', deps())).toMatchObject({ kind: 'failed' });
    expect(outbox.get('used')).toMatchObject({ status: 'failed' });
    expect(server.requests).toHaveLength(0);
  });

  it('keeps the token out of lastError, thrown errors and logs', async () => {
    const lastErrors: string[] = [];
    const thrownMessages: string[] = [];
    const replies: FakeReply[] = [
      { kind: 'rate-limited', retryAfter: 2 },
      { kind: 'server-error' },
      { kind: 'drop' },
      { kind: 'blocked' },
    ];
    for (const [i, reply] of replies.entries()) {
      outbox.put(`t${i}`);
      server.reply(reply);
      const { thrown } = await trigger(`t${i}`);
      if (thrown instanceof Error) thrownMessages.push(`${thrown.message} ${thrown.stack ?? ''}`);
      lastErrors.push(outbox.get(`t${i}`)?.lastError ?? '');
    }
    // A sender that throws with the URL (and so the token) in its message.
    outbox.put('echo');
    const { thrown } = await trigger('echo', {
      send: async () => {
        throw new Error(`fetch ${server.apiBase}/bot${TOKEN}/sendMessage failed`);
      },
    });
    if (thrown instanceof Error) thrownMessages.push(`${thrown.message} ${thrown.stack ?? ''}`);
    lastErrors.push(outbox.get('echo')?.lastError ?? '');

    expect(server.requests.every((r) => r.token === TOKEN)).toBe(true);
    expect(lastErrors.every(Boolean)).toBe(true);
    expect(thrownMessages).toHaveLength(4);
    expect(logger.lines.length).toBeGreaterThan(0);
    const everything = [...lastErrors, ...thrownMessages, logger.text()].join('\n');
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain('SECRET');
    expect(everything).not.toContain(encodeURIComponent(TOKEN));
  });

  it(`trims texts longer than ${TELEGRAM_MAX_TEXT_LENGTH} characters`, async () => {
    outbox.put('long', { text: `Order notes: ${'x'.repeat(6000)}` });
    await deliverNotification('long', deps());
    const sent = (server.requests[0]?.body as { text: string }).text;
    expect(sent).toHaveLength(TELEGRAM_MAX_TEXT_LENGTH);
    expect(sent.startsWith('Order notes: xxx')).toBe(true);
    expect(sent.endsWith('…')).toBe(true);
    expect(outbox.get('long')).toMatchObject({ status: 'sent' });
  });

  it('leaves an entry alone while another run holds a live claim, and takes over once it lapses', async () => {
    outbox.put('c', {
      claimedBy: 'other-run',
      claimedUntil: new Date(START.getTime() + CLAIM_LEASE_MS),
    });
    expect(await deliverNotification('c', deps())).toEqual({
      kind: 'skipped',
      reason: 'claimed-elsewhere',
    });
    expect(server.requests).toHaveLength(0);

    advance(CLAIM_LEASE_MS + 1); // the other run died mid-send
    expect(await deliverNotification('c', deps())).toEqual({ kind: 'sent', attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('does not record a failure over another run that took over after our lease lapsed', async () => {
    outbox.put('lapse');
    const outcome = await deliverNotification(
      'lapse',
      deps({
        runId: 'slow-run',
        send: async () => {
          // While we wait, our claim expires and another run claims the entry.
          outbox.put('lapse', {
            claimedBy: 'fresh-run',
            claimedUntil: new Date(START.getTime() + 10 * CLAIM_LEASE_MS),
          });
          return {
            ok: false,
            retryable: true,
            status: 500,
            error: 'telegram 500',
            retryAfterSeconds: null,
          };
        },
      }),
    );
    expect(outcome).toEqual({ kind: 'skipped', reason: 'claimed-elsewhere' });
    expect(outbox.get('lapse')).toMatchObject({ claimedBy: 'fresh-run', attempts: 0 });
  });

  it('skips entries that do not exist or are not pending', async () => {
    expect(await deliverNotification('nope', deps())).toEqual({
      kind: 'skipped',
      reason: 'missing',
    });
    outbox.put('f', { status: 'failed' });
    expect(await deliverNotification('f', deps())).toEqual({
      kind: 'skipped',
      reason: 'not-pending',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('fails, without sending, an entry with an unset chat id or no text', async () => {
    outbox.put('no-id', { chat: 'lab' });
    outbox.put('empty', { text: '   ' });

    expect(
      await deliverNotification('no-id', deps({ chatIdFor: (c) => (c === 'lab' ? '' : '1') })),
    ).toMatchObject({ kind: 'failed', error: 'no chat id configured for "lab"' });
    expect(await deliverNotification('empty', deps())).toMatchObject({
      kind: 'failed',
      error: 'empty text',
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('an entry read with its model', () => {
  it('delivers an entry exactly as the server writes it', async () => {
    const written = outboxEntry({ chat: 'lab', text: 'Lab booking: CBC' }, 'labBookings/b1');
    outbox.putFields('b1', { ...written, createdAt: START });

    expect(await deliverNotification('b1', deps())).toEqual({ kind: 'sent', attempts: 1 });
    expect(server.requests[0]?.body).toMatchObject({ chat_id: CHAT_IDS.lab });
  });

  it('fails at once, without sending, an entry that is not as the server writes it, naming its fields', async () => {
    const written = outboxEntry({ chat: 'admin', text: 'New order' }, 'orders/o1');
    outbox.putFields('chat', { ...written, createdAt: START, chat: 'everyone' });
    outbox.putFields('count', { ...written, createdAt: START, attempts: '0' });
    outbox.putFields('bare', { text: 'New order', status: 'pending' });

    expect(await deliverNotification('chat', deps())).toEqual({
      kind: 'failed',
      attempts: 0,
      error: 'not an entry the server writes: chat',
    });
    expect(await deliverNotification('count', deps())).toMatchObject({
      kind: 'failed',
      error: 'not an entry the server writes: attempts',
    });
    expect(await deliverNotification('bare', deps())).toMatchObject({
      kind: 'failed',
      error: 'not an entry the server writes: chat, subject, attempts, createdAt, sentAt',
    });
    expect(server.requests).toHaveLength(0);
    // Failed, not left pending, so the sweeper's oldest-first batch never fills with them.
    expect(outbox.fields('count')).toMatchObject({
      status: 'failed',
      lastError: 'not an entry the server writes: attempts',
    });
    advance(SWEEP_MIN_AGE_MS * 2);
    expect(outbox.listPending(clock, 50)).toEqual([]);
  });
});

describe('sweepOutbox', () => {
  function sweepDeps() {
    return {
      ...deps(),
      listPending: async (createdBefore: Date, limit: number) =>
        outbox.listPending(createdBefore, limit),
    };
  }

  it('re-drives old pending entries and leaves fresh ones to their trigger', async () => {
    clock = new Date('2026-01-01T12:00:00Z');
    const old = new Date(clock.getTime() - SWEEP_MIN_AGE_MS - 60_000);
    const fresh = new Date(clock.getTime() - 30_000);
    outbox.put('old-1', { createdAt: old, chat: 'admin', attempts: 3 });
    outbox.put('old-2', { createdAt: new Date(old.getTime() + 1000), chat: 'lab' });
    outbox.put('old-sent', { createdAt: old, status: 'sent' });
    outbox.put('fresh', { createdAt: fresh });

    const summary = await sweepOutbox(sweepDeps());

    expect(summary).toEqual({ found: 2, sent: 2, failed: 0, retrying: 0, skipped: 0, waiting: 0 });
    expect(server.requests.map((r) => (r.body as { chat_id: string }).chat_id)).toEqual([
      CHAT_IDS.admin,
      CHAT_IDS.lab,
    ]);
    expect(outbox.get('old-1')).toMatchObject({ status: 'sent', attempts: 4 });
    expect(outbox.get('fresh')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('does not throw when an entry fails again; it counts it', async () => {
    clock = new Date('2026-01-01T12:00:00Z');
    const old = new Date(clock.getTime() - SWEEP_MIN_AGE_MS - 10);
    outbox.put('a', { createdAt: old });
    outbox.put('b', { createdAt: new Date(old.getTime() + 1) });
    server.reply({ kind: 'server-error' }, { kind: 'blocked' });

    const summary = await sweepOutbox(sweepDeps());

    expect(summary).toEqual({ found: 2, sent: 0, failed: 1, retrying: 1, skipped: 0, waiting: 0 });
    expect(outbox.get('a')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(outbox.get('b')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('stops when Telegram says to wait, leaving the rest untried for the next sweep', async () => {
    clock = new Date('2026-01-01T12:00:00Z');
    const old = new Date(clock.getTime() - SWEEP_MIN_AGE_MS - 10);
    outbox.put('a', { createdAt: old });
    outbox.put('b', { createdAt: new Date(old.getTime() + 1) });
    outbox.put('c', { createdAt: new Date(old.getTime() + 2) });
    server.reply({ kind: 'rate-limited', retryAfter: 30 });

    const summary = await sweepOutbox(sweepDeps());

    expect(summary).toEqual({ found: 3, sent: 0, failed: 0, retrying: 1, skipped: 0, waiting: 2 });
    expect(server.requests).toHaveLength(1);
    expect(outbox.get('a')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(outbox.get('b')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(outbox.get('c')).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
