import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { shopQuery } from '../../../data/lists';
import { shopQrQuery } from '../../../data/shop-qr-photo';
import { queryClient } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import { localShopName } from '../../../lib/local-name';
import { parseData, shopModel } from '../../../lib/model-schemas';
import type { Order, Shop, WithId } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { isFinal } from '../../../lib/order-status';
import { isExampleUpiId, upiPayLink } from '../../../lib/upi';
import { payByUpiMessages } from './messages';
import { UpiQr } from './upi-qr';

type PaidOrder = Pick<
  Order,
  'shopId' | 'shopName' | 'shopNameBn' | 'shopNameHi' | 'number' | 'total' | 'status' | 'paidByUpi'
>;

const shopUpi = v.pick(shopModel, ['name', 'upiId', 'upiQrImage']);

/** The shop's UPI id and QR photo, checked; null when it takes no UPI (or is gone). */
const upiOf = (shop: WithId<Shop> | null) => {
  const upi = parseData(shopUpi, shop);
  return upi?.upiId ? { ...upi, upiId: upi.upiId } : null;
};

/** A phone opens the UPI app from a link; a computer shows a QR code for the phone to scan. */
const onPhone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/** How the order was paid, once a person who can see the money has said so. */
export function PaidByUpiNote({ paid }: { paid: NonNullable<Order['paidByUpi']> }) {
  const t = useMessages(payByUpiMessages);
  const said = {
    vendor: t.paidMarkedByShop,
    delivery: t.paidMarkedByRider,
    admin: t.paidMarkedByTown,
  }[paid.by];
  return <p className="alert alert-success mt-3">{said}</p>;
}

/**
 * "Pay by UPI" on an order still on its way to a shop that takes UPI: the
 * exact amount and the order number go with the payment, and the words say
 * that nothing counts as paid until the shop has looked.
 */
export function PayByUpi({ order }: { order: PaidOrder }) {
  const t = useMessages(payByUpiMessages);
  const { data: upi } = useQuery({ ...shopQuery(order.shopId), select: upiOf }, queryClient);
  const { data: qrPhoto } = useQuery(
    { ...shopQrQuery(order.shopId), enabled: Boolean(upi) },
    queryClient,
  );
  if (order.paidByUpi) return <PaidByUpiNote paid={order.paidByUpi} />;
  if (!upi || isFinal(order.status)) return null;

  const shop = localShopName(order);
  const amount = formatRupees(order.total);
  // The photo the shop's vendor or an admin picked, else a picture's address an admin typed.
  const shopQr = qrPhoto?.image ?? upi.upiQrImage;
  const link = upiPayLink({
    upiId: upi.upiId,
    payeeName: upi.name,
    amount: order.total,
    orderNumber: order.number,
  });
  return (
    <section className="pay-by-upi card mt-3 mb-3" aria-labelledby={`upi-${order.number}`}>
      <div className="card-body">
        <h3 id={`upi-${order.number}`} className="h6 fw-bold">
          {t.title}
        </h3>
        <p className="mb-2">{t.lead({ shop, amount })}</p>
        {isExampleUpiId(upi.upiId) && (
          <p className="alert alert-warning py-2 mb-2" role="note">
            {t.example}
          </p>
        )}
        {onPhone() ? (
          <a className="btn btn-success mb-2" href={link}>
            {t.openApp({ amount })}
          </a>
        ) : (
          <>
            <p className="mb-1">{t.scanWithPhone}</p>
            <UpiQr link={link} label={t.qrLabel({ amount, shop })} />
          </>
        )}
        <p className="mb-0 mt-2">
          <span className="text-break">{t.upiId({ upiId: upi.upiId })}</span>
          <br />
          {t.orderNumberAsNote({ number: order.number })}
        </p>
        {shopQr && (
          <details className="mt-2">
            <summary>{t.shopQr}</summary>
            <img
              className="upi-shop-qr mt-2"
              src={shopQr}
              alt={t.shopQrAlt({ shop })}
              // The height follows the photo's own shape: a phone's is seldom square.
              width={220}
              loading="lazy"
            />
          </details>
        )}
        <p className="small text-body-secondary mt-2 mb-0">{t.nothingKnownYet}</p>
      </div>
    </section>
  );
}
