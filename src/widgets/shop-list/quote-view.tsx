import { useMessages } from '../../lib/i18n';
import { choiceName, productUnits } from '../../lib/choice-lists';
import { formatDateTime } from '../../lib/local-date';
import { localName } from '../../lib/local-name';
import type { ListStatus, Quote, QuoteLine } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { shopListMessages } from './messages';

/** A line's unit as its reader says it: a product's from the town's list, a free line's as the shop wrote it. */
const unitOf = (line: QuoteLine) =>
  line.kind === 'product' ? choiceName(productUnits, line.unit) : line.unit;

/** A line's name in the reader's language: a product's as the catalogue names it, a free line's as the shop did. */
const nameOf = (line: QuoteLine) => (line.kind === 'product' ? localName(line) : line.name);

/**
 * The shop's quote for a list, as everyone reads it: each line with its
 * quantity and price (a line the shop priced outside its catalogue says
 * so), the delivery fee and the total, in the reader's language and digits;
 * the shop's note, and until when the price holds (or held).
 */
export function QuoteView({ quote, status }: { quote: Quote; status: ListStatus }) {
  const t = useMessages(shopListMessages);
  const when = formatDateTime(quote.expiresAt);
  return (
    <div className="quote-view">
      <h4 className="h6 fw-bold mb-1">{t.quoteTitle}</h4>
      <ul className="list-unstyled mb-2">
        {quote.lines.map((line, index) => {
          const unit = unitOf(line);
          return (
            <li key={index} className="quote-line">
              <span>
                {t.lineQuantity(line.quantity, { name: nameOf(line) })}
                {unit && <span className="text-body-secondary"> ({unit})</span>}
                {line.kind === 'free' && (
                  <span className="d-block small text-body-secondary">{t.pricedByShop}</span>
                )}
              </span>
              <span className="quote-line-total">{formatRupees(line.price * line.quantity)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="bill mb-2">
        <dt>{t.subtotal}</dt>
        <dd>{formatRupees(quote.subtotal)}</dd>
        <dt>{t.delivery}</dt>
        <dd>{quote.deliveryFee === 0 ? t.free : formatRupees(quote.deliveryFee)}</dd>
        <dt className="bill-total">{t.total}</dt>
        <dd className="bill-total">{formatRupees(quote.total)}</dd>
      </dl>
      {quote.note && <p className="mb-2 staff-note">{t.shopNote({ note: quote.note })}</p>}
      {status === 'quoted' && <p className="small mb-0">{t.holdsUntil({ when })}</p>}
      {status === 'expired' && <p className="small mb-0">{t.expiredAt({ when })}</p>}
    </div>
  );
}

/** Where a list stands, in a pill beside its number. */
export function ListStatusPill({ status }: { status: ListStatus }) {
  const t = useMessages(shopListMessages);
  return <span className={`status-pill list-${status}`}>{t[status]}</span>;
}
