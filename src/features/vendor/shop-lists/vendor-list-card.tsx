import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorText } from '../../../components/error-text';
import { ClockIcon, PhoneIcon } from '../../../components/icons';
import { useMessages } from '../../../lib/i18n';
import type { ShopList, WithId } from '../../../lib/models';
import { formatIndianMobile } from '../../../lib/phone';
import { formatOrderTime } from '../../../widgets/order-bits';
import { useReasonChoice } from '../../../widgets/reasons/reason-choice';
import { StopReasonText } from '../../../widgets/reasons/stop-reason';
import { ListContents } from '../../../widgets/shop-list/list-contents';
import { ListStatusPill, QuoteView } from '../../../widgets/shop-list/quote-view';
import { useAnswerList } from './api';
import { vendorListMessages } from './messages';
import { QuoteBuilder } from './quote-builder';
import { DeliverTo } from '../../../widgets/address-line';

/** A list the server has reminded the shop of, still waiting for its price: it rings until answered. */
export const isUnansweredList = (list: Pick<ShopList, 'status' | 'remindedAt'>) =>
  list.status === 'sent' && list.remindedAt !== undefined;

/** What became of a list the shop answered, in a sentence. */
function ListOutcome({ list }: { list: WithId<ShopList> }) {
  const t = useMessages(vendorListMessages);
  switch (list.status) {
    case 'sent':
      return null;
    case 'quoted':
      return <p className="mb-0 fw-semibold">{t.quotedWaiting}</p>;
    case 'confirmed':
      return <p className="mb-0 fw-semibold">{t.confirmedAs}</p>;
    case 'declined':
      return <p className="mb-0">{t.declined}</p>;
    case 'expired':
      return <p className="mb-0">{t.expired}</p>;
    case 'withdrawn':
      return <p className="mb-0">{t.withdrawn}</p>;
    case 'givenUp':
      return <p className="mb-0">{t.givenUp}</p>;
    case 'refused':
      return (
        <>
          <p className="mb-0">{t.refused}</p>
          <StopReasonText order={{ ...list, status: 'rejected' }} />
        </>
      );
  }
}

/**
 * One list sent to the shop, on the vendor's screen: what the customer
 * sent (the photo a tap from zooming in, the voice note to play, the lines
 * typed), where it goes, and, while it waits, Price this list (the quote
 * builder) or Cannot take it with a reason from the list.
 */
export function VendorListCard({ list }: { list: WithId<ShopList> }) {
  const t = useMessages(vendorListMessages);
  const [pricing, setPricing] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const why = useReasonChoice('rejected');
  const answer = useAnswerList(list.shopId);
  const unanswered = isUnansweredList(list);

  const confirmRefusal = () => {
    const reason = why.check();
    if (!reason) return;
    setRefusing(false);
    answer.mutate({ listId: list.id, action: 'refuse', ...reason });
  };

  return (
    <article
      className={`staff-order list-card ${list.status}${unanswered ? ' unanswered' : ''}${pricing && list.status === 'sent' ? ' pricing' : ''}`}
      aria-label={t.list({ number: list.number })}
    >
      <header className="staff-order-head">
        <h3 className="staff-order-number">{list.number}</h3>
        <ListStatusPill status={list.status} />
        <span className="staff-order-time">{formatOrderTime(list.createdAt)}</span>
      </header>
      {unanswered && (
        <p className="unanswered-note">
          <ClockIcon /> {t.waitingSince({ time: formatOrderTime(list.createdAt) })}
        </p>
      )}
      <ListContents list={list} />
      <div className="vendor-deliver-to">
        <DeliverTo record={list} words={t} />
        <p className="staff-contact mb-0">
          <a href={`tel:+91${list.phone}`} className="staff-call">
            <PhoneIcon /> {t.callCustomer({ phone: formatIndianMobile(list.phone) })}
          </a>
        </p>
      </div>
      {list.note && <p className="staff-note">{t.note({ note: list.note })}</p>}
      {list.quote && <QuoteView quote={list.quote} status={list.status} />}
      <ListOutcome list={list} />
      {list.status === 'sent' &&
        (pricing ? (
          <QuoteBuilder list={list} onDone={() => setPricing(false)} />
        ) : (
          <div className="staff-actions">
            <button
              type="button"
              className="btn btn-lg btn-primary"
              disabled={answer.isPending}
              onClick={() => setPricing(true)}
            >
              {t.price}
            </button>
            <button
              type="button"
              className="btn btn-lg btn-outline-danger"
              disabled={answer.isPending}
              onClick={() => {
                why.reset();
                setRefusing(true);
              }}
            >
              {t.refuse}
            </button>
          </div>
        ))}
      <ErrorText of={answer} className="text-danger mb-0 mt-2" />
      {refusing && (
        <ConfirmDialog
          title={t.refuseTitle({ number: list.number })}
          confirmLabel={t.refuseConfirm}
          cancelLabel={t.keepIt}
          onConfirm={confirmRefusal}
          onCancel={() => setRefusing(false)}
        >
          {why.fields}
        </ConfirmDialog>
      )}
    </article>
  );
}
