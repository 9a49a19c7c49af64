import type { Backend, SessionUser } from '../../port/types';
import { backendOverChannel } from './channel-client';
import { showNotices, withDevice } from './device';
import type { DemoStart, DemoStarted } from './channel-host';
import { errorFromWire, type Endpoint, type ToBackend, type ToPage } from './channel-wire';
import { createSessionStore } from './local-session';
import { defaultDemoDatabaseName, sameSession, sessionKeyFor } from './session';

/**
 * Starts the app's Demo backend in a worker (backend-worker.ts), so that
 * Dexie, the access policy and every query run off the page's thread: on a
 * phone, opening the database and reading a page of the town in the page
 * was most of a data screen's blocking time. The page keeps only the
 * channel's client and the session, which lives in localStorage (a worker
 * has none). Where no module worker starts (an old browser, a script that
 * fails to load), the backend runs in the page instead.
 */
export async function startDemoBackend(): Promise<Backend> {
  const inPage = async () => {
    const { createDemoBackend } = await import('./demo-backend');
    return createDemoBackend({ sweepUnansweredOrders: true, deliverPush: showNotices });
  };
  if (typeof Worker !== 'function') return inPage();

  let worker: Worker;
  try {
    worker = new Worker(new URL('./backend-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return inPage();
  }
  let starting = true;
  const failedToStart = new Promise<void>((resolve) => {
    worker.addEventListener('error', (event) => {
      // Only a worker that never started is handled here (by the fallback);
      // a later error is left to the console, where it can be seen.
      if (!starting) return;
      event.preventDefault();
      resolve();
    });
  });
  try {
    const backend = await connectDemo(worker, { sweepUnansweredOrders: true }, failedToStart);
    starting = false;
    if (backend) return backend;
  } catch (error) {
    worker.terminate();
    throw error; // IndexedDB refused in the worker: the page would fare no better
  }
  worker.terminate();
  return inPage();
}

/**
 * Opens the Demo backend served at the other end of `endpoint` (`serveDemo`
 * in channel-host.ts) and keeps its session in step with this page's
 * localStorage. Null when `gone` settles first: nothing is there to answer.
 */
export async function connectDemo(
  endpoint: Endpoint,
  options: Partial<Omit<DemoStart, 'sessionKey' | 'session'>>,
  gone: Promise<void>,
): Promise<Backend | null> {
  const databaseName = options.databaseName ?? defaultDemoDatabaseName;
  const session = createSessionStore(sessionKeyFor(databaseName, defaultDemoDatabaseName));
  let onStarted: ((event: MessageEvent<DemoStarted>) => void) | undefined;
  const started = await Promise.race([
    gone.then(() => null),
    new Promise<DemoStarted>((resolve) => {
      onStarted = ({ data }) => {
        if ('started' in data || 'failure' in data) resolve(data);
      };
      endpoint.addEventListener('message', onStarted);
      endpoint.start?.();
      endpoint.postMessage({
        ...options,
        databaseName,
        sessionKey: session.key,
        session: session.read(),
      } satisfies DemoStart);
    }),
  ]);
  if (onStarted) endpoint.removeEventListener('message', onStarted);
  if (!started) return null;
  if ('failure' in started) throw errorFromWire(started.failure);

  // The worker's sign-ins and sign-outs are remembered here; other tabs' are told to it.
  let relaying: { user: SessionUser | null } | undefined;
  endpoint.addEventListener('message', ({ data }: MessageEvent<ToPage>) => {
    if (data.kind === 'push') showNotices(data.notices);
    if (data.kind !== 'session') return;
    relaying = { user: data.user };
    session.write(data.user);
    relaying = undefined;
  });
  session.listen((user) => {
    if (relaying && sameSession(user, relaying.user)) return;
    endpoint.postMessage({ kind: 'session', user } satisfies ToBackend);
  });
  return withDevice(backendOverChannel(endpoint));
}
