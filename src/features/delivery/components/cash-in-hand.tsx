import { CashLineAmount, CashLineWhat } from '../../../widgets/cash-ledger/cash-line';
import { useMessages } from '../../../lib/i18n';
import { formatTime, localDayOf } from '../../../lib/local-date';
import { formatRupees } from '../../../lib/money';
import { ledgerSum, owedSum, toHandOverForCash } from '../../../lib/cash-ledger';
import { deliveryMessages } from '../messages';
import type { HeldCashView } from './use-held-cash';
import { TitledSection } from '../../../components/titled-section';

/** Why a rider is given no new cash order, and what to do about it: said before any tap. */
export function CashLimitNote({ cash }: { cash: HeldCashView }) {
  const t = useMessages(deliveryMessages);
  if (cash.mayTakeCash) return null;
  const { balance, limit } = cash;
  const handOver = toHandOverForCash({ balance, limit });
  return (
    <p className="alert alert-warning mb-2" role="status">
      {cash.unreadable
        ? t.cashUnreadable
        : limit === 0
          ? t.cashLimitZero
          : t.cashOverLimit({
              held: formatRupees(balance),
              limit: formatRupees(limit ?? 0),
              handOver: formatRupees(handOver),
            })}
    </p>
  );
}

/**
 * The cash a delivery person holds, as the server's ledger says: the total,
 * their limit and, once they reach it, why they are given no new cash order
 * and what to hand over; what is owed back; then today's lines between what
 * they brought from before today and what they hold now, so the sum adds up.
 */
export function CashInHand({ cash, now = new Date() }: { cash: HeldCashView; now?: Date }) {
  const t = useMessages(deliveryMessages);
  const today = localDayOf(now);
  const todays = cash.lines.filter((line) => localDayOf(line.at) === today);
  if (!cash.ready) return null;
  // What they held when today began: the total less what today's lines moved.
  const carried = cash.balance - ledgerSum(todays);
  const earlier = carried !== 0 || cash.lines.length > todays.length;

  return (
    <TitledSection
      look="section"
      className="staff-section cash-in-hand"
      title={
        <>
          {t.cashInHand} <strong>{formatRupees(cash.balance)}</strong>
        </>
      }
    >
      {cash.limit !== null && (
        <p className="mb-1">{t.cashLimit({ amount: formatRupees(cash.limit) })}</p>
      )}
      <CashLimitNote cash={cash} />
      {cash.owed.length > 0 && (
        <p className="mb-2">{t.cashOwedBack({ amount: formatRupees(owedSum(cash.owed)) })}</p>
      )}
      {cash.error && <p className="text-body-secondary">{cash.error}</p>}
      <h3 className="h6 mt-2">{t.cashToday}</h3>
      {todays.length === 0 && <p className="text-body-secondary mb-1">{t.noCashToday}</p>}
      {(todays.length > 0 || earlier) && (
        <ul className="list-unstyled cash-lines mb-0">
          {earlier && (
            <li className="cash-line-carried">
              <span className="cash-line-what">{t.cashBroughtForward}</span>
              <span className="cash-line-amount">{formatRupees(carried)}</span>
            </li>
          )}
          {[...todays].reverse().map((line) => (
            <li key={`${line.kind}-${line.at.getTime()}-${line.orderId ?? ''}`}>
              <span className="cash-line-time">{formatTime(line.at)}</span>
              <span className="cash-line-what">
                <CashLineWhat line={line} rider />
              </span>
              <span className="cash-line-amount">
                <CashLineAmount line={line} />
              </span>
            </li>
          ))}
          <li className="cash-line-total">
            <span className="cash-line-what">{t.cashNow}</span>
            <span className="cash-line-amount">{formatRupees(cash.balance)}</span>
          </li>
        </ul>
      )}
    </TitledSection>
  );
}
