import { getBackend } from '../../../backend';
import { backendError } from '../../../port/errors';
import type { Cursor, DocData, Filter, StoredDoc } from '../../../port/types';
import { queryOptions, type InfiniteData } from '@tanstack/react-query';
import { pagedQuery, queryClient, type CursorPage } from '../../../data/query-client';
import { randomId, slugOf } from '../../../lib/ids';
import { compareForList } from '../config/order';
import type { CollectionConfig, FormMode, RefDocs, RefSpec } from '../config/types';

/**
 * The admin sections' reads and writes, on the backend port. Lists
 * are read a page at a time with a cursor (docs/budgets.md: 20 a page, never
 * offsets); every write is the admin's own, checked by the rules.
 */
export const ADMIN_PAGE_SIZE = 20;

export interface ListRequest {
  search: string;
  filter: string;
}

/**
 * A section's records, searched and filtered. A search that cannot be made
 * lists nothing (the screen says why) rather than failing.
 */
export const recordsQuery = (config: CollectionConfig, request: ListRequest, searchable: boolean) =>
  pagedQuery(['admin', config.type, request], (after) =>
    searchable
      ? listRecords(config, request, after)
      : Promise.resolve<CursorPage<StoredDoc>>({ items: [], next: null }),
  );

export async function listRecords(
  config: CollectionConfig,
  request: ListRequest,
  after: Cursor | null,
): Promise<CursorPage<StoredDoc>> {
  const plan = request.search && config.search ? config.search.plan(request.search) : null;
  if (typeof plan === 'string') throw backendError('invalid-argument', plan);
  const where: Filter[] = [...(plan?.where ?? [])];
  const filterField = config.filter?.field;
  // A filter joins the query on the plain list; on a search it is checked on
  // the page instead, so no query needs an index for every combination.
  if (filterField && request.filter && !plan) {
    where.push({ field: filterField, op: '==', value: request.filter });
  }
  const { store } = await getBackend();
  const page = await store.query({
    collection: config.collection,
    where,
    orderBy: [...(plan ? plan.orderBy : config.orderBy)],
    limit: ADMIN_PAGE_SIZE,
    ...(after && { startAfter: after }),
  });
  let docs = page.docs;
  if (plan?.matches) docs = docs.filter((doc) => plan.matches?.(doc.data));
  if (filterField && request.filter && plan) {
    docs = docs.filter((doc) => doc.data[filterField] === request.filter);
  }
  if (plan && plan.orderBy.length === 0) docs = [...docs].sort(compareForList(config.orderBy));
  return { items: docs, next: page.next };
}

/** The documents a `ref` field chooses from (a town has a few hundred at most). */
/** The documents a `ref` field or filter chooses from (every shop, by name). */
export const refChoicesQuery = (ref: RefSpec) =>
  queryOptions({
    queryKey: ['ref-choices', ref.collection, ref.labelField],
    queryFn: () => loadRefChoices(ref),
  });

async function loadRefChoices(ref: RefSpec): Promise<StoredDoc[]> {
  const { store } = await getBackend();
  const page = await store.query({
    collection: ref.collection,
    orderBy: [{ field: ref.labelField }],
    limit: 300,
  });
  return page.docs;
}

/** A readable id for a new catalogue record: "annapurna-grocery-x7k2p". */
export function readableId(name: string): string {
  const base = slugOf(name).slice(0, 40).replace(/-$/, '');
  const suffix = randomId(5).toLowerCase();
  return base ? `${base}-${suffix}` : randomId();
}

export async function saveRecord(
  config: CollectionConfig,
  mode: FormMode,
  id: string | null,
  data: DocData,
  refs: RefDocs,
): Promise<void> {
  const complete = { ...data, ...config.derive?.(data, refs) };
  if (mode === 'create') {
    const { store } = await getBackend();
    await store.set(config.collection, config.newId?.(complete) ?? randomId(), complete);
    return;
  }
  if (!id) throw backendError('not-found');
  const { store } = await getBackend();
  await store.update(config.collection, id, complete);
}

export async function deleteRecord(config: CollectionConfig, id: string): Promise<void> {
  const { store } = await getBackend();
  await store.delete(config.collection, id);
  // Gone from the section's lists at once, before they read again.
  queryClient.setQueriesData<InfiniteData<CursorPage<StoredDoc>>>(
    { queryKey: ['admin', config.type] },
    (lists) =>
      lists && {
        ...lists,
        pages: lists.pages.map((page) => ({
          ...page,
          items: page.items.filter((doc) => doc.id !== id),
        })),
      },
  );
}

export async function updateFields(
  config: CollectionConfig,
  id: string,
  patch: DocData,
): Promise<void> {
  const { store } = await getBackend();
  await store.update(config.collection, id, patch);
}
