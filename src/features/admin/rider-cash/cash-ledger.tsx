import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CashLineAmount, CashLineWhat } from '../../../widgets/cash-ledger/cash-line';
import { paths } from '../../../config/paths';
import { queryClient, useListView } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/local-date';
import type { WithId } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import { signedAmount, type CashLine } from '../../../lib/cash-ledger';
import { riderLedgerQuery } from '../api/rider-cash-queries';
import { CorrectionForm } from './correction-form';
import { riderCashMessages } from './messages';
import type { Rider } from './rider';

/** An order's number on a line: a link to the admin's order list, searched for it. */
const orderLink = (number: string) =>
  number ? (
    <Link to={`${paths.adminCollection.href('orders')}?q=${encodeURIComponent(number)}`}>
      {number}
    </Link>
  ) : (
    number
  );

function LedgerLine({ line, rider }: { line: WithId<CashLine>; rider: Rider }) {
  const t = useMessages(riderCashMessages);
  const [correcting, setCorrecting] = useState(false);
  const when = formatDateTime(line.at, { year: true });
  return (
    <li className="cash-ledger-line">
      <span className="cash-line-time">{when}</span>
      <span className="cash-line-what">
        <CashLineWhat line={line} order={orderLink} />
      </span>
      {/* Money owed back moves no cash: its longer words take a row of their own. */}
      <span className={`cash-line-amount${signedAmount(line) === 0 ? ' cash-line-owed' : ''}`}>
        <CashLineAmount line={line} />
      </span>
      <span className="cash-line-after">
        {t.heldAfter({ amount: formatRupees(line.balanceAfter) })}
      </span>
      {!rider.unreadable && (
        <button
          type="button"
          className="btn btn-link px-0 cash-line-correct"
          aria-label={t.correctThisNamed({ when })}
          aria-expanded={correcting}
          onClick={() => setCorrecting((open) => !open)}
        >
          {correcting ? t.closeCorrection : t.correctThis}
        </button>
      )}
      {correcting && (
        <div className="cash-line-correction">
          <CorrectionForm rider={rider} corrects={line.id} />
        </div>
      )}
    </li>
  );
}

/**
 * Every line of one rider's ledger, earlier days included, newest first and
 * a page at a time, each with what they held after it: a running balance the
 * admin reads down. An order's number opens the order; each line can be
 * corrected by a line of its own.
 */
export function CashLedger({ rider }: { rider: Rider }) {
  const t = useMessages(riderCashMessages);
  const list = useListView(useInfiniteQuery(riderLedgerQuery(rider.uid), queryClient));
  return (
    <div className="cash-ledger">
      <p className="small text-body-secondary mb-2">{t.ledgerLead}</p>
      {list.error && <p role="alert">{list.error}</p>}
      {list.status === 'loading' ? (
        <p className="text-body-secondary">{t.loadingLines}</p>
      ) : list.items.length === 0 ? (
        <p className="text-body-secondary">{t.noLines}</p>
      ) : (
        <ul className="list-unstyled cash-lines mb-2">
          {list.items.map((line) => (
            <LedgerLine key={line.id} line={line} rider={rider} />
          ))}
        </ul>
      )}
      {list.hasMore && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={list.status === 'loading-more'}
          onClick={list.loadMore}
        >
          {t.moreLines}
        </button>
      )}
    </div>
  );
}
