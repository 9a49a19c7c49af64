import { useMutation } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import { readAgain } from '../../../data/entity-keys';
import { queryClient } from '../../../data/query-client';
import {
  readTown,
  restoreOnServer,
  restorePlan,
  townIsEmpty,
  type RestorePlan,
} from '../../../data/town-restore';
import { writeInBatches } from '../../../data/write-in-batches';
import { saveFile } from '../components/save-file';
import {
  backupCollections,
  makeTownFile,
  readableFromBrowser,
  townFileName,
  townFileText,
  sameTownValue,
  type TownFileProblem,
  type TownFileReading,
  type TownRecord,
} from '../../../lib/town-file-format';
import { textOf } from '../../../lib/i18n';
import { collections } from '../../../lib/models';
import { formatIndianMobile } from '../../../lib/phone';
import { townFileMessages } from '../../../lib/town-backup/messages';
import { problemSentence } from '../../../lib/town-backup/sentences';
import type { DocData, DocumentStore } from '../../../port/types';

/** The town's backup as the admin downloads it. */
export interface TownExport {
  text: string;
  fileName: string;
  count: number;
}

/** Every collection the town owns (and its orders and bookings when asked) that a browser may read, as a town file. */
export async function exportTown(includeOrders: boolean): Promise<TownExport> {
  const { store } = await getBackend();
  const names = backupCollections({ includeOrders }).filter(readableFromBrowser);
  const records = await readTown(store, names);
  const now = new Date();
  return {
    text: townFileText(makeTownFile(records, now)),
    fileName: townFileName(now, includeOrders),
    count: records.length,
  };
}

/** Exports the town and hands the file to the browser to save. */
export const useExportTown = () =>
  useMutation(
    {
      mutationFn: exportTown,
      onSuccess: (made) => saveFile(made.fileName, [made.text], 'application/json'),
    },
    queryClient,
  );

export type ReadFile = Extract<TownFileReading, { ok: true }>;

/** A staff account a file holds, and what the restore would do with it. */
export interface AccountInFile {
  collection: string;
  id: string;
  name: string;
  /** A vendor's or delivery person's phone; an admin's email. */
  contact: string;
  /**
   * `new`: no such account here; `changed`: one is here and the file changes it;
   * `same`: the file holds it as it is; `notRestored`: an admin, never restored here.
   */
  change: 'new' | 'changed' | 'same' | 'notRestored';
}

/** A file read for restoring: what it would write and how, what it does to staff accounts, and what the server refuses. */
export interface RestorePreview {
  reading: ReadFile;
  plan: RestorePlan<TownRecord>;
  townIsEmpty: boolean;
  /** Every staff and admin account the file holds. */
  accounts: AccountInFile[];
  /** What the server would refuse of what only it writes, checked now: nothing is written while any. */
  serverProblems: TownFileProblem[];
  /** How many records a restore writes: the screen's and the server's. */
  total: number;
}

const staffCollections: ReadonlySet<string> = new Set([collections.vendor, collections.delivery]);

async function accountsIn(
  store: DocumentStore,
  plan: RestorePlan<TownRecord>,
): Promise<AccountInFile[]> {
  const text = (data: DocData, field: string) =>
    typeof data[field] === 'string' ? data[field] : '';
  const accounts: AccountInFile[] = plan.admins.map(({ collection, id, data }) => ({
    collection,
    id,
    name: text(data, 'name'),
    contact: text(data, 'email'),
    change: 'notRestored',
  }));
  for (const { collection, id, data } of plan.writable) {
    if (!staffCollections.has(collection)) continue;
    const stored = await store.get(collection, id);
    accounts.push({
      collection,
      id,
      name: text(data, 'name'),
      contact: formatIndianMobile(text(data, 'phone')),
      change: !stored ? 'new' : sameTownValue(stored.data, data) ? 'same' : 'changed',
    });
  }
  return accounts;
}

/** One call to the server with a batch of what only it writes. */
async function serverRestore(records: readonly TownRecord[], checkOnly: boolean) {
  const backend = await getBackend();
  return restoreOnServer(backend.call, records, checkOnly);
}

export async function previewRestore(reading: ReadFile): Promise<RestorePreview> {
  const { store } = await getBackend();
  const plan = restorePlan(reading.records);
  const serverProblems: TownFileProblem[] = [];
  // Only a file the screen itself finds right is put to the server.
  if (reading.problems.length === 0) {
    for (const batch of plan.server) {
      const answer = await serverRestore(batch, true);
      if (answer.kind === 'refused') serverProblems.push(...answer.problems);
    }
  }
  return {
    reading,
    plan,
    townIsEmpty: await townIsEmpty(store),
    accounts: await accountsIn(store, plan),
    serverProblems,
    total: plan.writable.length + plan.server.reduce((sum, batch) => sum + batch.length, 0),
  };
}

/**
 * Writes the file's records: the screen's own in batches, then what only the
 * server writes, through the server, which checks each call again. Then every
 * list reads afresh.
 */
export const useRestoreTown = (onProgress: (written: number, total: number) => void) =>
  useMutation(
    {
      mutationFn: async (preview: RestorePreview) => {
        const { store } = await getBackend();
        const { writable, server } = preview.plan;
        await writeInBatches(store, writable, (written) => onProgress(written, preview.total));
        let written = writable.length;
        for (const batch of server) {
          const answer = await serverRestore(batch, false);
          if (answer.kind === 'refused') {
            const t = textOf(townFileMessages);
            throw new Error(
              answer.problems.map((problem) => problemSentence(t, problem)).join(' '),
            );
          }
          written += batch.length;
          onProgress(written, preview.total);
        }
      },
      // Every read of each collection it wrote, and of what the server's triggers wrote after.
      onSuccess: (_done, preview) =>
        readAgain([
          ...preview.plan.writable.map((record) => record.collection),
          ...preview.plan.server.flat().map((record) => record.collection),
        ]),
    },
    queryClient,
  );
