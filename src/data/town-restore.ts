import { configDocs, collections } from '../lib/models';
import {
  encodeTownData,
  restoreWayOf,
  townCollections,
  type ServerRestoredCollection,
} from '../lib/town-file-format';
import type { CallServer, RestoreServerRecordsResult } from '../port/callables';
import type { DocData, DocumentStore } from '../port/types';
import { modelOf } from './docs';

/** A stored document of a collection. */
export interface StoredRecord {
  collection: string;
  id: string;
  data: DocData;
}

/**
 * Reading and writing a whole town through the port, for the admin's backup
 * screen and `npm run town`: the format itself is lib/town-file.
 */

/** Documents per read: a town of thousands of products is read a page at a time. */
const READ_PAGE_SIZE = 500;

/**
 * Every document of `collectionNames`, a page at a time by id. `config` is
 * read by its documents' ids, as the rules let nobody list it.
 */
export async function readTown(
  store: DocumentStore,
  collectionNames: readonly string[],
): Promise<StoredRecord[]> {
  const records: StoredRecord[] = [];
  for (const collection of collectionNames) {
    if (collection === collections.config) {
      for (const id of Object.values(configDocs)) {
        const doc = await store.get(collection, id);
        if (doc) records.push({ collection, id, data: doc.data });
      }
      continue;
    }
    let page = await store.query({ collection, limit: READ_PAGE_SIZE });
    for (;;) {
      for (const doc of page.docs) records.push({ collection, id: doc.id, data: doc.data });
      if (!page.next) break;
      page = await store.query({ collection, limit: READ_PAGE_SIZE, startAfter: page.next });
    }
  }
  return records;
}

/** A town file's records by the way each is restored (lib/town-file `restoreWayOf`). */
export interface RestorePlan<R> {
  /** What the admin's screen writes itself. */
  writable: R[];
  /**
   * What the server restores after checking it (`restoreServerRecords`), in
   * the calls it is sent in: a rider's cash with all their ledger lines in one,
   * so the server can hold the balance to its ledger.
   */
  server: R[][];
  /** The admins: restored only from a computer, with `npm run town -- import`. */
  admins: R[];
  /** What the server rebuilds from the rest (config/shops, from the shops): how many. */
  rebuilt: number;
}

/** Records per call to the server, but a rider's cash and ledger, which go whole. */
const SERVER_BATCH = 200;

/** The records split by the way each is restored. */
export function restorePlan<R extends { collection: string; id: string; data: DocData }>(
  records: readonly R[],
): RestorePlan<R> {
  const plan: RestorePlan<R> = { writable: [], server: [], admins: [], rebuilt: 0 };
  const riders = new Map<string, R[]>();
  const others: R[] = [];
  for (const record of records) {
    const way = restoreWayOf(record.collection, record.id);
    if (way === 'browser') plan.writable.push(record);
    else if (way === 'rebuilt') plan.rebuilt += 1;
    else if (way === 'commandLine') plan.admins.push(record);
    else if (record.collection === collections.riderCash) {
      riders.set(record.id, [...(riders.get(record.id) ?? []), record]);
    } else if (record.collection === collections.cashLedger) {
      const rider = String(modelOf(collections.cashLedger, record).riderUid);
      riders.set(rider, [...(riders.get(rider) ?? []), record]);
    } else others.push(record);
  }
  for (let start = 0; start < others.length; start += SERVER_BATCH) {
    plan.server.push(others.slice(start, start + SERVER_BATCH));
  }
  plan.server.push(...riders.values());
  return plan;
}

/**
 * One call to the server with a batch of what only it writes
 * (`restoreServerRecords`): checked and written, or, with `checkOnly`, only
 * checked; the answer names everything it refuses.
 */
export function restoreOnServer(
  call: CallServer,
  records: readonly { collection: string; id: string; data: DocData }[],
  checkOnly: boolean,
): Promise<RestoreServerRecordsResult> {
  return call('restoreServerRecords', {
    records: records.map(({ collection, id, data }) => ({
      collection: collection as ServerRestoredCollection,
      id,
      data: encodeTownData(data),
    })),
    checkOnly,
  });
}

/**
 * Whether the town holds nothing yet: no record in any collection a town owns
 * but its settings (which the app reads with defaults) and its admins (the
 * one restoring it is one).
 */
export async function townIsEmpty(store: DocumentStore): Promise<boolean> {
  for (const collection of townCollections) {
    if (collection === collections.config || collection === collections.admins) continue;
    const page = await store.query({ collection, limit: 1 });
    if (page.docs.length > 0) return false;
  }
  return true;
}
