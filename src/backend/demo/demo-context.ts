import { collections } from '../../lib/models';
import { backendError } from '../../port/errors';
import { BackendError } from '../../port/types';
import type { ChangeFeed } from './change-feed';
import type { DemoDatabase } from './db';
import type { CompositeIndex } from './indexes';
import { anonymousCaller, callerFrom, isAllowed, type AccessRequest, type Caller } from './policy';
import type { SessionStore } from './session';
import type { DocData } from '../../port/types';

/** What the pieces of one Demo backend instance share. */
/** One document a commit wrote: as it was before and as it is now (null: absent). */
export interface WrittenDoc {
  collection: string;
  id: string;
  before: DocData | null;
  after: DocData | null;
}

export interface DemoContext {
  databaseName: string;
  db: DemoDatabase;
  session: SessionStore;
  changes: ChangeFeed;
  /** PBKDF2 iterations for passwords hashed from now on; passwords.ts's default when absent. */
  passwordIterations?: number;
  /** Composite indexes beyond firestore.indexes.json that queries may use (tests of query semantics only). */
  extraIndexes?: readonly CompositeIndex[];
  /** Called after every committed write (the server's triggers hang here); the write waits for it. */
  afterWrite?: (written: readonly WrittenDoc[]) => Promise<void>;
}

/** Collections whose documents decide a caller's role; a change to them can change any answer. */
export const roleCollections: readonly string[] = [
  collections.admins,
  collections.vendor,
  collections.delivery,
];

/**
 * The signed-in caller with roles looked up as the rules' get()/exists() do.
 * Only Dexie reads are awaited, so this can run inside a Dexie transaction
 * that includes `docs` and `accounts` and then sees that transaction's state.
 */
export async function currentCaller(context: DemoContext): Promise<Caller> {
  const session = context.session.read();
  if (!session) return anonymousCaller;
  const { db } = context;
  // A remembered session whose account is gone (database reset) means signed out.
  const account = await db.accounts.get(session.uid);
  if (!account) return anonymousCaller;
  const [admin, vendor, delivery] = await db.docs.bulkGet([
    [collections.admins, session.uid],
    [collections.vendor, session.uid],
    [collections.delivery, session.uid],
  ]);
  return callerFrom(session.uid, {
    admin: admin?.data ?? null,
    vendor: vendor?.data ?? null,
    delivery: delivery?.data ?? null,
  });
}

/** Throws `permission-denied` unless the policy allows the request. */
export function demandAccess(request: AccessRequest): void {
  if (!isAllowed(request)) throw backendError('permission-denied');
}

/** Firestore's limits on names, so a path the Firebase adapter would refuse is refused here too. */
export function checkPath(collection: string, id?: string): void {
  const badSegment = (segment: string) =>
    segment === '' || segment.includes('/') || segment === '.' || segment === '..';
  if (typeof collection !== 'string' || badSegment(collection)) {
    throw backendError('invalid-argument', `"${String(collection)}" is not a collection name.`);
  }
  if (id !== undefined && (typeof id !== 'string' || badSegment(id) || id.length > 1500)) {
    throw backendError('invalid-argument', `"${String(id)}" is not a document id.`);
  }
}

const storageFailureNames = new Set([
  'DatabaseClosedError',
  'OpenFailedError',
  'MissingAPIError',
  'QuotaExceededError',
  'InvalidStateError',
  'VersionError',
  'UnknownError',
]);

/** Every failure leaves the adapter as a BackendError with a plain sentence. */
export function asBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const name = error instanceof Error ? error.name : '';
  // Dexie wraps the browser's error in `inner`; look at both names.
  const inner: unknown = error instanceof Error ? (error as { inner?: unknown }).inner : undefined;
  const innerName = inner instanceof Error ? inner.name : '';
  if (storageFailureNames.has(name) || storageFailureNames.has(innerName)) {
    return backendError('unavailable', undefined, error);
  }
  return backendError('unknown', undefined, error);
}

/** Runs `work`, turning any failure into a BackendError (one already a BackendError passes through). */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asBackendError(error);
  }
}
