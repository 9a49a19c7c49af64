import { randomId } from '../../lib/ids';
import { STAFF_PASSWORD_MIN_LENGTH } from '../../lib/limits';
import { staffSignInEmail } from '../../lib/phone';
import { backendError } from '../../port/errors';
import {
  BackendError,
  type AuthService,
  type DocData,
  type DocumentStore,
  type PasswordPolicy,
  type SessionUser,
  type StaffKind,
  type StaffRecord,
  type StoredDoc,
} from '../../port/types';
import { isWellFormedEmail } from '../../lib/email';
import { findAccountByEmail, normalizeEmail } from './accounts';
import { guarded, type DemoContext } from './demo-context';
import {
  passwordResetKey,
  signInFailuresKey,
  type AccountRecord,
  type PasswordHash,
  type SignInFailuresRow,
} from './db';
import { hashPassword, verifyPassword } from './passwords';

/**
 * The Demo AuthService: local accounts in IndexedDB with PBKDF2 hashes, the
 * session remembered in localStorage (see session.ts). It behaves as the
 * Firebase adapter does towards the app: the same error codes, no hint
 * whether an email has an account, staff signing in by phone through a
 * synthetic email.
 */

/** The Demo's project policy: as README asks of a Firebase project, at least a staff password's length. */
export const demoPasswordPolicy: PasswordPolicy = { minLength: STAFF_PASSWORD_MIN_LENGTH };

/** Firebase Auth locks an address out for a while after repeated failures; so does the demo. */
export const maxSignInFailures = 5;
export const signInFailureWindowMs = 10 * 60 * 1000;

function toStaffRecord(kind: StaffKind, uid: string, data: DocData): StaffRecord | null {
  const { name, phone, active, shopId, category } = data;
  if (typeof name !== 'string' || typeof phone !== 'string' || typeof active !== 'boolean') {
    return null;
  }
  return {
    uid,
    kind,
    phone,
    name,
    active,
    ...(typeof shopId === 'string' && { shopId }),
    ...(typeof category === 'string' && { category }),
  };
}

export async function createDemoAuth(
  context: DemoContext,
  store: DocumentStore,
): Promise<AuthService> {
  const { db, session } = context;

  // A remembered session whose account no longer exists (database reset) is dropped.
  const remembered = session.read();
  if (remembered && !(await db.accounts.get(remembered.uid))) session.write(null);

  let decoyHash: Promise<PasswordHash> | undefined;
  /** Unknown emails still cost one hash, so timing does not tell which emails have accounts. */
  const burnDecoyHash = async (password: string) => {
    decoyHash ??= hashPassword('decoy password', context.passwordIterations);
    await verifyPassword(password, await decoyHash);
  };

  const recentFailures = async (email: string, now: number): Promise<number[]> => {
    const row = (await db.meta.get(signInFailuresKey(email))) as SignInFailuresRow | undefined;
    return (row?.times ?? []).filter((time) => now - time < signInFailureWindowMs);
  };

  const recordFailure = (email: string) =>
    db.transaction('rw', db.meta, async () => {
      const now = Date.now();
      const times = [...(await recentFailures(email, now)), now].slice(-maxSignInFailures);
      await db.meta.put({ key: signInFailuresKey(email), times });
    });

  /** The account when `password` is right; throws the sign-in error codes otherwise. */
  const checkPassword = async (email: string, password: string): Promise<AccountRecord> => {
    if ((await recentFailures(email, Date.now())).length >= maxSignInFailures) {
      throw backendError('auth/too-many-requests');
    }
    const account = await findAccountByEmail(context, email);
    const matches = account
      ? await verifyPassword(password, account.password)
      : await burnDecoyHash(password).then(() => false);
    if (!account || !matches) {
      await recordFailure(email);
      throw backendError('auth/invalid-credential');
    }
    await db.meta.delete(signInFailuresKey(email));
    return account;
  };

  const signInWithEmail = async (email: string, password: string): Promise<SessionUser> => {
    const normalized = normalizeEmail(email);
    if (!isWellFormedEmail(normalized)) throw backendError('auth/invalid-email');
    const account = await checkPassword(normalized, password);
    const user: SessionUser = { uid: account.uid, email: account.email };
    session.write(user);
    return user;
  };

  const signInStaffByPhone = async (
    kind: StaffKind,
    phone: string,
    password: string,
  ): Promise<StaffRecord | null> => {
    const email = staffSignInEmail(kind, phone);
    if (!email) return null;
    let account: AccountRecord;
    try {
      account = await checkPassword(email, password);
    } catch (error) {
      if (error instanceof BackendError && error.code === 'auth/invalid-credential') return null;
      throw error;
    }
    session.write({ uid: account.uid, email: account.email });
    // Read the record as the staff member, through the policy, as the Firebase adapter must.
    let doc: StoredDoc | null;
    try {
      doc = await store.get(kind, account.uid);
    } catch (error) {
      session.write(null); // never leave someone signed in without a readable staff record
      if (error instanceof BackendError && error.code === 'permission-denied') return null;
      throw error;
    }
    const record = doc && toStaffRecord(kind, account.uid, doc.data);
    if (!record?.active) {
      session.write(null); // a sign-in with no active staff record leaves nobody signed in
      return null;
    }
    return record;
  };

  return {
    signInWithEmail: (email, password) => guarded(() => signInWithEmail(email, password)),

    signOut: async () => session.write(null),

    sendPasswordReset: (email) =>
      guarded(async () => {
        const normalized = normalizeEmail(email);
        if (!isWellFormedEmail(normalized)) throw backendError('auth/invalid-email');
        // Only a real account gets a "sent" reset; the caller is told nothing either way.
        const account = await findAccountByEmail(context, normalized);
        if (!account) return;
        await db.meta.put({
          key: passwordResetKey(normalized),
          email: normalized,
          code: randomId(24),
          sentAt: new Date(),
        });
      }),

    watchSession: (onChange) => {
      let lastUid: string | null | undefined;
      const report = (user: SessionUser | null) => {
        const uid = user?.uid ?? null;
        if (uid === lastUid) return;
        lastUid = uid;
        onChange(user);
      };
      report(session.read());
      return session.listen(report);
    },

    signInStaffByPhone: (kind, phone, password) =>
      guarded(() => signInStaffByPhone(kind, phone, password)),
    passwordPolicy: async () => ({ ...demoPasswordPolicy }),
  };
}
