import { settings } from '../config/env';
import { withTimeouts } from './timeout';
import type { Backend, BackendKind } from './types';

/**
 * Picks the adapter: Firebase when a project is configured, otherwise the
 * in-browser Demo backend. Each is loaded by dynamic import, so the first
 * paint pays for neither.
 */
export const backendKind: BackendKind = settings.firebase ? 'firebase' : 'demo';

let backend: Promise<Backend> | undefined;

async function loadBackend(): Promise<Backend> {
  const firebaseSettings = settings.firebase;
  if (firebaseSettings) {
    const { createFirebaseBackend } = await import('./firebase/firebase-backend');
    return withTimeouts(createFirebaseBackend(firebaseSettings));
  }
  const { createDemoBackend } = await import('./demo/demo-backend');
  return withTimeouts(await createDemoBackend());
}

export function getBackend(): Promise<Backend> {
  backend ??= loadBackend().catch((error: unknown) => {
    backend = undefined; // let the next call try again (a chunk may load on retry)
    throw error;
  });
  return backend;
}
