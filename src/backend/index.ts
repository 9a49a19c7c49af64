import { settings, settingsProblem } from '../config/env';
import { backendError } from '../port/errors';
import { withTimeouts } from './timeout';
import type { Backend } from '../port/types';

export { backendKind } from './kind';

/**
 * Picks the adapter (backendKind says which). Each is loaded by dynamic
 * import, so the first paint pays for neither.
 */

let backend: Promise<Backend> | undefined;

async function loadBackend(): Promise<Backend> {
  if (settingsProblem) {
    // Fail closed: never fall back to the Demo backend on a broken setting.
    throw backendError('unavailable', `The app is not set up correctly: ${settingsProblem}`);
  }
  // The words for the backend's failures in the chosen language (messageOf)
  // load beside the adapter, not with the first paint, which needs none.
  const words = import('./messages');
  const firebaseSettings = settings.firebase;
  if (firebaseSettings) {
    const [{ createFirebaseBackend }] = await Promise.all([
      import('./firebase/firebase-backend'),
      words,
    ]);
    return withTimeouts(createFirebaseBackend(firebaseSettings));
  }
  const [{ startDemoBackend }] = await Promise.all([import('./demo/start-demo'), words]);
  return withTimeouts(await startDemoBackend());
}

export function getBackend(): Promise<Backend> {
  backend ??= loadBackend().catch((error: unknown) => {
    backend = undefined; // let the next call try again (a chunk may load on retry)
    throw error;
  });
  return backend;
}
