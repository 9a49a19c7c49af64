import type * as FirestoreModular from 'firebase/firestore/lite';
import type {
  DocumentSnapshot,
  Firestore,
  Query,
  QueryConstraint,
  Transaction as SdkTransaction,
} from 'firebase/firestore/lite';
import type { DocData, DocumentStore, QueryPage, StoredDoc, Transaction } from '../../port/types';
import type { FirebaseContext } from './app';
import { docFromFirestore, docToFirestore } from './firestore-values';
import { guarded, toBackendErrorFromFirestore } from './errors';
import { cursorAfter, planQuery, type QueryPlan } from './query-plan';

/**
 * One-shot reads, writes and transactions, written once against the modular
 * API that `firebase/firestore/lite` and `firebase/firestore` share, and given
 * the one to use (firestore-lite.ts, firestore-full.ts). This module imports
 * neither, so a staff session, which loads the full SDK for its live lists,
 * never downloads Lite as well; firebase-backend.ts says which serves when.
 * The calls are typed as Lite declares them; the compiler checks that the
 * full SDK's own (firestore-full.ts) fit.
 */
export type FirestoreSdk = Pick<
  typeof FirestoreModular,
  | 'collection'
  | 'connectFirestoreEmulator'
  | 'doc'
  | 'documentId'
  | 'FirestoreError'
  | 'getDoc'
  | 'getDocs'
  | 'getFirestore'
  | 'limit'
  | 'orderBy'
  | 'query'
  | 'runTransaction'
  | 'serverTimestamp'
  | 'startAfter'
  | 'where'
>;

export type OneShotStore = Omit<DocumentStore, 'subscribeQuery' | 'subscribeDoc'>;

/** The SDK's Firestore instance on the shared app, pointed at the emulator when there is one. */
export function openFirestore(sdk: FirestoreSdk, context: FirebaseContext): Firestore {
  const db = sdk.getFirestore(context.app);
  if (context.firestoreEmulator) {
    sdk.connectFirestoreEmulator(
      db,
      context.firestoreEmulator.host,
      context.firestoreEmulator.port,
    );
  }
  return db;
}

/** A planned query in the SDK's terms. */
export function buildQuery(sdk: FirestoreSdk, db: Firestore, plan: QueryPlan): Query {
  const constraints: QueryConstraint[] = [
    ...plan.filters.map((filter) => sdk.where(filter.field, filter.op, filter.value)),
    ...plan.orders.map((order) => sdk.orderBy(order.field, order.direction)),
    sdk.orderBy(sdk.documentId(), plan.idDirection),
  ];
  if (plan.startAfter) constraints.push(sdk.startAfter(...plan.startAfter));
  if (plan.limit !== undefined) constraints.push(sdk.limit(plan.limit));
  return sdk.query(sdk.collection(db, plan.collection), ...constraints);
}

export function toStored(snapshot: DocumentSnapshot): StoredDoc | null {
  const data = snapshot.data();
  return data === undefined ? null : { id: snapshot.id, data: docFromFirestore(data) };
}

export function createOneShotStore(sdk: FirestoreSdk, db: Firestore): OneShotStore {
  const ref = (collectionName: string, id: string) => sdk.doc(db, collectionName, id);
  const toWrite = (data: DocData) => docToFirestore(data, sdk.serverTimestamp);
  const call = <T>(work: () => Promise<T>): Promise<T> =>
    guarded(work, toBackendErrorFromFirestore);
  const writeNow = (write: (tx: SdkTransaction) => void): Promise<void> =>
    call(() =>
      sdk.runTransaction(db, async (tx) => {
        write(tx);
      }),
    );

  return {
    get: (collectionName, id) =>
      call(async () => toStored(await sdk.getDoc(ref(collectionName, id)))),

    query: (spec) =>
      call(async (): Promise<QueryPage> => {
        const plan = planQuery(spec, sdk);
        const snapshot = await sdk.getDocs(buildQuery(sdk, db, plan));
        const docs = snapshot.docs.map((item) => ({
          id: item.id,
          data: docFromFirestore(item.data()),
        }));
        const last = snapshot.docs.at(-1);
        const full = plan.limit !== undefined && docs.length === plan.limit;
        return {
          docs,
          next: full && last ? cursorAfter(plan, last.id, (field) => last.get(field), sdk) : null,
        };
      }),

    // A write is a transaction of one write: a commit sent now, which succeeds
    // or fails, on either SDK. The full SDK's `setDoc` would wait in a queue
    // while offline and could land after the person was told it failed.
    set: (collectionName, id, data) =>
      writeNow((tx) => tx.set(ref(collectionName, id), toWrite(data))),

    update: (collectionName, id, patch) =>
      writeNow((tx) => tx.update(ref(collectionName, id), toWrite(patch))),

    delete: (collectionName, id) => writeNow((tx) => tx.delete(ref(collectionName, id))),

    async runTransaction(work) {
      // A failure of the caller's own code (a business rule such as "out of
      // stock") reaches the caller as it was thrown; only SDK failures are
      // mapped. The SDK may run `work` again, so remember the last attempt's.
      let ownFailure: { error: unknown } | undefined;
      try {
        return await sdk.runTransaction(db, async (tx) => {
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
            if (!(error instanceof sdk.FirestoreError)) ownFailure = { error };
            throw error;
          }
        });
      } catch (error) {
        if (ownFailure !== undefined && ownFailure.error === error) throw error;
        throw toBackendErrorFromFirestore(error);
      }
    },
  };
}
