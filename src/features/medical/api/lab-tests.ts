import type { Cursor } from '../../../backend/types';
import { readPage, type ListPage } from '../../../domain/lists';
import { newRequestId, saveRequest } from '../../../domain/requests';
import {
  ADDRESS_BOUNDS,
  checkComingDay,
  checkName,
  checkPhone,
  checkText,
  onlyErrors,
} from '../../../lib/form-checks';
import { formatDay } from '../../../lib/local-date';
import { collections, type LabTest, type WithId } from '../../../lib/models';
import { formatRupees, subtotalOf } from '../../../lib/money';
import { formatIndianMobile, normalizeIndianMobile, PHONE_ERROR } from '../../../lib/phone';

export function listLabTests(after: Cursor | null): Promise<ListPage<LabTest>> {
  return readPage<LabTest>(
    { collection: collections.labTests, orderBy: [{ field: 'name' }] },
    after,
  );
}

/** The most tests one home visit takes (firestore.rules bounds the lists at 20). */
export const MAX_TESTS = 20;

export interface LabBookingInput {
  testIds: string[];
  patientName: string;
  phone: string;
  address: string;
  date: string;
}

export const emptyLabBooking: LabBookingInput = {
  testIds: [],
  patientName: '',
  phone: '',
  address: '',
  date: '',
};

export function validateLabBooking(input: LabBookingInput, now = new Date()) {
  return onlyErrors<keyof LabBookingInput>({
    testIds:
      input.testIds.length === 0
        ? 'Please choose at least one test.'
        : input.testIds.length > MAX_TESTS
          ? `Please choose at most ${MAX_TESTS} tests for one visit.`
          : undefined,
    patientName: checkName(input.patientName, 'Please enter the patient’s name.'),
    phone: checkPhone(input.phone),
    address: checkText(
      input.address,
      ADDRESS_BOUNDS,
      'Please write the address where we should collect the sample.',
    ),
    date: checkComingDay(input.date, now),
  });
}

export const newLabBookingId = newRequestId;

/** Books a home sample collection and tells the lab's chat, in one write. */
export async function bookLabTests(
  id: string,
  input: LabBookingInput,
  tests: readonly WithId<LabTest>[],
): Promise<void> {
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw new Error(PHONE_ERROR);
  const chosen = tests.filter((test) => input.testIds.includes(test.id));
  const total = subtotalOf(chosen.map((test) => ({ price: test.price, quantity: 1 })));
  const patientName = input.patientName.trim();
  const address = input.address.trim();
  await saveRequest(
    collections.labBookings,
    id,
    {
      patientName,
      phone,
      address,
      date: input.date,
      testIds: chosen.map((test) => test.id),
      testNames: chosen.map((test) => test.name),
      total,
    },
    {
      chat: 'lab',
      text: [
        `Home sample collection on ${formatDay(input.date)}`,
        `Patient: ${patientName}, ${formatIndianMobile(phone)}`,
        `Address: ${address}`,
        `Tests: ${chosen.map((test) => test.name).join(', ')}`,
        `Total: ${formatRupees(total)}`,
      ].join('\n'),
    },
  );
}
