import { useCallback, useEffect, useRef, useState } from 'react';
import { getBackend } from '../backend';
import { messageOf } from '../backend/errors';
import type { QuerySpec, StoredDoc } from '../backend/types';

export type LiveQuery =
  | { status: 'loading'; docs: StoredDoc[]; error: null }
  | { status: 'ready'; docs: StoredDoc[]; error: null }
  | { status: 'failed'; docs: StoredDoc[]; error: string };

/**
 * The live results of one query (a staff inbox, a dashboard figure): the
 * first answer and every change after, until the screen goes away. `key`
 * names the query (null: none yet); a changed key starts a new listener. A
 * listener the backend stops (a refusal, a lost connection) keeps the last
 * results on screen with the error, and `retry` listens again.
 */
export function useLiveQuery(key: string | null, spec: QuerySpec | null) {
  const [state, setState] = useState<{ key: string | null; live: LiveQuery }>({
    key: null,
    live: { status: 'loading', docs: [], error: null },
  });
  const [attempt, setAttempt] = useState(0);
  const latestSpec = useRef(spec);
  latestSpec.current = spec;

  useEffect(() => {
    const query = latestSpec.current;
    if (key === null || !query) return;
    let active = true;
    let unsubscribe: (() => void) | null = null;
    setState((current) => ({
      key,
      live: { status: 'loading', docs: current.key === key ? current.live.docs : [], error: null },
    }));
    const fail = (error: unknown) => {
      if (!active) return;
      setState((current) => ({
        key,
        live: { status: 'failed', docs: current.live.docs, error: messageOf(error) },
      }));
    };
    getBackend().then((backend) => {
      if (!active) return;
      unsubscribe = backend.store.subscribeQuery(
        query,
        (docs) => active && setState({ key, live: { status: 'ready', docs, error: null } }),
        fail,
      );
    }, fail);
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const live: LiveQuery =
    state.key === key ? state.live : { status: 'loading', docs: [], error: null };
  return { ...live, retry };
}
