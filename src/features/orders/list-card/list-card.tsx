import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../data/query-client';
import { recentRecords, rememberRecord } from '../../../lib/customer-memory';
import { useMessages } from '../../../lib/i18n';
import { localNeighbourhood, localShopName } from '../../../lib/local-name';
import { collections, type Quote, type ShopList, type WithId } from '../../../lib/models';
import { formatRupees } from '../../../lib/money';
import type { LineChange } from '../../../port/callables';
import { messageOf } from '../../../port/errors';
import { CallButton, readablePhone } from '../../../widgets/contact-card';
import { ListPushSwitch } from '../../../widgets/shop-list/list-push-switch';
import { reasonMessages } from '../../../widgets/reasons/messages';
import { ListContents } from '../../../widgets/shop-list/list-contents';
import { ListStatusPill, QuoteView } from '../../../widgets/shop-list/quote-view';
import { shopListMessages } from '../../../widgets/shop-list/messages';
import { orderQuery, shopPhoneQuery } from '../api/find-order-reads';
import { customerListQuery, useAnswerQuote } from '../api/list-reads';
import { formatOrderDate } from '../components/status-timeline';
import { FoldedDetails, FoundCard, FoundHead } from '../components/found-card';
import { listCardMessages } from './messages';
import { WordsOf } from '../../../components/words-of';

type Words = ReturnType<typeof listCardMessages.get>;

/** A sentence for each product of the quote that changed since the shop priced it. */
function changeSentences(changes: readonly LineChange[], quote: Quote, t: Words): string[] {
  return changes.map((change) => {
    const line = quote.lines.find(
      (each) => each.kind === 'product' && each.productId === change.productId,
    );
    const name = line?.name ?? change.name;
    if (!change.now) return t.lineGone({ name });
    if (change.now.stock === 0) return t.lineSoldOut({ name });
    if (line && change.now.stock < line.quantity) return t.lineFewer(change.now.stock, { name });
    return t.lineRepriced({ name, price: formatRupees(change.now.price) });
  });
}

/** Where a confirmed list's order is on the page, once this browser knows it. */
function ConfirmedOrder({ orderId, onOrder }: { orderId: string; onOrder: () => void }) {
  const t = useMessages(listCardMessages);
  const { data: order } = useQuery(orderQuery(orderId), queryClient);
  // The order is shown as any other: one confirmed on another phone joins this browser's records.
  useEffect(() => {
    if (!order) return;
    if (!recentRecords().some((record) => record.id === orderId)) {
      rememberRecord({
        collection: collections.orders,
        number: order.number,
        id: orderId,
        phone: order.phone,
        placedAt: Date.now(),
      });
    }
    onOrder();
  }, [order, orderId, onOrder]);
  return (
    <p className="mb-2">
      {order ? t.confirmedLead({ number: order.number }) : t.confirmedNoNumber}{' '}
      <a href={`#order-${orderId}`}>{t.seeOrder}</a>
    </p>
  );
}

/** The customer's answer to a quote: confirm into an order, or say no; what came of it. */
function QuoteAnswer({ list }: { list: WithId<ShopList> }) {
  const t = useMessages(listCardMessages);
  const answer = useAnswerQuote(list);
  const [declining, setDeclining] = useState(false);
  const quote = list.quote;
  const result = answer.data;
  if (!quote) return null;
  const busy = answer.isPending;
  return (
    <>
      {result?.kind === 'changed' && (
        <div className="alert alert-warning mt-2" role="alert">
          <p className="mb-1">{t.changedLead}</p>
          <ul className="mb-1">
            {changeSentences(result.lines, quote, t).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <p className="mb-2">{t.askAgain}</p>
          <Link
            to={paths.sendList.href(list.shopId)}
            state={{ again: list.id }}
            className="btn btn-primary"
          >
            {t.sendAgain}
          </Link>
        </div>
      )}
      {result?.kind === 'open-order-limit' && (
        <div className="alert alert-warning mt-2" role="alert">
          {t.openOrderLimit(result.limit)}
        </div>
      )}
      {answer.isError && (
        <div className="alert alert-danger mt-2" role="alert">
          {messageOf(answer.error)}
        </div>
      )}
      {list.status === 'quoted' && result?.kind !== 'changed' && (
        <>
          <div className="d-flex flex-wrap gap-2 mt-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => answer.mutate('confirm')}
            >
              {busy && answer.variables === 'confirm'
                ? t.confirming
                : t.confirm({ total: formatRupees(quote.total) })}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={busy}
              onClick={() => setDeclining(true)}
            >
              {busy && answer.variables === 'decline' ? t.declining : t.decline}
            </button>
          </div>
          <p className="small text-body-secondary mt-2 mb-0">{t.payOnArrival}</p>
        </>
      )}
      {declining && (
        <ConfirmDialog
          title={t.declineTitle}
          confirmLabel={t.yesDecline}
          cancelLabel={t.keepIt}
          onCancel={() => setDeclining(false)}
          onConfirm={() => {
            setDeclining(false);
            answer.mutate('decline');
          }}
        >
          {t.declineBody}
        </ConfirmDialog>
      )}
    </>
  );
}

/** Withdraw a list before the shop prices it. */
function Withdraw({ list }: { list: WithId<ShopList> }) {
  const t = useMessages(listCardMessages);
  const answer = useAnswerQuote(list);
  const [asking, setAsking] = useState(false);
  return (
    <>
      {answer.isError && (
        <div className="alert alert-danger" role="alert">
          {messageOf(answer.error)}
        </div>
      )}
      <button
        type="button"
        className="btn btn-outline-danger"
        disabled={answer.isPending}
        onClick={() => setAsking(true)}
      >
        {answer.isPending ? t.withdrawing : t.withdraw}
      </button>
      {asking && (
        <ConfirmDialog
          title={t.withdrawTitle({ number: list.number })}
          confirmLabel={t.yesWithdraw}
          cancelLabel={t.keepIt}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            answer.mutate('withdraw');
          }}
        >
          {t.withdrawBody}
        </ConfirmDialog>
      )}
    </>
  );
}

/** Where the list stands, in a sentence, and what the customer may do now. */
function ListState({ list, onOrder }: { list: WithId<ShopList>; onOrder: () => void }) {
  const t = useMessages(listCardMessages);
  const reasons = useMessages(reasonMessages);
  const shop = localShopName(list);
  const again = (
    <Link
      to={paths.sendList.href(list.shopId)}
      state={{ again: list.id }}
      className="btn btn-outline-primary"
    >
      {t.sendAgain}
    </Link>
  );
  switch (list.status) {
    case 'sent':
      return (
        <>
          <p className="mb-2">{t.waiting}</p>
          <ListPushSwitch listId={list.id} />
        </>
      );
    case 'quoted':
      return (
        <>
          <p className="mb-2">{t.quotedLead({ shop })}</p>
          {list.quote && <QuoteView quote={list.quote} status={list.status} />}
          <QuoteAnswer list={list} />
        </>
      );
    case 'confirmed':
      return (
        <>
          {list.orderId && <ConfirmedOrder orderId={list.orderId} onOrder={onOrder} />}
          {list.quote && <QuoteView quote={list.quote} status={list.status} />}
        </>
      );
    case 'expired':
      return (
        <>
          <p className="mb-2">{t.expiredLead}</p>
          {list.quote && <QuoteView quote={list.quote} status={list.status} />}
          {again}
        </>
      );
    case 'declined':
      return <p className="mb-2">{t.declinedLead}</p>;
    case 'refused':
      return (
        <>
          <p className="mb-1">{t.refusedLead({ shop })}</p>
          {list.reasonCode && (
            <p className="mb-1">{reasons.reasonIs({ reason: reasons[list.reasonCode] })}</p>
          )}
          {list.reason && (
            <p className="mb-2 stop-words">{reasons.shopsWords({ words: list.reason })}</p>
          )}
        </>
      );
    case 'withdrawn':
      return <p className="mb-2">{t.withdrawnLead}</p>;
    case 'givenUp':
      return (
        <>
          <p className="mb-2">{t.givenUpLead}</p>
          {again}
        </>
      );
  }
}

/** What the customer sent and where it is to go, with Withdraw while the shop has not priced it. */
function ListDetails({ list }: { list: WithId<ShopList> }) {
  const t = useMessages(listCardMessages);
  const words = useMessages(shopListMessages);
  const { data: shopPhone } = useQuery(shopPhoneQuery(list.shopId), queryClient);
  return (
    <div className="order-details">
      <h4 className="h6 fw-bold mt-2">{words.whatWasSent}</h4>
      <ListContents list={list} />
      <h4 className="h6 fw-bold mt-3">{t.deliverTo}</h4>
      <p className="mb-2">
        {list.customerName}, {readablePhone(list.phone)}
        <br />
        {list.address}
        {list.neighbourhood && (
          <>
            <br />
            {localNeighbourhood(list)}
          </>
        )}
      </p>
      {shopPhone && (
        <p className="mb-2 d-flex flex-wrap align-items-center gap-2">
          <span>{t.callShop}</span>
          <CallButton name={localShopName(list)} phone={shopPhone} />
        </p>
      )}
      {list.status === 'sent' && <Withdraw list={list} />}
    </div>
  );
}

/**
 * A list this browser sent (or opened with its code), in Find Order: its
 * number and shop, where it stands, the shop's price with Confirm and No,
 * and what was sent. Read again every few seconds while it may move.
 */
function ListCardShown({
  listId,
  number,
  asked,
  onOrder,
}: {
  listId: string;
  number: string;
  /** Opened by a tapped notice about it (`?list=`): shown with its details. */
  asked: boolean;
  /** An order was made of it: the screen reads this browser's records again. */
  onOrder: () => void;
}) {
  const t = useMessages(listCardMessages);
  const words = useMessages(shopListMessages);
  const read = useQuery(customerListQuery(listId), queryClient);
  return (
    <FoundCard read={read} opening={t.openingList} gone={t.listGone({ number })}>
      {(list) => (
        <>
          <FoundHead
            title={words.listNumber({ number: list.number })}
            made={
              <>
                {t.toShop({ shop: localShopName(list) })} · {formatOrderDate(list.createdAt)}
              </>
            }
          >
            <ListStatusPill status={list.status} />
          </FoundHead>
          <div className="mt-2">
            <ListState list={list} onOrder={onOrder} />
          </div>
          <FoldedDetails
            asked={asked}
            words={{
              show: t.details,
              hide: t.hideDetails,
              showNamed: t.detailsOfList({ number: list.number }),
              hideNamed: t.hideDetailsOfList({ number: list.number }),
            }}
          >
            <ListDetails list={list} />
          </FoldedDetails>
        </>
      )}
    </FoundCard>
  );
}

/** A list in Find Order, once the lists' words are here in the reader's language. */
export function ListCard(props: Parameters<typeof ListCardShown>[0]) {
  return (
    <WordsOf part="lists">
      <ListCardShown {...props} />
    </WordsOf>
  );
}
