import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onArrive` with the items that appear in a live list after its
 * first answer (and pass `counts`): new orders in a vendor's inbox, newly
 * ready orders in the delivery queue. What was there when the screen opened
 * is not news.
 */
export function useArrivals<T extends { id: string }>(
  items: T[],
  ready: boolean,
  counts: (item: T) => boolean,
  onArrive: (arrived: T[]) => void,
): void {
  const seen = useRef<Set<string> | null>(null);
  // The newest `counts` and `onArrive`, without a new list answer being needed to use them.
  const notice = useEffectEvent((current: T[]) => {
    if (!seen.current) {
      seen.current = new Set(current.map((item) => item.id));
      return;
    }
    const known = seen.current;
    const arrived = current.filter((item) => !known.has(item.id) && counts(item));
    for (const item of current) known.add(item.id);
    if (arrived.length > 0) onArrive(arrived);
  });
  useEffect(() => {
    if (ready) notice(items);
  }, [items, ready]);
}
