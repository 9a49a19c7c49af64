import type { DocumentStore, StoredDoc } from '../port/types';

/**
 * Wraps a real DocumentStore and counts the documents it reads and writes, as
 * Firestore bills them: one read per `get` (found or not), one per document a
 * query or a listener returns (at least one); one write per set, update or
 * delete, in a transaction or not. Used to hold screens to the reads per
 * screen in docs/budgets.md, and an order's life to its costs in docs/scale.md.
 */
/** `call`, counted by `count` each time it is made. */
const counting =
  <A extends unknown[], R>(count: () => void, call: (...args: A) => R) =>
  (...args: A): R => {
    count();
    return call(...args);
  };

export function countingStore(store: DocumentStore) {
  const counter = { reads: 0, writes: 0 };
  const read = () => {
    counter.reads += 1;
  };
  const wrote = () => {
    counter.writes += 1;
  };
  const seen = (docs: StoredDoc[]) => {
    counter.reads += Math.max(docs.length, 1);
    return docs;
  };
  const counted: DocumentStore = {
    get: counting(read, store.get.bind(store)),
    query: async (spec) => {
      const page = await store.query(spec);
      seen(page.docs);
      return page;
    },
    set: counting(wrote, store.set.bind(store)),
    update: counting(wrote, store.update.bind(store)),
    delete: counting(wrote, store.delete.bind(store)),
    runTransaction: (work) =>
      store.runTransaction((tx) =>
        work({
          get: counting(read, tx.get.bind(tx)),
          set: counting(wrote, tx.set.bind(tx)),
          update: counting(wrote, tx.update.bind(tx)),
          delete: counting(wrote, tx.delete.bind(tx)),
        }),
      ),
    subscribeQuery: (spec, onNext, onError) =>
      store.subscribeQuery(spec, (docs) => onNext(seen(docs)), onError),
    subscribeDoc: (collection, id, onNext, onError) =>
      store.subscribeDoc(
        collection,
        id,
        (doc) => {
          read();
          onNext(doc);
        },
        onError,
      ),
  };
  return { store: counted, counter };
}
