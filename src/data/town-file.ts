import { configDocs, collections } from '../lib/models';
import { restorableFromBrowser, townCollections } from '../lib/town-file';

/** A stored document of a collection. */
export interface StoredRecord {
  collection: string;
  id: string;
  data: DocData;
}
import type { DocData, DocumentStore } from '../port/types';

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

export interface BrowserRestore<R> {
  /** What an admin may write from the browser. */
  writable: R[];
  /** What only the server writes, by collection: restored by `npm run town -- import`. */
  leftOut: { collection: string; count: number }[];
}

/** The records split into what a browser may restore and what only the command line can. */
export function browserRestore<R extends { collection: string; id: string }>(
  records: readonly R[],
): BrowserRestore<R> {
  const writable: R[] = [];
  const leftOut = new Map<string, number>();
  for (const record of records) {
    if (restorableFromBrowser(record.collection, record.id)) writable.push(record);
    else leftOut.set(record.collection, (leftOut.get(record.collection) ?? 0) + 1);
  }
  return {
    writable,
    leftOut: [...leftOut].map(([collection, count]) => ({ collection, count })),
  };
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
