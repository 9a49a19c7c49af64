import { i18n, params, plural } from '../../../lib/i18n';

/** The vendor's orders the server has reminded the shop of (src/server/escalation). */
export const unansweredOrderMessages = i18n('staff/vendor-unanswered', {
  stillWaiting: plural({
    one: 'Order {numbers} is still waiting for you',
    other: 'Orders {numbers} are still waiting for you',
  }),
  answerNow: plural({
    one: 'The customer is waiting. Accept or reject it now.',
    other: 'The customers are waiting. Accept or reject each one now.',
  }),
  notAnswered: params('Not answered since {time}. The customer is told you have not seen it.'),
  givenUp: plural({
    one: 'Order {numbers} was cancelled: nobody at the shop answered it in time.',
    other: 'Orders {numbers} were cancelled: nobody at the shop answered them in time.',
  }),
  givenUpNote:
    'The customer was told the shop did not answer, and its stock is back on the shelf. Accept or reject each new order as soon as it comes.',
  seenIt: 'Seen it',
});
