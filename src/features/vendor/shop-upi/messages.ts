import { i18n, params } from '../../../lib/i18n';

/** The vendor's own shop's UPI id, which customers pay to after ordering. */
export const shopUpiMessages = i18n('staff/vendor-upi', {
  upiPayments: 'UPI payments',
  paidTo: params('Customers can pay by UPI to {upiId}.'),
  cashOnly: 'No UPI id yet: customers pay cash on delivery.',
  change: 'Change the UPI id',
  lead: 'With a UPI id, customers can pay by UPI after ordering. You mark each order paid after checking your UPI app; until then it stays cash on delivery.',
  upiId: 'Your shop’s UPI id',
  upiIdHint: 'As your UPI app shows it, e.g. annapurna@okaxis. Leave empty to take cash only.',
  save: 'Save the UPI id',
  saving: 'Saving…',
  saved: 'Saved.',
});
