import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  FirestoreError,
  getDocFromServer,
  getDocsFromServer,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  where,
} from 'firebase/firestore';
import type { QuerySpec, StoredDoc, Unsubscribe } from '../../port/types';
import type { FirebaseContext } from './app';
import { docFromFirestore } from './firestore-values';
import {
  buildQuery,
  createOneShotStore,
  openFirestore,
  toStored,
  type FirestoreSdk,
  type OneShotStore,
} from './document-store';
import { toBackendError } from './errors';
import { planQuery } from './query-plan';

/**
 * The full `firebase/firestore` SDK (WebChannel, `onSnapshot`): live
 * listeners, and the one-shot store too once it has loaded, so a staff
 * session runs one Firestore rather than this and Lite side by side.
 * firebase-backend.ts loads it on the first subscription or when the staff
 * sign-in is asked for; customer routes never download it.
 *
 * One-shot reads ask the server, as Lite's do: a read while offline fails
 * rather than answering from a cache that holds only what a listener saw.
 */
export const fullFirestore: FirestoreSdk = {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  FirestoreError,
  getDoc: getDocFromServer,
  getDocs: getDocsFromServer,
  getFirestore,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  where,
};

export interface LiveStore {
  subscribeQuery(
    spec: QuerySpec,
    onNext: (docs: StoredDoc[]) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  subscribeDoc(
    collectionName: string,
    id: string,
    onNext: (doc: StoredDoc | null) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}

export interface FullStore {
  oneShot: OneShotStore;
  live: LiveStore;
}

/** Both stores on one Firestore instance of the shared app. */
export function createFullStore(context: FirebaseContext): FullStore {
  const db = openFirestore(fullFirestore, context);
  const live: LiveStore = {
    subscribeQuery(spec, onNext, onError) {
      return onSnapshot(
        buildQuery(fullFirestore, db, planQuery(spec, fullFirestore)),
        (snapshot) =>
          onNext(
            snapshot.docs.map((item) => ({ id: item.id, data: docFromFirestore(item.data()) })),
          ),
        (error) => onError(toBackendError(error)),
      );
    },
    subscribeDoc(collectionName, id, onNext, onError) {
      return onSnapshot(
        doc(db, collectionName, id),
        (snapshot) => onNext(toStored(snapshot)),
        (error) => onError(toBackendError(error)),
      );
    },
  };
  return { oneShot: createOneShotStore(fullFirestore, db), live };
}
