// Test doubles for the outbox delivery: a local HTTP stand-in for the Telegram
// Bot API and an in-memory outbox store with transaction semantics. Used only
// by the tests (excluded from the build).

import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import * as v from 'valibot';
import type { DocData } from '../../src/port/types';
import { outboxEntry } from '../../src/server/outbox';
import type { DeliveryLogger, OutboxDecision, OutboxEntry, OutboxStore } from './deliver.js';
import { outboxEntrySchema } from './deliver.js';

export type FakeReply =
  | { kind: 'ok'; delayMs?: number }
  | { kind: 'rate-limited'; retryAfter: number }
  | { kind: 'server-error' }
  | { kind: 'blocked' }
  | { kind: 'chat-not-found' }
  | { kind: 'ok-false-200' }
  | { kind: 'drop' }
  | { kind: 'hang' };

export interface RecordedRequest {
  method: string;
  /** The path with the token replaced by <token>. */
  path: string;
  token: string | null;
  apiMethod: string | null;
  body: unknown;
}

/**
 * Mimics `POST /bot<token>/sendMessage` on 127.0.0.1 (port chosen by the OS).
 * Replies come from a queue (`reply`), then default to success.
 */
export class FakeTelegramServer {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: FakeReply[] = [];
  private always: FakeReply = { kind: 'ok' };
  private nextMessageId = 1;
  private readonly server: Server;
  private readonly hanging = new Set<ServerResponse>();

  private constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  static async start(): Promise<FakeTelegramServer> {
    const fake = new FakeTelegramServer();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get apiBase(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** Queues the next replies, in order. */
  reply(...replies: FakeReply[]): void {
    this.queue.push(...replies);
  }

  /** Replies with `reply` to every request from now on (clears the queue). */
  alwaysReply(reply: FakeReply): void {
    this.queue.length = 0;
    this.always = reply;
  }

  /** Forgets every request and reply, and numbers messages from 1 again: a fresh server for the next test. */
  reset(): void {
    this.requests.length = 0;
    this.alwaysReply({ kind: 'ok' });
    this.nextMessageId = 1;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // keep the raw text
    }
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(req.url ?? '');
    const token = match?.[1] ? decodeURIComponent(match[1]) : null;
    this.requests.push({
      method: req.method ?? '',
      path: match ? `/bot<token>/${match[2]}` : (req.url ?? ''),
      token,
      apiMethod: match?.[2] ?? null,
      body,
    });

    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (!match || req.method !== 'POST' || match[2] !== 'sendMessage') {
      json(404, { ok: false, error_code: 404, description: 'Not Found' });
      return;
    }

    const reply = this.queue.shift() ?? this.always;
    switch (reply.kind) {
      case 'ok': {
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        const chatId = (body as { chat_id?: unknown }).chat_id;
        json(200, {
          ok: true,
          result: { message_id: this.nextMessageId++, chat: { id: chatId }, text: '…' },
        });
        return;
      }
      case 'rate-limited':
        json(429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${reply.retryAfter}`,
          parameters: { retry_after: reply.retryAfter },
        });
        return;
      case 'server-error':
        json(500, { ok: false, error_code: 500, description: 'Internal Server Error' });
        return;
      case 'blocked':
        json(403, {
          ok: false,
          error_code: 403,
          description: 'Forbidden: bot was blocked by the user',
        });
        return;
      case 'chat-not-found':
        json(400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
        return;
      case 'ok-false-200':
        json(200, { ok: false, description: 'odd' });
        return;
      case 'drop':
        req.socket.destroy();
        return;
      case 'hang':
        this.hanging.add(res);
        return;
    }
  }
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * An outbox held in memory with optimistic transactions: `transact` reads a
 * versioned snapshot, yields (so concurrent callers interleave as they would
 * against Firestore), and commits only if nobody committed in between;
 * otherwise it re-runs `decide` on the fresh state, like Firestore does.
 */
export class MemoryOutbox implements OutboxStore {
  private readonly docs = new Map<string, { version: number; fields: DocData }>();
  /** Transactions that had to re-run because of a concurrent commit. */
  conflicts = 0;

  /** An entry as the server writes it (`outboxEntry`), stamped, with `fields` changed. */
  put(id: string, fields: Partial<OutboxEntry> = {}): void {
    this.putFields(id, {
      ...outboxEntry({ chat: 'admin', text: 'New order #1' }, `orders/${id}`),
      createdAt: new Date('2026-01-01T10:00:00Z'),
      ...fields,
    });
  }

  /** A document with exactly these fields, whatever they are. */
  putFields(id: string, fields: DocData): void {
    const version = (this.docs.get(id)?.version ?? 0) + 1;
    this.docs.set(id, { version, fields: structuredClone(fields) });
  }

  /** The entry as the function reads it; throws if the document is not one. */
  get(id: string): OutboxEntry | undefined {
    const doc = this.docs.get(id);
    return doc ? v.parse(outboxEntrySchema, structuredClone(doc.fields)) : undefined;
  }

  /** The document's fields as they are. */
  fields(id: string): DocData | undefined {
    const doc = this.docs.get(id);
    return doc ? structuredClone(doc.fields) : undefined;
  }

  /** Pending entries created before `createdBefore`, oldest first, as the Firestore query finds them. */
  listPending(createdBefore: Date, limit: number): string[] {
    const createdAt = (fields: DocData) =>
      fields.createdAt instanceof Date ? fields.createdAt.getTime() : Infinity;
    return [...this.docs.entries()]
      .filter(
        ([, { fields }]) =>
          fields.status === 'pending' && createdAt(fields) < createdBefore.getTime(),
      )
      .sort(([, a], [, b]) => createdAt(a.fields) - createdAt(b.fields))
      .slice(0, limit)
      .map(([id]) => id);
  }

  async transact<T>(id: string, decide: (stored: DocData | null) => OutboxDecision<T>): Promise<T> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const snapshot = this.docs.get(id);
      const readVersion = snapshot?.version ?? 0;
      await tick();
      const { write, result } = decide(snapshot ? structuredClone(snapshot.fields) : null);
      await tick();
      const current = this.docs.get(id);
      if ((current?.version ?? 0) !== readVersion) {
        this.conflicts += 1;
        continue;
      }
      if (write) {
        if (!current) throw new Error(`transact: no document ${id} to update`);
        this.docs.set(id, {
          version: readVersion + 1,
          fields: { ...current.fields, ...structuredClone(write) },
        });
      }
      return result;
    }
    throw new Error(`transact: too much contention on ${id}`);
  }
}

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  fields: Record<string, unknown> | undefined;
}

/** A DeliveryLogger that keeps every line, for assertions. */
export function recordingLogger(): DeliveryLogger & { lines: LogLine[]; text(): string } {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (message: string, fields?: Record<string, unknown>) => {
    lines.push({ level, message, fields });
  };
  return {
    lines,
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    text: () => lines.map((line) => `${line.message} ${JSON.stringify(line.fields)}`).join('\n'),
  };
}
