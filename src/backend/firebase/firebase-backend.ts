import type { FirebaseSettings } from '../../config/env';
import type { CallServer } from '../../port/callables';
import type { AuthService, Backend, DocumentStore, Unsubscribe } from '../../port/types';
import { createFirebaseContext, type FirebaseBackendOptions, type FirebaseContext } from './app';
import { createOneShotStore } from './document-store';
import { toBackendError } from './errors';
import type { LiveStore } from './live-store';

export type { FirebaseBackendOptions } from './app';

/**
 * The Firebase adapter: Auth + Firestore behind the backend port.
 *
 * What loads when (this module is itself a dynamic import of backend/index.ts):
 * - `firebase/app` + `firebase/firestore/lite` with this module: every
 *   one-shot read, query, write and transaction (customer routes).
 * - `firebase/firestore` (full SDK, `onSnapshot`) by dynamic import of
 *   live-store.ts on the first `subscribeQuery` / `subscribeDoc` (staff).
 * - `firebase/auth` by dynamic import of auth.ts inside `auth()` only, so
 *   customers never download it.
 * - `firebase/functions` by dynamic import of functions-client.ts on the
 *   first `call`: checkout and staff actions.
 * - `firebase/app-check`, only when a site key is configured, at once: it
 *   starts with the app, and every store call and call waits for it, so
 *   Firestore's own App Check enforcement can be switched on.
 *
 * Identity across the split: Firestore (lite and full) takes the ID token from
 * the Auth component registered on the same FirebaseApp, whenever that
 * component appears, and itself waits for Auth to finish restoring a
 * persisted session. The one gap is while `firebase/auth` is still being
 * downloaded: a store call made then would go out signed out. So `auth()`
 * records its loading promise, and every store call and subscription first
 * awaits it (`identityReady`) — "auth ready, if it is being loaded". Routes
 * that never ask for auth never wait. A staff screen must call `auth()`
 * (e.g. `watchSession`) before its first privileged read, which it does to
 * know who is signed in anyway.
 */
/** Never fails: without App Check the app still works until enforcement is on, and says why then. */
function startAppCheckFor(context: FirebaseContext, siteKey: string): Promise<void> {
  return import('./app-check')
    .then((module) => module.startAppCheck(context.app, siteKey))
    .catch((error: unknown) => {
      console.error('App Check could not start:', error);
    });
}

export function createFirebaseBackend(
  settings: FirebaseSettings,
  options: FirebaseBackendOptions = {},
): Backend {
  const context = createFirebaseContext(settings, options);
  const appCheckStarted =
    settings.appCheckSiteKey && !settings.useEmulators
      ? startAppCheckFor(context, settings.appCheckSiteKey)
      : Promise.resolve();

  let authService: Promise<AuthService> | undefined;
  let authLoading: Promise<unknown> = Promise.resolve();
  async function identityReady(): Promise<void> {
    // Look one microtask later, so `auth()` called right after a store call
    // in the same tick (effects of one render) is still waited for.
    await Promise.resolve();
    try {
      await Promise.all([appCheckStarted, authLoading]);
    } catch {
      // A failed load leaves the store signed out, not broken.
    }
  }

  const oneShot = createOneShotStore(context, identityReady);

  let live: Promise<LiveStore> | undefined;
  function loadLive(): Promise<LiveStore> {
    live ??= identityReady()
      .then(() => import('./live-store'))
      .then((module) => module.createLiveStore(context))
      .catch((error: unknown) => {
        live = undefined; // a chunk that failed to load may load on the next try
        throw error;
      });
    return live;
  }

  /** Subscribes once the live store has loaded; unsubscribing before that cancels it. */
  function lazySubscribe(
    start: (store: LiveStore, onError: (error: Error) => void) => Unsubscribe,
    onError: ((error: Error) => void) | undefined,
  ): Unsubscribe {
    const report =
      onError ??
      ((error: Error) => {
        console.error('A live update stopped:', error);
      });
    let cancelled = false;
    let stop: Unsubscribe | undefined;
    loadLive().then(
      (store) => {
        if (!cancelled) stop = start(store, report);
      },
      (error: unknown) => {
        if (!cancelled) report(toBackendError(error));
      },
    );
    return () => {
      cancelled = true;
      stop?.();
      stop = undefined;
    };
  }

  const store: DocumentStore = {
    ...oneShot,
    subscribeQuery: (spec, onNext, onError) =>
      lazySubscribe((liveStore, report) => liveStore.subscribeQuery(spec, onNext, report), onError),
    subscribeDoc: (collectionName, id, onNext, onError) =>
      lazySubscribe(
        (liveStore, report) => liveStore.subscribeDoc(collectionName, id, onNext, report),
        onError,
      ),
  };

  let functionsClient: Promise<CallServer> | undefined;
  function loadFunctionsClient(): Promise<CallServer> {
    functionsClient ??= import('./functions-client')
      .then((module) => module.createFunctionsClient(context))
      .catch((error: unknown) => {
        functionsClient = undefined; // a chunk that failed to load may load on the next try
        throw toBackendError(error);
      });
    return functionsClient;
  }

  return {
    kind: 'firebase',
    store,
    async call(name, request) {
      await identityReady(); // a staff member's call must carry their ID token
      const callServer = await loadFunctionsClient();
      return callServer(name, request);
    },
    auth() {
      if (!authService) {
        const loading = import('./auth').then((module) =>
          module.createAuthService(context, oneShot),
        );
        authService = loading;
        authLoading = loading;
        loading.catch(() => {
          if (authService !== loading) return;
          authService = undefined; // let the next call try to load it again
          authLoading = Promise.resolve();
        });
      }
      return authService;
    },
  };
}
