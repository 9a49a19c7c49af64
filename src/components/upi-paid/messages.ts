import { i18n, params } from '../../lib/i18n';

// Apart from ../messages, which every page loads: only the staff's order cards mark a UPI payment.

/** "Paid by UPI" on a staff order card: the mark, who made it, and the check before it. */
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
});
