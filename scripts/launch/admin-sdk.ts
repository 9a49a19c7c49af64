import { createRequire } from 'node:module';
// Imported here, not with import(): Vite's module runner, which loads the
// launch (scripts/launch.mjs), is closed once the launch has loaded.
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { collections } from '../../src/lib/models.ts';
import { ADMIN_ROLE } from '../../src/lib/roles.ts';
import type { AdminClient } from './first-admin.ts';
import type { Http } from './http.ts';
import {
  disableSignUp,
  passwordOwner,
  signUpDisabled,
  type ProjectAuth,
} from './identity-toolkit.ts';

const require = createRequire(import.meta.url);

/** The part of firebase-tools' login (lib/auth.js) the launch uses. */
export interface CliLogin {
  getGlobalDefaultAccount(): { tokens?: { refresh_token?: string } } | undefined;
  getAccessToken(
    refreshToken: string,
    scopes: string[],
  ): Promise<{ access_token: string; expires_at?: number }>;
}

/**
 * The Admin SDK acting as the Google account signed in to `firebase login`:
 * firebase-tools' own stored login, which it refreshes, so no key file is
 * ever downloaded.
 */
export function cliLoginCredential(login: CliLogin, now: () => number = Date.now) {
  const refreshToken = login.getGlobalDefaultAccount()?.tokens?.refresh_token;
  if (!refreshToken) throw new Error('Not signed in: run npx firebase login first.');
  return {
    async getAccessToken() {
      // No scopes asked: those the login granted, as firebase-tools asks itself.
      const token = await login.getAccessToken(refreshToken, []);
      const seconds = token.expires_at ? Math.floor((token.expires_at - now()) / 1000) : 0;
      return { access_token: token.access_token, expires_in: seconds };
    },
  };
}

/** A service account's key when GOOGLE_APPLICATION_CREDENTIALS names one, else the CLI's login. */
function credentialFor(env: NodeJS.ProcessEnv) {
  if (env['GOOGLE_APPLICATION_CREDENTIALS']) return applicationDefault();
  return cliLoginCredential(require('firebase-tools/lib/auth.js') as CliLogin);
}

/** `fetch`, as the launch's HTTPS calls are typed (./http). */
export const fetchHttp: Http = (url, init) => fetch(url, init);

/**
 * The Admin SDK on the town's project, and the Identity Toolkit calls it
 * lacks, as the same signed-in Google account; `apiKey` is the web app's.
 */
export async function firebaseAdminClient(
  projectId: string,
  apiKey: string,
  env: NodeJS.ProcessEnv,
  http: Http = fetchHttp,
): Promise<AdminClient> {
  const credential = credentialFor(env);
  const app = initializeApp({ projectId, credential }, 'launch');
  const auth = getAuth(app);
  const db = getFirestore(app);
  const projectAuth: ProjectAuth = {
    http,
    projectId,
    accessToken: async () => (await credential.getAccessToken()).access_token,
  };
  return {
    signUpDisabled: () => signUpDisabled(projectAuth),
    disableSignUp: () => disableSignUp(projectAuth),
    passwordOwner: (email, password) => passwordOwner(http, apiKey, email, password),
    async findAdmin() {
      const found = await db
        .collection(collections.admins)
        .where('role', '==', ADMIN_ROLE)
        .limit(1)
        .get();
      const doc = found.docs[0];
      return doc ? { uid: doc.id, email: String(doc.get('email')) } : null;
    },
    async findUser(email) {
      try {
        return { uid: (await auth.getUserByEmail(email)).uid };
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async createUser({ email, password, name }) {
      return (await auth.createUser({ email, password, displayName: name })).uid;
    },
    async writeAdmin(uid, record) {
      await db.collection(collections.admins).doc(uid).set(record);
    },
    async passwordRule() {
      const config = await auth.projectConfigManager().getProjectConfig();
      const policy = config.passwordPolicyConfig;
      if (!policy) return null;
      return {
        minLength: policy.constraints?.minLength ?? 6,
        enforced: policy.enforcementState === 'ENFORCE',
      };
    },
    async setPasswordRule({ minLength, enforced }) {
      await auth.projectConfigManager().updateProjectConfig({
        passwordPolicyConfig: {
          enforcementState: enforced ? 'ENFORCE' : 'OFF',
          constraints: { minLength },
        },
      });
    },
  };
}
