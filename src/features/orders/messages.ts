import { i18n, params, plural } from '../../lib/i18n';

/** /findOrder: a phone's orders on their way, this browser's orders and bookings, the code that opens one. */
export const findOrderMessages = i18n('town/orders', {
  title: 'Find Order',
  lead: 'Type the phone number you ordered or booked with.',
  phoneNumber: 'Phone number',
  findOrders: 'Find orders',
  orderedHereFor: 'Ordered from this phone for:',
  itsMe: 'It’s me',
  itsMeNamed: params('It’s me: the number ending in {last}'),
  orderNumber: params('Order {number}'),
  ordersFor: params('Orders for {phone}'),
  yourOrdersAndBookings: 'Your orders and bookings',
  lookingUp: 'Looking up orders…',
  tryAgain: 'Try again',
  noOpenOrders: 'No order of this number is on its way.',
  openOrders: plural({
    one: '{count} order of this number is on its way:',
    other: '{count} orders of this number are on their way:',
  }),
  openingOrder: 'Opening the order…',
  orderGoneNamed: params('Order {number} could not be found any more.'),
  details: 'Details',
  hideDetails: 'Hide details',
  detailsOfOrder: params('Details of order {number}'),
  hideDetailsOfOrder: params('Hide details of order {number}'),
  haveACode:
    'Ordered, booked or sent a list from another phone? Type the code from the thank-you page to see it here.',
  orderCode: 'Order or booking code',
  codeHint:
    '6 letters and numbers, shown on the thank-you page after ordering, booking or sending a list.',
  codeLength: 'The code has 6 letters and numbers, as shown on the thank-you page.',
  codeMismatch: 'That is not a code we give out. Check it and try again.',
  codeOpensNothing: plural({
    one: 'No order or booking of this number has that code. Check it: {count} more try this hour.',
    other:
      'No order or booking of this number has that code. Check it: {count} more tries this hour.',
  }),
  tooManyCodes: params(
    'Too many wrong codes for this number. Please wait {minutes} minutes, or call the shop.',
  ),
  opening: 'Opening…',
  showDetails: 'Show it',
});

/** One booking or request in Find Order: what was asked, where it stands, the staff's note. */
export const bookingCardMessages = i18n('town/orders-bookings', {
  bookingNumber: params('Booking {number}'),
  bookingGone: params('Booking {number} could not be found any more.'),
  openingBooking: 'Opening the booking…',
  new: 'Received',
  confirmed: 'Confirmed',
  done: 'Done',
  cancelled: 'Cancelled',
  appointment: params('Appointment with {doctor} on {day}'),
  labTests: params('Home sample collection on {day}, {slot}: {tests} — {total}'),
  medicines: plural({ one: 'Medicines: {count} item', other: 'Medicines: {count} items' }),
  help: 'A request for urgent help',
  totoRide: params('A toto on {day} at {time}: {from} → {to}'),
  carRide: params('A car on {day} at {time}: {from} → {to}'),
  service: 'A service visit',
  serviceOn: params('A service visit on {day}'),
  tradeVisit: params('{trade} to come on {day}'),
  message: 'A message to the town desk',
  staffNote: params('From the staff: {note}'),
});

/** One order opened: its progress, items, bill, address, and Cancel while the shop has not accepted. */
export const orderDetailsMessages = i18n('town/orders-details', {
  orderProgress: 'Order progress',
  questionsCallShop: 'A question about this order? Call the shop:',
  now: '(now)',
  itemsFrom: params('Items from {shop}'),
  lineQuantity: plural({ one: '{count} × {name}', other: '{count} × {name}' }),
  delivery: 'Delivery',
  free: 'Free',
  totalCashOnDelivery: 'Total, cash on delivery',
  totalPaidByUpi: 'Total, paid by UPI',
  deliverTo: 'Deliver to',
  landmark: params('Landmark: {landmark}'),
  neighbourhood: params('Neighbourhood: {neighbourhood}'),
  note: params('Note: {note}'),
  cancelOrder: 'Cancel this order',
  cancelling: 'Cancelling…',
  cancelTitle: params('Cancel order {number}?'),
  yesCancel: 'Yes, cancel it',
  keepOrder: 'Keep the order',
  canStillCancel: 'The shop has not accepted it yet, so it can still be cancelled.',
  changedStillCancel: 'If you no longer want the order as it is now, you can still cancel it.',
});

/** /thankYou: the order number and code, what happens next, and where to follow it. */
export const thankYouMessages = i18n('town/orders-thank-you', {
  pageTitle: 'Thank you',
  thankYou: 'Thank you!',
  requestReceived:
    'We have your request. You can follow your orders on Find Order with your phone number.',
  findMyOrder: 'Find my order',
  orderPlaced: 'Thank you! Your order is placed.',
  shopHasOrder: params('{shop} has your order for {amount}.'),
  theShopHasOrder: params('The shop has your order for {amount}.'),
  payCashOnArrival: 'Pay cash when it arrives.',
  whatHappensNext: 'What happens next',
  shopAccepts: 'The shop checks your order and accepts it — usually within 15 minutes.',
  deliveryBrings: 'They pack it, and a delivery person from town brings it to you.',
  payAtDoor: 'You pay cash at the door. You can cancel until the shop accepts.',
  trackOrder: 'Track this order',
  backToHome: 'Back to home',
});
