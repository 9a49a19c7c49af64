import { indexes as declared } from '../../../firestore.indexes.json';

/**
 * The Demo database's own indexes over the documents, derived from the
 * composite indexes firestore.indexes.json declares, so that a query is
 * served as Firestore serves it (its cost follows its result, not the
 * collection) and an index added there is added here with no other change:
 *
 * - each composite index is a Dexie compound index over the collection and
 *   the same fields, in the same order, ending with the document id as
 *   Firestore's do (`[collection+data.shopId+data.name+id]`), so a page
 *   starts exactly after its cursor;
 * - each of their fields also gets one of its own (`[collection+data.name+id]`),
 *   as Firestore gives every field a single-field index: a query on one
 *   field (the admin's lists, a page of a whole collection) reads that;
 * - a `CONTAINS` field is a multi-entry index (`*data.keywords`), one entry
 *   per item of the list (IndexedDB has no compound multi-entry index).
 *
 * Dexie names a compound index by its spec. Indexes are shared by every
 * collection whose documents have the fields, but a query uses only those
 * its own collection declares (`indexesOf`): a collection of the tests or a
 * field no index names is read whole, as before. IndexedDB leaves out of an
 * index a document whose field is missing (as Firestore does) or is not a
 * string, a number or a date: the indexed fields of the town are those.
 */

/** A Dexie index usable by one collection's queries. */
export interface StoredIndex {
  /** Dexie's name for it, as `where()` takes it. */
  name: string;
  /** The document fields after the collection, in key order (compound); empty for multi-entry. */
  fields: readonly string[];
  /** The list field of a multi-entry index. */
  contains?: string;
}

export interface DeclaredIndex {
  collectionGroup: string;
  queryScope: string;
  fields: readonly { fieldPath: string; order?: string; arrayConfig?: string }[];
}

const compound = (fields: readonly string[]): StoredIndex => ({
  name: `[collection+${fields.map((field) => `data.${field}`).join('+')}+id]`,
  fields,
});

/** The stored indexes that a list of declared indexes (firestore.indexes.json's shape) gives. */
export function deriveStoredIndexes(list: readonly DeclaredIndex[]) {
  const byCollection = new Map<string, Map<string, StoredIndex>>();
  const specs = new Set<string>();
  const add = (collection: string, index: StoredIndex, spec: string) => {
    let known = byCollection.get(collection);
    if (!known) byCollection.set(collection, (known = new Map()));
    known.set(index.name, index);
    specs.add(spec);
  };
  for (const { collectionGroup, queryScope, fields } of list) {
    if (queryScope !== 'COLLECTION') continue;
    const contains = fields.filter((field) => field.arrayConfig === 'CONTAINS');
    const ordered = fields.filter((field) => field.arrayConfig !== 'CONTAINS');
    for (const { fieldPath } of contains) {
      add(
        collectionGroup,
        { name: `data.${fieldPath}`, fields: [], contains: fieldPath },
        `*data.${fieldPath}`,
      );
    }
    if (contains.length === 0 && ordered.length > 1) {
      const index = compound(ordered.map((field) => field.fieldPath));
      add(collectionGroup, index, index.name);
    }
    for (const { fieldPath } of ordered) {
      const index = compound([fieldPath]);
      add(collectionGroup, index, index.name);
    }
  }
  return { byCollection, specs: [...specs].sort() };
}

const derived = deriveStoredIndexes(declared as readonly DeclaredIndex[]);

/** The indexes of the `docs` table beyond its key and `collection`, as Dexie's schema lists them. */
export const storedIndexSpecs: readonly string[] = derived.specs;

/** The stored indexes a query of `collection` may read. */
export function indexesOf(collection: string): readonly StoredIndex[] {
  return [...(derived.byCollection.get(collection)?.values() ?? [])];
}
