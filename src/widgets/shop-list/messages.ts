import { i18n, params, plural } from '../../lib/i18n';

/**
 * A list sent to a shop as its customer, its shop and the admin read it:
 * where it stands, what was sent, the shop's quote (issue 37).
 */
export const shopListMessages = i18n('lists/shop-list', {
  sent: 'Waiting for the price',
  quoted: 'Priced',
  confirmed: 'Ordered',
  declined: 'Said no',
  refused: 'Not taken',
  expired: 'Price expired',
  withdrawn: 'Withdrawn',
  givenUp: 'Not answered',
  listNumber: params('List {number}'),
  whatWasSent: 'What was sent',
  typed: 'Typed',
  noMediaLeft: 'The photo and voice note are deleted 30 days after a list is sent.',
  photoOf: params('The photo sent with list {number}'),
  openPhoto: 'Open the photo',
  photoGone: 'The photo is no longer kept.',
  voiceOf: params('Voice note, {length}'),
  voiceGone: 'The voice note is no longer kept.',
  loadingMedia: 'Opening…',
  // The zoomable photo
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit',
  close: 'Close',
  zoomHint: 'Pinch or use the buttons to zoom; drag to move around.',
  // The quote
  quoteTitle: 'The shop’s price',
  lineQuantity: plural({ one: '{count} × {name}', other: '{count} × {name}' }),
  pricedByShop: 'not in the shop’s list, priced by the shop',
  subtotal: 'Items',
  delivery: 'Delivery',
  free: 'Free',
  total: 'Total',
  shopNote: params('The shop’s note: “{note}”'),
  holdsUntil: params('This price holds until {when}.'),
  expiredAt: params('This price held until {when}.'),
  pushTurnOn: 'Tell me when the shop answers',
  pushOffNote: 'This phone tells you when the shop prices your list. Your browser asks first.',
  pushOn: 'On: this phone will tell you when the shop prices your list.',
});
