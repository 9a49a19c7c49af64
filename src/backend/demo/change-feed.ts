/**
 * Tells live queries that documents changed: at once in this backend
 * instance, and through a BroadcastChannel in every other tab (or other
 * instance in this realm) that has the same database open. A message only
 * names the collections touched; listeners re-read what they need.
 */
export type ChangeListener = (changedCollections: ReadonlySet<string>) => void;

export interface ChangeFeed {
  notify(changedCollections: Iterable<string>): void;
  listen(listener: ChangeListener): () => void;
  close(): void;
}

interface ChangeMessage {
  collections: string[];
}

function isChangeMessage(data: unknown): data is ChangeMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { collections?: unknown }).collections) &&
    (data as ChangeMessage).collections.every((name) => typeof name === 'string')
  );
}

export function createChangeFeed(databaseName: string): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  const deliver = (changed: ReadonlySet<string>) => {
    for (const listener of [...listeners]) listener(changed);
  };

  let channel: BroadcastChannel | null = null;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(`town-demo-changes:${databaseName}`);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isChangeMessage(event.data)) deliver(new Set(event.data.collections));
    };
    // Node's channel would otherwise keep a test process alive.
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  }

  return {
    notify(changedCollections) {
      const changed = new Set(changedCollections);
      if (changed.size === 0) return;
      channel?.postMessage({ collections: [...changed] } satisfies ChangeMessage);
      deliver(changed);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.close();
      channel = null;
    },
  };
}
