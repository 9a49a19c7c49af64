import { useQuery } from '@tanstack/react-query';
import { ShopWhatsApp, WhatsAppLink } from '../../../widgets/message-links/message-links';
import { messageLinkMessages } from '../../../widgets/message-links/messages';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../data/query-client';
import { whatsappLink } from '../../../lib/contact-links';
import { useMessages } from '../../../lib/i18n';
import { localShopName } from '../../../lib/local-name';
import { statusMessages } from '../../../lib/messages';
import type { Order } from '../../../lib/models';
import { shopWhatsappQuery } from '../api/find-order-reads';

/**
 * Under an order: "WhatsApp the shop", where the shop gives a WhatsApp
 * number, with a line about this order ready; and "Send to family", a
 * WhatsApp message to whomever the customer picks, saying where the order
 * stands with its status link. The link is the phone's Find Order, which
 * shows only the statuses of its orders on their way, never the address or
 * the code: a message forwarded on opens nothing more.
 */
export function OrderMessages({
  order,
}: {
  order: Pick<
    Order,
    'shopId' | 'number' | 'phone' | 'status' | 'shopName' | 'shopNameBn' | 'shopNameHi'
  >;
}) {
  const t = useMessages(messageLinkMessages);
  const statusLabels = useMessages(statusMessages);
  const { data: whatsapp } = useQuery(shopWhatsappQuery(order.shopId), queryClient);
  const shop = localShopName(order);
  const statusLink = `${window.location.origin}${paths.findOrderByPhone.href(order.phone)}`;
  const family = whatsappLink(
    null,
    t.familyNote({
      number: order.number,
      shop,
      status: statusLabels[order.status],
      link: statusLink,
    }),
  );
  return (
    <p className="order-messages">
      <ShopWhatsApp
        whatsapp={whatsapp ?? undefined}
        text={t.aboutMyOrder({ shop, number: order.number })}
        className="btn btn-outline-success"
      />
      {family && (
        <WhatsAppLink href={family} className="btn btn-outline-secondary">
          {t.sendToFamily}
        </WhatsAppLink>
      )}
    </p>
  );
}
