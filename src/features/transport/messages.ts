import { i18n, params } from '../../lib/i18n';

/** /transport and the two booking screens. */
export const transportMessages = i18n('directory/transport', {
  title: 'Transport',
  lead: 'Book a toto or a car for the time you need it — to the station, the hospital or the bazar. We find a driver and call you to confirm.',
  toto: 'Toto',
  totoNote: 'E-rickshaw in town, up to 4 people',
  car: 'Car',
  carNote: 'With a driver, up to 7 people',
  stands: 'Stands and buses',
  standsNote: 'Toto stand, bus enquiry, car rental numbers',
  fares: 'Fares',
  faresText:
    'Totos charge the stand’s fixed fares (₹15 from Station Road to the bus stand). Car fares depend on the distance and waiting time and are agreed on the phone before you travel. Pay the driver directly.',
});

/** /transport/toto and /transport/car. */
export const rideMessages = i18n('directory/transport-ride', {
  totoTitle: 'Book a toto',
  totoLead:
    'An e-rickshaw from the Station Road stand, for trips in and around Nabagram. Up to 4 passengers; pay the driver the stand’s fare.',
  totoBook: 'Book toto',
  totoBooked: params('Thank you, {name}! Your toto is booked.'),
  carTitle: 'Book a car',
  carLead:
    'A car with a driver for the hospital, the station at Berhampore, or a day out. Up to 7 passengers; the fare is agreed on the phone before the trip.',
  carBook: 'Book car',
  carBooked: params('Thank you, {name}! Your car is booked.'),
  back: '← Transport',
  when: 'When',
  from: 'From',
  to: 'To',
  passengers: 'Passengers',
  findingDriverBefore: 'We are finding a driver and will call you on',
  findingDriverAfter:
    'with their name and number. Please be at the pick-up point a few minutes early.',
  bookAnother: 'Book another ride',
  home: 'Home',
  yourTrip: 'Your trip',
  pickup: 'Pick-up point',
  pickupExample: 'e.g. Station Road, near the post office',
  drop: 'Drop point',
  dropExample: 'e.g. Rural hospital',
  date: 'Date',
  time: 'Pick-up time',
  yourName: 'Your name',
  driverCalls: 'The driver calls this number.',
  note: 'Anything the driver should know? (optional)',
  noteExample: 'Luggage, a wheelchair, a return trip…',
  booking: 'Booking…',
  timePassed: 'That time has already passed. Please choose a later time.',
});
