import type { SessionUser } from '../../port/types';
import type { SessionListener, SessionStore } from './session';

/**
 * The Demo's session as a page keeps it: in localStorage, so a reload keeps
 * you signed in and every tab agrees (the storage event tells the others).
 * The entry is validated on every read: a corrupt or old-shaped value is
 * removed and means signed out. The worker-run backend gets it relayed
 * (`createRelayedSessionStore` in session.ts).
 */

/** The saved session, `{ version: 1, uid, email }`, or null for anything else. */
function savedSession(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, uid, email } = value as Record<string, unknown>;
  const uidOk = typeof uid === 'string' && uid.length >= 1 && uid.length <= 128;
  const emailOk = email === null || (typeof email === 'string' && email.length <= 320);
  return version === 1 && uidOk && emailOk ? { uid, email } : null;
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked site data)
  }
}

/** Listeners per key for this realm; the storage event only reaches *other* tabs. */
const sameTabListeners = new Map<string, Set<SessionListener>>();
/** Where sessions live when the browser refuses localStorage: this tab only. */
const memorySessions = new Map<string, SessionUser>();

export function createSessionStore(key: string): SessionStore {
  const read = (): SessionUser | null => {
    const storage = browserStorage();
    if (!storage) return memorySessions.get(key) ?? null;
    const raw = storage.getItem(key);
    if (raw === null) return null;
    try {
      const user = savedSession(JSON.parse(raw));
      if (user) return user;
    } catch {
      // not JSON: discard below
    }
    storage.removeItem(key);
    return null;
  };

  const write = (user: SessionUser | null) => {
    const storage = browserStorage();
    try {
      if (!storage) throw new Error('no storage');
      if (user) storage.setItem(key, JSON.stringify({ version: 1, ...user }));
      else storage.removeItem(key);
    } catch {
      if (user) memorySessions.set(key, user);
      else memorySessions.delete(key);
    }
    for (const listener of [...(sameTabListeners.get(key) ?? [])]) listener(user);
  };

  const listen = (listener: SessionListener) => {
    let listeners = sameTabListeners.get(key);
    if (!listeners) sameTabListeners.set(key, (listeners = new Set()));
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared all of localStorage.
      if (event.key === key || event.key === null) listener(read());
    };
    const canListen = typeof window !== 'undefined';
    if (canListen) window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (canListen) window.removeEventListener('storage', onStorage);
    };
  };

  return { key, read, write, listen };
}
