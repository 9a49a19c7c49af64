/**
 * Browser storage, one key per kind of data, without a schema library:
 * what the first paint reads (the language) is read through here, and
 * everything else through storage.ts, which checks it against its schema.
 * A corrupt or old-shaped value is removed and the caller gets null, so a
 * bad entry can never crash the app.
 */
export const storageKeys = {
  cart: 'cart',
  deliveryAddress: 'deliveryAddress',
  vendorData: 'vendorData',
  orderContact: 'orderContact',
  /** The checkout form as typed and not yet ordered (lib/customer-memory). */
  checkoutDraft: 'checkoutDraft',
  deliveryPersonData: 'deliveryData',
  /** The paper a vendor prints order slips on (widgets/order-slip/print-slip). */
  slipPaper: 'slipPaper',
  /** This browser's orders and bookings (number → id), shown in Find Order for their phone. */
  recentOrders: 'recentOrders',
  /** This browser's secret id, sent with its orders, requests and codes (lib/customer-memory). */
  deviceId: 'deviceId',
  /** The language chosen with the control in the top bar. */
  language: 'language',
  /** Whether a staff screen chimes when new work arrives (turned on with a tap). */
  alertSound: 'alertSound',
  /** This browser's notifications (data/push-device): its token, and whom and which orders it is told of. */
  pushDevice: 'pushDevice',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

/**
 * The stored value, once `check` has turned it (parsed from JSON) into a T;
 * null when nothing is stored, and the entry is dropped when it is not JSON
 * or `check` gives undefined.
 */
export function readStoredWith<T>(
  key: StorageKey,
  check: (value: unknown) => T | undefined,
): T | null {
  const storage = browserStorage();
  const raw = storage?.getItem(key);
  if (raw == null) return null;
  try {
    const value = check(JSON.parse(raw));
    if (value !== undefined) return value;
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

/** Whether anything is stored under `key` (unchecked: reading it checks it). */
export function hasStored(key: StorageKey): boolean {
  try {
    return browserStorage()?.getItem(key) != null;
  } catch {
    return false;
  }
}
