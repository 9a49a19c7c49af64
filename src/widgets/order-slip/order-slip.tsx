import { choiceName, productUnits } from '../../lib/choice-lists';
import { locale, useMessages } from '../../lib/i18n';
import { formatDateTime } from '../../lib/local-date';
import { localName, localNeighbourhood, localShopName } from '../../lib/local-name';
import type { Order } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { formatIndianMobile } from '../../lib/phone';
import { orderSlipMessages } from './messages';

/** What a slip shows of an order. */
export type SlipOrder = Pick<
  Order,
  | 'number'
  | 'createdAt'
  | 'shopName'
  | 'shopNameBn'
  | 'shopNameHi'
  | 'lines'
  | 'subtotal'
  | 'deliveryFee'
  | 'total'
  | 'customerName'
  | 'phone'
  | 'address'
  | 'landmark'
  | 'neighbourhood'
  | 'neighbourhoodBn'
  | 'neighbourhoodHi'
  | 'note'
  | 'paidByUpi'
>;

/**
 * An order as a slip to pack and deliver by, in the reader's language and
 * digits: the shop, number, date and time, each item with its quantity and
 * price, the bill and how it is paid, and whom to take it to. The vendor
 * prints it (./print-slip); the delivery person reads the same on screen.
 */
export function OrderSlip({ order }: { order: SlipOrder }) {
  const t = useMessages(orderSlipMessages);
  const code = useMessages(locale);
  return (
    <div className="order-slip" role="group" aria-label={t.slipOf({ number: order.number })}>
      <div className="order-slip-head">
        <p className="order-slip-shop">{localShopName(order, code)}</p>
        <p className="order-slip-number">{t.orderNumber({ number: order.number })}</p>
        <p className="order-slip-time">{formatDateTime(order.createdAt, { year: true }, code)}</p>
      </div>
      <table className="order-slip-lines">
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col" className="order-slip-figure">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <td>
                <span className="order-slip-item">
                  {t.lineQuantity(line.quantity, { name: localName(line, code) })}
                </span>
                <span className="order-slip-each">
                  {line.unit
                    ? t.eachPrice({
                        unit: choiceName(productUnits, line.unit, code),
                        price: formatRupees(line.price, code),
                      })
                    : t.priceEach({ price: formatRupees(line.price, code) })}
                </span>
              </td>
              <td className="order-slip-figure">
                {formatRupees(line.price * line.quantity, code)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.itemsTotal}</th>
            <td className="order-slip-figure">{formatRupees(order.subtotal, code)}</td>
          </tr>
          <tr>
            <th scope="row">{t.delivery}</th>
            <td className="order-slip-figure">
              {order.deliveryFee === 0 ? t.free : formatRupees(order.deliveryFee, code)}
            </td>
          </tr>
          <tr className="order-slip-total">
            <th scope="row">{t.total}</th>
            <td className="order-slip-figure">{formatRupees(order.total, code)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="order-slip-payment">{order.paidByUpi ? t.paidByUpi : t.payment}</p>
      <div className="order-slip-to">
        <p className="order-slip-label">{t.deliverTo}</p>
        <p className="order-slip-customer">
          {order.customerName} · {formatIndianMobile(order.phone)}
        </p>
        <p>{order.address}</p>
        {order.landmark && <p>{t.landmark({ landmark: order.landmark })}</p>}
        {order.neighbourhood && (
          <p>{t.neighbourhood({ neighbourhood: localNeighbourhood(order) })}</p>
        )}
        {order.note && <p className="order-slip-note">{t.note({ note: order.note })}</p>}
      </div>
    </div>
  );
}
