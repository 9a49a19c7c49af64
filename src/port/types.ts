/**
 * The backend port: the only surface screens and domain services see.
 *
 * It is shaped like the handful of Firestore calls the app needs, so the
 * Firebase adapter stays thin and the Demo adapter (IndexedDB) can honour the
 * same contract. Values crossing the port are plain data: timestamps are
 * `Date`s, never SDK objects. `serverTime` is the only sentinel.
 */

import type { ServerReason } from '../lib/server-sentences';
import type { CallServer, StaffRecord } from './callables';
import type { StaffKind } from '../lib/models';

export type { StaffKind } from '../lib/models';
export type { StaffRecord } from './callables';

/** A field value. Nested maps and arrays are allowed; `Date` for timestamps. */
export type FieldValue =
  | string
  | number
  | boolean
  | null
  | Date
  | FieldValue[]
  | { [key: string]: FieldValue }
  | typeof serverTime;

export type DocData = { [key: string]: FieldValue };

/** Ask the backend to stamp its own clock (Firestore `serverTimestamp()`). */
export const serverTime: unique symbol = Symbol('serverTime');

/** A stored document as read back: its id plus its fields (timestamps as Date). */
export interface StoredDoc<T = DocData> {
  id: string;
  data: T;
}

export type FilterOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';

export interface Filter {
  field: string;
  op: FilterOp;
  value: FieldValue;
}

export interface OrderBy {
  field: string;
  direction?: 'asc' | 'desc';
}

/**
 * An opaque position in a query's results, handed back by `query` and passed
 * to the next call's `startAfter`. Adapters put what they need inside.
 */
export interface Cursor {
  readonly collection: string;
  readonly id: string;
  readonly values: readonly FieldValue[];
}

export interface QuerySpec {
  collection: string;
  where?: Filter[];
  orderBy?: OrderBy[];
  limit?: number;
  startAfter?: Cursor;
}

export interface QueryPage<T = DocData> {
  docs: StoredDoc<T>[];
  /** Position after the last doc, or null when the page came back short. */
  next: Cursor | null;
}

/** Reads and buffered writes inside one atomic transaction. Reads come first. */
export interface Transaction {
  get(collection: string, id: string): Promise<StoredDoc | null>;
  set(collection: string, id: string, data: DocData): void;
  update(collection: string, id: string, patch: DocData): void;
  delete(collection: string, id: string): void;
}

export type Unsubscribe = () => void;

export interface DocumentStore {
  get(collection: string, id: string): Promise<StoredDoc | null>;
  query(spec: QuerySpec): Promise<QueryPage>;
  /** Creates or replaces a document. */
  set(collection: string, id: string, data: DocData): Promise<void>;
  /** Changes some fields of an existing document; fails with `not-found` if absent. */
  update(collection: string, id: string, patch: DocData): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  /** Runs `work` atomically; it may be run again if another writer interferes. */
  runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Live results of a query; `onError` gets a BackendError. */
  subscribeQuery(
    spec: QuerySpec,
    onNext: (docs: StoredDoc[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  subscribeDoc(
    collection: string,
    id: string,
    onNext: (doc: StoredDoc | null) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
}

/**
 * The signed-in identity from the auth service. Roles are not here: they live
 * in staff documents (`admins`, `vendor`, `delivery`) that only admins write.
 */
export interface SessionUser {
  uid: string;
  email: string | null;
}

export interface PasswordPolicy {
  minLength: number;
  requireUppercase?: boolean;
  requireLowercase?: boolean;
  requireNumeric?: boolean;
  requireNonAlphanumeric?: boolean;
}

export interface AuthService {
  signInWithEmail(email: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Calls back now with the current user (or null) and on every change. */
  watchSession(onChange: (user: SessionUser | null) => void): Unsubscribe;
  /**
   * Phone + password sign-in for vendors and delivery persons. Resolves to
   * that person's record, or null when the phone is unknown, the password is
   * wrong, or no active staff document of that kind exists.
   */
  signInStaffByPhone(kind: StaffKind, phone: string, password: string): Promise<StaffRecord | null>;
  passwordPolicy(): Promise<PasswordPolicy>;
}

export type BackendKind = 'demo' | 'firebase';

export interface Backend {
  kind: BackendKind;
  store: DocumentStore;
  /** Loaded on first use, so customer routes never pay for the auth code. */
  auth(): Promise<AuthService>;
  /**
   * Asks the trusted side (callable Cloud Functions; the Demo's in-browser
   * server) to do what a browser may not: place and cancel orders, move
   * them, take requests, make staff accounts. Loaded on first use.
   */
  call: CallServer;
  /**
   * This device's address for notifications on the phone (issue 34), given
   * the app's service worker `registration`: on Firebase the FCM
   * registration token (firebase/messaging, loaded only now), on the Demo
   * `demo-` and an id made once per browser, so every tab is one device.
   * Null where this browser cannot be sent notifications. Asked only once
   * the person has allowed them.
   */
  pushToken(registration: ServiceWorkerRegistration): Promise<string | null>;
}

export type BackendErrorCode =
  | 'timeout'
  | 'unavailable'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'invalid-argument'
  | 'aborted'
  | 'unauthenticated'
  | 'resource-exhausted'
  | 'auth/invalid-credential'
  | 'auth/email-already-in-use'
  | 'auth/too-many-requests'
  | 'auth/network-request-failed'
  | 'auth/weak-password'
  | 'auth/invalid-email'
  | 'unknown';

/**
 * Every adapter failure reaches the app as one of these, with a plain
 * sentence in English. A refusal the server words (src/lib/server-sentences.ts)
 * also carries its `reason`, so the app can say it in the reader's language
 * (`messageOf` in ./errors).
 */
export class BackendError extends Error {
  readonly code: BackendErrorCode;
  readonly reason: ServerReason | undefined;
  constructor(
    code: BackendErrorCode,
    message: string,
    options?: { cause?: unknown; reason?: ServerReason | undefined },
  ) {
    super(message, options && { cause: options.cause });
    this.name = 'BackendError';
    this.code = code;
    this.reason = options?.reason;
  }
}
