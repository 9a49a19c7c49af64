import { i18n, params, plural } from '../i18n';

/*
 * Kept apart from lib/messages.ts, which the first paint loads: these are
 * read only by the forms that send a request.
 */

/**
 * What the booking forms (appointment, lab tests, medicines, rides, services)
 * ask to be put right: the sentences of the request schemas in
 * ./schemas, which the server runs too.
 */
export const bookingFormMessages = i18n('directory/booking-forms', {
  pleaseChooseDoctor: 'Please choose a doctor.',
  chooseOneTest: 'Please choose at least one test.',
  tooManyTests: plural({
    one: 'Please choose at most {count} test for one visit.',
    other: 'Please choose at most {count} tests for one visit.',
  }),
  collectionAddressMissing: 'Please write the address where we should collect the sample.',
  collectionTimeMissing: 'Please choose a time for the collection.',
  writeOneMedicine: 'Please write at least one medicine.',
  tooManyMedicines: plural({
    one: 'Please order at most {count} medicine at a time.',
    other: 'Please order at most {count} medicines at a time.',
  }),
  medicineNameTooLong: plural({
    one: 'Please keep each medicine name under {count} character.',
    other: 'Please keep each medicine name under {count} characters.',
  }),
  quantityRange: params('Please give a quantity from 1 to {max} for {medicine}.'),
  deliveryAddressMissing: 'Please write the delivery address.',
  pickupTimeMissing: 'Please choose a pick-up time.',
  wherePickup: 'Where should the driver pick you up?',
  whereGoing: 'Where are you going?',
  samePlace: 'The drop point is the same as the pick-up point. Please change one of them.',
  passengersRange: params('Choose from 1 to {max} passengers.'),
  whereIsWork: 'Please write where the work is.',
  whatToDo: 'Please say in a few words what needs doing.',
});

/** What the cart's delivery form asks to be put right (./schemas `deliveryContact`). */
export const checkoutFormMessages = i18n('town/cart-checkout', {
  enterName: 'Please enter the name to deliver to.',
  nameTooLong: plural({
    one: 'Please keep the name under {count} character.',
    other: 'Please keep the name under {count} characters.',
  }),
  writeAddress: 'Please write the house, street and para so the delivery person can find you.',
  addressTooShort:
    'This address is too short for the delivery person to find you. Please add the house number or name, the street and the para.',
  addressTooLong: plural({
    one: 'Please keep the address under {count} character.',
    other: 'Please keep the address under {count} characters.',
  }),
  landmarkTooLong: 'Please keep the landmark short.',
  noteTooLong: plural({
    one: 'Please keep the note under {count} character.',
    other: 'Please keep the note under {count} characters.',
  }),
});

/**
 * The trades, by the `{type}` /service/{type} and a service request keep:
 * the services screens name them, and Find Order names the trade a request
 * asked for. Kept here, not in lib/messages, which the first paint loads.
 */
export const tradeNames = i18n('town/trades', {
  electrician: 'Electrician',
  plumber: 'Plumber',
  carpenter: 'Carpenter',
  painter: 'Painter',
  mechanic: 'Mechanic',
  tutor: 'Home tutor',
});
