// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestFields, RequestKind } from '../../lib/models';
import { collections } from '../../lib/models';
import { openTownAt, townForEachTest } from './server-fixtures';
import { refusal } from '../../testing/refusal';

/**
 * Bookings the server refuses though the form would not send them: a visit
 * on a day the doctor does not sit, a home collection at a slot that has
 * begun or is not one, a ride going nowhere or decades ahead. The clock is
 * fixed at Tuesday 24 Nov 2026, 8:30 am in the town.
 */
const town = townForEachTest(() => openTownAt(new Date('2026-11-24T08:30:00+05:30')));
beforeEach(async () => {
  const { writeDoc } = town.handle.internals;
  await writeDoc(collections.doctors, 'dr-rina', {
    name: 'Dr. Rina Ghosh',
    degree: 'MBBS',
    speciality: 'General Medicine',
    kind: 'general',
    chamber: 'Station Road',
    weekdays: ['Mon', 'Wed', 'Fri'],
    hours: '6 pm – 9 pm',
    fee: 250_00,
    phone: '9000023402',
  });
  await writeDoc(collections.doctors, 'dr-prasenjit', {
    name: 'Dr. Prasenjit Roy',
    degree: 'MBBS, MD',
    speciality: 'Cardiology',
    kind: 'specialist',
    chamber: 'Hospital More',
    weekdays: ['Sun'],
    weeksOfMonth: [2, 4],
    hours: '10 am – 4 pm',
    fee: 800,
    phone: '9000023406',
  });
  await writeDoc(collections.doctors, 'dr-old', {
    name: 'Dr. Old Record',
    degree: 'MBBS',
    speciality: 'General Medicine',
    kind: 'general',
    chamber: 'Bazar',
    days: 'Mon – Sat',
    hours: '9 am – 1 pm',
    fee: 200,
    phone: '9000023499',
  });
  await writeDoc(collections.labTests, 'cbc', {
    name: 'Complete Blood Count',
    price: 300_00,
    sampleType: 'Blood',
    reportIn: 'Same day',
    description: '',
  });
});
afterEach(() => {
  town.handle.internals.close();
  vi.useRealTimers();
});

let ids = 0;
function submit<K extends RequestKind>(kind: K, fields: RequestFields[K]) {
  ids += 1;
  const id = `req${String(ids).padStart(17, '0')}`;
  return town.handle.backend.call('submitRequest', { kind, id, fields });
}

const visit = (doctorId: string, date: string): RequestFields['appointment'] => ({
  patientName: 'Rahim Sk',
  phone: '9830011223',
  doctorId,
  date,
  note: '',
});

describe('appointments', () => {
  it('refuses a day the doctor does not sit, naming the days they do', async () => {
    const refused = await refusal(submit('appointment', visit('dr-rina', '2026-11-24')));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.message).toBe(
      'Dr. Rina Ghosh does not sit on Tue, 24 Nov 2026 (Mon, Wed, Fri). Please choose another day.',
    );
    await expect(submit('appointment', visit('dr-rina', '2026-11-25'))).resolves.toMatchObject({
      kind: 'saved',
    });
  });

  it('takes only the 2nd and 4th Sundays of a doctor who comes then', async () => {
    const firstSunday = await refusal(submit('appointment', visit('dr-prasenjit', '2026-12-06')));
    expect(firstSunday.message).toContain('(Every 2nd and 4th Sunday)');
    await expect(submit('appointment', visit('dr-prasenjit', '2026-12-13'))).resolves.toMatchObject(
      {
        kind: 'saved',
      },
    );
  });

  it('refuses a doctor whose sitting days are not recorded, and years ahead', async () => {
    const unlisted = await refusal(submit('appointment', visit('dr-old', '2026-11-25')));
    expect(unlisted.message).toBe(
      'Dr. Old Record’s sitting days are not listed. Please call the chamber to book.',
    );
    const farAhead = await refusal(submit('appointment', visit('dr-rina', '2099-11-25')));
    expect(farAhead.message).toBe('Bookings can be made up to 60 days ahead.');
  });
});

// `slot` is any hour: a hand-made request may name one that is no slot.
const collection = (date: string, slot: string) =>
  ({
    patientName: 'Rina Das',
    phone: '9876512345',
    address: 'Kalibari Lane, near the temple',
    date,
    slot,
    testIds: ['cbc'],
  }) as RequestFields['labBooking'];

describe('home collections', () => {
  it('refuses a slot of today that has begun, and an hour that is not a slot', async () => {
    const begun = await refusal(submit('labBooking', collection('2026-11-24', '08:00')));
    expect(begun.message).toBe(
      'That collection time has already begun. Please choose a later time or another day.',
    );
    const outside = await refusal(submit('labBooking', collection('2026-11-25', '16:00')));
    expect(outside.code).toBe('invalid-argument');
  });

  it('stores the slot and tells the lab chat the hour', async () => {
    await expect(submit('labBooking', collection('2026-11-24', '09:00'))).resolves.toMatchObject({
      kind: 'saved',
    });
    const alerts = await town.alerts();
    expect(alerts.map((alert) => alert['text'])).toEqual([
      expect.stringContaining('Home sample collection on Tue, 24 Nov 2026, 9–10 am'),
    ]);
    await town.signInAs('admin');
    const page = await town.handle.backend.store.query({ collection: collections.labBookings });
    expect(page.docs.map((doc) => doc.data['slot'])).toEqual(['09:00']);
  });
});

const ride = (overrides: Partial<RequestFields['rideBooking']>): RequestFields['rideBooking'] => ({
  kind: 'toto',
  name: 'Tapan Saha',
  phone: '9733012345',
  pickup: 'Station Road',
  drop: 'Rural hospital',
  date: '2026-11-25',
  time: '07:45',
  passengers: 2,
  note: '',
  ...overrides,
});

describe('rides', () => {
  it('refuses the same place typed twice, whatever the case and spacing', async () => {
    const refused = await refusal(submit('rideBooking', ride({ drop: ' station  ROAD ' })));
    expect(refused.code).toBe('invalid-argument');
  });
});
