import * as v from 'valibot';
import type { Cursor } from '../../../port/types';
import { schemaChecks } from '../../../components/form';
import { pagedQuery } from '../../../data/query-client';
import { readPage, type ListPage } from '../../../data/lists';
import { submitRequest, type SavedRequest } from '../../../data/requests';
import { checkBookingDay } from '../../../lib/booking-checks';
import { textOf } from '../../../lib/i18n';
import { labSlotHasBegun } from '../../../lib/lab-slots';
import { collections, type LabTest } from '../../../lib/models';
import { labBookingRequest, MAX_TESTS } from '../../../lib/requests/schemas';
import { labTestMessages } from '../messages';

export function listLabTests(after: Cursor | null): Promise<ListPage<LabTest>> {
  return readPage({ collection: collections.labTests, orderBy: [{ field: 'name' }] }, after);
}

export { MAX_TESTS };

export interface LabBookingInput {
  testIds: string[];
  patientName: string;
  phone: string;
  address: string;
  date: string;
  /** A slot's start, 'HH:MM' (lib/lab-slots); '' until chosen. */
  slot: string;
}

export const emptyLabBooking: LabBookingInput = {
  testIds: [],
  patientName: '',
  phone: '',
  address: '',
  date: '',
  slot: '',
};

/** The request's schema, and by the browser's clock: a day still open, a slot not yet begun. */
export function validateLabBooking(input: LabBookingInput, now = new Date()) {
  return schemaChecks<LabBookingInput>(labBookingRequest, (values) => {
    const dayError = checkBookingDay(values.date, now);
    const slotBegun = !dayError && labSlotHasBegun(values.date, values.slot, now);
    return { date: dayError, slot: slotBegun ? textOf(labTestMessages).timeBegun : undefined };
  })(input);
}

/** Books a home sample collection; the server prices it and tells the lab's chat. */
export async function bookLabTests(id: string, input: LabBookingInput): Promise<SavedRequest> {
  return submitRequest('labBooking', id, v.parse(labBookingRequest, input));
}

export const labTestsQuery = () => pagedQuery(['lab-tests'], listLabTests);
