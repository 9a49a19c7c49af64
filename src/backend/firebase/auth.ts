import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  validatePassword,
  type User,
} from 'firebase/auth';
import { isWellFormedEmail } from '../../lib/email';
import { normalizeIndianMobile, staffSignInEmail } from '../../lib/phone';
import { collections } from '../../lib/models';
import { backendError } from '../../port/errors';
import type {
  AuthService,
  DocData,
  PasswordPolicy,
  SessionUser,
  StaffKind,
  StaffRecord,
} from '../../port/types';
import type { FirebaseContext } from './app';
import type { OneShotStore } from './document-store';
import { firebaseCodeOf, guarded, toBackendError } from './errors';

/**
 * Firebase Auth behind the port. This module (and with it `firebase/auth`) is
 * imported only by `backend.auth()`, which customer routes never call.
 *
 * `initializeAuth` with IndexedDB (falling back to localStorage) persistence
 * and no popup/redirect resolver: staff sign in with email or phone +
 * password only, so the popup/iframe code is never bundled.
 */

/** Firebase's own floor when a project sets no password policy. */
const FALLBACK_POLICY: PasswordPolicy = { minLength: 6 };

function sessionUser(user: User): SessionUser {
  return { uid: user.uid, email: user.email };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function staffRecord(kind: StaffKind, uid: string, data: DocData, phone: string): StaffRecord {
  const shopId = text(data.shopId);
  const category = text(data.category);
  return {
    uid,
    kind,
    phone: text(data.phone) ?? phone,
    name: text(data.name) ?? '',
    ...(shopId && { shopId }),
    ...(category && { category }),
    active: data.active === true,
  };
}

/**
 * The trimmed address, or an `auth/invalid-email` failure when it cannot be
 * one. The server checks too, but a reset request for a malformed address is
 * accepted silently where email-enumeration protection is on.
 */
function checkedEmail(email: string): string {
  const trimmed = email.trim();
  if (!isWellFormedEmail(trimmed)) throw backendError('auth/invalid-email');
  return trimmed;
}

async function quietly(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch {
    // Best-effort clean-up: the original failure is what the caller needs to see.
  }
}

export function createAuthService(context: FirebaseContext, store: OneShotStore): AuthService {
  // Synchronous from module load to here: by the time the promise of this
  // service resolves, the Auth component is registered on the shared app, so
  // both Firestore instances attach the signed-in person's ID token.
  const auth = initializeAuth(context.app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (context.authEmulatorUrl) {
    connectAuthEmulator(auth, context.authEmulatorUrl, { disableWarnings: true });
  }

  let policy: Promise<PasswordPolicy> | undefined;
  async function loadPolicy(): Promise<PasswordPolicy> {
    try {
      const { passwordPolicy } = await validatePassword(auth, 'x');
      if (passwordPolicy.enforcementState !== 'ENFORCE') return FALLBACK_POLICY;
      const options = passwordPolicy.customStrengthOptions;
      return {
        minLength: Math.max(options.minPasswordLength ?? 0, FALLBACK_POLICY.minLength),
        ...(options.containsUppercaseLetter && { requireUppercase: true }),
        ...(options.containsLowercaseLetter && { requireLowercase: true }),
        ...(options.containsNumericCharacter && { requireNumeric: true }),
        ...(options.containsNonAlphanumericCharacter && { requireNonAlphanumeric: true }),
      };
    } catch {
      // No policy configured, or it could not be fetched (the Auth emulator
      // does not serve one): Firebase's own minimum still holds.
      policy = undefined; // ask again next time
      return FALLBACK_POLICY;
    }
  }

  return {
    signInWithEmail: (email, password) =>
      guarded(async () =>
        sessionUser((await signInWithEmailAndPassword(auth, checkedEmail(email), password)).user),
      ),

    signOut: () => guarded(() => signOut(auth)),

    async sendPasswordReset(email) {
      const address = checkedEmail(email);
      try {
        await sendPasswordResetEmail(auth, address);
      } catch (error) {
        // Never reveal whether an account exists: an unknown address "succeeds".
        if (firebaseCodeOf(error) === 'auth/user-not-found') return;
        throw toBackendError(error);
      }
    },

    watchSession(onChange) {
      return onAuthStateChanged(auth, (user) => onChange(user ? sessionUser(user) : null));
    },

    async signInStaffByPhone(kind, phone, password) {
      const digits = normalizeIndianMobile(phone);
      const email = digits && staffSignInEmail(kind, digits);
      if (!digits || !email || password === '') return null;

      let user: User;
      try {
        user = (await signInWithEmailAndPassword(auth, email, password)).user;
      } catch (error) {
        const failure = toBackendError(error);
        if (failure.code === 'auth/invalid-credential') return null;
        throw failure;
      }

      try {
        const stored = await store.get(collections[kind], user.uid);
        if (stored && stored.data.active === true) {
          return staffRecord(kind, user.uid, stored.data, digits);
        }
      } catch (error) {
        await quietly(signOut(auth));
        throw toBackendError(error);
      }
      // A valid account without an active staff record of this kind is not let in.
      await guarded(() => signOut(auth));
      return null;
    },

    passwordPolicy() {
      policy ??= loadPolicy();
      return policy;
    },
  };
}
