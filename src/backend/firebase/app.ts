import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import type { FirebaseSettings } from '../../config/env';

/** The emulators' addresses from firebase.json; the browser always uses these. */
export const DEFAULT_AUTH_EMULATOR = '127.0.0.1:9099';
export const DEFAULT_FIRESTORE_EMULATOR = '127.0.0.1:8080';
export const DEFAULT_FUNCTIONS_EMULATOR = '127.0.0.1:5001';

export interface FirebaseBackendOptions {
  /** FirebaseApp name. Default: the default app. Tests give each backend its own. */
  appName?: string;
  /**
   * Emulator addresses as "host:port" (the FIREBASE_AUTH_EMULATOR_HOST /
   * FIRESTORE_EMULATOR_HOST format). Only tests pass these; used only when
   * `settings.useEmulators` is true.
   */
  emulatorHosts?: { auth?: string; firestore?: string; functions?: string };
}

export interface HostAndPort {
  host: string;
  port: number;
}

/** What every part of the adapter shares: one app, and where the emulators are (null: production). */
export interface FirebaseContext {
  app: FirebaseApp;
  authEmulatorUrl: string | null;
  firestoreEmulator: HostAndPort | null;
  functionsEmulator: HostAndPort | null;
}

export function firebaseOptions(settings: FirebaseSettings): FirebaseOptions {
  return {
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    appId: settings.appId,
    ...(settings.storageBucket && { storageBucket: settings.storageBucket }),
    ...(settings.messagingSenderId && { messagingSenderId: settings.messagingSenderId }),
  };
}

export function parseHostAndPort(address: string): HostAndPort {
  const colon = address.lastIndexOf(':');
  const port = Number(address.slice(colon + 1));
  if (colon <= 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`An emulator address must look like "127.0.0.1:8080", not "${address}".`);
  }
  return { host: address.slice(0, colon).replace(/^\[(.*)\]$/, '$1'), port };
}

export function createFirebaseContext(
  settings: FirebaseSettings,
  options: FirebaseBackendOptions = {},
): FirebaseContext {
  const config = firebaseOptions(settings);
  const app = options.appName ? initializeApp(config, options.appName) : initializeApp(config);
  if (!settings.useEmulators) {
    return { app, authEmulatorUrl: null, firestoreEmulator: null, functionsEmulator: null };
  }
  return {
    app,
    authEmulatorUrl: `http://${options.emulatorHosts?.auth ?? DEFAULT_AUTH_EMULATOR}`,
    firestoreEmulator: parseHostAndPort(
      options.emulatorHosts?.firestore ?? DEFAULT_FIRESTORE_EMULATOR,
    ),
    functionsEmulator: parseHostAndPort(
      options.emulatorHosts?.functions ?? DEFAULT_FUNCTIONS_EMULATOR,
    ),
  };
}
