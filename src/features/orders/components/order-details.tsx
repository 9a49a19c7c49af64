import { useState } from 'react';
import { messageOf } from '../../../port/errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../lib/i18n';
import type { Order, WithId } from '../../../lib/models';
import { localName, localNeighbourhood, localShopName } from '../../../lib/local-name';
import { isUnanswered } from '../../../lib/order-status';
import { formatRupees } from '../../../lib/money';
import { useQuery } from '@tanstack/react-query';
import { CallButton, readablePhone } from '../../../widgets/contact-card';
import { LineChanges } from '../../../widgets/line-changes/line-changes';
import { shopPhoneQuery, useCancelOrder } from '../api/find-order-reads';
import { orderDetailsMessages } from '../messages';
import { StatusTimeline } from './status-timeline';
import { ShopNotAnswered } from '../unanswered/shop-not-answered';
import { queryClient } from '../../../data/query-client';
import { OrderAgainButton } from '../order-again/order-again-button';
import { OrderMessages } from './order-messages';
import { PayByUpi } from '../pay-by-upi/pay-by-upi';
import { choiceName, productUnits } from '../../../lib/choice-lists';

/** Items, address, bill and timeline of one order, with Cancel while it is still `placed`. */
export function OrderDetails({ order }: { order: WithId<Order> }) {
  const t = useMessages(orderDetailsMessages);
  const [confirming, setConfirming] = useState(false);
  const { data: shopPhone } = useQuery(shopPhoneQuery(order.shopId), queryClient);
  const cancel = useCancelOrder(order);
  const busy = cancel.isPending;

  return (
    <div className="order-details">
      <StatusTimeline order={order} />
      <ShopNotAnswered order={order} {...(shopPhone && { shopPhone })} />
      {shopPhone && !isUnanswered(order) && (
        <p className="mt-2 mb-0 d-flex flex-wrap align-items-center gap-2">
          <span>{t.questionsCallShop}</span>
          <CallButton name={localShopName(order)} phone={shopPhone} />
        </p>
      )}
      <OrderMessages order={order} />
      <LineChanges order={order} className="alert alert-warning mt-3 mb-0" />
      <h3 className="h6 fw-bold mt-3">{t.itemsFrom({ shop: localShopName(order) })}</h3>
      <ul className="list-unstyled mb-2">
        {order.lines.map((line) => (
          <li key={line.productId} className="d-flex justify-content-between gap-2">
            <span>
              {t.lineQuantity(line.quantity, { name: localName(line) })}{' '}
              {line.unit && (
                <span className="text-body-secondary">({choiceName(productUnits, line.unit)})</span>
              )}
            </span>
            <span>{formatRupees(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="bill mt-2">
        <dt>{t.delivery}</dt>
        <dd>{order.deliveryFee === 0 ? t.free : formatRupees(order.deliveryFee)}</dd>
        <dt className="bill-total">{order.paidByUpi ? t.totalPaidByUpi : t.totalCashOnDelivery}</dt>
        <dd className="bill-total">{formatRupees(order.total)}</dd>
      </dl>
      <PayByUpi order={order} />
      <h3 className="h6 fw-bold mt-3">{t.deliverTo}</h3>
      <p className="mb-2">
        {order.customerName}, {readablePhone(order.phone)}
        <br />
        {order.address}
        {order.landmark && (
          <>
            <br />
            {t.landmark({ landmark: order.landmark })}
          </>
        )}
        {order.neighbourhood && (
          <>
            <br />
            {t.neighbourhood({ neighbourhood: localNeighbourhood(order) })}
          </>
        )}
      </p>
      {order.note && <p className="mb-2">{t.note({ note: order.note })}</p>}
      {cancel.isError && (
        <div className="alert alert-danger" role="alert">
          {messageOf(cancel.error)}
        </div>
      )}
      {order.status === 'placed' && order.changes.length > 0 && (
        <p className="mb-2">{t.changedStillCancel}</p>
      )}
      {order.status === 'placed' && (
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setConfirming(true)}
          disabled={busy}
        >
          {busy ? t.cancelling : t.cancelOrder}
        </button>
      )}
      <div className="mt-2">
        <OrderAgainButton order={order} />
      </div>
      {confirming && (
        <ConfirmDialog
          title={t.cancelTitle({ number: order.number })}
          confirmLabel={t.yesCancel}
          cancelLabel={t.keepOrder}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            cancel.mutate();
          }}
        >
          {t.canStillCancel}
        </ConfirmDialog>
      )}
    </div>
  );
}
