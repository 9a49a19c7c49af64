import * as v from 'valibot';

/**
 * Browser storage, one key per kind of data. Everything read back is checked
 * against its schema: a corrupt or old-shaped value is removed and the caller
 * gets null, so a bad entry can never crash the app.
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

/** A schema for a value read back from storage (or any other place outside the code). */
export type Stored<T> = v.GenericSchema<unknown, T>;

/** The stored value if it parses and passes `schema`; otherwise null (and the bad entry is dropped). */
export function readStored<T>(key: StorageKey, schema: Stored<T>): T | null {
  const storage = browserStorage();
  const raw = storage?.getItem(key);
  if (raw == null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
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
 * (`{state, version}`) is checked, its state with `stateSchema`, before
 * zustand sees it.
 */
export function validatedPersistStorage<S>(stateSchema: Stored<S>) {
  const envelope = v.object({ state: stateSchema, version: v.optional(v.number()) });
  return {
    getItem: (name: string) => readStored(name as StorageKey, envelope),
    setItem: (name: string, value: unknown) => {
      writeStored(name as StorageKey, value);
    },
    removeItem: (name: string) => removeStored(name as StorageKey),
  };
}
