import { i18n } from '../../lib/i18n';

/** The order card's ways to write to the customer: WhatsApp and SMS, beside the call. */
export const customerContactMessages = i18n('staff/customer-contact', {
  whatsappCustomer: 'WhatsApp the customer',
  sms: 'SMS',
});

/**
 * The sentences a shop or a delivery person sends a customer, ready in the
 * WhatsApp or SMS they open: written in the customer's language, whatever
 * the sender reads, so not a catalogue of the reader's language: the
 * Bengali and Hindi are in src/locales/{bn,hi}/customer-sentences.json,
 * read beside this by customer-sentences.ts (customer-sentences.test.ts
 * holds the three to the same keys and placeholders). Plain text with
 * {placeholders}, filled in there.
 */
export const customerSentenceTexts = {
  shopAbout: 'Hello {name}, this is {shop}, about your order {number}:',
  shopPreparing: 'Hello {name}, this is {shop}: we are preparing your order {number}.',
  shopReady:
    'Hello {name}, your order {number} from {shop} is ready. A delivery person will bring it to you soon.',
  riderAbout: 'Hello {name}, I have your order {number} from {shop} to deliver.',
  riderOnTheWay:
    'Hello {name}, your order {number} from {shop} is on its way and will reach you soon.',
};
