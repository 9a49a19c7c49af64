import { queryOptions, useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getBackend } from '../backend';
import { messageOf } from '../port/errors';
import {
  BackendError,
  type AuthService,
  type DocData,
  type PasswordPolicy,
  type SessionUser,
  type StaffKind,
  type StaffRecord,
} from '../port/types';
import { queryClient } from './query-client';
import { tiedToStaff, turnOffForStaff } from './push-device';
import { collections } from '../lib/models';
import { ADMIN_ROLE } from '../lib/roles';
import { useStaffStore } from '../stores/staff-store';
// The staff screens' stylesheet travels with the staff chunks, never with `/`.
import '../styles/staff.scss';

/**
 * Who is signed in, for the staff screens only, held here and nowhere else.
 * The first staff screen to mount starts one watch on the auth service (which
 * loads the auth chunk); customer screens never call this, so they never load
 * any auth code. On every change a remembered vendor or delivery record of
 * someone else is dropped. Signing in and out are mutations (`useEmailSignIn`,
 * `usePhoneSignIn`, `useSignOut`), which the watch then hears of.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; user: SessionUser | null };

let sessionState: SessionState = { status: 'loading' };
let watch: Promise<void> | null = null;
const sessionListeners = new Set<() => void>();

function setSessionState(next: SessionState) {
  sessionState = next;
  for (const listener of [...sessionListeners]) listener();
}

/** The auth service; loading it is what pulls the auth chunk in. */
export async function staffAuth(): Promise<AuthService> {
  return (await getBackend()).auth();
}

function startSessionWatch() {
  watch ??= staffAuth().then(
    (auth) => {
      // Kept for the life of the page: the session stays in step from the
      // first staff screen on, whichever screen comes next.
      auth.watchSession((user) => {
        useStaffStore.getState().keepOnly(user?.uid ?? null);
        forgetRolesOfOthers(user?.uid ?? null);
        setSessionState({ status: 'ready', user });
      });
    },
    (error: unknown) => {
      watch = null; // "Try again" starts a fresh attempt
      setSessionState({ status: 'failed', error: messageOf(error) });
    },
  );
}

export function retrySessionWatch(): void {
  if (sessionState.status !== 'failed') return;
  setSessionState({ status: 'loading' });
  startSessionWatch();
}

function subscribeSession(listener: () => void) {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
}

/** The signed-in user as the auth service reports it; starts the watch on first use. */
export function useStaffSession(): SessionState {
  useEffect(startSessionWatch, []);
  return useSyncExternalStore(subscribeSession, () => sessionState);
}

/** The session as the staff screens know it now, outside React. */
export const staffSessionNow = (): SessionState => sessionState;

/**
 * A phone that rang for the person signing out stops: the server unties it
 * from them. A failure (no network) does not keep anyone signed in.
 */
async function untiePushDevice(): Promise<void> {
  if (!tiedToStaff()) return;
  try {
    await turnOffForStaff();
  } catch (error) {
    console.warn('This phone could not be untied from the signed-out person:', error);
  }
}

/** Signs out and forgets every remembered staff record. */
async function signOutStaff(): Promise<void> {
  const auth = await staffAuth();
  await untiePushDevice();
  await auth.signOut();
  useStaffStore.getState().keepOnly(null);
}

/** Signing out, as any staff screen's button does it. */
export const useSignOut = () => useMutation({ mutationFn: signOutStaff }, queryClient);

/** An admin signs in with their email and password. */
export const useEmailSignIn = () =>
  useMutation(
    {
      mutationFn: async ({ email, password }: { email: string; password: string }) =>
        (await staffAuth()).signInWithEmail(email, password),
    },
    queryClient,
  );

/**
 * A vendor or delivery person signs in with their phone: their record, then
 * remembered for their screens, or null when the phone and password match no
 * active account of that kind.
 */
export const usePhoneSignIn = (kind: StaffKind) =>
  useMutation(
    {
      mutationFn: async ({ phone, password }: { phone: string; password: string }) => {
        const record = await (await staffAuth()).signInStaffByPhone(kind, phone, password);
        if (record) useStaffStore.getState().saveRecord(record);
        return record;
      },
    },
    queryClient,
  );

/** Asks for a password reset email; the answer is the same whether or not the address has an account. */
export const usePasswordReset = () =>
  useMutation(
    { mutationFn: async (email: string) => (await staffAuth()).sendPasswordReset(email) },
    queryClient,
  );

// ---------------------------------------------------------------------------
// Admin role

/**
 * True when `admins/{uid}` exists with the admin role value (ADMIN_ROLE,
 * which the rules compare too). Anyone signed in may read their own admin document; a refusal
 * means "not an admin", never an error to show.
 */
async function holdsAdminRole(uid: string): Promise<boolean> {
  const { store } = await getBackend();
  try {
    const doc = await store.get(collections.admins, uid);
    return doc?.data['role'] === ADMIN_ROLE;
  } catch (error) {
    if (error instanceof BackendError && error.code === 'permission-denied') return false;
    throw error;
  }
}

/** Every person's admin-role answer: each one's key starts with this. */
const adminRoles = ['admin-role'] as const;

/**
 * Whether `uid` holds the admin role, one key per person. It is asked again
 * on every admin screen (a removed admin is turned away at once), and the
 * last answer is kept for the page's life, so moving between admin screens
 * shows the screen at once while it is asked.
 */
export const adminRoleQuery = (uid: string) =>
  queryOptions({
    queryKey: [...adminRoles, uid],
    queryFn: () => holdsAdminRole(uid),
    staleTime: 0,
    gcTime: Infinity,
  });

/** Someone else's answer is not the signed-in person's business. */
function forgetRolesOfOthers(uid: string | null) {
  queryClient.removeQueries({
    queryKey: adminRoles,
    predicate: (query) => query.queryKey[1] !== uid,
  });
}

export type Check<T> =
  { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; value: T };

/** An answer as the staff screens use it, with `retry` to ask again. */
function checkOf<T>(query: UseQueryResult<T>): Check<T> & { retry: () => void } {
  const retry = () => void query.refetch();
  if (query.isPending) return { status: 'loading', retry };
  if (query.isError) return { status: 'failed', error: messageOf(query.error), retry };
  return { status: 'ready', value: query.data, retry };
}

export function useAdminRole(uid: string | null): Check<boolean> & { retry: () => void } {
  return checkOf(useQuery({ ...adminRoleQuery(uid ?? ''), enabled: uid !== null }, queryClient));
}

// ---------------------------------------------------------------------------
// Vendor and delivery access

function staffRecordFrom(kind: StaffKind, uid: string, data: DocData): StaffRecord {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const shopId = text(data['shopId']);
  const category = text(data['category']);
  return {
    uid,
    kind,
    name: text(data['name']),
    phone: text(data['phone']),
    active: data['active'] === true,
    ...(shopId && { shopId }),
    ...(category && { category }),
  };
}

/** The person's own staff record of `kind` as stored now, or null when there is none. */
async function readOwnStaffRecord(kind: StaffKind, uid: string): Promise<StaffRecord | null> {
  const { store } = await getBackend();
  try {
    const doc = await store.get(collections[kind], uid);
    return doc && staffRecordFrom(kind, uid, doc.data);
  } catch (error) {
    if (error instanceof BackendError && error.code === 'permission-denied') return null;
    throw error;
  }
}

/** The signed-in person's own staff record of `kind`, read afresh each time a staff screen asks. */
const staffRecordQuery = (kind: StaffKind, uid: string) =>
  queryOptions({
    queryKey: ['staff-record', kind, uid],
    queryFn: () => readOwnStaffRecord(kind, uid),
    staleTime: 0,
  });

export type StaffAccess =
  | { status: 'loading' }
  | { status: 'failed'; error: string; retry: () => void }
  | { status: 'signed-out' }
  /** Signed in, but not as an active staff member of this kind. */
  | { status: 'not-staff'; deactivated: boolean }
  | { status: 'ready'; record: StaffRecord };

/**
 * Whether the signed-in person is an active vendor (or delivery person), with
 * their record. The remembered record lets the screen start at once; the
 * staff document is read again each time, so a deactivated account is turned
 * away even on a phone that still remembers it.
 */
export function useStaffAccess(kind: StaffKind): StaffAccess {
  const session = useStaffSession();
  const user = session.status === 'ready' ? session.user : null;
  const remembered = useStaffStore((state) => state[kind]);
  const uid = user?.uid ?? null;
  const check = checkOf(
    useQuery({ ...staffRecordQuery(kind, uid ?? ''), enabled: uid !== null }, queryClient),
  );

  const fresh = check.status === 'ready' ? check.value : undefined;
  useEffect(() => {
    if (fresh === undefined) return;
    const store = useStaffStore.getState();
    if (fresh?.active) store.saveRecord(fresh);
    else store.removeRecord(kind);
  }, [fresh, kind]);

  if (session.status === 'loading') return { status: 'loading' };
  if (session.status === 'failed') {
    return { status: 'failed', error: session.error, retry: retrySessionWatch };
  }
  if (!user) return { status: 'signed-out' };
  if (check.status === 'ready') {
    const record = check.value;
    if (record?.active) return { status: 'ready', record };
    return { status: 'not-staff', deactivated: record !== null };
  }
  if (remembered && remembered.uid === user.uid) return { status: 'ready', record: remembered };
  if (check.status === 'failed') {
    return { status: 'failed', error: check.error, retry: check.retry };
  }
  return { status: 'loading' };
}

/** Firebase Auth's smallest rule, which holds until the server's own policy is known. */
export const defaultPasswordPolicy: PasswordPolicy = { minLength: 6 };

const passwordPolicyQuery = queryOptions({
  queryKey: ['password-policy'],
  queryFn: async () => (await staffAuth()).passwordPolicy(),
  // The policy changes with a deployment, not while a form is open.
  staleTime: Infinity,
  retry: false,
});

/**
 * The server's password policy (Firebase Auth's `validatePassword`), read
 * once, for forms that set or check a password (`needed`). Until it arrives,
 * or if it cannot be read, the 6-character minimum holds; the server checks
 * a real password itself.
 */
export function usePasswordPolicy(needed = true): PasswordPolicy {
  const { data } = useQuery({ ...passwordPolicyQuery, enabled: needed }, queryClient);
  return data ?? defaultPasswordPolicy;
}
