// Delivery of one `notifications/{id}` outbox entry, with every effect
// injected so it can be tested without Firebase or Telegram.
//
// Exactly-once, as far as a chat API allows:
//   1. claim   — a transaction reads the entry and, if it is still pending and
//                nobody else holds a live claim, writes {claimedBy, claimedUntil}.
//                A second run (a duplicate trigger, a retry, the sweeper) sees
//                the claim or the 'sent' status and does nothing.
//   2. send    — one HTTP request, outside any transaction.
//   3. mark    — a second transaction records the outcome and drops the claim.
// If a run dies between 1 and 3, the claim expires after CLAIM_LEASE_MS and the
// sweeper re-drives the entry (the one case that can repeat a message: Telegram
// has no idempotency key, so "sent but not recorded" cannot be told apart from
// "not sent").

import * as v from 'valibot';
import { moment } from '../../src/lib/fields/schemas';
import type { NotificationChat } from '../../src/lib/models';
import { pushNoticeModel, telegramNoticeModel } from '../../src/lib/record-schemas';
import type { DocData } from '../../src/port/types';
import type { PushResult } from './push.js';
import type { TelegramResult } from './telegram.js';
import { trimForTelegram } from './telegram.js';

export type { NotificationChat };

/** The staff chats whose ids are the functions' parameters; a shop's own chat id is in its entry. */
export type StaffChat = Exclude<NotificationChat, 'shop'>;

/** Give up (status 'failed') once this many sends have been tried. */
export const MAX_ATTEMPTS = 8;

/**
 * How long a claim keeps other runs away. Longer than the function timeout
 * (60 s), so a live run is never overtaken, short enough for the sweeper
 * (every 10 minutes) to pick up an entry whose run died.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

/** This function's own bookkeeping on an entry, absent until its first run. */
const bookkeeping = {
  lastError: v.optional(v.nullable(v.string()), null),
  claimedBy: v.optional(v.nullable(v.string()), null),
  claimedUntil: v.optional(v.nullable(moment), null),
};

/**
 * The outbox document: the entry the server wrote (a Telegram message made by
 * `outboxEntry` in src/server/outbox.ts, or a push notice made by
 * src/server/notices.ts) and this function's own bookkeeping.
 */
const telegramEntrySchema = v.object({ ...telegramNoticeModel.entries, ...bookkeeping });
const pushEntrySchema = v.object({ ...pushNoticeModel.entries, ...bookkeeping });
export const outboxEntrySchema = v.union([telegramEntrySchema, pushEntrySchema]);

/** The schema an entry is read with: its channel's, so a fault names its fields. */
const schemaFor = (stored: DocData) =>
  stored['channel'] === 'push' ? pushEntrySchema : telegramEntrySchema;

export type OutboxEntry = v.InferOutput<typeof outboxEntrySchema>;

export type OutboxPatch = Partial<
  Pick<OutboxEntry, 'attempts' | 'sentAt' | 'lastError' | 'claimedBy' | 'claimedUntil'> & {
    status: 'pending' | 'sent' | 'failed';
  }
>;

export interface OutboxDecision<T> {
  /** Fields to update in the same transaction, or null to write nothing. */
  write: OutboxPatch | null;
  result: T;
}

export interface OutboxStore {
  /**
   * Reads entry `id`, passes its fields (timestamps as Dates; null when
   * missing) to `decide`, and applies the returned patch atomically with that
   * read. If the entry changes in between, the store must re-run `decide` on
   * the new state (or fail), as a Firestore transaction does — so `decide`
   * must be pure.
   */
  transact<T>(id: string, decide: (stored: DocData | null) => OutboxDecision<T>): Promise<T>;
}

export interface DeliveryLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface DeliveryDeps {
  outbox: OutboxStore;
  /** The Telegram chat id for a staff chat, from the function's parameters. */
  chatIdFor(chat: StaffChat): string | undefined;
  /** Sends one message; should not throw (see sendTelegramMessage). */
  send(chatId: string, text: string): Promise<TelegramResult>;
  /** Sends one push notice (see sendPush); absent where no push is set up. */
  sendPush?(entry: PushEntry): Promise<PushResult>;
  /** Forgets the device of a token FCM says is dead (its pushDevices document). */
  pruneDevice?(token: string): Promise<void>;
  now(): Date;
  /** A unique id for this run (default: a random UUID). */
  runId?: string;
  logger?: DeliveryLogger;
}

export type DeliveryOutcome =
  | { kind: 'sent'; attempts: number }
  | { kind: 'failed'; attempts: number; error: string }
  | {
      kind: 'skipped';
      reason: 'missing' | 'already-sent' | 'not-pending' | 'claimed-elsewhere' | 'unreadable';
    };

/**
 * Thrown after a retryable failure has been recorded, so that Cloud Functions
 * (deployed with `retry: true`) runs the trigger again. Its message is
 * token-free: it comes from the sender's redacted error.
 */
export class RetryableDeliveryError extends Error {
  readonly attempts: number;
  /** Telegram's own "wait this long" (a 429's retry_after), when it gave one. */
  readonly retryAfterSeconds: number | null;
  constructor(id: string, attempts: number, error: string, retryAfterSeconds: number | null) {
    super(`notification ${id}: attempt ${attempts} of ${MAX_ATTEMPTS} failed: ${error}`);
    this.name = 'RetryableDeliveryError';
    this.attempts = attempts;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const silentLogger: DeliveryLogger = { info() {}, warn() {}, error() {} };

type Read = { kind: 'entry'; entry: OutboxEntry } | { kind: 'unreadable'; error: string };

/** The entry in a stored document, or which of its fields are not as the server writes them. */
function readEntry(stored: DocData): Read {
  const parsed = v.safeParse(schemaFor(stored), stored);
  if (parsed.success) return { kind: 'entry', entry: parsed.output };
  const fields = [...new Set(parsed.issues.map((issue) => v.getDotPath(issue) ?? '(the entry)'))];
  return { kind: 'unreadable', error: `not an entry the server writes: ${fields.join(', ')}` };
}

type Claim = { kind: 'claimed'; entry: OutboxEntry } | { kind: 'done'; outcome: DeliveryOutcome };

type SendOutcome =
  | { ok: true }
  | {
      ok: false;
      retryable: boolean;
      error: string;
      retryAfterSeconds: number | null;
      /** A push token FCM will never deliver to. */
      prune?: boolean;
    };

export type PushEntry = Extract<OutboxEntry, { channel: 'push' }>;
type TelegramEntry = Exclude<OutboxEntry, PushEntry>;

const isPush = (entry: OutboxEntry): entry is PushEntry => entry.channel === 'push';

function decideClaim(stored: DocData | null, runId: string, now: Date): OutboxDecision<Claim> {
  const done = (outcome: DeliveryOutcome, write: OutboxPatch | null = null) => ({
    write,
    result: { kind: 'done', outcome } as const,
  });
  if (!stored) return done({ kind: 'skipped', reason: 'missing' });
  const read = readEntry(stored);
  if (read.kind === 'unreadable') {
    // Failed at once, so that the sweeper (oldest pending first) is never held up by it.
    return done(
      { kind: 'failed', attempts: 0, error: read.error },
      { status: 'failed', lastError: read.error, claimedBy: null, claimedUntil: null },
    );
  }
  const { entry } = read;
  if (entry.status === 'sent') return done({ kind: 'skipped', reason: 'already-sent' });
  if (entry.status !== 'pending') return done({ kind: 'skipped', reason: 'not-pending' });
  if (
    entry.claimedBy !== null &&
    entry.claimedBy !== runId &&
    entry.claimedUntil !== null &&
    entry.claimedUntil.getTime() > now.getTime()
  ) {
    return done({ kind: 'skipped', reason: 'claimed-elsewhere' });
  }
  if (entry.attempts >= MAX_ATTEMPTS) {
    const error = entry.lastError ?? 'too many attempts';
    return done(
      { kind: 'failed', attempts: entry.attempts, error },
      { status: 'failed', lastError: error, claimedBy: null, claimedUntil: null },
    );
  }
  return {
    write: { claimedBy: runId, claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS) },
    result: { kind: 'claimed', entry },
  };
}

function decideMark(
  stored: DocData | null,
  runId: string,
  now: Date,
  sent: SendOutcome,
): OutboxDecision<DeliveryOutcome | { kind: 'retry'; attempts: number; error: string }> {
  if (!stored) return { write: null, result: { kind: 'skipped', reason: 'missing' } };
  const read = readEntry(stored);
  // Changed by someone else since the claim; the sweeper's next claim marks it failed.
  if (read.kind === 'unreadable') {
    return { write: null, result: { kind: 'skipped', reason: 'unreadable' } };
  }
  const { entry } = read;
  if (entry.status === 'sent') {
    return { write: null, result: { kind: 'skipped', reason: 'already-sent' } };
  }
  const attempts = entry.attempts + 1;
  const release = { claimedBy: null, claimedUntil: null };
  if (sent.ok) {
    // Record a delivery even if our claim lapsed: the message did go out.
    return {
      write: { status: 'sent', sentAt: now, attempts, lastError: null, ...release },
      result: { kind: 'sent', attempts },
    };
  }
  if (entry.claimedBy !== runId) {
    // Our lease ran out and another run took over; it owns the record now.
    return { write: null, result: { kind: 'skipped', reason: 'claimed-elsewhere' } };
  }
  if (!sent.retryable || attempts >= MAX_ATTEMPTS) {
    return {
      write: { status: 'failed', attempts, lastError: sent.error, ...release },
      result: { kind: 'failed', attempts, error: sent.error },
    };
  }
  return {
    write: { attempts, lastError: sent.error, ...release },
    result: { kind: 'retry', attempts, error: sent.error },
  };
}

/**
 * One send through a sender that is not supposed to throw; if it does, what
 * it threw stays out of the record (it could carry a URL with the token):
 * only its type is named.
 */
async function guardedSend(send: () => Promise<SendOutcome>): Promise<SendOutcome> {
  try {
    return await send();
  } catch (error) {
    const name = error instanceof Error ? error.name : typeof error;
    return {
      ok: false,
      retryable: true,
      error: `unexpected sender error (${name})`,
      retryAfterSeconds: null,
    };
  }
}

async function attemptPush(entry: PushEntry, deps: DeliveryDeps): Promise<SendOutcome> {
  const { sendPush } = deps;
  if (!sendPush) {
    return { ok: false, retryable: false, error: 'push is not set up', retryAfterSeconds: null };
  }
  return guardedSend(async () => {
    const result = await sendPush(entry);
    return result.ok ? result : { ...result, retryAfterSeconds: null };
  });
}

async function attemptTelegram(entry: TelegramEntry, deps: DeliveryDeps): Promise<SendOutcome> {
  const chatId = (entry.chat === 'shop' ? entry.chatId : deps.chatIdFor(entry.chat))?.trim();
  if (!chatId) {
    return {
      ok: false,
      retryable: false,
      error: `no chat id configured for "${entry.chat}"`,
      retryAfterSeconds: null,
    };
  }
  if (!entry.text.trim()) {
    return { ok: false, retryable: false, error: 'empty text', retryAfterSeconds: null };
  }
  return guardedSend(async () => {
    const result = await deps.send(chatId, trimForTelegram(entry.text));
    return result.ok ? { ok: true } : result;
  });
}

async function attemptSend(entry: OutboxEntry, deps: DeliveryDeps): Promise<SendOutcome> {
  return isPush(entry) ? attemptPush(entry, deps) : attemptTelegram(entry, deps);
}

/**
 * Delivers outbox entry `id` at most once per successful send. Resolves with
 * what happened; throws RetryableDeliveryError after recording a retryable
 * failure (attempts still left) so that the trigger is retried.
 */
export async function deliverNotification(
  id: string,
  deps: DeliveryDeps,
): Promise<DeliveryOutcome> {
  const runId = deps.runId ?? crypto.randomUUID();
  const log = deps.logger ?? silentLogger;

  const claim = await deps.outbox.transact(id, (entry) => decideClaim(entry, runId, deps.now()));
  if (claim.kind === 'done') {
    if (claim.outcome.kind === 'failed') {
      log.error('notification failed without a send', {
        id,
        attempts: claim.outcome.attempts,
        error: claim.outcome.error,
      });
    } else {
      log.info('notification skipped', { id, outcome: claim.outcome });
    }
    return claim.outcome;
  }

  const sent = await attemptSend(claim.entry, deps);
  const marked = await deps.outbox.transact(id, (entry) =>
    decideMark(entry, runId, deps.now(), sent),
  );
  const { entry } = claim;
  const fields = { id, chat: isPush(entry) ? 'push' : entry.chat, subject: entry.subject };
  if (!sent.ok && sent.prune && isPush(entry) && deps.pruneDevice) {
    // The device's document goes; the entry stays, failed, as the record of why.
    await deps.pruneDevice(entry.token);
    log.info('push device forgotten: FCM no longer knows its token', { ...fields });
  }

  switch (marked.kind) {
    case 'sent':
      log.info('notification sent', { ...fields, attempts: marked.attempts });
      return marked;
    case 'failed':
      log.error('notification failed permanently', {
        ...fields,
        attempts: marked.attempts,
        error: marked.error,
      });
      return marked;
    case 'retry': {
      const retryAfterSeconds = sent.ok ? null : sent.retryAfterSeconds;
      log.warn('notification send failed; will retry', {
        ...fields,
        attempts: marked.attempts,
        error: marked.error,
        retryAfterSeconds,
      });
      throw new RetryableDeliveryError(id, marked.attempts, marked.error, retryAfterSeconds);
    }
    case 'skipped':
      log.warn('notification outcome not recorded by this run', {
        ...fields,
        reason: marked.reason,
      });
      return marked;
  }
}

/** The sweeper only re-drives entries at least this old (the trigger handles fresh ones). */
export const SWEEP_MIN_AGE_MS = 5 * 60_000;
/** At most this many entries per sweep; sent one after another (Telegram rate limits). */
export const SWEEP_BATCH_SIZE = 50;

export interface SweepDeps extends DeliveryDeps {
  /** Ids of 'pending' entries created before `createdBefore`, oldest first. */
  listPending(createdBefore: Date, limit: number): Promise<string[]>;
}

export interface SweepSummary {
  found: number;
  sent: number;
  failed: number;
  retrying: number;
  skipped: number;
  /** Not tried this time: Telegram asked to wait, so the next sweep sends them. */
  waiting: number;
}

/**
 * Re-drives pending entries whose trigger gave up, crashed, or never ran.
 * Each entry goes through deliverNotification (claim, send, mark), so an entry
 * that a trigger is delivering right now is left alone. Never throws for a
 * single entry's failure; stops when Telegram says to wait (a 429).
 */
export async function sweepOutbox(deps: SweepDeps): Promise<SweepSummary> {
  const log = deps.logger ?? silentLogger;
  const cutoff = new Date(deps.now().getTime() - SWEEP_MIN_AGE_MS);
  const ids = await deps.listPending(cutoff, SWEEP_BATCH_SIZE);
  const summary: SweepSummary = {
    found: ids.length,
    sent: 0,
    failed: 0,
    retrying: 0,
    skipped: 0,
    waiting: 0,
  };
  for (const [index, id] of ids.entries()) {
    try {
      // A fresh run id per entry: each delivery holds its own claim.
      const outcome = await deliverNotification(id, { ...deps, runId: undefined });
      if (outcome.kind === 'sent') summary.sent += 1;
      else if (outcome.kind === 'failed') summary.failed += 1;
      else summary.skipped += 1;
    } catch (error) {
      summary.retrying += 1;
      if (error instanceof RetryableDeliveryError && error.retryAfterSeconds !== null) {
        // Too many messages: every send after this one would be refused as well,
        // and each refusal spends one of an entry's attempts. The rest wait.
        summary.waiting = ids.length - index - 1;
        log.warn('sweep: Telegram asks to wait', {
          retryAfterSeconds: error.retryAfterSeconds,
          waiting: summary.waiting,
        });
        break;
      }
      if (!(error instanceof RetryableDeliveryError)) {
        // Firestore errors and the like; the sender's errors never get here.
        log.error('sweep: unexpected error', {
          id,
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        });
      }
    }
  }
  log.info('sweep done', { ...summary });
  return summary;
}
