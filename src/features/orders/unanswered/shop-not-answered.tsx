import { CallButton } from '../../../widgets/contact-card';
import { useMessages } from '../../../lib/i18n';
import { localShopName } from '../../../lib/local-name';
import type { Order } from '../../../lib/models';
import { isUnanswered } from '../../../lib/order-status';
import { shopNotAnsweredMessages } from './messages';

type WaitingOrder = Pick<Order, 'status' | 'remindedAt' | 'shopName' | 'shopNameBn' | 'shopNameHi'>;

/**
 * From the server's reminder on, until the shop answers: the customer reads
 * that the shop has not seen the order yet, with the shop's phone to call.
 */
export function ShopNotAnswered({ order, shopPhone }: { order: WaitingOrder; shopPhone?: string }) {
  const t = useMessages(shopNotAnsweredMessages);
  if (!isUnanswered(order)) return null;
  const shop = localShopName(order);
  return (
    <div className="alert alert-warning mt-3 mb-0 shop-not-answered" role="status">
      <p className="fw-bold mb-1">{t.notSeenYet({ shop })}</p>
      <p className="mb-2">{t.weReminded}</p>
      {shopPhone && <CallButton name={shop} phone={shopPhone} />}
      <p className="small mt-2 mb-0">{t.ifNobodyAnswers}</p>
    </div>
  );
}
