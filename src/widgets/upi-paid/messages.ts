import { i18n, params } from '../../lib/i18n';

// Apart from ../messages, which every page loads: only the staff's order cards mark a UPI payment.

/** "Paid by UPI" on a staff order card: the mark, who made it, the check before it, and a rider's word waiting for the shop. */
export const upiPaidMessages = i18n('staff/upi-paid', {
  paidByUpi: 'Paid by UPI: collect no cash.',
  markPaid: 'Mark paid by UPI',
  markPaidNamed: params('Mark paid by UPI: order {number}'),
  marking: 'Marking…',
  confirmTitle: params('Did {amount} for order {number} reach your UPI app?'),
  confirmBody:
    'Mark it only after you have seen the money in your UPI app. The customer will see “Paid by UPI”, and no cash will be collected.',
  confirm: 'Yes, the money is there',
  notYet: 'Not yet',

  // The rider's word, which the shop or an admin checks
  customerPaid: 'Customer paid by UPI',
  customerPaidNamed: params('Customer paid by UPI: order {number}'),
  riderConfirmTitle: params('Did the customer pay {amount} for order {number} by UPI?'),
  riderConfirmBody:
    'The money goes to the shop, so the shop checks its UPI app. Until the shop confirms it, this order counts as cash: once delivered, it stays in your cash in hand.',
  riderConfirm: 'Yes, ask the shop to check',
  riderSaidWaiting:
    'You said the customer paid by UPI. Waiting for the shop to check its UPI app: until then this order counts as cash.',
  riderSays: params('{name} says the customer paid {amount} by UPI. Check your UPI app.'),
  confirmClaimNamed: params('Yes, the money is there: order {number}'),
  refuseClaim: 'No payment came',
  refuseClaimNamed: params('No payment came: order {number}'),
  refusedToRider: params('The shop found no UPI payment: collect {amount} in cash.'),
  refusedToStaff: params('You found no UPI payment for what {name} said: it stays cash.'),
});
