import Dexie, { type Table } from 'dexie';
import { randomId } from '../../lib/ids';
import type { DocData } from '../../port/types';
import { storedIndexSpecs } from './stored-indexes';

/**
 * The Demo backend's IndexedDB database: what is stored where.
 *
 * - `docs`: every document of every collection, keyed by [collection+id] and
 *   indexed by collection and by the indexes firestore.indexes.json declares
 *   (stored-indexes.ts), which queries read as Firestore's (index-plan.ts).
 *   `rev` is a fresh random token on every
 *   write, so a transaction can tell whether what it read is still current
 *   at commit (a counter could repeat after a delete and re-create).
 * - `accounts`: local email/password accounts. Only a PBKDF2 hash is kept,
 *   never the password itself.
 * - `meta`: housekeeping rows: the seeded flag and what the seed wrote, the
 *   latest password-reset "email" per address (no real mail exists in demo
 *   mode), and recent sign-in failures per address for throttling.
 *
 * Values are stored by structured clone, so `Date`s come back as `Date`s.
 * Schema changes add a `db.version(n)` step below; never edit version 1.
 */
export interface DocRecord {
  collection: string;
  id: string;
  data: DocData;
  rev: string;
}

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  /** Base64 of the random 16-byte salt. */
  salt: string;
  /** Base64 of the 32-byte derived key. */
  hash: string;
}

export interface AccountRecord {
  uid: string;
  /** Lower-cased; unique. Staff use a synthetic `<phone>@<kind>.phone.invalid` address. */
  email: string;
  password: PasswordHash;
  createdAt: Date;
}

export interface SeedMarkRow {
  key: 'seeded';
  seededAt: Date;
  /** Bumped when the seed town changes shape, so an old database can be told apart. */
  seedVersion: number;
}

/**
 * What the seed wrote, record by record (`collection/id`): a fingerprint of
 * its fields (seed-town `recordHash`), or '' for a record the seed wrote that
 * a person has since changed or deleted. A town seeded before version 12 has
 * none. An upgrade seeds again what still matches (upgrade-town.ts).
 */
export interface SeededRecordsRow {
  key: 'seededRecords';
  hashes: Record<string, string>;
}

export interface PasswordResetRow {
  key: `passwordReset:${string}`;
  email: string;
  code: string;
  sentAt: Date;
}

export interface SignInFailuresRow {
  key: `signInFailures:${string}`;
  /** Epoch milliseconds of recent failed attempts, oldest first. */
  times: number[];
}

export type MetaRow = SeedMarkRow | SeededRecordsRow | PasswordResetRow | SignInFailuresRow;

/** The `rev` of a document written now. */
export const newRevision = () => randomId(12);

export const passwordResetKey = (email: string) => `passwordReset:${email}` as const;
export const signInFailuresKey = (email: string) => `signInFailures:${email}` as const;

export type DemoDatabase = Dexie & {
  docs: Table<DocRecord, [string, string]>;
  accounts: Table<AccountRecord, string>;
  meta: Table<MetaRow, string>;
};

/** The database version that holds the declared indexes (above 1, the first). */
export const DOCS_INDEXED_VERSION = 2 + storedIndexSpecs.length;

export function openDemoDatabase(name: string): DemoDatabase {
  const db = new Dexie(name) as DemoDatabase;
  db.version(1).stores({
    docs: '[collection+id], collection',
    accounts: 'uid, &email',
    meta: 'key',
  });
  // The declared indexes: the version grows with their number, so an index
  // added to firestore.indexes.json upgrades an existing database by itself
  // (IndexedDB builds the new index from the documents already stored).
  db.version(DOCS_INDEXED_VERSION).stores({
    docs: ['[collection+id]', 'collection', ...storedIndexSpecs].join(', '),
  });
  return db;
}
