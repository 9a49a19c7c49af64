import { i18n, params } from '../../lib/i18n';

/** A customer's messages to a shop, and to family, through the phone's WhatsApp. */
export const messageLinkMessages = i18n('town/message-links', {
  whatsappShop: 'WhatsApp the shop',
  aboutMyOrder: params('Hello {shop}, about my order {number}:'),
  sendToFamily: 'Send to family',
  familyNote: params('My order {number} from {shop}: {status}. See how it is going: {link}'),
});
