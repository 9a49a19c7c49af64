import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorText } from '../../../components/error-text';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CustomerMessages } from '../../../widgets/customer-contact/customer-contact';
import { PhoneIcon, PinIcon } from '../../../components/icons';
import { formatOrderTime } from '../../../widgets/order-bits';
import { OrderSlip } from '../../../widgets/order-slip/order-slip';
import { useReasonChoice } from '../../../widgets/reasons/reason-choice';
import { UpiPaid } from '../../../widgets/upi-paid/upi-paid';
import { StopReasonText } from '../../../widgets/reasons/stop-reason';
import { settings } from '../../../config/env';
import { useMessages } from '../../../lib/i18n';
import { localName, localShopName, localText } from '../../../lib/local-name';
import { mapsSearchUrl } from '../../../lib/maps';
import type { Order, WithId } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { isFinal, statusLabels } from '../../../lib/order-status';
import { formatIndianMobile } from '../../../lib/phone';
import { queryClient } from '../../../data/query-client';
import { pickupPlaceQuery, useOrderMove } from '../api/delivery';
import { deliveryMessages } from '../messages';
import { DeliverTo } from '../../../widgets/address-line';

/**
 * One delivery: cash to collect, where to pick it up, where to take it (call
 * the customer, open the address in a maps app) and the next step for this
 * person: take it, picked up, delivered.
 */
export function DeliveryCard({
  order,
  uid,
  cashBlocked = false,
}: {
  order: WithId<Order>;
  uid: string;
  /** The rider holds their cash limit: a cash order is not offered to them, and says why. */
  cashBlocked?: boolean;
}) {
  const t = useMessages(deliveryMessages);
  // Until it is read (or if it cannot be), the shop's name on the order is enough to go by.
  const place = useQuery(pickupPlaceQuery(order.shopId), queryClient).data ?? null;
  const [confirming, setConfirming] = useState(false);
  const [notDelivering, setNotDelivering] = useState(false);
  const why = useReasonChoice('undelivered');
  const mine = order.deliveryUid === uid;
  const moving = useOrderMove();
  const busy = moving.isPending;

  let action: { label: string; run: () => void } | null = null;
  const queued = order.status === 'ready' && !order.deliveryUid;
  // Said before the tap: the server would refuse it.
  const overLimit = queued && cashBlocked && !order.paidByUpi;
  if (queued && !overLimit) {
    action = {
      label: t.takeDelivery,
      run: () => moving.mutate({ orderId: order.id, claim: true }),
    };
  } else if (mine && order.status === 'ready') {
    action = {
      label: t.pickedUp,
      run: () => moving.mutate({ orderId: order.id, to: 'outForDelivery' }),
    };
  } else if (mine && order.status === 'outForDelivery') {
    action = { label: t.delivered, run: () => setConfirming(true) };
  }
  const open = !isFinal(order.status);
  const canFail = mine && order.status === 'outForDelivery';

  return (
    <article
      className={`staff-order ${order.status}`}
      aria-label={t.order({ number: order.number })}
    >
      <header className="staff-order-head">
        <h3 className="staff-order-number">{order.number}</h3>
        <span className={`status-pill ${order.status}`}>{statusLabels[order.status]}</span>
        <span className="staff-order-time">{formatOrderTime(order.createdAt)}</span>
      </header>
      {open && !order.paidByUpi && (
        <p className="cash-to-collect">
          {t.collectBefore} <strong>{formatRupees(order.total)}</strong> {t.collectAfter}
        </p>
      )}
      {(mine || order.paidByUpi) && <UpiPaid order={order} rider />}
      <div className="delivery-legs">
        <div>
          <h4 className="delivery-leg-title">{t.pickUpFrom}</h4>
          <p className="mb-0 fw-semibold">{place ? localName(place) : localShopName(order)}</p>
          {place && <p className="mb-0 small">{localText(place, 'address')}</p>}
          {place?.phone && open && (
            <a className="small" href={`tel:+91${place.phone}`}>
              {t.callShop({ phone: formatIndianMobile(place.phone) })}
            </a>
          )}
        </div>
        <div>
          <DeliverTo record={order} words={t} />
          {order.note && <p className="staff-note mb-0">{t.note({ note: order.note })}</p>}
        </div>
      </div>
      {open && (
        <div className="delivery-links">
          <a className="btn btn-outline-primary btn-lg" href={`tel:+91${order.phone}`}>
            <PhoneIcon /> {t.callCustomer({ phone: formatIndianMobile(order.phone) })}
          </a>
          <a
            className="btn btn-outline-primary btn-lg"
            href={mapsSearchUrl(order.address, order.landmark, settings.town)}
            target="_blank"

            rel="noopener noreferrer"
          >
            <PinIcon /> {t.openInMaps}
          </a>
          <CustomerMessages
            order={order}
            from="rider"
            className="btn btn-outline-primary delivery-message"
          />
        </div>
      )}
      <details className="mt-2">
        <summary>{t.items(order.lines.length)}</summary>
        <OrderSlip order={order} />
      </details>
      {mine && (order.status === 'placed' || order.status === 'accepted') && (
        <p className="mb-0 mt-2 fw-semibold">{t.yoursShopPreparing}</p>
      )}
      <StopReasonText order={order} className="mb-0 mt-2" />
      {overLimit && <p className="cash-order-blocked mb-0 mt-2">{t.cashOrderBlocked}</p>}
      {action && (
        <div className="staff-actions">
          <button
            type="button"
            className="btn btn-primary btn-lg"
            disabled={busy}
            onClick={action.run}
          >
            {action.label}
          </button>
          {canFail && (
            <button
              type="button"
              className="btn btn-outline-danger btn-lg"
              disabled={busy}
              onClick={() => {
                why.reset();
                setNotDelivering(true);
              }}
            >
              {t.couldNotDeliver}
            </button>
          )}
        </div>
      )}
      <ErrorText of={moving} className="text-danger mb-0 mt-2" />
      {notDelivering && (
        <ConfirmDialog
          title={t.couldNotDeliverTitle({ number: order.number })}
          confirmLabel={t.couldNotDeliverConfirm}
          cancelLabel={t.notYet}
          onConfirm={() => {
            const reason = why.check();
            if (!reason) return;
            setNotDelivering(false);
            moving.mutate({ orderId: order.id, to: 'undelivered', why: reason });
          }}
          onCancel={() => setNotDelivering(false)}
        >
          {why.fields}
          <p className="mb-0 small">{t.takeItBack}</p>
        </ConfirmDialog>
      )}
      {confirming && (
        <ConfirmDialog
          title={t.deliveredTitle({ number: order.number })}
          confirmLabel={t.yesDelivered}
          cancelLabel={t.notYet}
          onConfirm={() => {
            setConfirming(false);
            moving.mutate({ orderId: order.id, to: 'delivered' });
          }}
          onCancel={() => setConfirming(false)}
        >
          {order.paidByUpi ? (
            <p className="mb-0">{t.onlyAfterHanding}</p>
          ) : (
            <p className="mb-0">
              {t.onlyAfterBefore} <strong>{formatRupees(order.total)}</strong> {t.onlyAfterAfter}
            </p>
          )}
        </ConfirmDialog>
      )}
    </article>
  );
}
