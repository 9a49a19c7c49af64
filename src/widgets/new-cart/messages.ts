import { i18n } from '../../lib/i18n';

/** The one question the cart asks when something of another shop would go in (./new-cart-dialog). */
export const newCartMessages = i18n('town/new-cart', {
  newCartTitle: 'Start a new cart?',
  startNewCart: 'Start a new cart',
  keepMyCart: 'Keep my cart',
});
