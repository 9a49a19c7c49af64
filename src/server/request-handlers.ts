import type { SubmitRequestResult } from '../port/callables';
import { backendError } from '../port/errors';
import { serverTime, type DocData, type Transaction } from '../port/types';
import { defang, outboxEntry, typedLine, type StaffNotice } from './outbox';
import { isPrice, REQUESTS_PER_PHONE_PER_DAY } from '../lib/limits';
import { labSlotHasBegun, labSlotText } from '../lib/lab-slots';
import {
  BOOKING_WINDOW_DAYS,
  formatClockTime,
  formatDay,
  townDayOf,
  townTimeOf,
} from '../lib/local-date';
import {
  collections,
  requestCollections,
  type RequestFields,
  type RequestKind,
} from '../lib/models';
import { formatRupees, subtotalOf } from '../lib/money';
import { formatIndianMobile } from '../lib/phone';
import { submitRequestEnvelope } from '../lib/requests/call-schemas';
import { requestSchemas } from '../lib/requests/schemas';
import { sentence } from '../lib/server-sentences';
import { headline, type StaffAlertKey } from '../lib/staff-alert-headlines';
import type { ServerContext } from './server-context';
import { readPhoneMemory, withDevice, writePhoneMemory } from './phone-memory';
import { countForDevice, deviceKeyFor, phoneDayIsFull, readDeviceMemory } from './device-memory';
import { freeReference, keepReference } from './references';
import { parseRequest } from './parse-request';
import { readChatAlerts } from './shop-alerts';
import { newOrderCode, recordIdFor } from '../lib/order-identity';
import { sitsOn, sittingDaysOf, sittingDaysText } from '../lib/sitting-days';

/** Staff alerts are written by the server in English, whichever language the visitor reads. */
const STAFF_LANGUAGE = 'en';

/**
 * Visitors' bookings, requests and messages. The browser sends only what the
 * person typed and chose; the handler reads the doctor, tests or provider
 * they named, writes the record with its staff alert in one transaction, and
 * composes the alert itself, so the staff chats only ever hear of requests
 * that exist, in words the server wrote. A phone and a device may each send a
 * bounded number a day (src/server/device-memory), so nobody can flood the
 * chats, and no stranger can use up a neighbour's day.
 */

// The forms hold the same window (lib/local-date).
export { BOOKING_WINDOW_DAYS };

function checkDayInWindow(day: string, now: Date): void {
  if (day < townDayOf(now)) {
    throw backendError('invalid-argument', sentence('dayGone'));
  }
  if (day > townDayOf(now, BOOKING_WINDOW_DAYS)) {
    throw backendError(
      'invalid-argument',
      sentence('bookingWindow', { days: BOOKING_WINDOW_DAYS }),
    );
  }
}

interface KindSpec<K extends RequestKind> {
  /**
   * Reads what the request names and returns the record to store and the
   * alert to send; refuses what cannot be booked. Reads only (it runs inside
   * the transaction before any write).
   */
  build(
    tx: Transaction,
    fields: RequestFields[K],
    now: Date,
  ): Promise<{ record: DocData; notice: StaffNotice }>;
}

async function readNamed(
  tx: Transaction,
  collection: string,
  id: string,
  gone: 'doctorGone' | 'labTestGone' | 'providerGone',
): Promise<DocData> {
  const doc = await tx.get(collection, id);
  if (!doc) throw backendError('not-found', sentence(gone));
  return doc.data;
}

const textOf = (data: DocData, field: string) => {
  const value = data[field];
  return typeof value === 'string' ? value : '';
};

/** The headline of a request for medical help, by what it asks for. */
const assistHeadlines = {
  bed: 'assistBed',
  ambulance: 'assistAmbulance',
  blood: 'assistBlood',
} as const satisfies Record<string, StaffAlertKey>;
/**
 * A field's Bengali and Hindi forms (`xBn`, `xHi`) as the record named holds
 * them, kept on the booking under `as` so its sender reads it in their
 * language in Find Order; none where the record has none.
 */
function translationsOf(data: DocData, field: string, as: string): DocData {
  const [bengali, hindi] = [textOf(data, `${field}Bn`), textOf(data, `${field}Hi`)];
  return { ...(bengali && { [`${as}Bn`]: bengali }), ...(hindi && { [`${as}Hi`]: hindi }) };
}

const specs: { readonly [K in RequestKind]: KindSpec<K> } = {
  message: {
    build: async (_tx, fields) => ({
      record: { ...fields },
      notice: {
        chat: 'admin',
        headline: headline('message', { name: fields.name }),
        text: [
          'New message',
          typedLine('Name', fields.name),
          `Phone: ${formatIndianMobile(fields.phone)}`,
          typedLine('Message', fields.message),
        ].join('\n'),
      },
    }),
  },

  appointment: {
    async build(tx, fields, now) {
      checkDayInWindow(fields.date, now);
      const doctor = await readNamed(tx, collections.doctors, fields.doctorId, 'doctorGone');
      const doctorName = textOf(doctor, 'name');
      const days = sittingDaysOf(doctor);
      if (!days) {
        throw backendError(
          'invalid-argument',
          sentence('sittingDaysMissing', { doctor: doctorName }),
        );
      }
      if (!sitsOn(days, fields.date)) {
        throw backendError(
          'invalid-argument',
          sentence('doctorNotOnDay', {
            doctor: doctorName,
            day: fields.date,
            sittingDays: sittingDaysText(days),
          }),
        );
      }
      return {
        record: { ...fields, doctorName, ...translationsOf(doctor, 'name', 'doctorName') },
        notice: {
          chat: 'admin',
          headline: headline('appointment', {
            doctor: doctorName,
            doctorBn: textOf(doctor, 'nameBn'),
            doctorHi: textOf(doctor, 'nameHi'),
            day: fields.date,
          }),
          text: [
            `Appointment with ${doctorName} (${textOf(doctor, 'speciality')}) on ${formatDay(fields.date, STAFF_LANGUAGE)}`,
            `Chamber: ${textOf(doctor, 'chamber')}, ${textOf(doctor, 'hours')}`,
            typedLine('Patient', fields.patientName),
            `Phone: ${formatIndianMobile(fields.phone)}`,
            ...(fields.note ? [typedLine('Note', fields.note)] : []),
          ].join('\n'),
        },
      };
    },
  },

  labBooking: {
    async build(tx, fields, now) {
      checkDayInWindow(fields.date, now);
      if (labSlotHasBegun(fields.date, fields.slot, now)) {
        throw backendError('invalid-argument', sentence('collectionBegun'));
      }
      const tests = await Promise.all(
        fields.testIds.map((id) => readNamed(tx, collections.labTests, id, 'labTestGone')),
      );
      const testNames = tests.map((test) => textOf(test, 'name'));
      // Each test in Bengali and Hindi, its English where it has none, for Find Order.
      const namesIn = (language: 'Bn' | 'Hi') =>
        tests.map((test, index) => textOf(test, `name${language}`) || (testNames[index] ?? ''));
      // A price that is not whole paise is a test the list cannot be trusted for: not booked.
      const prices = tests.map((test) => test['price']);
      if (!prices.every(isPrice))
        throw backendError('failed-precondition', sentence('labTestGone'));
      const total = subtotalOf(prices.map((price) => ({ price, quantity: 1 })));
      return {
        record: {
          ...fields,
          testNames,
          testNamesBn: namesIn('Bn'),
          testNamesHi: namesIn('Hi'),
          total,
        },
        notice: {
          chat: 'lab',
          headline: headline('labBooking', { day: fields.date }),
          text: [
            `Home sample collection on ${formatDay(fields.date, STAFF_LANGUAGE)}, ${labSlotText(fields.slot, STAFF_LANGUAGE)}`,
            typedLine('Patient', fields.patientName),
            `Phone: ${formatIndianMobile(fields.phone)}`,
            typedLine('Address', fields.address),
            `Tests: ${testNames.join(', ')}`,
            `Total: ${formatRupees(total, STAFF_LANGUAGE)}`,
          ].join('\n'),
        },
      };
    },
  },

  medicineOrder: {
    build: async (_tx, fields) => ({
      record: { ...fields, items: fields.items.map((item) => ({ ...item })) },
      notice: {
        chat: 'admin',
        headline: headline('medicineOrder', { name: fields.name }),
        text: [
          'Medicine order',
          typedLine('Name', fields.name),
          `Phone: ${formatIndianMobile(fields.phone)}`,
          typedLine('Deliver to', fields.address),
          // The server's count first, then the name as typed, to the end of the line.
          ...fields.items.map((item) => `• ${item.quantity} × ${defang(item.name)}`),
          ...(fields.note ? [typedLine('Note', fields.note)] : []),
        ].join('\n'),
      },
    }),
  },

  assistRequest: {
    build: async (_tx, fields) => {
      const needs = { bed: 'Hospital bed', ambulance: 'Ambulance', blood: 'Blood' } as const;
      return {
        record: { ...fields },
        notice: {
          chat: 'admin',
          headline: headline(assistHeadlines[fields.need], {
            bloodGroup: fields.bloodGroup ?? '',
          }),
          text: [
            `URGENT — ${needs[fields.need]} needed${fields.bloodGroup ? ` (${fields.bloodGroup})` : ''}`,
            typedLine('Patient', fields.patientName),
            `Call: ${formatIndianMobile(fields.phone)}`,
            typedLine('Details', fields.details),
          ].join('\n'),
        },
      };
    },
  },

  rideBooking: {
    async build(_tx, fields, now) {
      checkDayInWindow(fields.date, now);
      if (fields.date === townDayOf(now) && fields.time < townTimeOf(now)) {
        throw backendError('invalid-argument', sentence('timeGone'));
      }
      const vehicle = fields.kind === 'toto' ? 'Toto' : 'Car';
      return {
        record: { ...fields },
        notice: {
          chat: 'admin',
          headline: headline(fields.kind === 'toto' ? 'rideToto' : 'rideCar', {
            day: fields.date,
            time: fields.time,
          }),
          text: [
            `${vehicle} booking for ${formatDay(fields.date, STAFF_LANGUAGE)}, ${formatClockTime(fields.time, STAFF_LANGUAGE)}`,
            typedLine('From', fields.pickup),
            typedLine('To', fields.drop),
            `${fields.passengers} ${fields.passengers === 1 ? 'passenger' : 'passengers'}`,
            typedLine('Name', fields.name),
            `Phone: ${formatIndianMobile(fields.phone)}`,
            ...(fields.note ? [typedLine('Note', fields.note)] : []),
          ].join('\n'),
        },
      };
    },
  },

  serviceRequest: {
    async build(tx, fields, now) {
      // "As soon as possible" is today by the town's clock, whatever the phone's says.
      const date = fields.asSoonAsPossible ? townDayOf(now) : fields.date;
      checkDayInWindow(date, now);
      let providerName = '';
      let providerPhone = '';
      if (fields.providerId) {
        const provider = await readNamed(
          tx,
          collections.serviceProviders,
          fields.providerId,
          'providerGone',
        );
        if (textOf(provider, 'type') !== fields.serviceType) {
          throw backendError('invalid-argument', sentence('providerWrongService'));
        }
        providerName = textOf(provider, 'name');
        providerPhone = textOf(provider, 'phone');
      }
      const when = fields.asSoonAsPossible
        ? `as soon as possible (today, ${formatDay(date, STAFF_LANGUAGE)})`
        : `on ${formatDay(date, STAFF_LANGUAGE)}`;
      return {
        record: { ...fields, date, providerName },
        notice: {
          chat: 'admin',
          headline: headline('serviceRequest', { service: fields.serviceType, day: date }),
          text: [
            `Service wanted (${fields.serviceType}) ${when}${providerName ? ` — asked for ${providerName} (${formatIndianMobile(providerPhone)})` : ''}`,
            typedLine('Name', fields.name),
            `Phone: ${formatIndianMobile(fields.phone)}`,
            typedLine('At', fields.address),
            typedLine('Details', fields.details),
          ].join('\n'),
        },
      };
    },
  },
};

const saved = (recordId: string, data: DocData): SubmitRequestResult => ({
  kind: 'saved',
  recordId,
  reference: typeof data['reference'] === 'string' ? data['reference'] : '',
  code: typeof data['code'] === 'string' ? data['code'] : '',
});

async function submit<K extends RequestKind>(
  context: ServerContext,
  kind: K,
  requestId: string,
  rawFields: unknown,
  /** The browser's secret id, when it sent one: the daily limits count per phone and per device. */
  deviceId: string | undefined,
): Promise<SubmitRequestResult> {
  const spec = specs[kind] as KindSpec<K>;
  // The compiler cannot follow `kind` from the schema to its fields: each schema's output is its kind's fields.
  const fields = parseRequest(requestSchemas[kind], rawFields) as RequestFields[K];
  const collection = requestCollections[kind];
  const id = await recordIdFor(collection, requestId);
  const deviceKey = deviceId ? await deviceKeyFor(deviceId) : null;
  const now = new Date();
  return context.store.runTransaction(async (tx) => {
    const existing = await tx.get(collection, id);
    if (existing) return saved(id, existing.data); // a retry of one already saved
    const memory = await readPhoneMemory(tx, fields.phone, now.getTime());
    const device = deviceKey ? await readDeviceMemory(tx, deviceKey, now.getTime()) : null;
    if (phoneDayIsFull('request', memory, device)) {
      return { kind: 'daily-limit', limit: REQUESTS_PER_PHONE_PER_DAY };
    }
    const { record, notice } = await spec.build(tx, fields, now);
    const reference = await freeReference(tx, 'booking');
    // Within the chat's hourly budget, else counted in its digest; an urgent plea is never held back.
    const alerts = await readChatAlerts(tx, notice.chat, now.getTime());

    // Every read is done; the writes follow.
    const code = newOrderCode();
    const stored = { ...record, reference, code, staffNote: '', status: 'new' };
    tx.set(collection, id, { ...stored, createdAt: serverTime });
    keepReference(tx, reference, { collection, id });
    if (kind === 'assistRequest' || alerts.spend('requests', { phone: fields.phone })) {
      tx.set(
        collections.notifications,
        `${collection}-${id}`,
        outboxEntry(
          { ...notice, text: `${notice.text}\nBooking ${reference}` },
          `${collection}/${id}`,
        ),
      );
    }
    alerts.save(tx);
    writePhoneMemory(
      tx,
      fields.phone,
      withDevice(
        {
          ...memory,
          requestTimes: [...memory.requestTimes, now.getTime()],
          records: {
            ...memory.records,
            [id]: {
              collection,
              number: reference,
              code,
              at: now.getTime(),
              ...(deviceKey && { device: deviceKey }),
            },
          },
        },
        deviceKey,
        now.getTime(),
      ),
      { ordersChanged: false },
    );
    if (device) countForDevice(tx, device, 'request', now.getTime());
    return saved(id, stored);
  });
}

export async function handleSubmitRequest(
  context: ServerContext,
  data: unknown,
): Promise<SubmitRequestResult> {
  const envelope = parseRequest(submitRequestEnvelope, data);
  return submit(context, envelope.kind, envelope.id, envelope.fields, envelope.deviceId);
}
