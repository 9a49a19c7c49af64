import { i18n, params, plural } from '../../../lib/i18n';

/** "Order again" on an order the customer sees in full, and the one sentence it says. */
export const orderAgainMessages = i18n('town/order-again', {
  orderAgain: 'Order again',
  orderAgainNamed: params('Order again: the items of order {number}'),
  checkingPrices: 'Checking today’s prices…',
  inCart: params('The items of order {number} are in your cart at today’s prices.'),
  // The changes make one sentence: its parts joined, then closed.
  gone: plural({
    one: '{count} item is no longer sold',
    other: '{count} items are no longer sold',
  }),
  soldOut: plural({
    one: '{count} item is out of stock today',
    other: '{count} items are out of stock today',
  }),
  short: plural({
    one: 'only {count} of {name} is left',
    other: 'only {count} of {name} are left',
  }),
  dearer: params('the price of {name} went up to {price}'),
  cheaper: params('the price of {name} came down to {price}'),
  noRoom: plural({
    one: '{count} item did not fit in the cart',
    other: '{count} items did not fit in the cart',
  }),
  partsJoined: '; ',
  changesSentence: params('{changes}.'),
  nothingLeft: params(
    'None of the items of order {number} is available now, so your cart is as it was.',
  ),
  couldNotCheck: params('{problem} Your cart is as it was.'),
  newCartQuestion: params(
    'Your cart has items from {cartShop}. One order goes to one shop, so ordering again from {shop} empties the cart first.',
  ),
  newCartQuestionOtherShop: params(
    'Your cart has items from another shop. One order goes to one shop, so ordering again from {shop} empties the cart first.',
  ),
});
