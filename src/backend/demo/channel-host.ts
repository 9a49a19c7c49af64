import { backendError } from '../../port/errors';
import type { SessionUser, Transaction, Unsubscribe } from '../../port/types';
import {
  errorToWire,
  fromWire,
  type Endpoint,
  type Request,
  type ToBackend,
  type ToPage,
  type TxWrite,
  type Watched,
  type WireError,
} from './channel-wire';
import { openDemo } from './demo-backend';
import type { ServedBackend } from './device';
import type { CompositeIndex } from './indexes';
import { createRelayedSessionStore } from './session';

/**
 * Answers a page's calls (channel-client.ts) with `backend`: the worker half
 * of the Demo backend running off the page's thread. A transaction's work
 * stays in the page, which holds its closures: each attempt is announced
 * (txAttempt), the page reads through txGet and sends its writes, and the
 * commit, the retries and the lock are the backend's own.
 *
 * Returns a function that stops answering and ends every live watch.
 */
export function serveBackend(endpoint: Endpoint, backend: ServedBackend): () => void {
  const watches = new Map<number, Promise<Unsubscribe | undefined>>();
  const attempts = new Map<number, TransactionAttempt>();
  const post = (message: ToPage) => endpoint.postMessage(message);

  const perform = async (request: Request): Promise<unknown> => {
    const { store } = backend;
    switch (request.op) {
      case 'get':
        return store.get(request.collection, request.id);
      case 'query':
        return store.query(request.spec);
      case 'set':
        return store.set(request.collection, request.id, fromWire(request.data));
      case 'update':
        return store.update(request.collection, request.id, fromWire(request.patch));
      case 'delete':
        return store.delete(request.collection, request.id);
      case 'call':
        // A message names its callable but cannot carry the request's type;
        // the server's handler parses the request with its schema first.
        return backend.call(request.name, request.request as never);
      case 'runTransaction':
        return store.runTransaction((tx) => attemptInPage(request.txId, tx));
      case 'txGet': {
        const attempt = attempts.get(request.txId);
        if (!attempt)
          throw backendError('failed-precondition', 'This transaction has already finished.');
        return attempt.tx.get(request.collection, request.id);
      }
      case 'auth':
        await backend.auth();
        return undefined;
      case 'authCall': {
        const service = await backend.auth();
        const method = service[request.method] as (...args: unknown[]) => Promise<unknown>;
        return method(...request.args);
      }
    }
  };

  /** One attempt of a transaction: the page does the work; its writes land in `tx`. */
  interface TransactionAttempt {
    tx: Transaction;
    /** The first write the backend refused; the attempt fails with it. */
    refused?: unknown;
    finish(ok: boolean): void;
  }

  const attemptInPage = (txId: number, tx: Transaction) =>
    new Promise<void>((resolve, reject) => {
      const attempt: TransactionAttempt = {
        tx,
        finish(ok) {
          attempts.delete(txId);
          if (attempt.refused !== undefined) reject(attempt.refused);
          else if (ok) resolve();
          // The page keeps its own error and rethrows it; this one only ends the attempt.
          else reject(backendError('aborted', 'The transaction’s work failed in the page.'));
        },
      };
      attempts.set(txId, attempt);
      post({ kind: 'txAttempt', txId });
    });

  const applyWrite = (attempt: TransactionAttempt, write: TxWrite) => {
    if (attempt.refused !== undefined) return;
    try {
      if (write.kind === 'set') attempt.tx.set(write.collection, write.id, fromWire(write.data));
      else if (write.kind === 'update') {
        attempt.tx.update(write.collection, write.id, fromWire(write.data));
      } else attempt.tx.delete(write.collection, write.id);
    } catch (error) {
      attempt.refused = error;
    }
  };

  const watch = async (watchId: number, watched: Watched): Promise<Unsubscribe | undefined> => {
    const onNext = (value: unknown) => post({ kind: 'next', watchId, value });
    const onError = (error: Error) => post({ kind: 'fail', watchId, error: errorToWire(error) });
    try {
      if ('query' in watched) return backend.store.subscribeQuery(watched.query, onNext, onError);
      if ('doc' in watched) {
        const { collection, id } = watched.doc;
        return backend.store.subscribeDoc(collection, id, onNext, onError);
      }
      return (await backend.auth()).watchSession(onNext);
    } catch (error) {
      onError(error as Error);
      return undefined;
    }
  };

  const onMessage = ({ data }: MessageEvent<ToBackend>) => {
    switch (data.kind) {
      case 'request':
        perform(data.request).then(
          (value) => post({ kind: 'reply', id: data.id, value }),
          (error: unknown) => post({ kind: 'reply', id: data.id, error: errorToWire(error) }),
        );
        break;
      case 'watch':
        watches.set(data.watchId, watch(data.watchId, data.watched));
        break;
      case 'unwatch':
        void watches.get(data.watchId)?.then((stop) => stop?.());
        watches.delete(data.watchId);
        break;
      case 'txWrite': {
        const attempt = attempts.get(data.txId);
        if (attempt) applyWrite(attempt, data.write);
        break;
      }
      case 'txDone':
        attempts.get(data.txId)?.finish(data.ok);
        break;
      case 'session':
        break; // the Demo's worker relays these to its session store (backend-worker.ts)
    }
  };

  endpoint.addEventListener('message', onMessage);
  endpoint.start?.();
  return () => {
    endpoint.removeEventListener('message', onMessage);
    for (const stop of watches.values()) void stop.then((unsubscribe) => unsubscribe?.());
    watches.clear();
  };
}

/** What the page tells the Demo's worker first (start-demo.ts). */
export interface DemoStart {
  databaseName: string;
  sessionKey: string;
  session: SessionUser | null;
  /** Tests only: an empty database and cheap password hashes. */
  seed?: boolean;
  passwordIterations?: number;
  extraIndexes?: readonly CompositeIndex[];
  /** The app's Demo: sweep unanswered orders while it is open (demo-backend.ts). */
  sweepUnansweredOrders?: boolean;
}

/** The worker's answer once its backend is open, or why it could not be. */
export type DemoStarted = { started: true } | { failure: WireError };

/**
 * The worker's side of the Demo backend: waits for the page's `DemoStart`,
 * opens the backend with a session relayed to the page (a worker has no
 * localStorage), then answers the page's calls.
 */
export function serveDemo(endpoint: Endpoint): void {
  const start = ({ data }: MessageEvent<DemoStart>) => {
    endpoint.removeEventListener('message', start);
    const session = createRelayedSessionStore(data.sessionKey, data.session, (user) =>
      endpoint.postMessage({ kind: 'session', user } satisfies ToPage),
    );
    endpoint.addEventListener('message', ({ data: message }: MessageEvent<ToBackend>) => {
      if (message.kind === 'session') session.receive(message.user);
    });
    const { sessionKey: _, session: __, ...options } = data;
    openDemo({
      ...options,
      session,
      // Notices for devices go to this worker's page, which shows this browser's.
      deliverPush: (notices) => endpoint.postMessage({ kind: 'push', notices } satisfies ToPage),
    }).then(
      ({ backend }) => {
        serveBackend(endpoint, backend);
        endpoint.postMessage({ started: true } satisfies DemoStarted);
      },
      (error: unknown) =>
        endpoint.postMessage({ failure: errorToWire(error) } satisfies DemoStarted),
    );
  };
  endpoint.addEventListener('message', start);
  endpoint.start?.();
}
