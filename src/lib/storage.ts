import * as v from 'valibot';
import { readStoredWith, removeStored, writeStored, type StorageKey } from './browser-storage';

/**
 * Browser storage with a schema: everything read back is checked against
 * its schema (a corrupt or old-shaped value is removed and the caller gets
 * null, so a bad entry can never crash the app). The keys and the plain
 * reads and writes are in browser-storage.ts.
 */
export { removeStored, storageKeys, writeStored, type StorageKey } from './browser-storage';

/** A schema for a value read back from storage (or any other place outside the code). */
export type Stored<T> = v.GenericSchema<unknown, T>;

/** The stored value if it parses and passes `schema`; otherwise null (and the bad entry is dropped). */
export function readStored<T>(key: StorageKey, schema: Stored<T>): T | null {
  const found = readStoredWith(key, (value) => {
    const parsed = v.safeParse(schema, value);
    return parsed.success ? { output: parsed.output } : undefined;
  });
  return found && found.output;
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
