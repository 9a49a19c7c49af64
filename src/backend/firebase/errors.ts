import { readReason } from '../../lib/server-sentences';
import { backendError } from '../../port/errors';
import { BackendError, type BackendErrorCode } from '../../port/types';

/**
 * Firebase error codes → port error codes. Pure (no SDK import), so it is
 * shared by the Firestore and Auth chunks and unit-tested on its own.
 *
 * Firestore reports bare codes (`permission-denied`), Auth prefixed ones
 * (`auth/wrong-password`). A wrong password and an unknown account map to the
 * same code, so the sentence a person reads never reveals whether an account
 * exists (production projects with email-enumeration protection already
 * answer `auth/invalid-credential` for both).
 */
const codeTable: Readonly<Record<string, BackendErrorCode>> = {
  // Firestore
  'permission-denied': 'permission-denied',
  // A signed-out caller refused by the rules: to the person it is the same refusal.
  unauthenticated: 'permission-denied',
  'not-found': 'not-found',
  'already-exists': 'already-exists',
  'failed-precondition': 'failed-precondition',
  aborted: 'aborted',
  unavailable: 'unavailable',
  'invalid-argument': 'invalid-argument',
  'deadline-exceeded': 'timeout',
  // Auth
  'auth/wrong-password': 'auth/invalid-credential',
  'auth/user-not-found': 'auth/invalid-credential',
  'auth/invalid-credential': 'auth/invalid-credential',
  // The same answer under its older name, and an empty password field.
  'auth/invalid-login-credentials': 'auth/invalid-credential',
  'auth/missing-password': 'auth/invalid-credential',
  'auth/email-already-in-use': 'auth/email-already-in-use',
  'auth/too-many-requests': 'auth/too-many-requests',
  'auth/network-request-failed': 'auth/network-request-failed',
  'auth/weak-password': 'auth/weak-password',
  'auth/invalid-email': 'auth/invalid-email',
};

/** The `code` of a FirebaseError (or any error-like value carrying one). */
export function firebaseCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' ? code : undefined;
}

/** The port code for a Firebase error code; `unknown` for anything not in the table. */
export function backendCodeFor(firebaseCode: string | undefined): BackendErrorCode {
  if (firebaseCode === undefined) return 'unknown';
  return Object.hasOwn(codeTable, firebaseCode)
    ? (codeTable[firebaseCode] ?? 'unknown')
    : 'unknown';
}

/**
 * Any thrown value as a BackendError with the plain sentence for its code.
 * BackendErrors (e.g. a business rule failing inside a transaction) pass
 * through unchanged; everything else keeps the original as `cause`.
 */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  return backendError(backendCodeFor(firebaseCodeOf(error)), undefined, error);
}

/**
 * Firestore's one-shot requests (Lite's REST over `fetch`, and a transaction's
 * commit on either SDK) report a request that never got an answer (offline,
 * connection refused) — and a bare HTTP 500 — as `unknown`. To a person both
 * mean "could not reach the server, try again".
 */
export function toBackendErrorFromFirestore(error: unknown): BackendError {
  if (!(error instanceof BackendError) && firebaseCodeOf(error) === 'unknown') {
    return backendError('unavailable', undefined, error);
  }
  return toBackendError(error);
}

/** Runs `work`, rethrowing any failure as a BackendError (through `map`). */
export async function guarded<T>(
  work: () => Promise<T>,
  map: (error: unknown) => BackendError = toBackendError,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw map(error);
  }
}

/** Codes whose message a callable's handler wrote for people (src/server): it is shown as it is. */
const sentencesFromServer = new Set<BackendErrorCode>([
  'invalid-argument',
  'failed-precondition',
  'not-found',
  'permission-denied',
  'unauthenticated',
  'resource-exhausted',
]);

/**
 * A callable's failure (`functions/<code>`, with the handler's own sentence
 * and, in `details`, its reason) as a BackendError. A call that never
 * reached the server comes back as `functions/internal`; offline, that is
 * "could not reach the server".
 */
export function toBackendErrorFromFunctions(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const raw = firebaseCodeOf(error)?.replace(/^functions\//, '');
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const code: BackendErrorCode =
    raw === 'unauthenticated'
      ? 'unauthenticated'
      : raw === 'resource-exhausted'
        ? 'resource-exhausted'
        : offline && raw === 'internal'
          ? 'unavailable'
          : backendCodeFor(raw);
  // The SDK appends the HTTP status to the server's sentence ("… [400]").
  const message = error instanceof Error ? error.message.replace(/ \[\d{3}\]$/, '') : '';
  if (!sentencesFromServer.has(code) || !message) return backendError(code, undefined, error);
  const details: unknown = (error as { details?: unknown }).details;
  const reason =
    typeof details === 'object' && details !== null
      ? readReason((details as { reason?: unknown }).reason)
      : undefined;
  return backendError(code, reason ? { message, reason } : message, error);
}
