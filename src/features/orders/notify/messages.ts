import { i18n } from '../../../lib/i18n';

/** A customer asks to be told about their order on this phone (thank-you page, Find Order). */
export const orderPushMessages = i18n('town/orders-push', {
  turnOn: 'Tell me when the shop answers',
  offNote:
    'This phone tells you when the shop accepts or changes your order, and when it is on its way. Your browser asks first.',
  on: 'On: this phone will tell you when the shop answers, and when your order is on its way.',
});
