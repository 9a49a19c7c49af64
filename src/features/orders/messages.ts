import { i18n, params, plural } from '../../lib/i18n';

/** /findOrder: orders by phone number, this browser's recent orders, the code that opens one. */
export const findOrderMessages = i18n('town/orders', {
  title: 'Find Order',
  lead: 'Type the phone number you ordered with to see your orders.',
  phoneNumber: 'Phone number',
  findOrders: 'Find orders',
  orderNumber: params('Order {number}'),
  ordersFor: params('Orders for {phone}'),
  myRecentOrders: 'My recent orders',
  lookingUp: 'Looking up orders…',
  tryAgain: 'Try again',
  noOrders: 'No orders for this number',
  checkNumber: 'Check the number, or use the one you typed at checkout.',
  openingOrder: 'Opening the order…',
  orderGone: 'This order could not be found any more.',
  details: 'Details',
  hideDetails: 'Hide details',
  detailsOfOrder: params('Details of order {number}'),
  hideDetailsOfOrder: params('Hide details of order {number}'),
  orderCodeFor: params('Order code for {number}'),
  codeHint: 'Shown on the thank-you page after ordering.',
  codeLength: 'The code has 6 letters and numbers, as shown on the thank-you page.',
  codeMismatch: 'That code does not match this order. Check it and try again.',
  opening: 'Opening…',
  showDetails: 'Show details',
});

/** One order opened: its progress, items, bill, address, and Cancel while the shop has not accepted. */
export const orderDetailsMessages = i18n('town/orders-details', {
  orderProgress: 'Order progress',
  now: '(now)',
  reason: params('Reason: {reason}'),
  itemsFrom: params('Items from {shop}'),
  lineQuantity: plural({ one: '{count} × {name}', other: '{count} × {name}' }),
  delivery: 'Delivery',
  free: 'Free',
  totalCashOnDelivery: 'Total, cash on delivery',
  deliverTo: 'Deliver to',
  landmark: params('Landmark: {landmark}'),
  note: params('Note: {note}'),
  cancelOrder: 'Cancel this order',
  cancelling: 'Cancelling…',
  cancelTitle: params('Cancel order {number}?'),
  yesCancel: 'Yes, cancel it',
  keepOrder: 'Keep the order',
  canStillCancel: 'The shop has not accepted it yet, so it can still be cancelled.',
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
  orderNumber: 'Order number',
  orderCode: 'Order code',
  keepTheCode: "Keep the code: with it you can see this order's details from any phone.",
  whatHappensNext: 'What happens next',
  shopAccepts: 'The shop checks your order and accepts it — usually within 15 minutes.',
  deliveryBrings: 'They pack it, and a delivery person from town brings it to you.',
  payAtDoor: 'You pay cash at the door. You can cancel until the shop accepts.',
  trackOrder: 'Track this order',
  backToHome: 'Back to home',
});
