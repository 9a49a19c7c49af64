import { i18n, params } from '../../../lib/i18n';

/** Find Order, while the shop has not answered an order the server reminded it of. */
export const shopNotAnsweredMessages = i18n('town/orders-unanswered', {
  notSeenYet: params('{shop} has not seen your order yet.'),
  weReminded: 'We have reminded the shop. You can call them too:',
  ifNobodyAnswers:
    'If the shop does not answer soon, the order will be cancelled and you pay nothing.',
});
