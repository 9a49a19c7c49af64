import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, getApps } from 'firebase/app';
import type { FirebaseSettings } from '../../config/env';
import { parseHostAndPort } from '../firebase/app';
import { docToFirestore } from '../firebase/firestore-values';
import { createFirebaseBackend } from '../firebase/firebase-backend';
import type { Backend, DocData } from '../../port/types';

/**
 * Test support for the Firebase adapter against the local emulators
 * (`firebase emulators:exec` sets FIREBASE_AUTH_EMULATOR_HOST, and
 * FIRESTORE_EMULATOR_HOST when the Firestore emulator runs too). Vitest
 * exposes the process environment as `import.meta.env`, which keeps this
 * file free of Node typings (the app's tsconfig has none).
 */

const env = import.meta.env as Record<string, string | undefined>;
export const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
export const firestoreEmulatorHost = env.FIRESTORE_EMULATOR_HOST || undefined;
/** Where the Functions emulator serves the callables (npm test starts it beside Auth). */
export const functionsEmulatorHost = env.FUNCTIONS_EMULATOR_HOST || undefined;

/**
 * The Auth emulator serves the client SDK's requests (which carry only an API
 * key) as its default project, so this must be the project it was started with.
 */
export const projectId = env.GCLOUD_PROJECT || 'demo-town-services';

export const testSettings: FirebaseSettings = {
  apiKey: 'demo-api-key',
  authDomain: `${projectId}.firebaseapp.com`,
  projectId,
  appId: 'demo-app-id',
  useEmulators: true,
};

let appCount = 0;
const appPrefix = `test-${Math.random().toString(36).slice(2, 8)}-`;

/**
 * A fresh backend on its own FirebaseApp, signed out. `firestore` overrides
 * where its Firestore goes (a closed port makes every store call fail).
 */
export function makeFirebaseBackend(firestore?: string): Backend {
  appCount += 1;
  return createFirebaseBackend(testSettings, {
    appName: `${appPrefix}${appCount}`,
    emulatorHosts: {
      ...(authEmulatorHost && { auth: authEmulatorHost }),
      ...(functionsEmulatorHost && { functions: functionsEmulatorHost }),
      ...((firestore ?? firestoreEmulatorHost) && {
        firestore: firestore ?? firestoreEmulatorHost,
      }),
    },
  });
}

/** Deletes the FirebaseApps `makeFirebaseBackend` made (ends their timers and connections). */
export async function deleteTestApps(): Promise<void> {
  const ours = getApps().filter((app) => app.name.startsWith(appPrefix));
  await Promise.all(ours.map((app) => deleteApp(app)));
}

/**
 * A Firestore address no request can reach: `fetch` refuses port 1 outright,
 * so every store call fails at once, as when the phone is offline.
 */
export const UNREACHABLE_FIRESTORE = '127.0.0.1:1';

async function emulatorRequest(path: string, init: RequestInit = {}): Promise<unknown> {
  if (!authEmulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set.');
  const response = await fetch(`http://${authEmulatorHost}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(`Auth emulator ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body;
}

/** Creates an email/password account directly in the Auth emulator; returns its uid. */
export async function createEmulatorUser(email: string, password: string): Promise<string> {
  const body = (await emulatorRequest(
    '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any',
    {
      method: 'POST',
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )) as { localId?: unknown };
  if (typeof body.localId !== 'string') throw new Error('The Auth emulator returned no uid.');
  return body.localId;
}

/**
 * With improved email privacy a wrong password and an unknown account both
 * come back as auth/invalid-credential, as on projects created since 2023;
 * without it (the emulator's default, and older projects) the server names
 * the difference.
 */
export async function setEmailPrivacy(enabled: boolean): Promise<void> {
  await emulatorRequest(`/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
}

interface OobCode {
  email?: string;
  oobCode?: string;
  requestType?: string;
}

async function oobCodes(): Promise<OobCode[]> {
  const body = (await emulatorRequest(`/emulator/v1/projects/${projectId}/oobCodes`)) as {
    oobCodes?: OobCode[];
  };
  return body.oobCodes ?? [];
}

/** Codes the emulator had sent before the last reset (it never forgets them itself). */
let staleCodes = new Set<string>();

/**
 * Removes every account, forgets the codes sent so far and switches improved
 * email privacy on, as in production.
 */
export async function resetAuthEmulator(): Promise<void> {
  await emulatorRequest(`/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  staleCodes = new Set((await oobCodes()).flatMap((code) => code.oobCode ?? []));
  await setEmailPrivacy(true);
}

/** The newest password-reset code the emulator "sent" to `email` since the last reset, or null. */
export async function latestResetCode(email: string): Promise<string | null> {
  const codes = (await oobCodes()).filter(
    (code) =>
      code.requestType === 'PASSWORD_RESET' &&
      code.email?.toLowerCase() === email.toLowerCase() &&
      code.oobCode !== undefined &&
      !staleCodes.has(code.oobCode),
  );
  return codes.at(-1)?.oobCode ?? null;
}

/** firestore.rules as text (an empty map while nobody has written it). */
const rulesFiles = import.meta.glob<string>('/firestore.rules', {
  query: '?raw',
  import: 'default',
});

export async function firestoreRules(): Promise<string | undefined> {
  return rulesFiles['/firestore.rules']?.();
}

let rulesEnvironment: Promise<RulesTestEnvironment> | undefined;

/** The rules-unit-testing environment on the Firestore emulator, with firestore.rules loaded. */
export function firestoreTestEnvironment(): Promise<RulesTestEnvironment> {
  rulesEnvironment ??= (async () => {
    if (!firestoreEmulatorHost) throw new Error('FIRESTORE_EMULATOR_HOST is not set.');
    const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
    const { host, port } = parseHostAndPort(firestoreEmulatorHost);
    const rules = await firestoreRules();
    return initializeTestEnvironment({
      projectId,
      firestore: { host, port, ...(rules !== undefined && { rules }) },
    });
  })();
  return rulesEnvironment;
}

/** Writes a document as it is, past the rules (test set-up). */
export async function seedFirestoreDoc(
  collectionName: string,
  id: string,
  data: DocData,
): Promise<void> {
  const environment = await firestoreTestEnvironment();
  const { default: firebase } = await import('firebase/compat/app');
  await environment.withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .collection(collectionName)
      .doc(id)
      .set(docToFirestore(data, () => firebase.firestore.FieldValue.serverTimestamp()));
  });
}
