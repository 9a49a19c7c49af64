import type { ReactNode } from 'react';
import { locale, localDigits, useMessages } from '../lib/i18n';
import { formatDateTime } from '../lib/local-date';
import { choiceName, productUnits } from '../lib/choice-lists';
import { localName } from '../lib/local-name';
import type { OrderLine } from '../lib/models';

/** "4:05 pm" today, "12 Nov, 4:05 pm" on another day, in the reader's language. */
export function formatOrderTime(moment: Date, now: Date = new Date()): string {
  return formatDateTime(moment, { today: now });
}

/** An order's lines as staff read them: "2 × Masoor Dal (1 kg)", each with what `after` puts beside it. */
export function OrderLines({
  lines,
  after,
}: {
  lines: readonly OrderLine[];
  after?: (line: OrderLine) => ReactNode;
}) {
  const code = useMessages(locale);
  return (
    <ul className="staff-lines">
      {lines.map((line) => (
        <li key={line.productId} className={after ? 'staff-line-with-action' : undefined}>
          <strong>{localDigits(String(line.quantity), code)} ×</strong> {localName(line, code)}{' '}
          {line.unit && (
            <span className="text-body-secondary">
              ({choiceName(productUnits, line.unit, code)})
            </span>
          )}
          {after?.(line)}
        </li>
      ))}
    </ul>
  );
}
