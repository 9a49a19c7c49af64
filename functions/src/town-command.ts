import { chmod, readFile, writeFile } from 'node:fs/promises';
import { townFileMessages } from '../../src/lib/town-backup/messages';
import { textOf } from '../../src/lib/i18n';
import {
  backupCollections,
  isServerRestored,
  makeTownFile,
  readTownFile,
  townFileText,
} from '../../src/lib/town-file-format';
import { problemSentence, refusalSentence } from '../../src/lib/town-backup/sentences';
import { readTown } from '../../src/data/town-restore';
import { writeInBatches } from '../../src/data/write-in-batches';
import type { DocumentStore } from '../../src/port/types';
import { checkServerRecords, writeServerRecords } from '../../src/server/restore-records';

/**
 * `npm run town -- export FILE [--orders]` and `npm run town -- import FILE`:
 * the whole town out of a real Firebase project and back in, as the file the
 * admin's "Town backup" screen reads and writes (src/lib/town-file-format). It runs
 * with the Admin SDK, so it reads and writes what no browser may: the orders'
 * numbers and codes, the riders' cash, the shops' states.
 */

export const usage = `Usage:
  npm run town -- export FILE [--orders]   the town (with its orders and bookings when --orders) into FILE
  npm run town -- import FILE              FILE into the project (records of the same id are replaced),
                                           once the riders' cash, the orders and the phones' limits check out
The project is VITE_FIREBASE_PROJECT_ID in .env (or GOOGLE_CLOUD_PROJECT); sign in with
GOOGLE_APPLICATION_CREDENTIALS=key.json or \`gcloud auth application-default login\`.`;

export interface TownCommandTools {
  /** The project's documents, through the Admin SDK (or a stand-in in tests). */
  store: () => Promise<DocumentStore>;
  readText: (path: string) => Promise<string>;
  writeText: (path: string, text: string) => Promise<void>;
  say: (line: string) => void;
  now: () => Date;
}

/** Runs one command; the answer is the process's exit code. */
export async function runTownCommand(
  args: readonly string[],
  tools: TownCommandTools,
): Promise<number> {
  const [command, file, ...flags] = args;
  const unknownFlags = flags.filter((flag) => flag !== '--orders');
  if (!file || unknownFlags.length > 0 || (command === 'import' && flags.length > 0)) {
    tools.say(usage);
    return 2;
  }
  if (command === 'export') {
    const includeOrders = flags.includes('--orders');
    const records = await readTown(await tools.store(), backupCollections({ includeOrders }));
    await tools.writeText(file, townFileText(makeTownFile(records, tools.now())));
    tools.say(
      `Exported ${records.length} records to ${file}. Only you can read it: it holds the staff, the riders' cash${includeOrders ? ', and the customers’ phones and order codes' : ''}.`,
    );
    return 0;
  }
  if (command === 'import') {
    const t = textOf(townFileMessages);
    const reading = readTownFile(await tools.readText(file));
    if (!reading.ok) {
      tools.say(refusalSentence(t, reading.refusal));
      return 1;
    }
    if (reading.problems.length > 0) {
      for (const problem of reading.problems) tools.say(problemSentence(t, problem));
      tools.say('Nothing was written. Fix these in the file, then import it again.');
      return 1;
    }
    // What only the server writes is checked against the project first: a
    // rider's balance against their ledger, an order's total against its lines
    // and fee, its number against the numbers given out, and a phone's memory
    // against what the project counts today.
    const store = await tools.store();
    const now = tools.now();
    const serverOwn = reading.records.filter((record) => isServerRestored(record.collection));
    const checked = await checkServerRecords(store, serverOwn, now);
    if (checked.problems.length > 0) {
      for (const problem of checked.problems) tools.say(problemSentence(t, problem));
      tools.say('Nothing was written. Fix these in the file, then import it again.');
      return 1;
    }
    const total = reading.records.length;
    const rest = reading.records.filter((record) => !isServerRestored(record.collection));
    await writeInBatches(store, rest, (written) => tools.say(`Wrote ${written} of ${total}`));
    await writeServerRecords(store, checked.records, now);
    tools.say(`Wrote ${total} of ${total}`);
    tools.say(`Restored ${total} records from ${file}.`);
    return 0;
  }
  tools.say(usage);
  return 2;
}

/** The project's Firestore through the Admin SDK, loaded only when a command needs it. */
async function projectStore(): Promise<DocumentStore> {
  const { loadEnv } = await import('vite');
  const projectId =
    loadEnv('production', process.cwd(), 'VITE_').VITE_FIREBASE_PROJECT_ID ??
    process.env['GOOGLE_CLOUD_PROJECT'];
  if (!projectId) {
    throw new Error('No project: set VITE_FIREBASE_PROJECT_ID in .env (npm run launch writes it).');
  }
  const { initializeApp, applicationDefault } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { createAdminStore } = await import('./admin-store');
  const app = initializeApp({ projectId, credential: applicationDefault() });
  return createAdminStore(getFirestore(app));
}

/**
 * A town file readable and writable by its owner alone (mode 0600): it holds
 * staff, cash and, with --orders, customers' phones and the codes that open
 * their orders. A file already there is narrowed to that too.
 */
export async function writePrivateText(path: string, text: string): Promise<void> {
  await writeFile(path, text, { encoding: 'utf8', mode: 0o600 });
  await chmod(path, 0o600);
}

export const realTools: TownCommandTools = {
  store: projectStore,
  readText: (path) => readFile(path, 'utf8'),
  writeText: writePrivateText,
  say: (line) => console.log(line),
  now: () => new Date(),
};
