import { i18n, params, plural } from '../../lib/i18n';

/** The delivery person's screen and each delivery's card. */
export const deliveryMessages = i18n('staff/delivery', {
  deliveries: 'Deliveries',
  deliveriesTitle: plural({ one: '({count}) Deliveries', other: '({count}) Deliveries' }),
  yourDeliveries: 'Your deliveries',
  signedInAs: params('Signed in as {name}'),
  cashToCollect: 'Cash to collect on the orders you carry:',
  cashInHand: 'Cash in your hand:',
  cashLimit: params('Your limit: {amount}'),
  cashOverLimit: params(
    'You hold {held}, as much as your limit of {limit} allows. Hand over at least {handOver} to the admin to take cash orders again. Until then you can take orders paid by UPI.',
  ),
  cashLimitZero:
    'Your cash limit is nothing: you take only orders paid by UPI. Hand any cash you hold over to the admin.',
  cashUnreadable:
    'Your cash record cannot be read, so you are given no cash orders until the admin rebuilds it; they have been told. Orders paid by UPI you can still take.',
  cashOwedBack: params(
    '{amount} you handed over is owed back, as its order was paid by UPI after all: the admin gives it to the customer or to you.',
  ),
  cashToday: 'Today',
  noCashToday: 'No cash collected or handed over today.',
  cashBroughtForward: 'Brought forward from before today',
  cashNow: 'In your hand now',
  cashOrderBlocked:
    'A cash order: you hold as much cash as your limit allows. Hand cash over to the admin to take it.',
  upiStillTakeable: plural({
    one: 'You can still take the {count} order below that is paid by UPI.',
    other: 'You can still take the {count} orders below that are paid by UPI.',
  }),
  noUpiWaiting: 'No order paid by UPI is waiting now.',
  readyForPickUp: params('Order {number} is ready for pick-up'),
  manyReadyForPickUp: plural({
    one: '{count} order is ready for pick-up',
    other: '{count} orders are ready for pick-up',
  }),
  givenToYou: plural({
    one: 'Order {numbers} is given to you',
    other: 'Orders {numbers} are given to you',
  }),
  soundAsk: 'Tap to hear new deliveries',
  notUpdating: 'The list is not updating until this works again.',
  tryAgain: 'Try again',
  loading: 'Loading your deliveries…',
  onTheWay: 'On the way',
  toPickUp: 'To pick up',
  waitingAtShops: 'Ready at the shop, nobody has taken them',
  nothingWaiting:
    'Nothing waiting right now. Orders show up here by themselves when a shop has packed them.',
  givenStillPreparing: 'Given to you, still being prepared',
  done: plural({ one: 'Done ({count})', other: 'Done ({count})' }),

  // Who may see the screen
  checkFailed: 'We could not check who is signed in',
  accountOff: 'Your delivery account is switched off',
  callAdminToSwitchOn: 'Please call the admin to switch it on again.',
  notForYou: 'This screen is for delivery persons',
  notACourier:
    'You are signed in, but not as a delivery person. Sign out, then sign in with your mobile number.',

  // One delivery
  order: params('Order {number}'),
  collectBefore: 'Collect',
  collectAfter: 'in cash',
  pickUpFrom: 'Pick up from',
  callShop: params('Call the shop, {phone}'),
  deliverTo: 'Deliver to',
  landmark: params('(landmark: {landmark})'),
  inNeighbourhood: params('· {neighbourhood}'),
  note: params('Note: {note}'),
  callCustomer: params('Call {phone}'),
  openInMaps: 'Open in maps',
  items: plural({ one: '{count} item', other: '{count} items' }),
  yoursShopPreparing: 'Given to you: the shop is still preparing it.',
  takeDelivery: 'Take this delivery',
  pickedUp: 'Picked up',
  delivered: 'Delivered',
  deliveredTitle: params('Delivered order {number}?'),
  yesDelivered: 'Yes, delivered',
  notYet: 'Not yet',
  couldNotDeliver: 'Could not deliver',
  couldNotDeliverTitle: params('Could not deliver order {number}?'),
  couldNotDeliverConfirm: 'Yes, I could not deliver it',
  takeItBack:
    'Take the items back to the shop: they go back into its stock. The customer reads why.',
  onlyAfterBefore: 'Only after handing it over and collecting',
  onlyAfterAfter: 'in cash.',
  onlyAfterHanding: 'Press this only after handing it over. It is paid by UPI: collect no cash.',
});
