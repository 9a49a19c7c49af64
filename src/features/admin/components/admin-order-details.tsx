import type { StoredDoc } from '../../../port/types';
import { choiceName, productUnits } from '../../../lib/choice-lists';
import { locale, localDigits, useMessages } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import { collections } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { statusMessages } from '../../../lib/messages';
import { formatIndianMobile } from '../../../lib/phone';
import { formatMoment } from '../config/format';
import { adminOrderMessages } from '../messages';
import { personName, useDeliveryPeople } from './use-delivery-people';
import { modelOf } from '../../../data/docs';
import { LineChanges } from '../../../widgets/line-changes/line-changes';
import { UpiPaid } from '../../../widgets/upi-paid/upi-paid';
import { useLineChangeDialog } from '../../../widgets/line-change-dialog/line-change-dialog';
import { readOrdersAgain } from '../api/admin-data';
import { AddressLine } from '../../../widgets/address-line';

/** Everything about one order, for the admin: items, bill, customer, delivery, history. */
export function OrderDetails({ doc }: { doc: StoredDoc }) {
  const t = useMessages(adminOrderMessages);
  const code = useMessages(locale);
  const statusLabels = useMessages(statusMessages);
  const order = modelOf(collections.orders, doc);
  const people = useDeliveryPeople();
  const courier = personName(people, order.deliveryUid);
  // The admin's list is not live: a change reads everything again.
  const lineChange = useLineChangeDialog(order, readOrdersAgain);
  return (
    <div className="admin-details">
      <div>
        <h3 className="h6 fw-bold">{t.items}</h3>
        <ul className="list-unstyled mb-2">
          {order.lines.map((line) => (
            <li
              key={line.productId}
              className={order.status === 'placed' ? 'staff-line-with-action' : undefined}
            >
              {localDigits(String(line.quantity), code)} × {localName(line, code)}{' '}
              {line.unit && (
                <span className="text-body-secondary">({choiceName(productUnits, line.unit)})</span>
              )}{' '}
              — {formatRupees(line.price * line.quantity)}
              {lineChange.changeButton(line)}
            </li>
          ))}
        </ul>
        {lineChange.shown}
        <p className="mb-0 small">
          {t.bill({
            subtotal: formatRupees(order.subtotal),
            fee: formatRupees(order.deliveryFee),
          })}{' '}
          <strong>{formatRupees(order.total)}</strong>
          {!order.paidByUpi && t.cashOnDelivery}
        </p>
        <UpiPaid order={{ ...order, id: doc.id }} onMarked={readOrdersAgain} />
        <LineChanges order={order} className="mt-2 small" withTotal={false} />
      </div>
      <div>
        <h3 className="h6 fw-bold">{t.customer}</h3>
        <p className="mb-1">
          {order.customerName} ·{' '}
          <a href={`tel:+91${order.phone}`}>{formatIndianMobile(order.phone)}</a>
        </p>
        <AddressLine record={order} words={t} className="mb-1" />
        {order.note && <p className="mb-1">{t.note({ note: order.note })}</p>}
        <p className="mb-0">
          {courier ? t.deliveryBy({ name: courier }) : t.deliveryNobodyYet}
          {order.reason && <> · {t.reason({ reason: order.reason })}</>}
        </p>
      </div>
      <div>
        <h3 className="h6 fw-bold">{t.history}</h3>
        <ol className="list-unstyled mb-0 small">
          {order.history.map((step, index) => (
            <li key={`${step.status}-${index}`}>
              {step.linesChanged ? t.linesChanged : statusLabels[step.status]} —{' '}
              {formatMoment(step.at)}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
