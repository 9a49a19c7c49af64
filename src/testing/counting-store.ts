import type { DocumentStore, StoredDoc } from '../port/types';

/**
 * Wraps a real DocumentStore and counts the documents it reads and writes, as
 * Firestore bills them: one read per `get` (found or not), one per document a
 * query or a listener returns (at least one); one write per set, update or
 * delete, in a transaction or not. Used to hold screens to the reads per
 * screen in docs/budgets.md, and an order's life to its costs in docs/scale.md.
 */
export function countingStore(store: DocumentStore) {
  const counter = { reads: 0, writes: 0 };
  const wrote = () => {
    counter.writes += 1;
  };
  const seen = (docs: StoredDoc[]) => {
    counter.reads += Math.max(docs.length, 1);
    return docs;
  };
  const counted: DocumentStore = {
    get: async (collection, id) => {
      counter.reads += 1;
      return store.get(collection, id);
    },
    query: async (spec) => {
      const page = await store.query(spec);
      seen(page.docs);
      return page;
    },
    set: (collection, id, data) => {
      wrote();
      return store.set(collection, id, data);
    },
    update: (collection, id, patch) => {
      wrote();
      return store.update(collection, id, patch);
    },
    delete: (collection, id) => {
      wrote();
      return store.delete(collection, id);
    },
    runTransaction: (work) =>
      store.runTransaction((tx) =>
        work({
          get: async (collection, id) => {
            counter.reads += 1;
            return tx.get(collection, id);
          },
          set: (collection, id, data) => {
            wrote();
            return tx.set(collection, id, data);
          },
          update: (collection, id, patch) => {
            wrote();
            return tx.update(collection, id, patch);
          },
          delete: (collection, id) => {
            wrote();
            return tx.delete(collection, id);
          },
        }),
      ),
    subscribeQuery: (spec, onNext, onError) =>
      store.subscribeQuery(spec, (docs) => onNext(seen(docs)), onError),
    subscribeDoc: (collection, id, onNext, onError) =>
      store.subscribeDoc(
        collection,
        id,
        (doc) => {
          counter.reads += 1;
          onNext(doc);
        },
        onError,
      ),
  };
  return { store: counted, counter };
}
