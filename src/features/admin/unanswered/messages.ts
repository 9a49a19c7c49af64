import { i18n, params, plural } from '../../../lib/i18n';

/** The dashboard's orders no shop has answered, which the server has called the admin about. */
export const escalatedOrderMessages = i18n('staff/admin-unanswered', {
  title: plural({
    one: '{count} order no shop has answered',
    other: '{count} orders no shop has answered',
  }),
  lead: 'Nobody at the shop has accepted or rejected these orders. Please call the shop.',
  placedAt: params('Placed {time}'),
  cancelsAt: params('Cancelled by itself at {time} unless the shop answers.'),
  phoneUnknown: 'The shop’s phone could not be read.',
});
