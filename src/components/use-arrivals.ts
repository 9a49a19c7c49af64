import { useEffect, useEffectEvent, useRef } from 'react';
import type { StoredDoc } from '../port/types';

/**
 * Calls `onArrive` with the documents that appear in a live list after its
 * first answer (and pass `counts`): new orders in a vendor's inbox, newly
 * ready orders in the delivery queue. What was there when the screen opened
 * is not news.
 */
export function useArrivals(
  docs: StoredDoc[],
  ready: boolean,
  counts: (doc: StoredDoc) => boolean,
  onArrive: (arrived: StoredDoc[]) => void,
): void {
  const seen = useRef<Set<string> | null>(null);
  // The newest `counts` and `onArrive`, without a new list answer being needed to use them.
  const notice = useEffectEvent((current: StoredDoc[]) => {
    if (!seen.current) {
      seen.current = new Set(current.map((doc) => doc.id));
      return;
    }
    const known = seen.current;
    const arrived = current.filter((doc) => !known.has(doc.id) && counts(doc));
    for (const doc of current) known.add(doc.id);
    if (arrived.length > 0) onArrive(arrived);
  });
  useEffect(() => {
    if (ready) notice(docs);
  }, [docs, ready]);
}
