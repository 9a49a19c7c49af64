// @vitest-environment node
import type { DocData, DocumentStore, Transaction } from '../port/types';
import { writeInBatches } from './write-in-batches';

/** A store that keeps what each transaction set, one list per transaction. */
function recordingStore() {
  const transactions: string[][] = [];
  const store = {
    runTransaction: async <T>(work: (tx: Transaction) => Promise<T>) => {
      const ids: string[] = [];
      transactions.push(ids);
      return work({
        set: (_collection: string, id: string, _data: DocData) => void ids.push(id),
      } as Transaction);
    },
  } as Partial<DocumentStore> as DocumentStore;
  return { store, transactions };
}

describe('writeInBatches', () => {
  it('sets every record, at most 400 a transaction, saying the progress after each', async () => {
    const { store, transactions } = recordingStore();
    const records = Array.from({ length: 900 }, (_, index) => ({
      collection: 'products',
      id: `p${index}`,
      data: { name: `Product ${index}` },
    }));
    const progress: [number, number][] = [];
    await writeInBatches(store, records, (written, total) => progress.push([written, total]));
    expect(transactions.map((ids) => ids.length)).toEqual([400, 400, 100]);
    expect(transactions.flat()).toEqual(records.map((record) => record.id));
    expect(progress).toEqual([
      [400, 900],
      [800, 900],
      [900, 900],
    ]);
  });
});
