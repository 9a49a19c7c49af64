// The backend port (src/port/types.ts) over the Admin SDK: the store the
// callable handlers (src/server) get on Firebase. It is the server's own
// access, which firestore.rules do not bind, so it is never handed to
// anything but those handlers. Values cross the port as the web adapter's
// do (src/backend/firebase/firestore-values.ts): Timestamps become Dates, `serverTime`
// becomes the SDK's server timestamp.

import {
  FieldPath,
  FieldValue as AdminFieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { docFromFirestore, docToFirestore } from '../../src/backend/firebase/firestore-values';
import { cursorAfter, planQuery } from '../../src/backend/firebase/query-plan';
import { backendError } from '../../src/port/errors';
import {
  BackendError,
  type DocData,
  type DocumentStore,
  type QueryPage,
  type StoredDoc,
  type Transaction,
} from '../../src/port/types';

const serverTimestamp = () => AdminFieldValue.serverTimestamp();

function toStored(snapshot: DocumentSnapshot): StoredDoc | null {
  const data = snapshot.data();
  return data === undefined ? null : { id: snapshot.id, data: docFromFirestore(data) };
}

const toWrite = (data: DocData) => docToFirestore(data, serverTimestamp);

/** Firestore's gRPC status numbers → the port's codes, for the few a handler can meet. */
const grpcCodes: Readonly<Record<number, BackendError['code']>> = {
  3: 'invalid-argument',
  4: 'timeout',
  5: 'not-found',
  6: 'already-exists',
  7: 'permission-denied',
  9: 'failed-precondition',
  10: 'aborted',
  14: 'unavailable',
};

function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return backendError(
    typeof code === 'number' ? (grpcCodes[code] ?? 'unknown') : 'unknown',
    undefined,
    error,
  );
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toBackendError(error);
  }
}

export function createAdminStore(db: Firestore): DocumentStore {
  const ref = (collection: string, id: string) => db.collection(collection).doc(id);
  const notLive = () => {
    throw backendError('failed-precondition', 'The server does not listen to live queries.');
  };
  return {
    get: (collection, id) => mapped(async () => toStored(await ref(collection, id).get())),

    query: (spec) =>
      mapped(async (): Promise<QueryPage> => {
        const plan = planQuery(spec);
        let query: Query = db.collection(plan.collection);
        for (const filter of plan.filters)
          query = query.where(filter.field, filter.op, filter.value);
        for (const order of plan.orders) query = query.orderBy(order.field, order.direction);
        query = query.orderBy(FieldPath.documentId(), plan.idDirection);
        if (plan.startAfter) query = query.startAfter(...plan.startAfter);
        if (plan.limit !== undefined) query = query.limit(plan.limit);
        const snapshot = await query.get();
        const docs = snapshot.docs.map((doc) => ({
          id: doc.id,
          data: docFromFirestore(doc.data()),
        }));
        const last = snapshot.docs.at(-1);
        const full = plan.limit !== undefined && docs.length === plan.limit;
        return {
          docs,
          next: full && last ? cursorAfter(plan, last.id, (field) => last.get(field)) : null,
        };
      }),

    set: (collection, id, data) =>
      mapped(async () => {
        await ref(collection, id).set(toWrite(data));
      }),
    update: (collection, id, patch) =>
      mapped(async () => {
        await ref(collection, id).update(toWrite(patch));
      }),
    delete: (collection, id) =>
      mapped(async () => {
        await ref(collection, id).delete();
      }),

    async runTransaction(work) {
      // The handler's own refusals (a business rule) reach the caller as they
      // were thrown; only SDK failures are mapped.
      let ownFailure: { error: unknown } | undefined;
      try {
        return await db.runTransaction(async (tx) => {
          ownFailure = undefined;
          const adapted: Transaction = {
            get: async (collection, id) => toStored(await tx.get(ref(collection, id))),
            set: (collection, id, data) => {
              tx.set(ref(collection, id), toWrite(data));
            },
            update: (collection, id, patch) => {
              tx.update(ref(collection, id), toWrite(patch));
            },
            delete: (collection, id) => {
              tx.delete(ref(collection, id));
            },
          };
          try {
            return await work(adapted);
          } catch (error) {
            if (error instanceof BackendError) ownFailure = { error };
            throw error;
          }
        });
      } catch (error) {
        if (ownFailure !== undefined && ownFailure.error === error) throw error;
        throw toBackendError(error);
      }
    },

    subscribeQuery: notLive,
    subscribeDoc: notLive,
  };
}
