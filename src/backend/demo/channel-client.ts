import { loadOnce } from '../load-once';
import { backendError } from '../../port/errors';
import type { ServedBackend } from './device';
import type {
  AuthService,
  DocData,
  DocumentStore,
  QueryPage,
  SessionUser,
  StoredDoc,
  Transaction,
  Unsubscribe,
} from '../../port/types';
import {
  errorFromWire,
  toWire,
  type Endpoint,
  type Request,
  type ToBackend,
  type ToPage,
  type TxWrite,
  type Watched,
} from './channel-wire';

/**
 * The backend port spoken over a message channel to a backend served by
 * channel-host.ts: the Demo backend in its worker. Every call is a message;
 * live queries are watches the worker feeds; a transaction's work runs here,
 * where its closures are, once per attempt the worker asks for.
 */
export function backendOverChannel(endpoint: Endpoint): ServedBackend {
  let lastId = 0;
  const replies = new Map<
    number,
    { resolve(value: unknown): void; reject(error: unknown): void }
  >();
  const watchers = new Map<number, { next(value: unknown): void; fail(error: Error): void }>();
  const attempts = new Map<number, (tx: Transaction) => Promise<void>>();

  /** Posts `message`; a value the browser cannot copy is refused as bad data, as the backend would. */
  const post = (message: ToBackend) => {
    try {
      endpoint.postMessage(message);
    } catch (error) {
      throw backendError('invalid-argument', undefined, error);
    }
  };

  const ask = <T>(request: Request): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      replies.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        post({ kind: 'request', id, request });
      } catch (error) {
        replies.delete(id);
        reject(error as Error);
      }
    });

  const watch = <T>(
    watched: Watched,
    onNext: (value: T) => void,
    onError: ((error: Error) => void) | undefined,
  ): Unsubscribe => {
    const watchId = ++lastId;
    watchers.set(watchId, {
      next: onNext as (value: unknown) => void,
      fail: (error) => {
        watchers.delete(watchId);
        if (onError) onError(error);
        else console.error('A live query failed:', error);
      },
    });
    try {
      post({ kind: 'watch', watchId, watched });
    } catch (error) {
      // Reported as a listener's failure is, never thrown at the caller.
      queueMicrotask(() => watchers.get(watchId)?.fail(error as Error));
    }
    return () => {
      if (!watchers.delete(watchId)) return;
      post({ kind: 'unwatch', watchId });
    };
  };

  endpoint.addEventListener('message', ({ data }: MessageEvent<ToPage>) => {
    switch (data.kind) {
      case 'reply': {
        const reply = replies.get(data.id);
        replies.delete(data.id);
        if (data.error) reply?.reject(errorFromWire(data.error));
        else reply?.resolve(data.value);
        break;
      }
      case 'next':
        watchers.get(data.watchId)?.next(data.value);
        break;
      case 'fail':
        watchers.get(data.watchId)?.fail(errorFromWire(data.error));
        break;
      case 'txAttempt': {
        const { txId } = data;
        const run = attempts.get(txId);
        if (!run) break;
        run(pageTransaction(txId)).then(
          () => post({ kind: 'txDone', txId, ok: true }),
          () => post({ kind: 'txDone', txId, ok: false }),
        );
        break;
      }
      case 'session':
        break; // the Demo's page side keeps localStorage in step (start-demo.ts)
    }
  });

  /** The transaction the page's work sees: reads are asked for, writes are sent in order. */
  const pageTransaction = (txId: number): Transaction => {
    const write = (change: TxWrite) => post({ kind: 'txWrite', txId, write: change });
    return {
      get: (collection, id) => ask<StoredDoc | null>({ op: 'txGet', txId, collection, id }),
      set: (collection, id, data) => write({ kind: 'set', collection, id, data: toWire(data) }),
      update: (collection, id, patch) =>
        write({ kind: 'update', collection, id, data: toWire(patch) }),
      delete: (collection, id) => write({ kind: 'delete', collection, id }),
    };
  };

  const store: DocumentStore = {
    get: (collection, id) => ask<StoredDoc | null>({ op: 'get', collection, id }),
    query: (spec) => ask<QueryPage>({ op: 'query', spec }),
    set: (collection, id, data: DocData) => ask({ op: 'set', collection, id, data: toWire(data) }),
    update: (collection, id, patch) => ask({ op: 'update', collection, id, patch: toWire(patch) }),
    delete: (collection, id) => ask({ op: 'delete', collection, id }),

    async runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const txId = ++lastId;
      let result: { value: T } | undefined;
      let workError: { error: unknown } | undefined;
      attempts.set(txId, async (tx) => {
        result = undefined;
        workError = undefined;
        try {
          result = { value: await work(tx) };
        } catch (error) {
          workError = { error };
          throw error;
        }
      });
      try {
        await ask({ op: 'runTransaction', txId });
      } catch (error) {
        // The work's own failure (a domain service's "out of stock") reaches the caller unchanged.
        throw workError ? workError.error : error;
      } finally {
        attempts.delete(txId);
      }
      return result!.value;
    },

    subscribeQuery: (spec, onNext, onError) => watch({ query: spec }, onNext, onError),
    subscribeDoc: (collection, id, onNext, onError) =>
      watch({ doc: { collection, id } }, onNext, onError),
  };

  const auth = loadOnce(() => ask({ op: 'auth' }).then(authService));
  const authService = (): AuthService => ({
    signInWithEmail: (...args) => ask({ op: 'authCall', method: 'signInWithEmail', args }),
    signOut: (...args) => ask({ op: 'authCall', method: 'signOut', args }),
    sendPasswordReset: (...args) => ask({ op: 'authCall', method: 'sendPasswordReset', args }),
    signInStaffByPhone: (...args) => ask({ op: 'authCall', method: 'signInStaffByPhone', args }),
    passwordPolicy: (...args) => ask({ op: 'authCall', method: 'passwordPolicy', args }),
    watchSession: (onChange) =>
      watch<SessionUser | null>({ session: true }, onChange, (error) =>
        console.error('The session could not be watched:', error),
      ),
  });

  return {
    kind: 'demo',
    store,
    call: (name, request) => ask({ op: 'call', name, request }),
    auth: () => auth.get(),
  };
}
