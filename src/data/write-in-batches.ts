import type { DocData, DocumentStore } from '../port/types';

/**
 * The most writes one transaction carries. Firestore allows 500 in one
 * commit; 400 leaves room for what the rules read and keeps each commit
 * well inside its size and time limits.
 */
export const WRITES_PER_BATCH = 400;

/**
 * Writes `records` (each created or replaced, as `store.set` does) in
 * transactions of at most WRITES_PER_BATCH, one after another, and says after
 * each how many are written. A batch either lands whole or not at all, so a
 * failure leaves the batches before it written and names none after it: the
 * same records can simply be written again.
 */
export async function writeInBatches(
  store: DocumentStore,
  records: { collection: string; id: string; data: DocData }[],
  onProgress?: (written: number, total: number) => void,
): Promise<void> {
  const total = records.length;
  for (let start = 0; start < total; start += WRITES_PER_BATCH) {
    const batch = records.slice(start, start + WRITES_PER_BATCH);
    await store.runTransaction(async (tx) => {
      for (const record of batch) tx.set(record.collection, record.id, record.data);
    });
    onProgress?.(start + batch.length, total);
  }
}
