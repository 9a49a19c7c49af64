import { i18n, params, plural } from './i18n';
import { productCategories } from './product-categories';

/** The sentences under a wrong field that every booking and request form shares (./requests/schemas, ./booking-checks). */
export const formMessages = i18n('town/forms', {
  tooLong: plural({
    one: 'Please keep this under {count} character.',
    other: 'Please keep this under {count} characters.',
  }),
  nameMissing: 'Please tell us your name.',
  nameTooLong: plural({
    one: 'Please keep the name under {count} character.',
    other: 'Please keep the name under {count} characters.',
  }),
  dayMissing: 'Please choose a date.',
  dayMalformed: 'Please enter a date like 24/11/2026.',
  dayPast: 'That date has already passed. Please choose today or a later date.',
  beyondWindow: plural({
    one: 'We take bookings up to {count} day ahead. Please choose an earlier date.',
    other: 'We take bookings up to {count} days ahead. Please choose an earlier date.',
  }),
  notMobile: 'Enter a 10-digit mobile number, for example 98765 43210.',
  messageTooShort: 'Please write a few words so we know how to help.',
  enterPatientName: 'Please enter the patient’s name.',
  chooseNeed: 'Please choose what you need.',
  tellWhatHappened: 'Please tell us where the patient is and what has happened.',
  messageTooLong: params(
    'Please shorten the message to {max} characters; it has {length} characters.',
  ),
});

/** An order's status as customers and staff read it (./order-status). */
export const statusMessages = i18n('town/status', {
  placed: 'Placed',
  accepted: 'Accepted by the shop',
  ready: 'Packed and ready',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
  rejected: 'Rejected by the shop',
  cancelled: 'Cancelled',
  undelivered: 'Not delivered',
});

/**
 * A doctor's sitting days in words (./sitting-days): "Mon – Sat", "Daily
 * except Wednesday", "Every 2nd and 4th Sunday". The day names come from
 * `Intl` in the reader's language.
 */
export const sittingDayMessages = i18n('directory/sitting-days', {
  notListed: 'Days not listed',
  daily: 'Daily',
  dailyExcept: params('Daily except {day}'),
  everyWeeksOf: params('Every {weeks} {days}'),
  dayRun: params('{first} – {last}'),
  listEnd: params('{rest} and {last}'),
  week1: '1st',
  week2: '2nd',
  week3: '3rd',
  week4: '4th',
  week5: '5th',
});

/** What an admin is told when the sitting days they typed cannot be read (./sitting-days). */
export const sittingDayProblemMessages = i18n('staff/sitting-days', {
  notADay: params('“{text}” is not a day of the week. Write days like Mon, Wed, Fri.'),
  noDays: 'Please enter the days the doctor sits, for example Mon, Wed, Fri.',
  notAWeek: params('“{text}” is not a week of the month. Write 1 to 5, for example 2, 4.'),
});

/** The helplines that ship with the app (./emergency-directory): groups, names and what each is for. */
export const emergencyDirectoryMessages = i18n('town/emergency-directory', {
  police: 'Police',
  fire: 'Fire',
  ambulance: 'Ambulance',
  roadAndRail: 'Road & rail',
  hospital: 'Hospital',
  electricity: 'Electricity (WBSEDCL)',

  policeControlRoom: 'Police control room',
  nationalEmergency: 'National emergency',
  womenHelpline: 'Women helpline',
  childHelpline: 'Child helpline',
  fireBrigade: 'Fire brigade',
  emergencyAmbulance: 'Emergency ambulance',
  highwayEmergency: 'Highway emergency',
  railwayHelpline: 'Railway helpline',
  healthHelpline: 'Health helpline',
  wbsedclComplaints: 'WBSEDCL complaints',

  crimeNote: 'Crime, danger, law and order',
  anyEmergencyNote: 'Police, fire or ambulance, any phone',
  roundTheClockNote: 'Round the clock',
  childrenNote: 'Children in need of care',
  fireAndRescueNote: 'Fire and rescue',
  freeAmbulanceNote: 'Free, for accidents and emergencies',
  mothersAndInfantsNote: 'Pregnant women and infants',
  highwayNote: 'Accidents on national highways',
  railwayNote: 'Train enquiries and help on board',
  healthNote: 'Medical advice and hospital beds',
  nearestHospitalNote: 'To the nearest hospital',
  powerNote: 'Power cuts, sparks, fallen wires',
});

/**
 * Each category's name on screen, keyed by the value products store (always
 * English): `useMessages(categoryNames)[product.category] ?? product.category`.
 */
export const categoryNames = i18n(
  'town/categories',
  Object.fromEntries(productCategories.map((category) => [category, category])),
);
