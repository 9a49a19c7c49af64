import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  documentId,
  FirestoreError,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  where,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { DocData, DocumentStore, QueryPage, StoredDoc, Transaction } from '../../port/types';
import type { FirebaseContext } from './app';
import { docFromFirestore, docToFirestore } from './convert';
import { guarded, toBackendErrorFromLite } from './errors';
import { cursorAfter, planQuery, type QueryPlan } from './query-plan';

/**
 * One-shot reads, writes and transactions through `firebase/firestore/lite`
 * (REST, about a quarter of the full SDK): everything a customer route needs.
 * Live listeners are in live-store.ts, loaded only when a staff screen
 * subscribes.
 */
export type OneShotStore = Omit<DocumentStore, 'subscribeQuery' | 'subscribeDoc'>;

function toStored(snapshot: DocumentSnapshot): StoredDoc | null {
  const data = snapshot.data();
  return data === undefined ? null : { id: snapshot.id, data: docFromFirestore(data) };
}

function toWrite(data: DocData): Record<string, unknown> {
  return docToFirestore(data, serverTimestamp);
}

function buildQuery(db: Firestore, plan: QueryPlan): Query {
  const constraints: QueryConstraint[] = [
    ...plan.filters.map((filter) => where(filter.field, filter.op, filter.value)),
    ...plan.orders.map((order) => orderBy(order.field, order.direction)),
    orderBy(documentId(), plan.idDirection),
  ];
  if (plan.startAfter) constraints.push(startAfter(...plan.startAfter));
  if (plan.limit !== undefined) constraints.push(limit(plan.limit));
  return query(collection(db, plan.collection), ...constraints);
}

/**
 * `identityReady` resolves once Auth, if it is being loaded, has been
 * initialised on the shared app (see firebase-backend.ts); every call waits
 * for it so the rules see the signed-in person.
 */
export function createOneShotStore(
  context: FirebaseContext,
  identityReady: () => Promise<void>,
): OneShotStore {
  const db = getFirestore(context.app);
  if (context.firestoreEmulator) {
    connectFirestoreEmulator(db, context.firestoreEmulator.host, context.firestoreEmulator.port);
  }
  const ref = (collectionName: string, id: string) => doc(db, collectionName, id);
  const call = <T>(work: () => Promise<T>): Promise<T> =>
    guarded(async () => {
      await identityReady();
      return work();
    }, toBackendErrorFromLite);

  return {
    get: (collectionName, id) => call(async () => toStored(await getDoc(ref(collectionName, id)))),

    query: (spec) =>
      call(async (): Promise<QueryPage> => {
        const plan = planQuery(spec);
        const snapshot = await getDocs(buildQuery(db, plan));
        const docs = snapshot.docs.map((item) => ({
          id: item.id,
          data: docFromFirestore(item.data()),
        }));
        const last = snapshot.docs.at(-1);
        const full = plan.limit !== undefined && docs.length === plan.limit;
        return {
          docs,
          next: full && last ? cursorAfter(plan, last.id, (field) => last.get(field)) : null,
        };
      }),

    set: (collectionName, id, data) => call(() => setDoc(ref(collectionName, id), toWrite(data))),

    update: (collectionName, id, patch) =>
      call(() => updateDoc(ref(collectionName, id), toWrite(patch))),

    delete: (collectionName, id) => call(() => deleteDoc(ref(collectionName, id))),

    async runTransaction(work) {
      await identityReady();
      // A failure of the caller's own code (a business rule such as "out of
      // stock") reaches the caller as it was thrown; only SDK failures are
      // mapped. The SDK may run `work` again, so remember the last attempt's.
      let ownFailure: { error: unknown } | undefined;
      try {
        return await runTransaction(db, async (tx) => {
          ownFailure = undefined;
          const adapted: Transaction = {
            get: async (collectionName, id) => toStored(await tx.get(ref(collectionName, id))),
            set: (collectionName, id, data) => {
              tx.set(ref(collectionName, id), toWrite(data));
            },
            update: (collectionName, id, patch) => {
              tx.update(ref(collectionName, id), toWrite(patch));
            },
            delete: (collectionName, id) => {
              tx.delete(ref(collectionName, id));
            },
          };
          try {
            return await work(adapted);
          } catch (error) {
            if (!(error instanceof FirestoreError)) ownFailure = { error };
            throw error;
          }
        });
      } catch (error) {
        if (ownFailure !== undefined && ownFailure.error === error) throw error;
        throw toBackendErrorFromLite(error);
      }
    },
  };
}
