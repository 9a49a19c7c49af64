import { i18n, params } from '../../../lib/i18n';

/** What the vendor's own shop delivers: its minimum order and its neighbourhoods. */
export const shopTermsMessages = i18n('staff/vendor-terms', {
  title: 'Minimum order and neighbourhoods',
  lead: 'Customers see these before they order. An order below your minimum, or to a neighbourhood you do not tick, is not taken.',
  minimumOrder: 'Minimum order (₹)',
  minimumHint: 'Leave it empty to take an order of any size.',
  minimumNotAmount: params(
    'Type the minimum in rupees, in digits, like 100 or 99.50: at most {max}.',
  ),
  deliversTo: 'Neighbourhoods you deliver to',
  deliversHint: 'Tick only the ones your shop sends orders to.',
  everywhere: 'None ticked: you deliver to every neighbourhood.',
  minimumIs: params('Smallest order taken: {amount}'),
  anySize: 'Orders of any size are taken.',
  deliversOnlyTo: params('Delivers only to: {places}'),
  deliversEverywhere: 'Delivers to every neighbourhood.',
  change: 'Change minimum and neighbourhoods',
  save: 'Save minimum and neighbourhoods',
  saving: 'Saving…',
  saved: 'Saved. Customers see it now.',
});
