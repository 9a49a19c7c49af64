import { useQuery } from '@tanstack/react-query';
import { liveView, queryClient } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import { formatTime, localDayOf } from '../../../lib/local-date';
import { formatRupees } from '../../../lib/money';
import { mayTakeCash, signedAmount } from '../../../lib/rider-cash';
import { cashLinesQuery, riderCashQuery } from '../api/delivery';
import { deliveryMessages } from '../messages';

/**
 * The cash a delivery person holds, as the server's ledger says: the total,
 * their limit and, once they reach it, why they are given no new cash order;
 * then today's lines, each delivered order and each hand-over.
 */
export function CashInHand({ uid, now = new Date() }: { uid: string; now?: Date }) {
  const t = useMessages(deliveryMessages);
  const lines = liveView(useQuery(cashLinesQuery(uid), queryClient));
  const held = useQuery(riderCashQuery(uid), queryClient).data ?? null;
  // The newest line was written with the balance it left: the ledger and the total agree.
  const balance = lines.items[0]?.balanceAfter ?? held?.balance ?? 0;
  const limit = held?.limit ?? null;
  const today = localDayOf(now);
  const todays = lines.items.filter((line) => localDayOf(line.at) === today);
  if (lines.status === 'loading') return null;

  return (
    <section className="staff-section cash-in-hand" aria-labelledby="cash-in-hand-title">
      <h2 id="cash-in-hand-title" className="section-title">
        {t.cashInHand} <strong>{formatRupees(balance)}</strong>
      </h2>
      {limit !== null && <p className="mb-1">{t.cashLimit({ amount: formatRupees(limit) })}</p>}
      {!mayTakeCash({ balance, limit }) && (
        <p className="alert alert-warning mb-2" role="status">
          {t.cashLimitReached}
        </p>
      )}
      {lines.error && <p className="text-body-secondary">{lines.error}</p>}
      <h3 className="h6 mt-2">{t.cashToday}</h3>
      {todays.length === 0 ? (
        <p className="text-body-secondary mb-0">{t.noCashToday}</p>
      ) : (
        <ul className="list-unstyled cash-lines mb-0">
          {todays.map((line) => (
            <li key={`${line.kind}-${line.at.getTime()}-${line.orderId ?? ''}`}>
              <span className="cash-line-time">{formatTime(line.at)}</span>
              <span className="cash-line-what">
                {line.kind === 'delivered'
                  ? t.cashDelivered({ number: line.orderNumber ?? '' })
                  : line.kind === 'paidByUpi'
                    ? t.cashPaidByUpi({ number: line.orderNumber ?? '' })
                    : t.cashHandedOver({ name: line.byName })}
              </span>
              <span className="cash-line-amount">
                {signedAmount(line) > 0 ? '+' : '−'}
                {formatRupees(line.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
