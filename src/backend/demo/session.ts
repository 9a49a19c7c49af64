import type { SessionUser } from '../../port/types';

/**
 * Who is signed in to the Demo backend: the store the backend asks, kept
 * apart from the auth code so it can learn the caller's uid without loading
 * password hashing. A page keeps it in localStorage (local-session.ts); the
 * backend's worker has it relayed from its page (below).
 */
export const defaultSessionKey = 'town-demo-session';

/** The database the app's Demo backend uses; tests open others. */
export const defaultDemoDatabaseName = 'town-services-demo';

/** One session per database: a session of one demo town means nothing in another. */
export function sessionKeyFor(databaseName: string, defaultDatabaseName: string): string {
  return databaseName === defaultDatabaseName
    ? defaultSessionKey
    : `${defaultSessionKey}:${databaseName}`;
}

export type SessionListener = (user: SessionUser | null) => void;

/** Compares sessions by who they are: a repeated report of the same person is not a change. */
export const sameSession = (a: SessionUser | null, b: SessionUser | null): boolean =>
  a?.uid === b?.uid && a?.email === b?.email;

export interface SessionStore {
  readonly key: string;
  read(): SessionUser | null;
  write(user: SessionUser | null): void;
  /** Changes made by any instance in this tab, and (storage event) in other tabs. */
  listen(listener: SessionListener): () => void;
}

/**
 * The session of a Demo backend running in a worker, which has no
 * localStorage: it starts from what the page read there, tells the page of
 * each change it makes (`send`, so the page remembers it), and hears through
 * `receive` what the page learnt from other tabs.
 */
export function createRelayedSessionStore(
  key: string,
  initial: SessionUser | null,
  send: (user: SessionUser | null) => void,
): SessionStore & { receive(user: SessionUser | null): void } {
  let current = initial;
  const listeners = new Set<SessionListener>();
  const change = (user: SessionUser | null) => {
    current = user;
    for (const listener of [...listeners]) listener(user);
  };
  return {
    key,
    read: () => current,
    write(user) {
      send(user);
      change(user);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive(user) {
      if (!sameSession(user, current)) change(user);
    },
  };
}
