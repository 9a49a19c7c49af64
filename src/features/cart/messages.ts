import { i18n, params, plural } from '../../lib/i18n';

/** /cart: the lines, the bill, the delivery form and what ordering can answer. */
export const cartMessages = i18n('town/cart', {
  pageTitle: 'Cart',
  offline:
    "You're offline. Placing an order needs a connection — your cart and your details are kept here, so try again once you're back online.",
  title: 'Your cart',
  emptyTitle: 'Your cart is empty',
  emptyLead: 'Pick a shop and add what you need — it stays here until you order.',
  groceryShops: 'Grocery shops',
  allProducts: 'All products',
  fromShop: 'From',
  payCashOnDelivery: 'cash on delivery',
  cashOnDelivery: 'Cash on delivery',
  shopClosed: params(
    '{shop} is closed right now. Your cart is kept — you can order when it opens.',
  ),
  checkAndOrderAgain: 'Please check your cart, then place the order again.',
  lines: plural({ one: '{count} item', other: '{count} items' }),
  clearCart: 'Clear cart',
  eachPrice: params('{unit} · {price} each'),
  remove: 'Remove',
  removeNamed: params('Remove {name}'),
  allTheShopHas: 'That is all the shop has.',
  lineMost: plural({
    one: 'At most {count} of one item in an order.',
    other: 'At most {count} of one item in an order.',
  }),
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  free: 'Free',
  total: 'Total',
  addForFreeDelivery: params('Add {amount} more for free delivery.'),
  belowMinimum: params('{shop} takes orders of {minimum} or more: add {amount} more to order.'),
  notDeliveringTo: params(
    '{shop} does not deliver to {neighbourhood}. Choose another neighbourhood, or order from a shop that delivers there.',
  ),
  neighbourhoodNeeded: 'Please choose your neighbourhood, so the shop knows the fee.',
  deliverTo: 'Deliver to',
  filledFromLastOrder: 'Filled in from the last order on this phone.',
  orderForSomeoneElse: 'Order for someone else?',
  name: 'Name',
  phoneHint: 'The shop and the delivery person call this number.',
  address: 'Address',
  addressHint: 'House, street and para.',
  landmark: 'Landmark (optional)',
  landmarkExample: 'Near the temple, opposite the school…',
  note: 'Note for the shop (optional)',
  payment: 'Payment:',
  payOnArrival: params('cash on delivery. Pay {amount} when your order arrives.'),
  placing: 'Placing your order…',
  placeOrder: params('Place order · {amount}'),
  clearTitle: 'Clear the cart?',
  keepIt: 'Keep it',
  clearWillRemove: plural({
    one: 'The one item in it will be removed.',
    other: 'All {count} items in it will be removed.',
  }),
  // What ordering can answer.
  deliveryNowFree: 'Delivery for this order is now free.',
  deliveryNowCosts: params('Delivery for this order now costs {amount}.'),
  shopJustClosed: params(
    '{shop} has just closed, so it cannot take the order now. Your cart is kept.',
  ),
  openOrderLimit: plural({
    one: 'This phone number already has {count} order on the way, the most we take at once. Call the shop, or wait until it is delivered (or cancel it on Find Order), then order again. Your cart is kept.',
    other:
      'This phone number already has {count} orders on the way, the most we take at once. Call the shop, or wait until one is delivered (or cancel one on Find Order), then order again. Your cart is kept.',
  }),
  dailyOrderLimit: plural({
    one: 'This phone number has placed {count} order today, the most one number may place in a day (cancelled ones count too). If you have the code of an order for this number, open it in Find Order on this phone, then order again. Or call the shop if it is urgent, or order tomorrow. Your cart is kept.',
    other:
      'This phone number has placed {count} orders today, the most one number may place in a day (cancelled ones count too). If you have the code of an order for this number, open it in Find Order on this phone, then order again. Or call the shop if it is urgent, or order tomorrow. Your cart is kept.',
  }),
  shopGone: 'This shop is no longer listed, so it cannot take the order.',
  nothingOrdered: params('{problem} Your cart and details are kept — nothing was ordered yet.'),
});

/** A word about each line the shop changed since it went into the cart (cart-changes.ts). */
export const cartChangeMessages = i18n('town/cart-changes', {
  noLongerSold: params('{name} is no longer sold, so we took it out of your cart.'),
  soldOut: params('{name} has just sold out, so we took it out of your cart.'),
  shortAndRepriced: plural({
    one: 'Only {count} of {name} left, and it now costs {price}; your cart shows both.',
    other: 'Only {count} of {name} left, and it now costs {price}; your cart shows both.',
  }),
  short: plural({
    one: 'Only {count} of {name} left, so your cart now has {count}.',
    other: 'Only {count} of {name} left, so your cart now has {count}.',
  }),
  repriced: params('{name} now costs {price} (it was {was}); your cart shows the new price.'),
});
