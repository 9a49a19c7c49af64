import type { StoredDoc } from '../port/types';
import type { CollectionName, ModelOf, WithId } from '../lib/models';

/**
 * A stored document as the model of its collection. This is the one place a
 * document's fields are taken as their model without a check: both backends
 * hold only documents the server, the admin forms or the rules' shape checks
 * wrote, and the documents whose values decide money, stock or an order's
 * state are parsed instead (`parseDoc` in ./model-schemas).
 */
export function modelOf<C extends CollectionName>(
  collection: C,
  doc: StoredDoc,
): WithId<ModelOf<C>> {
  void collection; // names the model; the document itself says nothing about it
  // The adapter seam: fields as stored, taken as the collection's model.
  return { ...(doc.data as unknown as ModelOf<C>), id: doc.id };
}
