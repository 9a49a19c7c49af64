import type { OrderLine } from '../lib/models';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

/** "4:05 pm" today, "12 Nov, 4:05 pm" on another day. */
export function formatOrderTime(moment: Date, now: Date = new Date()): string {
  const sameDay = moment.toDateString() === now.toDateString();
  return sameDay
    ? timeFormat.format(moment)
    : `${dayFormat.format(moment)}, ${timeFormat.format(moment)}`;
}

/** An order's lines as staff read them: "2 × Masoor Dal (1 kg)". */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul className="staff-lines">
      {lines.map((line) => (
        <li key={line.productId}>
          <strong>{line.quantity} ×</strong> {line.name}{' '}
          <span className="text-body-secondary">({line.unit})</span>
        </li>
      ))}
    </ul>
  );
}
