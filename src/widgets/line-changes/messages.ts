import { i18n, params } from '../../lib/i18n';

// Kept apart from ../messages, which every page loads: only order screens show what a shop changed.

/** The lines a shop lowered or took off before accepting (./line-changes), for the customer and staff alike. */
export const lineChangeMessages = i18n('town/line-changes', {
  title: 'The shop changed the order',
  lowered: params('{name} ({unit}): {from} → {to}, only {to} left in the shop'),
  removed: params('{name} ({unit}) taken off: out of stock'),
  totalNow: params('New total: {total}'),
});
