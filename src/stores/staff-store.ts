import * as v from 'valibot';
import { create } from 'zustand';
import type { StaffKind, StaffRecord } from '../port/types';
import {
  readStored,
  removeStored,
  storageKeys,
  writeStored,
  type StorageKey,
} from '../lib/storage';

/**
 * The signed-in vendor's and delivery person's records, held here for the screens and saved
 * under their browser-storage keys until sign-out. What is read back is
 * validated: a corrupt or old-shaped entry is dropped and means "not known".
 * The record is a convenience, never a permission: every read and write is
 * still checked by the backend against the person's staff document.
 */
const staffRecordSchema = v.object({
  uid: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  kind: v.picklist(['vendor', 'delivery']),
  phone: v.pipe(v.string(), v.maxLength(20)),
  name: v.pipe(v.string(), v.maxLength(100)),
  shopId: v.optional(v.pipe(v.string(), v.maxLength(200))),
  category: v.optional(v.pipe(v.string(), v.maxLength(60))),
  active: v.boolean(),
});

export const staffStorageKeys: Readonly<Record<StaffKind, StorageKey>> = {
  vendor: storageKeys.vendorData,
  delivery: storageKeys.deliveryPersonData,
};

/** The stored record of `kind`, or null when absent, malformed or of another kind. */
export function readStaffRecord(kind: StaffKind): StaffRecord | null {
  const record = readStored(staffStorageKeys[kind], staffRecordSchema);
  if (!record || record.kind !== kind) return null;
  return {
    uid: record.uid,
    kind: record.kind,
    phone: record.phone,
    name: record.name,
    active: record.active,
    ...(record.shopId !== undefined && { shopId: record.shopId }),
    ...(record.category !== undefined && { category: record.category }),
  };
}

interface StaffState {
  vendor: StaffRecord | null;
  delivery: StaffRecord | null;
  saveRecord: (record: StaffRecord) => void;
  removeRecord: (kind: StaffKind) => void;
  /** Drops every record that does not belong to `uid` (null: drops all). */
  keepOnly: (uid: string | null) => void;
}

export const useStaffStore = create<StaffState>()((set, get) => ({
  vendor: readStaffRecord('vendor'),
  delivery: readStaffRecord('delivery'),
  saveRecord: (record) => {
    writeStored(staffStorageKeys[record.kind], record);
    set({ [record.kind]: record });
  },
  removeRecord: (kind) => {
    removeStored(staffStorageKeys[kind]);
    set({ [kind]: null });
  },
  keepOnly: (uid) => {
    for (const kind of ['vendor', 'delivery'] as const) {
      const record = get()[kind] ?? readStaffRecord(kind);
      if (record && record.uid !== uid) get().removeRecord(kind);
    }
  },
}));
