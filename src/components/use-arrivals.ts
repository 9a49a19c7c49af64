import { useEffect, useRef } from 'react';
import type { StoredDoc } from '../backend/types';

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
  const latest = useRef({ counts, onArrive });
  latest.current = { counts, onArrive };
  useEffect(() => {
    if (!ready) return;
    if (!seen.current) {
      seen.current = new Set(docs.map((doc) => doc.id));
      return;
    }
    const known = seen.current;
    const arrived = docs.filter((doc) => !known.has(doc.id) && latest.current.counts(doc));
    for (const doc of docs) known.add(doc.id);
    if (arrived.length > 0) latest.current.onArrive(arrived);
  }, [docs, ready]);
}
