import type { ServerReason } from '../../lib/server-sentences';
import type { CallableName } from '../../port/callables';
import { backendError } from '../../port/errors';
import {
  BackendError,
  serverTime,
  type AuthService,
  type BackendErrorCode,
  type DocData,
  type FieldValue,
  type QuerySpec,
  type SessionUser,
} from '../../port/types';

/**
 * What crosses the message channel between the page and the Demo backend's
 * worker (channel-client.ts on the page, channel-host.ts in the worker).
 * Everything here survives structured cloning: Dates do, the `serverTime`
 * symbol and error classes do not, so those are written out below.
 */

/** Something a message can be posted to and heard from: a Worker, its global scope, a MessagePort. */
export interface Endpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** A MessagePort delivers nothing to its listeners until started; a worker has no such step. */
  start?(): void;
}

type Path = (string | number)[];

/** A document's fields with each `serverTime` replaced by null and its place noted. */
export interface WireData {
  data: DocData;
  stamps: Path[];
}

export function toWire(data: DocData): WireData {
  const stamps: Path[] = [];
  const walk = (value: FieldValue, path: Path): FieldValue => {
    if (value === serverTime) {
      stamps.push(path);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      // Only plain maps are walked: anything else is posted as it is and the
      // backend refuses it, as it would refuse it in the page.
      if (Object.getPrototypeOf(value) !== Object.prototype) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, [...path, key])]),
      );
    }
    return value;
  };
  return { data: walk(data, []) as DocData, stamps };
}

export function fromWire({ data, stamps }: WireData): DocData {
  for (const path of stamps) {
    let parent: FieldValue = data;
    for (const step of path.slice(0, -1)) parent = (parent as Record<string, FieldValue>)[step]!;
    (parent as Record<string | number, FieldValue>)[path.at(-1)!] = serverTime;
  }
  return data;
}

/** A failure as posted: a BackendError keeps its code and reason; anything else becomes `unknown`. */
export interface WireError {
  code: BackendErrorCode;
  message: string;
  reason?: ServerReason;
}

export function errorToWire(error: unknown): WireError {
  if (error instanceof BackendError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.reason && { reason: error.reason }),
    };
  }
  return { code: 'unknown', message: backendError('unknown').message };
}

export function errorFromWire({ code, message, reason }: WireError): BackendError {
  return new BackendError(code, message, { reason });
}

type AuthMethod = Exclude<keyof AuthService, 'watchSession'>;

/** A call that is answered once. */
export type Request =
  | { op: 'get'; collection: string; id: string }
  | { op: 'query'; spec: QuerySpec }
  | { op: 'set'; collection: string; id: string; data: WireData }
  | { op: 'update'; collection: string; id: string; patch: WireData }
  | { op: 'delete'; collection: string; id: string }
  | { op: 'call'; name: CallableName; request: unknown }
  /** Runs a transaction whose work is done in the page, one attempt at a time (txAttempt). */
  | { op: 'runTransaction'; txId: number }
  | { op: 'txGet'; txId: number; collection: string; id: string }
  | { op: 'auth' }
  | {
      [M in AuthMethod]: { op: 'authCall'; method: M; args: Parameters<AuthService[M]> };
    }[AuthMethod];

export type Watched =
  { query: QuerySpec } | { doc: { collection: string; id: string } } | { session: true };

export type TxWrite =
  | { kind: 'set'; collection: string; id: string; data: WireData }
  | { kind: 'update'; collection: string; id: string; data: WireData }
  | { kind: 'delete'; collection: string; id: string };

/** Page → backend. */
export type ToBackend =
  | { kind: 'request'; id: number; request: Request }
  | { kind: 'watch'; watchId: number; watched: Watched }
  | { kind: 'unwatch'; watchId: number }
  | { kind: 'txWrite'; txId: number; write: TxWrite }
  /** The page's work for the current attempt finished; `ok` false when it threw. */
  | { kind: 'txDone'; txId: number; ok: boolean }
  /** Demo only: another tab signed in or out (the page hears localStorage, the worker cannot). */
  | { kind: 'session'; user: SessionUser | null };

/** Backend → page. */
export type ToPage =
  | { kind: 'reply'; id: number; value?: unknown; error?: WireError }
  | { kind: 'next'; watchId: number; value: unknown }
  | { kind: 'fail'; watchId: number; error: WireError }
  | { kind: 'txAttempt'; txId: number }
  /** Demo only: the worker's session changed; the page remembers it in localStorage. */
  | { kind: 'session'; user: SessionUser | null }
  /** Demo only: notices the server just wrote for devices; the page shows this browser's (push-delivery.ts). */
  | { kind: 'push'; notices: DemoPushNotice[] };

/**
 * A push entry of the outbox as the Demo hands it to the page: its device,
 * and what `registration.showNotification(title, options)` shows (its body,
 * icon, tag and link, as the service worker shows a push: lib/push-notice).
 */
export interface DemoPushNotice {
  id: string;
  token: string;
  title: string;
  options: NotificationOptions;
}
