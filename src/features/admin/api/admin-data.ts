import { getBackend } from '../../../backend';
import { backendError } from '../../../port/errors';
import type { Cursor, DocData, Filter, StoredDoc } from '../../../port/types';
import { queryOptions, skipToken, useMutation, type InfiniteData } from '@tanstack/react-query';
import { listKey, orderMoveChanges, readAgain } from '../../../data/entity-keys';
import { pagedQuery, queryClient, type CursorPage } from '../../../data/query-client';
import { randomId, slugOf } from '../../../lib/ids';
import { compareForList } from '../config/order';
import { fieldValue } from '../config/form-values';
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

/** Every list of a section, searched or not: each one's key matches this. */
const sectionLists = (config: CollectionConfig) =>
  listKey(config.collection, { section: config.type });

/**
 * A section's records, searched and filtered. A search that cannot be made
 * lists nothing (the screen says why) rather than failing.
 */
export const recordsQuery = (config: CollectionConfig, request: ListRequest, searchable: boolean) =>
  pagedQuery(listKey(config.collection, { section: config.type, ...request }), (after) =>
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
    docs = docs.filter((doc) => fieldValue(doc.data, { name: filterField }) === request.filter);
  }
  if (plan && plan.orderBy.length === 0) docs = [...docs].sort(compareForList(config.orderBy));
  return { items: docs, next: page.next };
}

/**
 * The documents a `ref` field or filter chooses from (every shop, by name; a
 * town has a few hundred at most). Without a `ref` (a section that points to
 * no other) nothing is read.
 */
export const refChoicesQuery = (ref: RefSpec | undefined) =>
  queryOptions({
    queryKey: ref ? listKey(ref.collection, { choices: ref.labelField }) : ['no-choices'],
    queryFn: ref ? () => loadRefChoices(ref) : skipToken,
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

/**
 * After an admin's change, every read of what it changed is marked stale by
 * its collection's key (data/entity-keys): the section's lists, the choices
 * other sections offer and the town's own screens of that collection, and
 * what the server's triggers wrote after it; nothing else.
 */
const readSectionAgain = (config: CollectionConfig) => void readAgain([config.collection]);

/** After an order's move: the order, its phone's statuses, the stock and the rider's cash it changed. */
export const readOrdersAgain = () => void readAgain(orderMoveChanges);

/** Saves the record as the form completes it, and says what it wrote, under which id. */
async function saveRecord(
  config: CollectionConfig,
  mode: FormMode,
  id: string | null,
  data: DocData,
  refs: RefDocs,
): Promise<StoredDoc> {
  const complete = { ...data, ...config.derive?.(data, refs) };
  if (mode === 'create') {
    const { store } = await getBackend();
    const newId = config.newId?.(complete) ?? randomId();
    await store.set(config.collection, newId, complete);
    return { id: newId, data: complete };
  }
  if (!id) throw backendError('not-found');
  const { store } = await getBackend();
  await store.update(config.collection, id, complete);
  return { id, data: complete };
}

/** Every page of the section's lists, each changed by `change`. */
function changeListedDocs(
  config: CollectionConfig,
  change: (docs: StoredDoc[]) => StoredDoc[],
): void {
  queryClient.setQueriesData<InfiniteData<CursorPage<StoredDoc>>>(
    { queryKey: sectionLists(config) },
    (lists) =>
      lists && {
        ...lists,
        pages: lists.pages.map((page) => ({ ...page, items: change(page.items) })),
      },
  );
}

/** What the record form saves: a new record, or the fields of the one with `id`. */
export interface RecordSave {
  mode: FormMode;
  id: string | null;
  data: DocData;
  /** The records its `ref` fields chose (a product's shop, for its name). */
  refs: RefDocs;
}

/** Saves a record: an edited one reads as saved on the section's lists at once, before they read again. */
export const useSaveRecord = (config: CollectionConfig) =>
  useMutation(
    {
      mutationFn: ({ mode, id, data, refs }: RecordSave) =>
        saveRecord(config, mode, id, data, refs),
      onSuccess: (saved, { mode, id }) => {
        if (mode === 'edit' && id) {
          changeListedDocs(config, (docs) =>
            docs.map((doc) =>
              doc.id === id ? { ...doc, data: { ...doc.data, ...saved.data } } : doc,
            ),
          );
        }
        readSectionAgain(config);
      },
    },
    queryClient,
  );

/** Deletes the record with the id it is given: gone from the section's lists at once, before they read again. */
export const useDeleteRecord = (config: CollectionConfig) =>
  useMutation(
    {
      mutationFn: async (id: string) => {
        const { store } = await getBackend();
        await store.delete(config.collection, id);
      },
      onSuccess: (_done, id) => {
        changeListedDocs(config, (docs) => docs.filter((doc) => doc.id !== id));
        readSectionAgain(config);
      },
    },
    queryClient,
  );

/** Changes some fields of one record (a staff member switched on or off). */
export const useUpdateFields = (config: CollectionConfig) =>
  useMutation(
    {
      mutationFn: async ({ id, patch }: { id: string; patch: DocData }) => {
        const { store } = await getBackend();
        await store.update(config.collection, id, patch);
      },
      onSuccess: () => readSectionAgain(config),
    },
    queryClient,
  );
