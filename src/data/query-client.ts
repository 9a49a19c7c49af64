import {
  experimental_streamedQuery as streamedQuery,
  infiniteQueryOptions,
  QueryClient,
  queryOptions,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { isNetworkFailure, messageOf } from '../port/errors';
import { getBackend } from '../backend';
import type { Cursor, QuerySpec, StoredDoc } from '../port/types';
import type { LocalNames } from '../lib/local-name';
import { byLocalName } from '../lib/name-order';

/**
 * The one cache of what screens read from the backend (TanStack Query).
 *
 * Screens pass it to `useQuery(options, queryClient)` instead of finding it
 * through a provider, so the home page — which reads nothing through it —
 * does not download the library: it arrives with the first screen that
 * reads data.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Reads fail and say so while offline ("You're offline" with Try again),
      // rather than waiting for a connection behind a spinner.
      networkMode: 'always',
      // A dropped connection is worth two more tries; a refusal is not.
      retry: (failures, error) => failures < 2 && isNetworkFailure(error),
      // Going back and forth between a list and a product reads nothing again;
      // a screen opened later shows what it had at once and reads it afresh.
      // (Checkout and the server check stock and prices whatever a list showed.)
      staleTime: 15_000,
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'always' },
  },
});
// What a provider would do: follow the page coming back into view and the network returning.
queryClient.mount();

/** Where a screen opens: its path's parameters, the address's query, and the route table's props. */
export interface ScreenOpening {
  params: Readonly<Partial<Record<string, string>>>;
  search: URLSearchParams;
  props: Readonly<Partial<Record<string, string>>>;
}

/**
 * What a screen module may export as `openingData`: it prefetches the
 * queries the screen reads as it opens, with the same query definitions, so
 * that a first visit can paint the screen with its data already there
 * (main.tsx waits a little for it).
 */
export type OpeningData = (opening: ScreenOpening) => Promise<void>;

/** One page of a list read with a cursor. */
export interface CursorPage<T> {
  items: T[];
  next: Cursor | null;
}

/**
 * A list read 20 at a time, "More" reading the page after the last cursor.
 * Each list's api module defines its own with this, so every list pages the same way.
 */
export const pagedQuery = <T, Key extends QueryKey>(
  queryKey: Key,
  readPage: (after: Cursor | null) => Promise<CursorPage<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => readPage(pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

export type ListStatus = 'loading' | 'ready' | 'loading-more' | 'failed';

/** A paged list as its screen shows it: every item so far, and what the footer offers. */
export interface ListView<T> {
  items: T[];
  status: ListStatus;
  error: string | null;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A paged list's view, drawn at the pace the phone allows: when a page of
 * cards arrives, the screen keeps showing what it had and React draws the
 * cards in the background in short slices (a deferred value), so a phone
 * never sits in one long task drawing twenty cards while a tap waits.
 */
export function useListView<T>(
  query: UseInfiniteQueryResult<InfiniteData<CursorPage<T>, unknown>>,
): ListView<T> {
  return useDeferredValue(listView(query));
}

function listView<T>(
  query: UseInfiniteQueryResult<InfiniteData<CursorPage<T>, unknown>>,
): ListView<T> {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const status: ListStatus = query.isPending
    ? 'loading'
    : query.isError
      ? 'failed'
      : query.isFetchingNextPage
        ? 'loading-more'
        : 'ready';
  return {
    items,
    status,
    error: query.isError ? messageOf(query.error) : null,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    // A failed "More" asks for that page again; a failed first page, for the list.
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
}

/**
 * A list of named records in the reader's alphabetical order (lib/local-name
 * `byLocalName`) rather than the database's English one: for the town's
 * short lists (shops, doctors, places, providers, teachers, tests), which
 * fit a page, so loading more seldom moves what is on screen.
 */
export const inNameOrder = <T extends LocalNames>(list: ListView<T>): ListView<T> => ({
  ...list,
  items: byLocalName(list.items),
});

/** One document a screen shows, in the four states it draws. */
export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; value: T };

/** A read of one document (null when there is none) as the screen's states, with a retry. */
export function loadedView<T>(query: UseQueryResult<T | null>): {
  state: Loaded<T>;
  retry: () => void;
} {
  const retry = () => void query.refetch();
  if (query.isPending) return { state: { status: 'loading' }, retry };
  if (query.isError) return { state: { status: 'failed', error: messageOf(query.error) }, retry };
  if (query.data === null) return { state: { status: 'missing' }, retry };
  return { state: { status: 'ready', value: query.data }, retry };
}

/**
 * A query's answers as they change, newest first in line: each answer the
 * backend's listener gives replaces the last, and older ones not yet taken are
 * dropped. The listener stops when the reader aborts (the screen went away).
 */
async function* answersOf(spec: QuerySpec, signal: AbortSignal): AsyncGenerator<StoredDoc[]> {
  const { store } = await getBackend();
  let latest: StoredDoc[] | null = null;
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  const nudge = () => wake?.();
  const stop = store.subscribeQuery(
    spec,
    (docs) => {
      latest = docs;
      nudge();
    },
    (error) => {
      failure = { error };
      nudge();
    },
  );
  signal.addEventListener('abort', nudge);
  try {
    while (!signal.aborted) {
      if (failure) throw (failure as { error: unknown }).error;
      if (latest) {
        const docs: StoredDoc[] = latest;
        latest = null;
        yield docs;
        continue;
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    stop();
    signal.removeEventListener('abort', nudge);
  }
}

/** A live list as its screen reads it: each document as its model, and the ids of any it could not read. */
export interface LiveList<T> {
  items: T[];
  unreadable: string[];
}

function readEach<T>(docs: readonly StoredDoc[], read: (doc: StoredDoc) => T | null): LiveList<T> {
  const items: T[] = [];
  const unreadable: string[] = [];
  for (const doc of docs) {
    const item = read(doc);
    if (item) items.push(item);
    else unreadable.push(doc.id);
  }
  return { items, unreadable };
}

/**
 * The live results of one query (a staff inbox, a dashboard figure): the
 * backend's listener writes each change into the cache for as long as a
 * screen shows it, each document read as its model by `read` (null for one
 * it cannot read, which the list names instead of failing whole). A stopped
 * listener (a refusal, a lost connection) keeps the last results with the
 * error; `refetch` listens again.
 */
export const liveQuery = <T>(
  queryKey: QueryKey,
  spec: QuerySpec,
  read: (doc: StoredDoc) => T | null,
) =>
  queryOptions({
    queryKey: ['live', ...queryKey],
    queryFn: streamedQuery({
      streamFn: ({ signal }) => answersOf(spec, signal),
      // A new listener keeps showing the old results until its first answer.
      refetchMode: 'append',
      reducer: (_previous: LiveList<T>, answer: StoredDoc[]) => readEach(answer, read),
      initialValue: { items: [], unreadable: [] } as LiveList<T>,
    }),
    // Kept fresh by the listener while shown; read afresh whenever shown again.
    staleTime: 0,
  });

export type LiveView<T> = LiveList<T> &
  (
    | { status: 'loading' | 'ready'; error: null; retry: () => void }
    | { status: 'failed'; error: string; retry: () => void }
  );

const nothingYet: LiveList<never> = { items: [], unreadable: [] };

export function liveView<T>(query: UseQueryResult<LiveList<T>>): LiveView<T> {
  const list = query.data ?? nothingYet;
  const retry = () => void query.refetch();
  if (query.isError) return { ...list, status: 'failed', error: messageOf(query.error), retry };
  if (query.isPending) return { ...list, status: 'loading', error: null, retry };
  return { ...list, status: 'ready', error: null, retry };
}
