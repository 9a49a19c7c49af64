import { i18n, params } from '../i18n';

/**
 * What is wrong with a town file (../town-file), in the reader's language: the
 * admin's backup screen and `npm run town` (in English) say the same.
 */
export const townFileMessages = i18n('staff/town-file', {
  notJson:
    'This file is not a town backup: the app cannot read it. Choose the file the app exported.',
  notTownFile: 'This file is not a town backup made by this app. Choose the file the app exported.',
  newer: params(
    'This file was made by a newer version of the app (version {version}); this app reads up to version {supported}. Update the app, then restore it.',
  ),
  malformed: params('This file is damaged at “{where}”: {problem}'),
  unknownCollection: params(
    'The file has {count} records in “{collection}”, which a town backup does not hold; they will be left out.',
  ),
  duplicate: params('{collection}: the record “{id}” is in the file twice.'),
  invalid: params('{collection}: record “{id}”, field “{field}”: {problem}'),
  invalidRecord: params('{collection}: record “{id}”: {problem}'),
  cashNotLedger: params(
    '{name} holds {balance} in the file, but their cash records add up to {ledger}: nothing of their cash is restored until the two agree.',
  ),
  orderTotal: params(
    'Order {number}: its total is {total}, but its lines and delivery fee come to {expected}.',
  ),
  numberTaken: params('Order {number}: this town has already given that number to another order.'),
  clearsPhoneLimits: params(
    'The phone {phone}: the file would forget orders, requests or wrong codes this town counts today, which would lift its limits.',
  ),
});
