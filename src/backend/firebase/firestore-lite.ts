import {
  collection,
  connectFirestoreEmulator,
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
  startAfter,
  where,
} from 'firebase/firestore/lite';
import type { FirestoreSdk } from './document-store';

/**
 * `firebase/firestore/lite` (REST, about a fifth of the full SDK), which
 * serves the one-shot store on customer routes, where nothing is live.
 * firebase-backend.ts loads it on the first read unless the full SDK has
 * been asked for.
 */
export const liteFirestore: FirestoreSdk = {
  collection,
  connectFirestoreEmulator,
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
  startAfter,
  where,
};
