import * as v from 'valibot';
import { isSamePlace } from '../booking-checks';
import { localDigits, locale, textOf } from '../i18n';
import { labSlots } from '../lab-slots';
import { checkoutText } from '../limits';
import { isCalendarDay, isClockTime } from '../local-date';
import { formMessages } from '../messages';
import { assistNeeds } from '../models';
import { bookingFormMessages, checkoutFormMessages } from './messages';
import { normalizeIndianMobile } from '../phone';

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

/** Trimmed text of `min`–`max` characters; `missing` says what to write when it is too short. */
function trimmedText(bounds: { min: number; max: number }, missing: () => string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.minLength(bounds.min, missing),
    v.maxLength(bounds.max, () => words().tooLong(bounds.max)),
  );
}

/** A person's name: 2–60 characters. */
export const NAME_BOUNDS = { min: 2, max: 60 } as const;
/** An address or landmark description. */
export const ADDRESS_BOUNDS = { min: 5, max: 300 } as const;
/** An optional note. */
export const NOTE_BOUNDS = { min: 0, max: 500 } as const;
/** What is wrong / what is needed, in the person's words. */
export const DETAILS_BOUNDS = { min: 5, max: 1000 } as const;

/** A person's name, trimmed. */
export const personName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(NAME_BOUNDS.min, () => words().nameMissing),
  v.maxLength(NAME_BOUNDS.max, () => words().nameTooLong(NAME_BOUNDS.max)),
);

/** A patient's name, trimmed. */
export const patientName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(NAME_BOUNDS.min, () => words().enterPatientName),
  v.maxLength(NAME_BOUNDS.max, () => words().nameTooLong(NAME_BOUNDS.max)),
);

/** An Indian mobile as people type it (+91, spaces, dashes), given as its 10 digits. */
export const mobileNumber = v.pipe(
  v.string(),
  v.transform((typed) => normalizeIndianMobile(typed) ?? typed),
  v.regex(/^[6-9][0-9]{9}$/, () => words().notMobile),
);

const docIdPattern = /^[A-Za-z0-9_-]{1,150}$/;

/** A document id as the app makes them (slugs, random ids): no slashes, no dots, not too long. */
export const docId = v.pipe(v.string(), v.regex(docIdPattern));

/** A day as 'YYYY-MM-DD'; whether it is still open to book is the clock's to say. */
const calendarDay = v.pipe(
  v.string(),
  v.minLength(1, () => words().dayMissing),
  v.check(isCalendarDay, () => words().dayMalformed),
);

const optionalNote = trimmedText(NOTE_BOUNDS, () => '');

export const MESSAGE_MAX = 1000;

/** The contact form's message to the town's admins. */
export const contactMessageRequest = v.object({
  name: personName,
  phone: mobileNumber,
  message: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(5, () => words().messageTooShort),
    v.maxLength(MESSAGE_MAX, (issue) =>
      words().messageTooLong({ max: digits(MESSAGE_MAX), length: digits(issue.input.length) }),
    ),
  ),
});

export type ContactMessageRequest = v.InferOutput<typeof contactMessageRequest>;

export const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/**
 * A plea for a hospital bed, an ambulance or blood. A blood group goes only
 * with a request for blood: chosen and then left behind for another need,
 * it is dropped.
 */
export const assistRequest = v.pipe(
  v.object({
    need: v.picklist(assistNeeds, () => words().chooseNeed),
    /** '' when the group is not known yet. */
    bloodGroup: v.picklist(['', ...bloodGroups]),
    patientName,
    phone: mobileNumber,
    details: trimmedText(DETAILS_BOUNDS, () => words().tellWhatHappened),
  }),
  v.transform((fields) => (fields.need === 'blood' ? fields : { ...fields, bloodGroup: '' })),
);

/** A visit to a doctor's chamber on a day they sit. */
export const appointmentRequest = v.object({
  doctorId: v.pipe(
    v.string(),
    v.minLength(1, () => bookingWords().pleaseChooseDoctor),
    v.regex(docIdPattern),
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
    v.array(docId),
    v.minLength(1, () => bookingWords().chooseOneTest),
    v.maxLength(MAX_TESTS, () => bookingWords().tooManyTests(MAX_TESTS)),
    v.check((ids) => new Set(ids).size === ids.length, 'A test twice.'),
  ),
  patientName,
  phone: mobileNumber,
  address: trimmedText(ADDRESS_BOUNDS, () => bookingWords().collectionAddressMissing),
  date: calendarDay,
  slot: v.picklist(labSlots, () => bookingWords().collectionTimeMissing),
});

/** Lines one medicine order may hold. */
export const MAX_MEDICINES = 20;
/** Units of one medicine. */
export const MAX_QUANTITY = 99;
/** The longest medicine name a line may hold. */
export const MAX_MEDICINE_NAME = 80;

const medicineLine = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1),
      v.maxLength(MAX_MEDICINE_NAME, () => bookingWords().medicineNameTooLong(MAX_MEDICINE_NAME)),
    ),
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
  address: trimmedText(ADDRESS_BOUNDS, () => bookingWords().deliveryAddressMissing),
  note: optionalNote,
});

/** How many each vehicle seats. */
export const seatsOf = { toto: 4, car: 7 } as const;

/** A place to be picked up at or dropped off. */
export const PLACE_BOUNDS = { min: 2, max: 120 } as const;
/** A note for the driver. */
export const RIDE_NOTE_BOUNDS = { min: 0, max: 300 } as const;

/** A toto or a car with a driver, from one place to another at a time of day. */
export const rideBookingRequest = v.pipe(
  v.object({
    kind: v.picklist(['toto', 'car']),
    pickup: trimmedText(PLACE_BOUNDS, () => bookingWords().wherePickup),
    drop: trimmedText(PLACE_BOUNDS, () => bookingWords().whereGoing),
    date: calendarDay,
    time: v.pipe(
      v.string(),
      v.check(isClockTime, () => bookingWords().pickupTimeMissing),
    ),
    passengers: v.number(),
    name: personName,
    phone: mobileNumber,
    note: trimmedText(RIDE_NOTE_BOUNDS, () => ''),
  }),
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

/**
 * Someone of a trade (an electrician, a plumber…) to come and do a job: as
 * soon as someone is free today, or on a day the person chooses. A day
 * chosen and then left for "as soon as possible" is dropped (the server
 * stores the town's today).
 */
export const serviceRequestRequest = v.pipe(
  v.object({
    serviceType: v.pipe(v.string(), v.regex(/^[a-zA-Z-]{1,40}$/)),
    /** '' for whoever of the trade is free first. */
    providerId: v.union([v.literal(''), docId]),
    name: personName,
    phone: mobileNumber,
    address: trimmedText(ADDRESS_BOUNDS, () => bookingWords().whereIsWork),
    /** Today, as soon as someone is free. Absent from a request of an older app: a chosen day. */
    asSoonAsPossible: v.optional(v.boolean(), false),
    /** The chosen day; '' for as soon as possible. */
    date: v.string(),
    details: trimmedText(DETAILS_BOUNDS, () => bookingWords().whatToDo),
  }),
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

const checkoutWords = () => textOf(checkoutFormMessages);

/** Who an order goes to and where: the cart's delivery form, and the same fields of `placeOrder`. */
export const deliveryContact = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(checkoutText.name.min, () => checkoutWords().enterName),
    v.maxLength(checkoutText.name.max, () => checkoutWords().nameTooLong(checkoutText.name.max)),
  ),
  phone: mobileNumber,
  address: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, () => checkoutWords().writeAddress),
    v.minLength(checkoutText.address.min, () => checkoutWords().addressTooShort),
    v.maxLength(checkoutText.address.max, () =>
      checkoutWords().addressTooLong(checkoutText.address.max),
    ),
  ),
  landmark: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(checkoutText.landmark.max, () => checkoutWords().landmarkTooLong),
  ),
  note: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(checkoutText.note.max, () => checkoutWords().noteTooLong(checkoutText.note.max)),
  ),
});

export type DeliveryContact = v.InferOutput<typeof deliveryContact>;
