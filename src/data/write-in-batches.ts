import type { DocData, DocumentStore } from '../port/types';

/**
 * The most writes one transaction carries. Firestore's rules may make at
 * most 20 document reads for a whole transaction, and an admin's write costs
 * two (`isAdmin()` in firestore.rules: `exists` and `get` of the admin's
 * document); 10 writes stay inside that even if no read is shared.
 */
export const WRITES_PER_BATCH = 10;

/** One document to write: set whole, created or replaced. */
export interface RecordToWrite {
  collection: string;
  id: string;
  data: DocData;
}

/**
 * Writes `records` (an imported spreadsheet, a restored town; each created
 * or replaced, as `store.set` does) in transactions of at most
 * WRITES_PER_BATCH, one after another, and says after each how many are
 * written. A batch either lands whole or not at all, so a failure leaves the
 * batches before it written and none after it: the same records can simply
 * be written again.
 */
export async function writeInBatches(
  store: DocumentStore,
  records: RecordToWrite[],
  onProgress?: (written: number, total: number) => void,
  /**
   * 'replace' (a restore: the record as the file has it) or 'merge' (a
   * spreadsheet: the fields it gives, over a stored record's others, such as
   * a shop's hours that no column holds).
   */
  mode: 'replace' | 'merge' = 'replace',
): Promise<void> {
  const total = records.length;
  for (let start = 0; start < total; start += WRITES_PER_BATCH) {
    const batch = records.slice(start, start + WRITES_PER_BATCH);
    await store.runTransaction(async (tx) => {
      const stored =
        mode === 'merge'
          ? await Promise.all(batch.map((record) => tx.get(record.collection, record.id)))
          : [];
      for (const [index, record] of batch.entries()) {
        tx.set(record.collection, record.id, { ...stored[index]?.data, ...record.data });
      }
    });
    onProgress?.(start + batch.length, total);
  }
}
