/**
 * The demo town: Nabagram, a small market town in West Bengal, written into
 * IndexedDB on the Demo backend's first run (once per database, guarded by
 * the `seeded` meta row).
 *
 * The town is data: seed-town.json, a town file (lib/town-file-format) with
 * every record's Bengali and Hindi beside its English, read by the town
 * file's own reader, which checks every record by its collection's model.
 * Its times are relative (`$ago`, `$day`), read against the moment of
 * seeding, so the news is recent and the rider's cash is today's. The file
 * leaves out the search words (`keywords`): they are made here from each
 * record's names, as the admin's forms make them on save (`seedKeywords`).
 * Its pictures are views of public/img/town.svg (lib/town-pictures.ts); its
 * phone numbers are fictional (mobiles begin 9000, landlines use the unused
 * STD code 03000).
 *
 * The accounts are not town data (a town file holds no passwords): their
 * password hashes are computed once, offline, and kept here as constants
 * (PBKDF2-SHA-256, 310 000 iterations, a fixed random salt each), so the
 * first load does no hashing and seeding stays fast.
 *
 * A town seeded by an older seed is brought up to this one by seeding again
 * what nobody changed (upgrade-town.ts), so a change to the town is a change
 * to the file and a new `seedVersion`, never code.
 */
import { choiceNames, specialities } from '../../lib/choice-lists';
import { collections } from '../../lib/models';
import { staffSignInEmail } from '../../lib/phone';
import { keywordsFor, namesOf, textsOf, titlesOf } from '../../lib/search-words';
import { catalogueKeywords } from '../../lib/town-words';
import {
  canonicalTownText,
  checkTownFile,
  makeTownFile,
  type TownFile,
} from '../../lib/town-file-format';
import type { DocData } from '../../port/types';
import type { AccountRecord, DocRecord, PasswordHash, SeedMarkRow, SeededRecordsRow } from './db';
import seedText from './seed-town.json?raw';

/**
 * Raise it with every change to seed-town.json (a test holds the two
 * together); recorded in the `seeded` meta row, and `upgradeTown` brings a
 * town of an older one up to it. demo-backend.ts keeps a copy of the number,
 * so a start with an up-to-date town loads no seed. Versions up to 11 were
 * written by code and upgraded by a step each; 12 is the first seeded from
 * the file, with what it wrote remembered record by record; 13 adds the
 * pharmacy's vendor, so a list sent to a pharmacy has someone to price it.
 */
export const seedVersion = 13;

// ---------------------------------------------------------------------------
// Accounts

/** Demo sign-ins, for the README, the e2e tests and the demo banner. */
export const demoAccounts = {
  admin: { uid: 'demo-admin', name: 'Town Admin', email: 'admin@town.demo', password: 'admin123' },
  vendors: [
    {
      uid: 'demo-vendor-1',
      name: 'Bikash Saha',
      phone: '9000000001',
      password: 'vendor123',
      shopId: 'annapurna-grocery',
      category: 'grocery',
    },
    {
      uid: 'demo-vendor-2',
      name: 'Mithu Mondal',
      phone: '9000000002',
      password: 'vendor123',
      shopId: 'dada-boudi-hotel',
      category: 'food',
    },
    {
      uid: 'demo-vendor-3',
      name: 'Swapan Pal',
      phone: '9000000003',
      password: 'vendor123',
      shopId: 'life-care-medical',
      category: 'pharmacy',
    },
  ],
  delivery: [
    { uid: 'demo-delivery-1', name: 'Raju Sheikh', phone: '9000000011', password: 'delivery123' },
    { uid: 'demo-delivery-2', name: 'Tapas Ghosh', phone: '9000000012', password: 'delivery123' },
  ],
} as const;

const pbkdf2 = (salt: string, hash: string): PasswordHash => ({
  algorithm: 'PBKDF2-SHA-256',
  iterations: 310_000,
  salt,
  hash,
});

/** Precomputed hashes of the passwords in `demoAccounts` (see the file comment). */
const seededPasswordHashes: Record<string, PasswordHash> = {
  'demo-admin': pbkdf2('gRlVAt8LTIVfpSAkZLL0Xw==', 'oaC6a+6uIPV52H91riQ0cGnD1JvWf26HHiZOZjYn81U='),
  'demo-vendor-1': pbkdf2(
    'o5UNQpFEWJcwhHW3orc4Bg==',
    'hclMG1ai2ZSg9qsdJAoxFOLm2kikoF28zMaW5eB3uYw=',
  ),
  'demo-vendor-2': pbkdf2(
    'cKCOYZLuvI6iBhBxWUD1pA==',
    'xiP8oMel3U4PlVWimTjFfvmdkw/LJM+D6VyuA39KgKw=',
  ),
  'demo-vendor-3': pbkdf2(
    'x6q+9DPYltGOaudcrwtFGQ==',
    '83KHltATUqMymWdmiJWnmXkE3SvE7hiA2GMXQvW0D/Y=',
  ),
  'demo-delivery-1': pbkdf2(
    '99gn6ziBWUmTk8aLvMr2aA==',
    '1HTaiT8kPn/e5VCagLmy+yQj+PHno75gAJcauIj1so0=',
  ),
  'demo-delivery-2': pbkdf2(
    'hk/tpmYmgUqV+UECbT9exQ==',
    'ynu14nN+9RwpcdMMZZ8rPNR8SVlqu7LprLOklf0V9bQ=',
  ),
};

export function seededAccounts(now: Date): AccountRecord[] {
  const account = (uid: string, email: string | null): AccountRecord => {
    const password = seededPasswordHashes[uid];
    if (!password || !email) throw new Error(`The seed account ${uid} is incomplete.`);
    return { uid, email, password, createdAt: now };
  };
  return [
    account(demoAccounts.admin.uid, demoAccounts.admin.email),
    ...demoAccounts.vendors.map((vendor) =>
      account(vendor.uid, staffSignInEmail('vendor', vendor.phone)),
    ),
    ...demoAccounts.delivery.map((person) =>
      account(person.uid, staffSignInEmail('delivery', person.phone)),
    ),
  ];
}

// ---------------------------------------------------------------------------
// The town

/** A document of the seed town. */
export interface SeedDoc {
  collection: string;
  id: string;
  data: DocData;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Each seeded collection's search words, by the rule the admin's form for it
 * uses on save: its names in every language, and what else it is found by.
 */
const seedKeywords: Readonly<
  Record<string, (data: Readonly<Record<string, unknown>>) => string[]>
> = {
  [collections.shops]: catalogueKeywords.shops,
  [collections.products]: catalogueKeywords.products,
  [collections.neighbourhoods]: (data) => keywordsFor(...namesOf(data)),
  [collections.doctors]: (data) =>
    keywordsFor(...namesOf(data), ...choiceNames(specialities, text(data['speciality']))),
  [collections.teachers]: (data) =>
    keywordsFor(
      ...namesOf(data),
      ...(Array.isArray(data['subjects']) ? data['subjects'].map(text) : []),
    ),
  [collections.emergencyContacts]: (data) =>
    keywordsFor(...namesOf(data), text(data['service']), ...textsOf(data, 'note')),
  [collections.feeds]: (data) => keywordsFor(...titlesOf(data)),
};

/** seed-town.json with each record's search words, as it is checked. */
function seedFileWithKeywords(): unknown {
  const file = JSON.parse(seedText) as {
    collections?: Record<string, { data?: Record<string, unknown> }[]>;
  };
  for (const [collection, records] of Object.entries(file.collections ?? {})) {
    const wordsOf = seedKeywords[collection];
    if (!wordsOf) continue;
    for (const { data } of records) if (data) data['keywords'] = wordsOf(data);
  }
  return file;
}

/**
 * Every document of the seed town, its times read against `now`: the file
 * read as an admin's backup is, every record through its model. A record
 * the reader refuses is a fault of the file, so this throws.
 */
export function townDocuments(now: Date): SeedDoc[] {
  const reading = checkTownFile(seedFileWithKeywords(), { now });
  if (!reading.ok) throw new Error(`The seed town file is refused: ${reading.refusal.kind}.`);
  const [problem] = reading.problems;
  if (problem) throw new Error(`The seed town file has a wrong record: ${JSON.stringify(problem)}`);
  return reading.records;
}

/**
 * The seed town as a town file with its times as of `now`, as an admin's
 * backup of a town just seeded would be (what `npm run town -- import` takes).
 */
export function seedTownFile(now: Date): TownFile {
  return makeTownFile(townDocuments(now), now);
}

/** Where a seeded record is remembered (`SeededRecordsRow`). */
export const seededKey = (collection: string, id: string) => `${collection}/${id}`;

/**
 * A short fingerprint of a record's fields (cyrb53 of their canonical text,
 * dates included, maps' keys sorted): what the seed wrote is remembered by it,
 * so an upgrade can tell a record nobody changed from one a person did.
 */
export function recordHash(data: object): string {
  const content = canonicalTownText(data);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < content.length; index += 1) {
    const code = content.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

// ---------------------------------------------------------------------------
// Seeding

/**
 * Writes the town once per database and returns the collections written
 * (empty when the database was seeded already).
 *
 * It speaks plain IndexedDB, which is all one transaction of puts needs, and
 * so it also runs where Dexie is not loaded. The database must exist
 * already, opened by `openDemoDatabase`, whose schema this relies on (stores
 * `docs`, keyed by collection and id; `accounts`; `meta`, keyed by `key`).
 *
 * One transaction writes everything, so a tab closed half-way leaves no
 * half town, and two tabs seeding at once are serialised by IndexedDB: the
 * second finds the `seeded` mark and writes nothing.
 */
export async function seedTown(databaseName: string, now: Date = new Date()): Promise<string[]> {
  const records = townDocuments(now);
  const hashes = Object.fromEntries(
    records.map((doc) => [seededKey(doc.collection, doc.id), recordHash(doc.data)]),
  );
  const db = await openExistingDatabase(databaseName);
  try {
    return await new Promise<string[]>((resolve, reject) => {
      const transaction = db.transaction(['docs', 'accounts', 'meta'], 'readwrite');
      const meta = transaction.objectStore('meta');
      const written = new Set<string>();
      const seeded = meta.get('seeded');
      seeded.onsuccess = () => {
        if (seeded.result) return;
        const docs = transaction.objectStore('docs');
        for (const doc of records) {
          docs.put({ ...doc, rev: 'seed' } satisfies DocRecord);
          written.add(doc.collection);
        }
        const accounts = transaction.objectStore('accounts');
        for (const account of seededAccounts(now)) accounts.put(account);
        // Earlier versions wrote the town in batches and marked each one.
        meta.delete(IDBKeyRange.bound('seedBatch:', 'seedBatch:\uffff'));
        meta.put({ key: 'seededRecords', hashes } satisfies SeededRecordsRow);
        meta.put({ key: 'seeded', seededAt: now, seedVersion } satisfies SeedMarkRow);
      };
      transaction.oncomplete = () => resolve([...written]);
      transaction.onabort = () => reject(transaction.error ?? new Error('Seeding was aborted.'));
    });
  } finally {
    db.close();
  }
}

/** Opens `name` at its current version; fails rather than create a database without the schema. */
function openExistingDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      // A later app version upgrading the schema in another tab must not wait for us.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error(`Cannot open ${name}.`));
  });
}
