import type { Cursor } from '../../../backend/types';
import { readPage, type ListPage } from '../../../domain/lists';
import { newRequestId, submitRequest } from '../../../domain/requests';
import { checkBookingDay } from '../../../lib/booking-checks';
import {
  ADDRESS_BOUNDS,
  checkName,
  checkPhone,
  checkText,
  onlyErrors,
} from '../../../lib/form-checks';
import { textOf } from '../../../lib/i18n';
import { isLabSlot, labSlotHasBegun } from '../../../lib/lab-slots';
import { collections, type LabTest } from '../../../lib/models';
import { normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';
import { labTestMessages } from '../messages';
import { formMessages } from '../../../lib/messages';
import { pagedQuery } from '../../../components/query-client';

export function listLabTests(after: Cursor | null): Promise<ListPage<LabTest>> {
  return readPage({ collection: collections.labTests, orderBy: [{ field: 'name' }] }, after);
}

/** The most tests one home visit takes (firestore.rules bounds the lists at 20). */
export const MAX_TESTS = 20;

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

/** A slot of the collection hours, not yet begun; a wrong day is the date's to say. */
function checkSlot(input: LabBookingInput, dayError: string | undefined, now: Date) {
  if (!isLabSlot(input.slot)) return textOf(labTestMessages).chooseTimeError;
  if (!dayError && labSlotHasBegun(input.date, input.slot, now)) {
    return textOf(labTestMessages).timeBegun;
  }
  return undefined;
}

export function validateLabBooking(input: LabBookingInput, now = new Date()) {
  const t = textOf(labTestMessages);
  const dayError = checkBookingDay(input.date, now);
  return onlyErrors<keyof LabBookingInput>({
    testIds:
      input.testIds.length === 0
        ? t.chooseOneTest
        : input.testIds.length > MAX_TESTS
          ? t.tooManyTests(MAX_TESTS)
          : undefined,
    patientName: checkName(input.patientName, textOf(formMessages).enterPatientName),
    phone: checkPhone(input.phone),
    address: checkText(input.address, ADDRESS_BOUNDS, t.writeAddress),
    date: dayError,
    slot: checkSlot(input, dayError, now),
  });
}

export const newLabBookingId = newRequestId;

/** Books a home sample collection; the server prices it and tells the lab's chat. */
export async function bookLabTests(id: string, input: LabBookingInput): Promise<void> {
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw new Error(PHONE_ERROR);
  await submitRequest('labBooking', id, {
    patientName: input.patientName.trim(),
    phone,
    address: input.address.trim(),
    date: input.date,
    slot: input.slot,
    testIds: input.testIds,
  });
}

export const labTestsQuery = () => pagedQuery(['lab-tests'], listLabTests);
