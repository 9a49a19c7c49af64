import { getBackend } from '../backend';
import type { Cursor, QuerySpec } from '../backend/types';
import { withId } from '../lib/docs';
import type { WithId } from '../lib/models';

/** One page of a list screen (BUDGETS.md: 20 documents a page, cursors, never offsets). */
export const PAGE_SIZE = 20;

export interface ListPage<T> {
  items: WithId<T>[];
  next: Cursor | null;
}

/** The page of `spec` after `after` (the first page for null), as models with their ids. */
export async function readPage<T>(
  spec: Omit<QuerySpec, 'limit' | 'startAfter'>,
  after: Cursor | null,
  size = PAGE_SIZE,
): Promise<ListPage<T>> {
  const { store } = await getBackend();
  const page = await store.query({ ...spec, limit: size, ...(after && { startAfter: after }) });
  return { items: page.docs.map((doc) => withId<T>(doc)), next: page.next };
}

/** One document as its model, or null when it does not exist. */
export async function readOne<T>(collection: string, id: string): Promise<WithId<T> | null> {
  if (!id) return null;
  const { store } = await getBackend();
  const doc = await store.get(collection, id);
  return doc && withId<T>(doc);
}
