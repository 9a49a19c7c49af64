import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorText } from '../../../components/error-text';
import { useMessages } from '../../../lib/i18n';
import { formatRupees } from '../../../lib/money';
import type { OwedItem, OwedSettledTo } from '../../../lib/cash-ledger';
import { useRiderCashAction } from '../api/rider-cash-queries';
import { riderCashMessages } from './messages';
import type { Rider } from './rider';

function OwedLine({ rider, item }: { rider: Rider; item: OwedItem }) {
  const t = useMessages(riderCashMessages);
  const action = useRiderCashAction();
  const [giving, setGiving] = useState<OwedSettledTo | null>(null);
  const amount = formatRupees(item.amount);
  const number = item.orderNumber ?? '';
  return (
    <li className="owed-line">
      <p className="mb-2">{t.owedLine({ amount, number, name: rider.name })}</p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={action.isPending}
          onClick={() => setGiving('customer')}
        >
          {t.givenToCustomer}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={action.isPending}
          onClick={() => setGiving('rider')}
        >
          {t.givenToRider({ name: rider.name })}
        </button>
      </div>
      <ErrorText of={action} className="text-danger mb-0 mt-2" />
      {giving && (
        <ConfirmDialog
          title={
            giving === 'customer'
              ? t.settleCustomerTitle({ amount, number })
              : t.settleRiderTitle({ amount, name: rider.name })
          }
          confirmLabel={t.confirmHandOver}
          cancelLabel={t.notYet}
          onConfirm={() => {
            setGiving(null);
            action.mutate({
              action: 'settleOwed',
              riderUid: rider.uid,
              lineId: item.lineId,
              to: giving,
            });
          }}
          onCancel={() => setGiving(null)}
        >
          <p className="mb-0">{t.settleBody}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/**
 * Money the admin holds that is owed back: cash handed over for an order
 * later found paid by UPI. It stays here until the admin says who got it.
 */
export function OwedBack({ rider }: { rider: Rider }) {
  const t = useMessages(riderCashMessages);
  const owed = rider.cash?.owed ?? [];
  if (owed.length === 0) return null;
  return (
    <section className="owed-back alert alert-info py-2" aria-label={t.owedTitle}>
      <h4 className="h6">{t.owedTitle}</h4>
      <ul className="list-unstyled mb-0">
        {owed.map((item) => (
          <OwedLine key={item.lineId} rider={rider} item={item} />
        ))}
      </ul>
    </section>
  );
}
