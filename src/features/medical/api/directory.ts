import type { Cursor } from '../../../backend/types';
import { readPage, type ListPage } from '../../../domain/lists';
import { collections, type DirectoryEntry } from '../../../lib/models';

/** The kinds of place /medical/common/{type} lists, with the words for them. */
export const directoryTypes = [
  {
    type: 'hospital',
    title: 'Hospitals',
    lead: 'Government and private hospitals for Nabagram and around, with their emergency hours.',
  },
  {
    type: 'nursingHome',
    title: 'Nursing homes',
    lead: 'Private nursing homes for admission, maternity and small operations.',
  },
  {
    type: 'diagnosticCentre',
    title: 'Diagnostic centres',
    lead: 'Blood tests, X-ray and scans. Many collect samples at home in the morning.',
  },
  {
    type: 'bloodBank',
    title: 'Blood banks',
    lead: 'Call before you go: ask whether your blood group is in stock.',
  },
] as const;

export type DirectoryType = (typeof directoryTypes)[number];

export function directoryTypeOf(type: string | undefined): DirectoryType | null {
  return directoryTypes.find((known) => known.type === type) ?? null;
}

export function listDirectory(
  type: string,
  after: Cursor | null,
): Promise<ListPage<DirectoryEntry>> {
  return readPage<DirectoryEntry>(
    {
      collection: collections.directory,
      where: [{ field: 'type', op: '==', value: type }],
      orderBy: [{ field: 'name' }],
    },
    after,
  );
}
