import type { StoreValue } from 'nanostores';
import type { Cursor } from '../../../port/types';
import { readPageOfType, type ListPage } from '../../../data/lists';
import { collections, type DirectoryEntry } from '../../../lib/models';
import type { medicalDirectoryMessages } from '../messages';
import { pagedQuery } from '../../../data/query-client';
import { directoryTypes, type DirectoryType } from '../../../lib/choice-lists';
import { listKey } from '../../../data/entity-keys';

export function directoryTypeOf(type: string | undefined): DirectoryType | null {
  return directoryTypes.find((known) => known === type) ?? null;
}

/**
 * The words for one kind of place: its title, the lead under it, the hub
 * tile's note, its empty list and its "more" button.
 */
export function placeWords(t: StoreValue<typeof medicalDirectoryMessages>, type: DirectoryType) {
  const words = {
    hospital: {
      title: t.hospitals,
      lead: t.hospitalsLead,
      note: t.hospitalsNote,
      none: t.noHospitals,
      more: t.moreHospitals,
    },
    nursingHome: {
      title: t.nursingHomes,
      lead: t.nursingHomesLead,
      note: t.nursingHomesNote,
      none: t.noNursingHomes,
      more: t.moreNursingHomes,
    },
    diagnosticCentre: {
      title: t.diagnosticCentres,
      lead: t.diagnosticCentresLead,
      note: t.diagnosticCentresNote,
      none: t.noDiagnosticCentres,
      more: t.moreDiagnosticCentres,
    },
    bloodBank: {
      title: t.bloodBanks,
      lead: t.bloodBanksLead,
      note: t.bloodBanksNote,
      none: t.noBloodBanks,
      more: t.moreBloodBanks,
    },
  };
  return words[type];
}

export function listDirectory(
  type: string,
  after: Cursor | null,
): Promise<ListPage<DirectoryEntry>> {
  return readPageOfType(collections.directory, type, after);
}

export const directoryQuery = (type: string) =>
  pagedQuery(listKey(collections.directory, { type }), (after) => listDirectory(type, after));
