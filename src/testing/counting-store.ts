import type { DocumentStore, StoredDoc } from '../port/types';

/**
 * Wraps a real DocumentStore and counts the documents it reads, as Firestore
 * bills them: one per `get` (found or not), one per document a query or a
 * listener returns. Used to hold screens to the reads per screen in docs/budgets.md.
 */
export function countingStore(store: DocumentStore) {
  const counter = { reads: 0 };
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
    set: (collection, id, data) => store.set(collection, id, data),
    update: (collection, id, patch) => store.update(collection, id, patch),
    delete: (collection, id) => store.delete(collection, id),
    runTransaction: (work) =>
      store.runTransaction((tx) =>
        work({
          get: async (collection, id) => {
            counter.reads += 1;
            return tx.get(collection, id);
          },
          set: (collection, id, data) => tx.set(collection, id, data),
          update: (collection, id, patch) => tx.update(collection, id, patch),
          delete: (collection, id) => tx.delete(collection, id),
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
