import { useMutation } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import type { Cursor, StoredDoc } from '../../../port/types';
import { queryClient } from '../../../data/query-client';
import { writeInBatches, type RecordToWrite } from '../../../data/write-in-batches';
import { readAgain } from '../../../data/entity-keys';
import { refChoicesQuery } from '../api/admin-data';
import type { CollectionConfig } from '../config/types';
import { saveFile } from '../components/save-file';

/** A page of an export: large, as the whole section is read once, at the admin's asking. */
const EXPORT_PAGE_SIZE = 200;

/** Every record of a section, in the list's order, a page at a time. */
export async function readWholeSection(config: CollectionConfig): Promise<StoredDoc[]> {
  const { store } = await getBackend();
  const docs: StoredDoc[] = [];
  let after: Cursor | null = null;
  do {
    const page = await store.query({
      collection: config.collection,
      orderBy: [...config.orderBy],
      limit: EXPORT_PAGE_SIZE,
      ...(after && { startAfter: after }),
    });
    docs.push(...page.docs);
    after = page.next;
  } while (after);
  return docs;
}

/** One record of the section for the template's example row, or null in an empty town. */
export async function exampleRecord(config: CollectionConfig): Promise<StoredDoc | null> {
  const { store } = await getBackend();
  const page = await store.query({
    collection: config.collection,
    orderBy: [...config.orderBy],
    limit: 1,
  });
  return page.docs[0] ?? null;
}

/**
 * The records a section's `ref` or `refs` cells may name (a product's shop, a
 * shop's neighbourhoods), as the form offers them; a section has one such field.
 */
export async function refChoicesOf(config: CollectionConfig): Promise<StoredDoc[]> {
  const ref = config.fields.find((field) => field.kind === 'ref' || field.kind === 'refs')?.ref;
  return ref ? queryClient.fetchQuery(refChoicesQuery(ref)) : [];
}

/** Writes checked rows in batches over the stored records' other fields, saying after each how many are written. */
export const useWriteRows = () =>
  useMutation(
    {
      mutationFn: async ({
        records,
        onProgress,
      }: {
        records: RecordToWrite[];
        onProgress: (written: number, total: number) => void;
      }) => {
        const { store } = await getBackend();
        await writeInBatches(store, records, onProgress, 'merge');
      },
      onSuccess: (_done, { records }) => void readAgain(records.map((record) => record.collection)),
    },
    queryClient,
  );

/**
 * Hands a CSV to the browser to save. The byte-order mark tells Excel the
 * file is UTF-8, so Bengali and Hindi names open as written.
 */
export function saveCsv(fileName: string, csv: string): void {
  saveFile(fileName, ['\uFEFF', csv], 'text/csv;charset=utf-8');
}
