import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Cursor } from '../backend/types';
import { messageOf } from '../backend/errors';

export interface PageOf<T> {
  items: T[];
  next: Cursor | null;
}

type ListState<T> = {
  items: T[];
  next: Cursor | null;
  status: 'loading' | 'ready' | 'loading-more' | 'failed';
  error: string | null;
};

/**
 * A list read a page at a time with a cursor: the first page when `key`
 * changes, more on `loadMore`. A failed read keeps what was already shown and
 * offers `retry`; a stale answer (the filter changed meanwhile) is dropped.
 */
export function usePagedList<T>(
  key: string,
  loadPage: (after: Cursor | null) => Promise<PageOf<T>>,
) {
  const [state, setState] = useState<ListState<T>>({
    items: [],
    next: null,
    status: 'loading',
    error: null,
  });
  const loader = useRef(loadPage);
  loader.current = loadPage;
  const generation = useRef(0);

  const load = useCallback((after: Cursor | null) => {
    const mine = ++generation.current;
    setState((current) => ({
      ...current,
      ...(after ? { status: 'loading-more' } : { status: 'loading', items: [] }),
      error: null,
    }));
    loader.current(after).then(
      (page) => {
        if (mine !== generation.current) return;
        // A page of cards is the biggest render of a list screen; as a
        // transition React renders it in short slices, so taps still answer.
        startTransition(() =>
          setState((current) => ({
            items: after ? [...current.items, ...page.items] : page.items,
            next: page.next,
            status: 'ready',
            error: null,
          })),
        );
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        setState((current) => ({ ...current, status: 'failed', error: messageOf(error) }));
      },
    );
  }, []);

  useEffect(() => {
    load(null);
  }, [key, load]);

  return {
    ...state,
    loadMore: () => state.next && load(state.next),
    retry: () => load(state.items.length > 0 ? state.next : null),
  };
}
