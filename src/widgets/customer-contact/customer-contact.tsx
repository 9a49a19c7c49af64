import { smsLink, whatsappLink } from '../../lib/contact-links';
import { useMessages } from '../../lib/i18n';
import type { Order } from '../../lib/models';
import { TextIcon, WhatsAppLink } from '../message-links/message-links';
import { sentenceFor } from './customer-sentences';
import { customerContactMessages } from './messages';

/**
 * "WhatsApp the customer" and "SMS", beside the order card's call: each opens
 * the phone's own app with a sentence ready in the customer's language
 * (customer-sentences.ts), which the sender can change before sending.
 */
export function CustomerMessages({
  order,
  from,
  className,
}: {
  order: Parameters<typeof sentenceFor>[1] & Pick<Order, 'phone'>;
  from: 'shop' | 'rider';
  className: string;
}) {
  const t = useMessages(customerContactMessages);
  const sentence = sentenceFor(from, order);
  const whatsapp = whatsappLink(order.phone, sentence);
  const sms = smsLink(order.phone, sentence);
  return (
    <>
      {whatsapp && (
        <WhatsAppLink href={whatsapp} className={className}>
          {t.whatsappCustomer}
        </WhatsAppLink>
      )}
      {sms && (
        <a href={sms} className={className}>
          <TextIcon /> {t.sms}
        </a>
      )}
    </>
  );
}
