import { backendError } from '../port/errors';
import type { AuthService, Backend, DocumentStore } from '../port/types';

/** The network time-out is 30 s, 60 s on a phone. */
export const DESKTOP_TIMEOUT_MS = 30_000;
export const PHONE_TIMEOUT_MS = 60_000;

export function defaultTimeoutMs(): number {
  const isPhone =
    typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobi/i.test(navigator.userAgent);
  return isPhone ? PHONE_TIMEOUT_MS : DESKTOP_TIMEOUT_MS;
}

/** Rejects with the plain "network is slow" error when `work` has not settled in time. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(backendError('timeout')), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : backendError('unknown', undefined, error));
      },
    );
  });
}

function timedStore(store: DocumentStore, ms: number): DocumentStore {
  return {
    get: (collection, id) => withTimeout(store.get(collection, id), ms),
    query: (spec) => withTimeout(store.query(spec), ms),
    set: (collection, id, data) => withTimeout(store.set(collection, id, data), ms),
    update: (collection, id, patch) => withTimeout(store.update(collection, id, patch), ms),
    delete: (collection, id) => withTimeout(store.delete(collection, id), ms),
    runTransaction: (work) => withTimeout(store.runTransaction(work), ms),
    subscribeQuery: (spec, onNext, onError) => store.subscribeQuery(spec, onNext, onError),
    subscribeDoc: (collection, id, onNext, onError) =>
      store.subscribeDoc(collection, id, onNext, onError),
  };
}

function timedAuth(auth: AuthService, ms: number): AuthService {
  return {
    signInWithEmail: (email, password) => withTimeout(auth.signInWithEmail(email, password), ms),
    signOut: () => withTimeout(auth.signOut(), ms),
    sendPasswordReset: (email) => withTimeout(auth.sendPasswordReset(email), ms),
    watchSession: (onChange) => auth.watchSession(onChange),
    signInStaffByPhone: (kind, phone, password) =>
      withTimeout(auth.signInStaffByPhone(kind, phone, password), ms),
    passwordPolicy: () => withTimeout(auth.passwordPolicy(), ms),
  };
}

/**
 * Every call through the returned backend gives up after `ms` instead of
 * hanging. (A device's push token is asked for with a wait of its own:
 * data/push-device.ts, which the first paint does not carry.)
 */
export function withTimeouts(backend: Backend, ms: number = defaultTimeoutMs()): Backend {
  let auth: Promise<AuthService> | undefined;
  return {
    ...backend,
    store: timedStore(backend.store, ms),
    call: (name, request) => withTimeout(backend.call(name, request), ms),
    auth: () =>
      (auth ??= withTimeout(backend.auth(), ms).then(
        (loaded) => timedAuth(loaded, ms),
        (error: unknown) => {
          auth = undefined; // a failed load may succeed on the next try
          throw error;
        },
      )),
  };
}
