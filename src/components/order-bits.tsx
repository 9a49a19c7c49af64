import { dateFormat, locale, localDigits, useMessages, type Locale } from '../lib/i18n';
import { choiceName, productUnits } from '../lib/choice-lists';
import { localName } from '../lib/local-name';
import type { OrderLine } from '../lib/models';

function formatsFor(code: Locale) {
  return {
    // "4:05 pm" in English; Bengali and Hindi name the part of the day
    // ("शाम 4:05"), as `formatClockTime` does.
    time: dateFormat(code, {
      hour: 'numeric',
      minute: '2-digit',
      ...(code !== 'en' && { dayPeriod: 'short' }),
    }),
    day: dateFormat(code, { day: 'numeric', month: 'short' }),
  };
}

/** "4:05 pm" today, "12 Nov, 4:05 pm" on another day, in the reader's language. */
export function formatOrderTime(moment: Date, now: Date = new Date()): string {
  const { time, day } = formatsFor(locale.get());
  const sameDay = moment.toDateString() === now.toDateString();
  return sameDay ? time.format(moment) : `${day.format(moment)}, ${time.format(moment)}`;
}

/** An order's lines as staff read them: "2 × Masoor Dal (1 kg)". */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const code = useMessages(locale);
  return (
    <ul className="staff-lines">
      {lines.map((line) => (
        <li key={line.productId}>
          <strong>{localDigits(String(line.quantity), code)} ×</strong> {localName(line, code)}{' '}
          <span className="text-body-secondary">({choiceName(productUnits, line.unit, code)})</span>
        </li>
      ))}
    </ul>
  );
}
