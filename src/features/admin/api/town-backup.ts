import { useMutation } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import { queryClient } from '../../../data/query-client';
import {
  browserRestore,
  readTown,
  townIsEmpty,
  type BrowserRestore,
} from '../../../data/town-file';
import { writeInBatches } from '../../../data/write-in-batches';
import { saveFile } from '../components/save-file';
import {
  backupCollections,
  makeTownFile,
  readableFromBrowser,
  townFileName,
  townFileText,
  type TownFileReading,
  type TownRecord,
} from '../../../lib/town-file';

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

/** A file read for restoring: what this screen may write, what it leaves out, and whether the town is empty. */
export interface RestorePreview {
  reading: ReadFile;
  plan: BrowserRestore<TownRecord>;
  townIsEmpty: boolean;
}

export async function previewRestore(reading: ReadFile): Promise<RestorePreview> {
  const { store } = await getBackend();
  return {
    reading,
    plan: browserRestore(reading.records),
    townIsEmpty: await townIsEmpty(store),
  };
}

/** Writes the file's records in batches, then every list reads afresh. */
export const useRestoreTown = (onProgress: (written: number, total: number) => void) =>
  useMutation(
    {
      mutationFn: async (preview: RestorePreview) => {
        const { store } = await getBackend();
        await writeInBatches(store, preview.plan.writable, onProgress);
      },
      onSuccess: () => queryClient.invalidateQueries(),
    },
    queryClient,
  );
