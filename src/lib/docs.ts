import type { StoredDoc } from '../backend/types';
import type { WithId } from './models';

/**
 * A stored document as the model it was written as. Both backends only hold
 * documents that passed the rules' shape checks, so this is a view, not a parse.
 */
export function withId<T>(doc: StoredDoc): WithId<T> {
  return { ...(doc.data as T), id: doc.id };
}
