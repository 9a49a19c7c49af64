import { i18n, params } from '../../lib/i18n';

/** One line of a rider's cash ledger, as the rider and the admin read it. */
export const cashLedgerMessages = i18n('staff/cash-ledger', {
  delivered: params('Order {number} delivered'),
  handedOver: params('Handed over to {name}'),
  paidByUpi: params('Order {number} paid to the shop by UPI: no cash'),
  owedBack: params(
    'Order {number} found paid by UPI after its cash was handed over: owed back to the customer or the rider',
  ),
  owedSettledCustomer: params('Owed back for order {number}: given to the customer by {name}'),
  owedSettledRider: params('Owed back for order {number}: given to the rider by {name}'),
  owedSettledYou: params('Owed back for order {number}: given to you by {name}'),
  correction: params('Correction by {name}: {why}'),
  owed: params('{amount} owed'),
  settled: params('{amount} settled'),
});
