import type { DocData, DocumentStore } from '../port/types';

/**
 * Firestore refuses a transaction of more than 500 writes; 400 leaves room,
 * and a failed batch is retried by the transaction, not lost half-way.
 */
const WRITES_PER_TRANSACTION = 400;

/** One document to write: set whole, created or replaced. */
export interface RecordToWrite {
  collection: string;
  id: string;
  data: DocData;
}

/**
 * Writes many documents (an imported spreadsheet, a restored town), a
 * transaction of at most 400 at a time, saying after each how many are
 * written so far.
 */
export async function writeInBatches(
  store: DocumentStore,
  records: RecordToWrite[],
  onProgress?: (written: number, total: number) => void,
): Promise<void> {
  const total = records.length;
  for (let start = 0; start < total; start += WRITES_PER_TRANSACTION) {
    const batch = records.slice(start, start + WRITES_PER_TRANSACTION);
    await store.runTransaction(async (tx) => {
      for (const record of batch) tx.set(record.collection, record.id, record.data);
    });
    onProgress?.(start + batch.length, total);
  }
}
