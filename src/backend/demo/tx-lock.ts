/**
 * One transaction at a time per database, across every tab of the origin.
 *
 * Browsers have the Web Locks API, which queues holders of a named lock
 * across tabs. The test DOM and Node do not, so there an in-process promise queue
 * per name does the same job for every backend instance in this realm (tests
 * open two instances over one database to play two tabs).
 */
const tails = new Map<string, Promise<unknown>>();

function withQueuedLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(name) ?? Promise.resolve();
  const result = previous.then(work, work);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  tails.set(name, tail);
  void tail.then(() => {
    if (tails.get(name) === tail) tails.delete(name);
  });
  return result;
}

export function withExclusiveLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(name, { mode: 'exclusive' }, work);
  return withQueuedLock(name, work);
}
