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

  // The hand-over, confirmed before it is written
  handOverTitle: params('Record {amount} received from {name}?'),
  handOverBody: params(
    '{name} holds {held} now and will hold {left}. A hand-over is not edited later: a mistake is put right with a correcting line.',
  ),
  confirmHandOver: 'Yes, record it',
  notYet: 'Not yet',

  // A correcting line
  correctBalance: 'Correct a mistake',
  correctLead:
    'A correction is a line of its own, with your name and why. Nothing already written changes.',
  direction: 'The correction',
  directionAdd: 'Adds to what they hold',
  directionTakeOff: 'Takes off what they hold',
  correctAmount: 'Amount (₹)',
  why: 'Why',
  whyHint: 'For example: typed 3615 for 361.50.',
  typeWhy: 'Say in a few words why.',
  typeCorrection: 'Type the amount, like 250 or 250.50.',
  writeCorrection: 'Write the correction',
  writing: 'Writing…',
  corrected: params('Correction written. {name} now holds {left}.'),
  correctThis: 'Correct',
  correctThisNamed: params('Correct the line of {when}'),
  closeCorrection: 'Close',

  // The ledger
  ledger: params('Ledger of {name}'),
  ledgerLead: 'Every line, newest first, with what they held after it.',
  heldAfter: params('held after: {amount}'),
  moreLines: 'Show earlier lines',
  loadingLines: 'Loading the lines…',
  noLines: 'No lines yet.',

  // Money owed back
  owedTitle: 'Owed back',
  owedLine: params(
    '{amount} for order {number}: handed over, then found paid by UPI. Give it back to the customer, if they paid twice, or to {name}, if they handed over cash they never took.',
  ),
  givenToCustomer: 'Given to the customer',
  givenToRider: params('Given to {name}'),
  settleCustomerTitle: params('Record {amount} given back to the customer of order {number}?'),
  settleRiderTitle: params('Record {amount} given back to {name}?'),
  settleBody: 'It is written in the ledger as a line with your name.',

  // A rider's word about UPI, waiting
  claimsTitle: 'Said paid by UPI, waiting for a check',
  claimOrder: params('Order {number} · {shop}'),

  // A record that cannot be read
  unreadable:
    'This cash record cannot be read. Nothing is added to it or taken off it, and no cash order is given to them, until you rebuild it from its ledger.',
  rebuildLimit: params('Most cash {name} may hold (₹), given again'),
  rebuildHint: 'The old limit cannot be read. Leave it empty for no limit.',
  rebuild: 'Rebuild from the ledger',
  rebuilt: params('Rebuilt from the ledger: {name} holds {amount}.'),
});
