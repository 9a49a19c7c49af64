import * as v from 'valibot';
import type { SubmitRequestResult } from '../backend/callables';
import { backendError } from '../backend/errors';
import { serverTime, type DocData, type Transaction } from '../backend/types';
import { defang, outboxEntry, typedLine, type StaffNotice } from '../domain/outbox';
import { REQUESTS_PER_PHONE_PER_DAY } from '../lib/limits';
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
import {
  appointmentRequest,
  assistRequest,
  contactMessageRequest,
  labBookingRequest,
  medicineOrderRequest,
  rideBookingRequest,
  serviceRequestRequest,
} from '../lib/requests/schemas';
import { sentence } from '../lib/server-sentences';
import type { ServerContext } from './context';
import { parseRequest } from './schemas';
import { sitsOn, sittingDaysOf, sittingDaysText } from '../lib/sitting-days';

/** Staff alerts are written by the server in English, whichever language the visitor reads. */
const STAFF_LANGUAGE = 'en';

/**
 * Visitors' bookings, requests and messages. The browser sends only what the
 * person typed and chose; the handler reads the doctor, tests or provider
 * they named, writes the record with its staff alert in one transaction, and
 * composes the alert itself, so the staff chats only ever hear of requests
 * that exist, in words the server wrote. A phone may send a bounded number a
 * day, so nobody can flood the chats.
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
  schema: v.GenericSchema<RequestFields[K]>;
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

const specs: { readonly [K in RequestKind]: KindSpec<K> } = {
  message: {
    schema: contactMessageRequest,
    build: async (_tx, fields) => ({
      record: { ...fields },
      notice: {
        chat: 'admin',
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
    schema: appointmentRequest,
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
        record: { ...fields, doctorName },
        notice: {
          chat: 'admin',
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
    schema: labBookingRequest,
    async build(tx, fields, now) {
      checkDayInWindow(fields.date, now);
      if (labSlotHasBegun(fields.date, fields.slot, now)) {
        throw backendError('invalid-argument', sentence('collectionBegun'));
      }
      const tests = await Promise.all(
        fields.testIds.map((id) => readNamed(tx, collections.labTests, id, 'labTestGone')),
      );
      const testNames = tests.map((test) => textOf(test, 'name'));
      const total = subtotalOf(
        tests.map((test) => ({ price: Number(test['price']) || 0, quantity: 1 })),
      );
      return {
        record: { ...fields, testNames, total },
        notice: {
          chat: 'lab',
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
    schema: medicineOrderRequest,
    build: async (_tx, fields) => ({
      record: { ...fields, items: fields.items.map((item) => ({ ...item })) },
      notice: {
        chat: 'admin',
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
    schema: assistRequest,
    build: async (_tx, fields) => {
      const needs = { bed: 'Hospital bed', ambulance: 'Ambulance', blood: 'Blood' } as const;
      return {
        record: { ...fields },
        notice: {
          chat: 'admin',
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
    schema: rideBookingRequest,
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
    schema: serviceRequestRequest,
    async build(tx, fields, now) {
      checkDayInWindow(fields.date, now);
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
      return {
        record: { ...fields, providerName },
        notice: {
          chat: 'admin',
          text: [
            `Service wanted (${fields.serviceType}) on ${formatDay(fields.date, STAFF_LANGUAGE)}${providerName ? ` — asked for ${providerName} (${formatIndianMobile(providerPhone)})` : ''}`,
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

const envelopeSchema = v.object({
  kind: v.picklist(Object.keys(specs) as RequestKind[]),
  /** Made by the form before the first try (lib/ids randomId): a retry writes the same record. */
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{20}$/)),
  fields: v.unknown(),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Recent request times of a phone (phoneActivity/{phone}), newest last. */
function recentTimes(data: DocData | undefined, now: Date): number[] {
  const times = data?.['requestTimes'];
  if (!Array.isArray(times)) return [];
  return times.filter(
    (time): time is number => typeof time === 'number' && now.getTime() - time < DAY_MS,
  );
}

async function submit<K extends RequestKind>(
  context: ServerContext,
  kind: K,
  id: string,
  rawFields: unknown,
): Promise<SubmitRequestResult> {
  const spec = specs[kind] as KindSpec<K>;
  const fields = parseRequest(spec.schema, rawFields);
  const collection = requestCollections[kind];
  const now = new Date();
  return context.store.runTransaction(async (tx) => {
    if (await tx.get(collection, id)) return { kind: 'saved' }; // a retry of one already saved
    const activity = await tx.get(collections.phoneActivity, fields.phone);
    const times = recentTimes(activity?.data, now);
    if (times.length >= REQUESTS_PER_PHONE_PER_DAY) {
      return { kind: 'daily-limit', limit: REQUESTS_PER_PHONE_PER_DAY };
    }
    const { record, notice } = await spec.build(tx, fields, now);
    tx.set(collection, id, { ...record, status: 'new', createdAt: serverTime });
    tx.set(
      collections.notifications,
      `${collection}-${id}`,
      outboxEntry(notice, `${collection}/${id}`),
    );
    tx.set(collections.phoneActivity, fields.phone, { requestTimes: [...times, now.getTime()] });
    return { kind: 'saved' };
  });
}

export async function handleSubmitRequest(
  context: ServerContext,
  data: unknown,
): Promise<SubmitRequestResult> {
  const envelope = parseRequest(envelopeSchema, data);
  return submit(context, envelope.kind, envelope.id, envelope.fields);
}
