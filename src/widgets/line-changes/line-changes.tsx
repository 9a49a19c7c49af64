import { locale, useMessages } from '../../lib/i18n';
import { choiceName, productUnits } from '../../lib/choice-lists';
import { localName } from '../../lib/local-name';
import type { Order } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { lineChangeMessages } from './messages';

/**
 * What the shop lowered or took off before accepting, in the reader's
 * language ("Potato (1 kg): 5 → 2, only 2 left in the shop"), and the total
 * it came to. Nothing when the order is as it was placed.
 */
export function LineChanges({
  order,
  className = '',
  withTotal = true,
}: {
  order: Pick<Order, 'changes' | 'total'>;
  className?: string;
  /** Off where the total is shown just beside it (a staff card). */
  withTotal?: boolean;
}) {
  const t = useMessages(lineChangeMessages);
  const code = useMessages(locale);
  if (order.changes.length === 0) return null;
  return (
    <section className={`line-changes ${className}`}>
      <h3 className="h6 fw-bold mb-1">{t.title}</h3>
      <ul className={withTotal ? 'mb-1' : 'mb-0'}>
        {order.changes.map((change) => {
          const words = {
            name: localName(change, code),
            unit: choiceName(productUnits, change.unit, code),
          };
          return (
            <li key={`${change.productId}-${change.at.getTime()}`}>
              {change.to === 0
                ? t.removed(words)
                : t.lowered({ ...words, from: change.from, to: change.to })}
            </li>
          );
        })}
      </ul>
      {withTotal && (
        <p className="mb-0 fw-semibold">{t.totalNow({ total: formatRupees(order.total) })}</p>
      )}
    </section>
  );
}
