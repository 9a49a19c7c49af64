import { i18n, params, plural } from '../lib/i18n';

/** Words of the shared building blocks in `src/components`. */
export const commonMessages = i18n('town/common', {
  loading: 'Loading…',
  tryAgain: 'Try again',
  loadMore: 'Load more',
  cancel: 'Cancel',
  phone: 'Phone',
  detailsKept: 'Your details are still here — please try again.',
  /** Read by screen readers before the number the call button shows. */
  callWho: params('Call {name},'),
  quantityOf: params('Quantity of {name}'),
  oneLess: params('One less {name}'),
  oneMore: params('One more {name}'),
  inCart: plural({ one: '{count} in cart', other: '{count} in cart' }),
  phoneRemembers: 'This phone remembers your details for next time.',
  forgetMe: 'Forget me on this phone',
  forgotten: 'Done: this phone no longer remembers your name, number, address or orders.',
});

/** Words of the shared building blocks only staff screens use. */
export const staffCommonMessages = i18n('staff/common', {
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  goHome: 'Go to the home page',
  unreadableOrder: 'An order that could not be shown',
  /** Followed by the order's reference, then `unreadableOrderEnd`. */
  unreadableOrderText:
    'This order could not be shown: it is not stored the way the app expects. Your other orders are fine. Please tell the admin its reference:',
  unreadableOrderEnd: '.',
});

/** The number and secret code a thank-you page gives for an order or a booking. */
export const referenceMessages = i18n('town/references', {
  orderNumber: 'Order number',
  bookingNumber: 'Booking number',
  listNumber: 'List number',
  code: 'Code',
  keepOrderCode:
    'Keep the code secret: with your phone number it opens this order on any phone. This phone remembers it for you.',
  keepBookingCode:
    'Keep the code secret: with your phone number it opens this booking on any phone, where you can see when the staff answer. This phone remembers it for you.',
  keepListCode:
    'Keep the code secret: with your phone number it opens this list and the shop’s price on any phone. This phone remembers it for you.',
  followIt: 'See it in Find Order',
});
