import { isRecord, type Shape } from './shapes';

/**
 * Browser storage, one key per kind of data. Everything read back
 * is validated: a corrupt or old-shaped value is removed and the caller gets
 * null, so a bad entry can never crash the app.
 */
export const storageKeys = {
  cart: 'cart',
  deliveryAddress: 'deliveryAddress',
  vendorData: 'vendorData',
  orderContact: 'orderContact',
  deliveryPersonData: 'deliveryData',
  secret: 'secretString',
  /** This browser's orders (number → id), shown as "my recent orders". */
  recentOrders: 'recentOrders',
  /** The language chosen with the control in the top bar. */
  language: 'language',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

/** The stored value if it parses and has `shape`; otherwise null (and the bad entry is dropped). */
export function readStored<T>(key: StorageKey, shape: Shape<T>): T | null {
  const storage = browserStorage();
  const raw = storage?.getItem(key);
  if (raw == null) return null;
  try {
    const value = shape(JSON.parse(raw));
    if (value !== null) return value;
  } catch {
    // not JSON: fall through and discard
  }
  storage?.removeItem(key);
  return null;
}

/** Saves `value` as JSON; returns false when the browser refuses (full or disabled). */
export function writeStored(key: StorageKey, value: unknown): boolean {
  try {
    browserStorage()?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: StorageKey): void {
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // nothing to do: storage is unavailable
  }
}

/**
 * A zustand `persist` storage over the same helper: the saved envelope
 * (`{state, version}`) is checked, its state with `stateShape`, before
 * zustand sees it.
 */
export function validatedPersistStorage<S>(stateShape: Shape<S>) {
  const envelope: Shape<{ state: S; version?: number }> = (value) => {
    if (!isRecord(value)) return null;
    const state = stateShape(value['state']);
    const version = value['version'];
    if (state === null || (version !== undefined && typeof version !== 'number')) return null;
    return version === undefined ? { state } : { state, version };
  };
  return {
    getItem: (name: string) => readStored(name as StorageKey, envelope),
    setItem: (name: string, value: unknown) => {
      writeStored(name as StorageKey, value);
    },
    removeItem: (name: string) => removeStored(name as StorageKey),
  };
}

const secretShape: Shape<string> = (value) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;

/** The random per-browser id that tags this browser's orders; made on first use. */
export function browserSecret(makeId: () => string): string {
  const existing = readStored(storageKeys.secret, secretShape);
  if (existing) return existing;
  const fresh = makeId();
  writeStored(storageKeys.secret, fresh);
  return fresh;
}
