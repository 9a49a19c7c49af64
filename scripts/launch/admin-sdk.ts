import { createRequire } from 'node:module';
// Imported here, not with import(): Vite's module runner, which loads the
// launch (scripts/launch.mjs), is closed once the launch has loaded.
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { collections } from '../../src/lib/models.ts';
import { ADMIN_ROLE } from '../../src/lib/roles.ts';
import type { AdminClient } from './first-admin.ts';

const require = createRequire(import.meta.url);

interface CliLogin {
  getGlobalDefaultAccount(): { tokens?: { refresh_token?: string } } | undefined;
  getAccessToken(
    refreshToken: string,
    scopes: string[],
  ): Promise<{ access_token: string; expires_at?: number }>;
}

/**
 * Who the Admin SDK acts as: a service account's key when
 * GOOGLE_APPLICATION_CREDENTIALS names one, otherwise the Google account the
 * volunteer signed in to `firebase login` with (firebase-tools' own stored
 * login, which it refreshes), so no key file is ever downloaded.
 */
function credentialFor(env: NodeJS.ProcessEnv) {
  if (env['GOOGLE_APPLICATION_CREDENTIALS']) return applicationDefault();
  const login = require('firebase-tools/lib/auth.js') as CliLogin;
  const scopes = require('firebase-tools/lib/scopes.js') as Record<string, string>;
  const refreshToken = login.getGlobalDefaultAccount()?.tokens?.refresh_token;
  if (!refreshToken) throw new Error('Not signed in: run npx firebase login first.');
  const wanted = ['CLOUD_PLATFORM', 'FIREBASE_PLATFORM'].map((name) => scopes[name] ?? name);
  return {
    async getAccessToken() {
      const token = await login.getAccessToken(refreshToken, wanted);
      const seconds = token.expires_at ? Math.floor((token.expires_at - Date.now()) / 1000) : 3000;
      return { access_token: token.access_token, expires_in: seconds };
    },
  };
}

/** The Admin SDK on the town's project. */
export async function firebaseAdminClient(
  projectId: string,
  env: NodeJS.ProcessEnv,
): Promise<AdminClient> {
  const app = initializeApp({ projectId, credential: credentialFor(env) }, 'launch');
  const auth = getAuth(app);
  const db = getFirestore(app);
  return {
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
