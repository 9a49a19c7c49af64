import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import * as v from 'valibot';
import { NoticePage } from '../../components/page';
import { ThankYouCard } from '../../widgets/thank-you-card';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { localShopName } from '../../lib/local-name';
import { formatRupees } from '../../lib/money';
import { queryClient } from '../../data/query-client';
import { orderQuery } from './api/find-order-reads';
import { thankYouMessages } from './messages';
import { PayByUpi } from './pay-by-upi/pay-by-upi';
import { OrderPushSwitch } from '../../widgets/push-switch/push-switch';

/** What checkout hands this screen in the history state (the server's total included). */
const placedOrderState = v.object({
  orderId: v.string(),
  number: v.string(),
  code: v.string(),
  phone: v.string(),
  shopName: v.string(),
  shopNameBn: v.optional(v.string()),
  shopNameHi: v.optional(v.string()),
  total: v.number(),
});

/** "Pay by UPI" for the order just placed, once it is read, when its shop takes UPI. */
function PayPlacedOrderByUpi({ orderId }: { orderId: string }) {
  const { data: order } = useQuery(orderQuery(orderId), queryClient);
  return order ? <PayByUpi order={order} /> : null;
}

/** After checkout: the order number and code, what happens next, and where to follow it. */
export default function ThankYouScreen() {
  const t = useMessages(thankYouMessages);
  useDocumentTitle(t.pageTitle);
  const state = v.safeParse(placedOrderState, useLocation().state);
  const placed = state.success ? state.output : null;

  if (!placed) {
    return (
      <NoticePage
        title={t.thankYou}
        lead={t.requestReceived}
        ways={[{ to: paths.findOrder.href(), label: t.findMyOrder }]}
      />
    );
  }

  return (
    <ThankYouCard
      title={t.orderPlaced}
      lead={
        <>
          {placed.shopName
            ? t.shopHasOrder({ shop: localShopName(placed), amount: formatRupees(placed.total) })
            : t.theShopHasOrder({ amount: formatRupees(placed.total) })}{' '}
          {t.payCashOnArrival}
        </>
      }
      codes={{ kind: 'order', number: placed.number, code: placed.code, phone: placed.phone }}
      afterCodes={
        <>
          <OrderPushSwitch orderId={placed.orderId} />
          <PayPlacedOrderByUpi orderId={placed.orderId} />
        </>
      }
      nextTitle={t.whatHappensNext}
      steps={[t.shopAccepts, t.deliveryBrings, t.payAtDoor]}
      ways={[
        { to: paths.findOrderByPhone.href(placed.phone), label: t.trackOrder },
        { to: paths.home.href(), label: t.backToHome },
      ]}
    />
  );
}
