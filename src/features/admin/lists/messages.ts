import { i18n, params, plural } from '../../../lib/i18n';

/** The admin's lists sent to shops (issue 37), and the dashboard's unanswered ones. */
export const adminListMessages = i18n('staff/admin-lists', {
  title: 'Lists sent to shops',
  lead: 'Photos, voice notes and typed lists customers sent a shop instead of a cart, and each shop’s price. The photo and voice note are deleted 30 days after a list is sent.',
  status: 'Show',
  all: 'Every list',
  none: 'No lists here.',
  more: 'More lists',
  unreadable: plural({
    one: '{count} list could not be read.',
    other: '{count} lists could not be read.',
  }),
  from: params('{customer} · {phone}'),
  sentAt: params('Sent {time}'),
  details: 'Details',
  hideDetails: 'Hide details',
  detailsOf: params('Details of list {number}'),
  hideDetailsOf: params('Hide details of list {number}'),
  deliverTo: params('Deliver to: {address}'),
  order: params('Confirmed into order {number}.'),
  refusedBecause: 'The shop could not take it.',
  // The dashboard
  escalatedTitle: plural({
    one: '{count} list no shop has priced',
    other: '{count} lists no shop has priced',
  }),
  escalatedLead: 'Nobody at the shop has priced or refused these lists. Please call the shop.',
  escalatedSent: params('Sent {time}'),
  phoneUnknown: 'The shop’s phone could not be read.',
});
