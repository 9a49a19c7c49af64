import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import type { QuerySpec, StoredDoc, Unsubscribe } from '../../port/types';
import type { FirebaseContext } from './app';
import { docFromFirestore } from './convert';
import { toBackendError } from './errors';
import { planQuery } from './query-plan';

/**
 * Live listeners through the full `firebase/firestore` SDK (WebChannel,
 * `onSnapshot`). This module is imported only when a screen first subscribes
 * (staff inboxes), so customer routes never download the full SDK. The full
 * and the lite instance live side by side on the same FirebaseApp and both
 * pick up its Auth component.
 */
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

export function createLiveStore(context: FirebaseContext): LiveStore {
  const db = getFirestore(context.app);
  if (context.firestoreEmulator) {
    connectFirestoreEmulator(db, context.firestoreEmulator.host, context.firestoreEmulator.port);
  }

  function buildQuery(spec: QuerySpec): Query {
    const plan = planQuery(spec, false);
    const constraints: QueryConstraint[] = [
      ...plan.filters.map((filter) => where(filter.field, filter.op, filter.value)),
      ...plan.orders.map((order) => orderBy(order.field, order.direction)),
      orderBy(documentId(), plan.idDirection),
    ];
    if (plan.startAfter) constraints.push(startAfter(...plan.startAfter));
    if (plan.limit !== undefined) constraints.push(limit(plan.limit));
    return query(collection(db, plan.collection), ...constraints);
  }

  return {
    subscribeQuery(spec, onNext, onError) {
      return onSnapshot(
        buildQuery(spec),
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
        (snapshot) => {
          const data = snapshot.data();
          onNext(data === undefined ? null : { id: snapshot.id, data: docFromFirestore(data) });
        },
        (error) => onError(toBackendError(error)),
      );
    },
  };
}
