import type { DocData } from '../types';

/**
 * What a visitor may create in the booking, request and message collections:
 * the Demo backend's copy of the `isValid…()` functions in firestore.rules,
 * which check `request.resource.data`. Each shape carries its function's
 * name, which is how the policy's `rulesText` refers to it; keep the checks
 * here and there in step. (The outbox entries that go with them are checked
 * by `isValidAlert()` in order-policy.ts.)
 */
export interface RecordShape {
  /** The firestore.rules function that checks this shape, e.g. `isValidAppointment`. */
  readonly name: string;
  readonly check: (data: DocData, now: Date) => boolean;
}

/**
 * `createdAt == request.time`: the commit stamps its own clock, so a
 * `serverTime` written now lands within a moment of the check.
 */
const SERVER_TIME_SLACK_MS = 5_000;

/** `isText(value, min, max)`: a string of min–max characters. */
function isText(value: unknown, min: number, max: number): boolean {
  if (typeof value !== 'string') return false;
  const characters = [...value].length;
  return characters >= min && characters <= max;
}

/** `isMobile(value)`: the stored, normalised 10 digits. */
const isMobile = (value: unknown) => typeof value === 'string' && /^[6-9][0-9]{9}$/.test(value);

/** `isDay(value)`: 'YYYY-MM-DD'. */
const isDay = (value: unknown) =>
  typeof value === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value);

/** `isShortList(value)`: a list of 1–20 entries. */
const isShortList = (value: unknown) =>
  Array.isArray(value) && value.length >= 1 && value.length <= 20;

const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/** `data.keys().hasOnly(keys) && data.keys().hasAll(keys)`. */
function hasExactly(data: DocData, keys: readonly string[]): boolean {
  const present = Object.keys(data);
  return present.length === keys.length && keys.every((key) => Object.hasOwn(data, key));
}

/** `createdAt == request.time`. */
function isServerTime(value: unknown, now: Date): boolean {
  return value instanceof Date && Math.abs(value.getTime() - now.getTime()) <= SERVER_TIME_SLACK_MS;
}

/** `isNewRecord(data, keys)`: exactly these keys, status 'new', stamped by the server. */
function isNewRecord(data: DocData, keys: readonly string[], now: Date): boolean {
  return (
    hasExactly(data, [...keys, 'status', 'createdAt']) &&
    data['status'] === 'new' &&
    isServerTime(data['createdAt'], now)
  );
}

const shape = (name: string, check: RecordShape['check']): RecordShape => ({ name, check });

export const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

export const requestShapes = {
  message: shape(
    'isValidMessage',
    (data, now) =>
      isNewRecord(data, ['name', 'phone', 'message'], now) &&
      isText(data['name'], 2, 60) &&
      isMobile(data['phone']) &&
      isText(data['message'], 5, 1000),
  ),

  appointment: shape(
    'isValidAppointment',
    (data, now) =>
      isNewRecord(data, ['patientName', 'phone', 'doctorId', 'doctorName', 'date', 'note'], now) &&
      isText(data['patientName'], 2, 60) &&
      isMobile(data['phone']) &&
      isText(data['doctorId'], 1, 100) &&
      isText(data['doctorName'], 1, 100) &&
      isDay(data['date']) &&
      isText(data['note'], 0, 500),
  ),

  labBooking: shape('isValidLabBooking', (data, now) => {
    const total = data['total'];
    return (
      isNewRecord(
        data,
        ['patientName', 'phone', 'address', 'date', 'testIds', 'testNames', 'total'],
        now,
      ) &&
      isText(data['patientName'], 2, 60) &&
      isMobile(data['phone']) &&
      isText(data['address'], 5, 300) &&
      isDay(data['date']) &&
      isShortList(data['testIds']) &&
      isShortList(data['testNames']) &&
      typeof total === 'number' &&
      total >= 0 &&
      total <= 100_000
    );
  }),

  medicineOrder: shape(
    'isValidMedicineOrder',
    (data, now) =>
      isNewRecord(data, ['name', 'phone', 'address', 'items', 'note'], now) &&
      isText(data['name'], 2, 60) &&
      isMobile(data['phone']) &&
      isText(data['address'], 5, 300) &&
      isShortList(data['items']) &&
      isText(data['note'], 0, 500),
  ),

  assistRequest: shape(
    'isValidAssistRequest',
    (data, now) =>
      isNewRecord(data, ['need', 'bloodGroup', 'patientName', 'phone', 'details'], now) &&
      ['bed', 'ambulance', 'blood'].includes(data['need'] as string) &&
      ['', ...bloodGroups].includes(data['bloodGroup'] as string) &&
      isText(data['patientName'], 2, 60) &&
      isMobile(data['phone']) &&
      isText(data['details'], 5, 1000),
  ),

  rideBooking: shape('isValidRideBooking', (data, now) => {
    const passengers = data['passengers'];
    const time = data['time'];
    return (
      isNewRecord(
        data,
        ['kind', 'name', 'phone', 'pickup', 'drop', 'date', 'time', 'passengers', 'note'],
        now,
      ) &&
      isText(data['name'], 2, 60) &&
      isMobile(data['phone']) &&
      isText(data['pickup'], 2, 120) &&
      isText(data['drop'], 2, 120) &&
      isDay(data['date']) &&
      typeof time === 'string' &&
      /^[0-2][0-9]:[0-5][0-9]$/.test(time) &&
      isInt(passengers) &&
      passengers >= 1 &&
      ((data['kind'] === 'toto' && passengers <= 4) ||
        (data['kind'] === 'car' && passengers <= 7)) &&
      isText(data['note'], 0, 300)
    );
  }),

  serviceRequest: shape(
    'isValidServiceRequest',
    (data, now) =>
      isNewRecord(
        data,
        [
          'serviceType',
          'providerId',
          'providerName',
          'name',
          'phone',
          'address',
          'date',
          'details',
        ],
        now,
      ) &&
      isText(data['serviceType'], 1, 40) &&
      isText(data['providerId'], 0, 100) &&
      isText(data['providerName'], 0, 100) &&
      isText(data['name'], 2, 60) &&
      isMobile(data['phone']) &&
      isText(data['address'], 5, 300) &&
      isDay(data['date']) &&
      isText(data['details'], 5, 1000),
  ),
} as const satisfies Record<string, RecordShape>;
