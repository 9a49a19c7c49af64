import * as v from 'valibot';
import { isSamePlace } from '../booking-checks';
import * as fields from '../fields/schemas';
import type { Say } from '../fields/schemas';
import { localDigits, locale, textOf } from '../i18n';
import { assistNeeds, type RequestKind } from '../kinds';
import { labSlots } from '../lab-slots';
import { textBounds } from '../limits';
import { isCalendarDay } from '../local-date';
import { formMessages } from '../messages';
import { bookingFormMessages, checkoutFormMessages } from './messages';

/**
 * What a visitor may send — a booking, a request, a message, an order's
 * delivery details — checked by the same schema in the form (under each
 * field, in the reader's language: the messages are read when a check fails)
 * and by the server before it stores anything (where the words are English).
 * Values come out as they are stored: text trimmed, a mobile as its 10
 * digits. What depends on the clock or on the database (a day still open, a
 * doctor's sitting days, a slot not yet begun) is checked beside the schema,
 * by the form with the browser's clock and by the server with the town's.
 */

const words = () => textOf(formMessages);
const bookingWords = () => textOf(bookingFormMessages);
const digits = (count: number) => localDigits(String(count), locale.get());
/** "Please keep this under {max} characters", for text held to `bounds`. */
const under =
  (bounds: { max: number }): Say =>
  () =>
    words().tooLong(bounds.max);

// The screens size their inputs by these; each is a bound of lib/limits `textBounds`.
export const ADDRESS_BOUNDS = textBounds.address;
export const NOTE_BOUNDS = textBounds.note;
export const DETAILS_BOUNDS = textBounds.details;
export const PLACE_BOUNDS = textBounds.place;
export const MESSAGE_MAX = textBounds.details.max;
export const MAX_MEDICINE_NAME = textBounds.medicineName.max;

const nameTooLong = () => words().nameTooLong(textBounds.personName.max);

/** A person's name, trimmed. */
const personName = fields.personName({ missing: () => words().nameMissing, tooLong: nameTooLong });

/** A patient's name, trimmed. */
const patientName = fields.personName({
  missing: () => words().enterPatientName,
  tooLong: nameTooLong,
});

/** An Indian mobile as people type it (+91, spaces, dashes), given as its 10 digits. */
export const mobileNumber = fields.mobile;

const calendarDay = fields.day();

const optionalNote = fields.note({ tooLong: under(textBounds.note) });

/** The contact form's message to the town's admins. */
export const contactMessageRequest = v.object({
  name: personName,
  phone: mobileNumber,
  message: fields.details({
    missing: () => words().messageTooShort,
    tooLong: ({ input }) =>
      words().messageTooLong({ max: digits(MESSAGE_MAX), length: digits(input.length) }),
  }),
});

export type ContactMessageRequest = v.InferOutput<typeof contactMessageRequest>;

export const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** The fields of a plea for a hospital bed, an ambulance or blood. */
export const assistFields = v.object({
  need: v.picklist(assistNeeds, () => words().chooseNeed),
  /** '' when the group is not known yet. */
  bloodGroup: v.picklist(['', ...bloodGroups]),
  patientName,
  phone: mobileNumber,
  details: fields.details({
    missing: () => words().tellWhatHappened,
    tooLong: under(textBounds.details),
  }),
});

/**
 * A plea for a hospital bed, an ambulance or blood. A blood group goes only
 * with a request for blood: chosen and then left behind for another need,
 * it is dropped.
 */
export const assistRequest = v.pipe(
  assistFields,
  v.transform((fields) => (fields.need === 'blood' ? fields : { ...fields, bloodGroup: '' })),
);

/** A visit to a doctor's chamber on a day they sit. */
export const appointmentRequest = v.object({
  doctorId: v.pipe(
    v.string(),
    v.minLength(1, () => bookingWords().pleaseChooseDoctor),
    fields.docId,
  ),
  patientName,
  phone: mobileNumber,
  date: calendarDay,
  note: optionalNote,
});

/** The most tests one home visit takes. */
export const MAX_TESTS = 20;

/** A home sample collection for the chosen tests, in one of the morning's slots. */
export const labBookingRequest = v.object({
  testIds: v.pipe(
    v.array(fields.docId),
    v.minLength(1, () => bookingWords().chooseOneTest),
    v.maxLength(MAX_TESTS, () => bookingWords().tooManyTests(MAX_TESTS)),
    v.check((ids) => new Set(ids).size === ids.length, 'A test twice.'),
  ),
  patientName,
  phone: mobileNumber,
  address: fields.address({
    missing: () => bookingWords().collectionAddressMissing,
    tooLong: under(textBounds.address),
  }),
  date: calendarDay,
  slot: v.picklist(labSlots, () => bookingWords().collectionTimeMissing),
});

/** Lines one medicine order may hold. */
export const MAX_MEDICINES = 20;
/** Units of one medicine. */
export const MAX_QUANTITY = 99;

/** One medicine and how many. */
export const medicineLine = v.pipe(
  v.object({
    name: fields.medicineName({
      tooLong: () => bookingWords().medicineNameTooLong(MAX_MEDICINE_NAME),
    }),
    quantity: v.number(),
  }),
  v.check(
    ({ quantity }) => Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY,
    (issue) =>
      bookingWords().quantityRange({
        max: digits(MAX_QUANTITY),
        medicine: String(issue.input.name).trim(),
      }),
  ),
);

/** Medicines typed from a prescription, for a pharmacy to price and deliver. */
export const medicineOrderRequest = v.object({
  items: v.pipe(
    v.array(medicineLine),
    v.minLength(1, () => bookingWords().writeOneMedicine),
    v.maxLength(MAX_MEDICINES, () => bookingWords().tooManyMedicines(MAX_MEDICINES)),
  ),
  name: personName,
  phone: mobileNumber,
  address: fields.address({
    missing: () => bookingWords().deliveryAddressMissing,
    tooLong: under(textBounds.address),
  }),
  note: optionalNote,
});

/** How many each vehicle seats. */
export const seatsOf = { toto: 4, car: 7 } as const;

/** The fields of a ride booking. */
export const rideFields = v.object({
  kind: v.picklist(['toto', 'car']),
  pickup: fields.place({
    missing: () => bookingWords().wherePickup,
    tooLong: under(textBounds.place),
  }),
  drop: fields.place({
    missing: () => bookingWords().whereGoing,
    tooLong: under(textBounds.place),
  }),
  date: calendarDay,
  time: fields.clockTime(() => bookingWords().pickupTimeMissing),
  passengers: v.number(),
  name: personName,
  phone: mobileNumber,
  note: optionalNote,
});

/** A toto or a car with a driver, from one place to another at a time of day. */
export const rideBookingRequest = v.pipe(
  rideFields,
  v.forward(
    v.partialCheck(
      [['kind'], ['passengers']],
      ({ kind, passengers }) =>
        Number.isInteger(passengers) && passengers >= 1 && passengers <= seatsOf[kind],
      (issue) => bookingWords().passengersRange({ max: seatsOf[issue.input.kind] }),
    ),
    ['passengers'],
  ),
  v.forward(
    v.partialCheck(
      [['pickup'], ['drop']],
      ({ pickup, drop }) => !isSamePlace(pickup, drop),
      () => bookingWords().samePlace,
    ),
    ['drop'],
  ),
);

/** The fields of a request for someone of a trade. */
export const serviceFields = v.object({
  serviceType: fields.trade,
  /** '' for whoever of the trade is free first. */
  providerId: v.union([v.literal(''), fields.docId]),
  name: personName,
  phone: mobileNumber,
  address: fields.address({
    missing: () => bookingWords().whereIsWork,
    tooLong: under(textBounds.address),
  }),
  /** Today, as soon as someone is free. Absent from a request of an older app: a chosen day. */
  asSoonAsPossible: v.optional(v.boolean(), false),
  /** The chosen day; '' for as soon as possible. */
  date: v.string(),
  details: fields.details({
    missing: () => bookingWords().whatToDo,
    tooLong: under(textBounds.details),
  }),
});

/**
 * Someone of a trade (an electrician, a plumber…) to come and do a job: as
 * soon as someone is free today, or on a day the person chooses. A day
 * chosen and then left for "as soon as possible" is dropped (the server
 * stores the town's today).
 */
export const serviceRequestRequest = v.pipe(
  serviceFields,
  v.forward(
    v.partialCheck(
      [['asSoonAsPossible'], ['date']],
      ({ asSoonAsPossible, date }) => asSoonAsPossible || isCalendarDay(date),
      (issue) => (issue.input.date === '' ? words().dayMissing : words().dayMalformed),
    ),
    ['date'],
  ),
  v.transform((fields) => (fields.asSoonAsPossible ? { ...fields, date: '' } : fields)),
);

/** Each kind of request a visitor sends, by the kind `submitRequest` names. */
export const requestSchemas = {
  appointment: appointmentRequest,
  labBooking: labBookingRequest,
  medicineOrder: medicineOrderRequest,
  assistRequest,
  rideBooking: rideBookingRequest,
  serviceRequest: serviceRequestRequest,
  message: contactMessageRequest,
} as const satisfies Record<RequestKind, v.GenericSchema>;

/** What a request of each kind holds once checked: trimmed, a mobile as its 10 digits. */
export type RequestFields = {
  [K in RequestKind]: v.InferOutput<(typeof requestSchemas)[K]>;
};

const checkoutWords = () => textOf(checkoutFormMessages);

/** Who an order goes to and where: the cart's delivery form, and the same fields of `placeOrder`. */
export const deliveryContact = v.object({
  name: fields.personName({
    missing: () => checkoutWords().enterName,
    tooLong: () => checkoutWords().nameTooLong(textBounds.personName.max),
  }),
  phone: mobileNumber,
  address: fields.address({
    missing: () => checkoutWords().writeAddress,
    tooShort: () => checkoutWords().addressTooShort,
    tooLong: () => checkoutWords().addressTooLong(textBounds.address.max),
  }),
  landmark: fields.landmark({ tooLong: () => checkoutWords().landmarkTooLong }),
  note: fields.note({ tooLong: () => checkoutWords().noteTooLong(textBounds.note.max) }),
});

export type DeliveryContact = v.InferOutput<typeof deliveryContact>;
