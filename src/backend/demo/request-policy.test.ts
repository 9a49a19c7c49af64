// @vitest-environment node
import { describe, expect, it } from 'vitest';
import rulesSource from '../../../firestore.rules?raw';
import { collections } from '../../lib/models';
import type { DocData } from '../types';
import {
  accessPolicy,
  anonymousCaller,
  callerFrom,
  isAllowed,
  type AccessOperation,
  type Caller,
} from './policy';
import { requestShapes } from './request-shapes';

/**
 * Visitor bookings, requests and contact messages: anyone may create one in
 * the exact shape firestore.rules checks; nobody but an admin reads, lists,
 * changes or removes them.
 */

const uid = 'person-1';
const callers: Record<string, Caller> = {
  anonymous: anonymousCaller,
  user: callerFrom(uid, { admin: null, vendor: null, delivery: null }),
  admin: callerFrom(uid, { admin: { role: 'admin' }, vendor: null, delivery: null }),
  vendor: callerFrom(uid, {
    admin: null,
    vendor: { active: true, shopId: 'shop-1' },
    delivery: null,
  }),
  delivery: callerFrom(uid, { admin: null, vendor: null, delivery: { active: true } }),
};
const visitors = ['anonymous', 'user', 'vendor', 'delivery'];

/** As the commit leaves it: `serverTime` already stamped with the commit's clock. */
const stamped = (fields: DocData): DocData => ({ ...fields, status: 'new', createdAt: new Date() });

const wellFormed = {
  [collections.messages]: stamped({
    name: 'Mitali Das',
    phone: '9876543210',
    message: 'Please add the new sweet shop near the station.',
  }),
  [collections.appointments]: stamped({
    patientName: 'Rahim Sk',
    phone: '9876543210',
    doctorId: 'dr-amitava-das',
    doctorName: 'Dr. Amitava Das',
    date: '2026-12-01',
    note: '',
  }),
  [collections.labBookings]: stamped({
    patientName: 'Rahim Sk',
    phone: '9876543210',
    address: 'Near Kalibari, School Para',
    date: '2026-12-01',
    testIds: ['hba1c', 'lipid-profile'],
    testNames: ['HbA1c', 'Lipid Profile'],
    total: 1050,
  }),
  [collections.medicineOrders]: stamped({
    name: 'Rahim Sk',
    phone: '9876543210',
    address: 'Near Kalibari, School Para',
    items: [{ name: 'Paracetamol 500', quantity: 2 }],
    note: 'Prescription from Dr. Mondal',
  }),
  [collections.assistRequests]: stamped({
    need: 'blood',
    bloodGroup: 'B+',
    patientName: 'Rahim Sk',
    phone: '9876543210',
    details: 'Two units needed at the rural hospital by tonight.',
  }),
  [collections.rideBookings]: stamped({
    kind: 'toto',
    name: 'Rahim Sk',
    phone: '9876543210',
    pickup: 'Station Road',
    drop: 'Rural hospital',
    date: '2026-12-01',
    time: '07:30',
    passengers: 3,
    note: '',
  }),
  [collections.serviceRequests]: stamped({
    serviceType: 'electrician',
    providerId: '',
    providerName: '',
    name: 'Rahim Sk',
    phone: '9876543210',
    address: 'Near Kalibari, School Para',
    date: '2026-12-01',
    details: 'The ceiling fan hums and will not start.',
  }),
} as const;
type RequestCollection = keyof typeof wellFormed;
const requestCollections = Object.keys(wellFormed) as RequestCollection[];

const shapeOf: Record<RequestCollection, { name: string }> = {
  [collections.messages]: requestShapes.message,
  [collections.appointments]: requestShapes.appointment,
  [collections.labBookings]: requestShapes.labBooking,
  [collections.medicineOrders]: requestShapes.medicineOrder,
  [collections.assistRequests]: requestShapes.assistRequest,
  [collections.rideBookings]: requestShapes.rideBooking,
  [collections.serviceRequests]: requestShapes.serviceRequest,
};

function whoMay(
  collection: string,
  operation: AccessOperation,
  after: DocData | null = null,
): string[] {
  return Object.keys(callers).filter((role) =>
    isAllowed({
      caller: callers[role] as Caller,
      operation,
      collection,
      ...(operation !== 'list' && { docId: 'request-1' }),
      before: operation === 'create' ? null : (wellFormed[collection as RequestCollection] ?? null),
      after,
    }),
  );
}

const mayCreate = (collection: string, data: DocData) =>
  isAllowed({ caller: anonymousCaller, operation: 'create', collection, docId: 'r1', after: data });

describe('visitor requests', () => {
  it.each(requestCollections)('%s: anyone creates a well-formed one', (collection) => {
    expect(whoMay(collection, 'create', wellFormed[collection])).toEqual(Object.keys(callers));
  });

  it.each(requestCollections)(
    '%s: only admins get, list, update or delete — a visitor cannot read one back',
    (collection) => {
      for (const operation of ['get', 'list', 'update', 'delete'] as const) {
        const after = operation === 'update' ? wellFormed[collection] : null;
        expect(whoMay(collection, operation, after), operation).toEqual(['admin']);
      }
      for (const visitor of visitors) {
        expect(whoMay(collection, 'get')).not.toContain(visitor);
      }
    },
  );

  it.each(requestCollections)(
    '%s: refuses a missing or extra key, another status and a client clock',
    (collection) => {
      const good = wellFormed[collection];
      const [firstKey] = Object.keys(good);
      const missing = Object.fromEntries(
        Object.entries(good).filter(([key]) => key !== firstKey),
      ) as DocData;
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      expect(mayCreate(collection, missing), 'missing key').toBe(false);
      expect(mayCreate(collection, { ...good, extra: 'x' }), 'extra key').toBe(false);
      expect(mayCreate(collection, { ...good, status: 'done' }), 'status').toBe(false);
      expect(mayCreate(collection, { ...good, createdAt: hourAgo }), 'backdated').toBe(false);
      expect(mayCreate(collection, { ...good, createdAt: '2026-12-01' }), 'text date').toBe(false);
      expect(mayCreate(collection, { ...good, phone: '12345' }), 'phone').toBe(false);
      expect(mayCreate(collection, { ...good, phone: '+91 98765 43210' }), 'raw phone').toBe(false);
      expect(whoMay(collection, 'create', { ...good, status: 'done' })).toEqual(['admin']);
    },
  );

  it('bounds text sizes', () => {
    const message = wellFormed[collections.messages];
    expect(mayCreate(collections.messages, { ...message, message: 'x'.repeat(1000) })).toBe(true);
    expect(mayCreate(collections.messages, { ...message, message: 'x'.repeat(1001) })).toBe(false);
    expect(mayCreate(collections.messages, { ...message, name: 'R' })).toBe(false);
    const appointment = wellFormed[collections.appointments];
    expect(mayCreate(collections.appointments, { ...appointment, note: 'x'.repeat(501) })).toBe(
      false,
    );
    expect(mayCreate(collections.appointments, { ...appointment, date: 'tomorrow' })).toBe(false);
  });

  it('checks what each kind of request is about', () => {
    const ride = wellFormed[collections.rideBookings];
    expect(mayCreate(collections.rideBookings, { ...ride, passengers: 4 })).toBe(true);
    expect(mayCreate(collections.rideBookings, { ...ride, passengers: 5 })).toBe(false);
    expect(mayCreate(collections.rideBookings, { ...ride, kind: 'car', passengers: 7 })).toBe(true);
    expect(mayCreate(collections.rideBookings, { ...ride, kind: 'car', passengers: 8 })).toBe(
      false,
    );
    expect(mayCreate(collections.rideBookings, { ...ride, passengers: 1.5 })).toBe(false);
    expect(mayCreate(collections.rideBookings, { ...ride, kind: 'bus' })).toBe(false);
    expect(mayCreate(collections.rideBookings, { ...ride, time: '7:30 pm' })).toBe(false);

    const assist = wellFormed[collections.assistRequests];
    expect(mayCreate(collections.assistRequests, { ...assist, need: 'taxi' })).toBe(false);
    expect(mayCreate(collections.assistRequests, { ...assist, bloodGroup: 'Z+' })).toBe(false);
    expect(mayCreate(collections.assistRequests, { ...assist, need: 'bed', bloodGroup: '' })).toBe(
      true,
    );

    const lab = wellFormed[collections.labBookings];
    expect(mayCreate(collections.labBookings, { ...lab, testIds: [] })).toBe(false);
    expect(mayCreate(collections.labBookings, { ...lab, total: -1 })).toBe(false);
    expect(mayCreate(collections.labBookings, { ...lab, total: '1050' })).toBe(false);

    const medicines = wellFormed[collections.medicineOrders];
    expect(mayCreate(collections.medicineOrders, { ...medicines, items: [] })).toBe(false);
    const tooMany = Array.from({ length: 21 }, () => ({ name: 'ORS', quantity: 1 }));
    expect(mayCreate(collections.medicineOrders, { ...medicines, items: tooMany })).toBe(false);
  });

  it.each(requestCollections)(
    '%s: the rule reads as firestore.rules says and names a function defined there',
    (collection) => {
      const { name } = shapeOf[collection];
      expect(accessPolicy[collection].create.rulesText).toBe(`isAdmin() || ${name}()`);
      expect(rulesSource).toContain(`function ${name}() {`);
    },
  );
});
