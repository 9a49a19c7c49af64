import type { FirebaseSettings } from '../../config/env';
import type { AuthService, Backend, DocumentStore, Unsubscribe } from '../../port/types';
import { createFirebaseContext, type FirebaseBackendOptions, type FirebaseContext } from './app';
import { createOneShotStore, openFirestore, type OneShotStore } from './document-store';
import { guarded, toBackendError } from './errors';
import type { LiveStore } from './firestore-full';
import { loadOnce } from '../load-once';

export type { FirebaseBackendOptions } from './app';

/**
 * The Firebase adapter: Auth + Firestore behind the backend port.
 *
 * What loads when (this module is itself a dynamic import of backend/index.ts):
 * - `firebase/app` with this module.
 * - One Firestore SDK for the one-shot store (every read, query, write and
 *   transaction), never both where it can be helped:
 *   - `firebase/firestore` (full SDK, `onSnapshot`; firestore-full.ts) once a
 *     live listener or `auth()` has asked for it: staff screens, which list
 *     live and call `auth()` before their first read. From then on one-shot
 *     calls go through it too, so a staff session loads no Lite.
 *   - `firebase/firestore/lite` (firestore-lite.ts) on the first one-shot
 *     call otherwise: customer routes, where nothing is live. A customer who
 *     goes on to sign in as staff has loaded both.
 * - `firebase/auth` by dynamic import of auth.ts inside `auth()` only, so
 *   customers never download it.
 * - `firebase/functions` by dynamic import of functions-client.ts on the
 *   first `call`: checkout and staff actions.
 * - `firebase/messaging` by dynamic import of messaging.ts inside
 *   `pushToken()` only: someone turning notifications on (issue 34).
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

  const full = loadOnce(() =>
    import('./firestore-full').then((module) => module.createFullStore(context)),
  );
  const loadFull = () => full.get();

  const lite = loadOnce(() =>
    import('./firestore-lite').then(({ liteFirestore }) =>
      createOneShotStore(liteFirestore, openFirestore(liteFirestore, context)),
    ),
  );
  /** The full SDK's one-shot store once it has been asked for, Lite's otherwise. */
  function oneShotStore(): Promise<OneShotStore> {
    if (full.asked) return full.get().then((loaded) => loaded.oneShot);
    return lite.get();
  }

  /** Chooses the store only once the identity is ready: `auth()` in the same tick asks for the full SDK. */
  async function oneShot<T>(work: (store: OneShotStore) => Promise<T>): Promise<T> {
    await identityReady();
    return work(await guarded(oneShotStore));
  }

  function loadLive(): Promise<LiveStore> {
    return Promise.all([loadFull(), identityReady()]).then(([loaded]) => loaded.live);
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
    get: (collectionName, id) => oneShot((one) => one.get(collectionName, id)),
    query: (spec) => oneShot((one) => one.query(spec)),
    set: (collectionName, id, data) => oneShot((one) => one.set(collectionName, id, data)),
    update: (collectionName, id, patch) => oneShot((one) => one.update(collectionName, id, patch)),
    delete: (collectionName, id) => oneShot((one) => one.delete(collectionName, id)),
    runTransaction: (work) => oneShot((one) => one.runTransaction(work)),
    subscribeQuery: (spec, onNext, onError) =>
      lazySubscribe((liveStore, report) => liveStore.subscribeQuery(spec, onNext, report), onError),
    subscribeDoc: (collectionName, id, onNext, onError) =>
      lazySubscribe(
        (liveStore, report) => liveStore.subscribeDoc(collectionName, id, onNext, report),
        onError,
      ),
  };

  const functionsClient = loadOnce(() =>
    import('./functions-client')
      .then((module) => module.createFunctionsClient(context))
      .catch((error: unknown) => {
        throw toBackendError(error);
      }),
  );

  return {
    kind: 'firebase',
    store,
    async call(name, request) {
      await identityReady(); // a staff member's call must carry their ID token
      const callServer = await functionsClient.get();
      return callServer(name, request);
    },
    async pushToken(registration) {
      // A town without the web push key has no notifications (data/push-device says so first).
      if (!settings.vapidKey) return null;
      const { messagingToken } = await import('./messaging').catch((error: unknown) => {
        throw toBackendError(error);
      });
      return messagingToken(context, settings.vapidKey, registration);
    },
    auth() {
      if (!authService) {
        // Only staff sign in, and staff screens list live: the full SDK loads
        // beside Auth, in time to serve the first read, so Lite never does.
        void loadFull().catch(() => {
          // Asked for again by the first read or subscription, which reports a failure.
        });
        const loading = import('./auth').then((module) => module.createAuthService(context, store));
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
