import { i18n, params } from '../../../lib/i18n';

/** The delivery persons' screen: the cash each holds, hand-overs and limits. */
export const riderCashMessages = i18n('staff/admin-rider-cash', {
  title: 'Cash the delivery persons hold',
  lead: 'Each cash order delivered adds to what its delivery person holds. Record here the cash they hand over to you.',
  holds: params('Holds {amount}'),
  limit: params('Limit {amount}'),
  noLimit: 'No limit',
  atLimit: 'At the limit: gets no new cash orders until they hand over.',
  received: params('Cash received from {name} (₹)'),
  receivedHint: params('Up to {amount}, what they hold.'),
  record: 'Record hand-over',
  recording: 'Recording…',
  recorded: params('Received {amount} from {name}. They now hold {left}.'),
  limitLabel: params('Most cash {name} may hold (₹)'),
  limitHint: 'Leave it empty for no limit.',
  saveLimit: 'Save limit',
  limitSaved: 'Limit saved.',
  typeAmount: 'Type the amount received, like 250 or 250.50.',
  moreThanHeld: params('They hold only {amount}. Type what you received, up to that.'),
  typeLimit: 'Type the limit in rupees, like 2000, or leave it empty.',
  loading: 'Loading the cash they hold…',
  none: 'No delivery persons yet.',
});
