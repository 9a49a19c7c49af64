import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import * as v from 'valibot';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '../../port/errors';
import { ForgetMe } from '../../widgets/forget-me';
import { FormFailure, schemaChecks, useForm, type FormErrors } from '../../components/form';
import { TextField } from '../../components/form-field';
import { queryClient, type OpeningData } from '../../data/query-client';
import { LoadingView } from '../../components/screen-status';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { localShopName } from '../../lib/local-name';
import { formMessages, statusMessages } from '../../lib/messages';
import { collections, type Order, type WithId } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { isOrderCode, normalizeOrderCode } from '../../lib/order-identity';
import { isFinal } from '../../lib/order-status';
import { maskedMobile, normalizeIndianMobile } from '../../lib/phone';
import { mobileNumber } from '../../lib/requests/schemas';
import {
  isBookingCollection,
  openStatusesQuery,
  orderQuery,
  recordsOfPhone,
  rememberedPhones,
  useFindByCode,
  type KnownRecord,
} from './api/find-order-reads';
import { BookingCard } from './components/booking-card';
import { FoldedDetails, FoundCard, FoundHead } from './components/found-card';
import { ListCard } from './list-card/list-card';
import { OrderDetails } from './components/order-details';
import { formatOrderDate } from './components/status-timeline';
import { findOrderMessages } from './messages';
import { payByUpiMessages } from './pay-by-upi/messages';
import { readablePhone } from '../../widgets/contact-card';
import { orderCardProps, useOrderInView } from '../../widgets/order-in-view';
import { OrderPushSwitch } from '../../widgets/push-switch/push-switch';
import { TitledSection } from '../../components/titled-section';

function StatusPill({ status }: { status: Order['status'] }) {
  const statusLabels = useMessages(statusMessages);
  return <span className={`status-pill ${status}`}>{statusLabels[status]}</span>;
}

/**
 * An order whose id this browser knows (placed here, or opened with its
 * code). Its status is read again every few seconds while it is open.
 */
function OrderCard({
  orderId,
  number,
  asked,
}: {
  orderId: string;
  number: string;
  /** Opened by a tapped notice about it (`?order=`): shown with its details. */
  asked: boolean;
}) {
  const t = useMessages(findOrderMessages);
  const upi = useMessages(payByUpiMessages);
  const read = useQuery(orderQuery(orderId), queryClient);
  return (
    <FoundCard read={read} opening={t.openingOrder} gone={t.orderGoneNamed({ number })}>
      {(order) => (
        <>
          <FoundHead
            title={t.orderNumber({ number: order.number })}
            made={formatOrderDate(order.createdAt)}
          >
            <div className="text-end">
              <StatusPill status={order.status} />
              <div className="fw-bold">{formatRupees(order.total)}</div>
              {order.paidByUpi && (
                <div className="small text-success fw-semibold">{upi.paidByUpi}</div>
              )}
            </div>
          </FoundHead>
          {!isFinal(order.status) && <OrderPushSwitch orderId={order.id} />}
          <FoldedDetails
            asked={asked}
            words={{
              show: t.details,
              hide: t.hideDetails,
              showNamed: t.detailsOfOrder({ number: order.number }),
              hideNamed: t.hideDetailsOfOrder({ number: order.number }),
            }}
          >
            <OrderDetails order={order} />
          </FoldedDetails>
        </>
      )}
    </FoundCard>
  );
}

/** Where an order this browser knows is shown on the page, for its chip to lead to. */
const cardId = (orderId: string) => `order-${orderId}`;

/**
 * The open orders of a phone, as chips that can be told apart: an order this
 * browser knows (placed here, or opened with its code) by its number and shop,
 * leading to its card; any other only by its status, which is all a phone
 * number alone shows (the code opens the rest).
 */
function OpenChips({
  statuses,
  known,
}: {
  statuses: readonly Order['status'][];
  known: readonly WithId<Order>[];
}) {
  const t = useMessages(findOrderMessages);
  const statusLabels = useMessages(statusMessages);
  // Oldest first, as the statuses are; each known order stands for one status like its own.
  const mine = known
    .filter((order) => !isFinal(order.status))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const others = [...statuses];
  for (const order of mine) {
    const at = others.indexOf(order.status);
    if (at >= 0) others.splice(at, 1);
  }
  return (
    <>
      <p className="mb-1">{t.openOrders(mine.length + others.length)}</p>
      <ul className="list-inline mb-0">
        {mine.map((order) => (
          <li key={order.id} className="list-inline-item mb-1">
            <a href={`#${cardId(order.id)}`} className="open-order-chip">
              <span className="open-order-chip-name">
                {order.number} · {localShopName(order)}
              </span>{' '}
              <span className={`status-pill ${order.status}`}>{statusLabels[order.status]}</span>
            </a>
          </li>
        ))}
        {others.map((status, index) => (
          <li key={index} className="list-inline-item mb-1">
            <span className={`status-pill ${status}`}>{statusLabels[status]}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * All a phone number alone shows: how many orders of that phone are on their
 * way and where each stands. No numbers, totals or history; the code opens
 * those, and the orders this browser knows (`records`) are named by theirs.
 */
function OpenStatuses({ phone, records }: { phone: string; records: readonly KnownRecord[] }) {
  const t = useMessages(findOrderMessages);
  const {
    data: statuses,
    error,
    isPending,
    refetch,
    isRefetching,
  } = useQuery(openStatusesQuery(phone), queryClient);
  // The same reads as the order cards below: nothing is read twice.
  const known = useQueries(
    {
      queries: records
        .filter((record) => record.collection === collections.orders)
        .map((record) => orderQuery(record.id)),
      combine: (results) => ({
        pending: results.some((result) => result.isPending),
        orders: results.flatMap((result) => (result.data ? [result.data] : [])),
      }),
    },
    queryClient,
  );
  if (isPending || known.pending) return <LoadingView label={t.lookingUp} />;
  if (error) {
    return (
      <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="alert">
        <span className="flex-grow-1">{messageOf(error)}</span>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={isRefetching}
          onClick={() => void refetch()}
        >
          {t.tryAgain}
        </button>
      </div>
    );
  }
  if (statuses.length === 0 && known.orders.every((order) => isFinal(order.status))) {
    return <p className="mb-0">{t.noOpenOrders}</p>;
  }
  return <OpenChips statuses={statuses} known={known.orders} />;
}

const codeForm = { code: '' };

/** The code from a thank-you page opens that order or booking here, for this phone. */
function CodeForm({ phone, onFound }: { phone: string; onFound: () => void }) {
  const t = useMessages(findOrderMessages);
  const find = useFindByCode(phone);
  const form = useForm({
    initial: codeForm,
    validate: ({ code }): FormErrors<typeof codeForm> => {
      const typed = normalizeOrderCode(code);
      if (typed.length !== 6) return { code: t.codeLength };
      // Letters no code uses (0, O, 1, I, L): it cannot be anyone's.
      return isOrderCode(typed) ? {} : { code: t.codeMismatch };
    },
    mutation: find,
    send: async ({ code }) => {
      const result = await find.mutateAsync(code);
      if (result.kind === 'found') {
        form.reset(codeForm);
        onFound();
        return;
      }
      return result.kind === 'wait'
        ? t.tooManyCodes({ minutes: result.minutes })
        : t.codeOpensNothing(result.triesLeft);
    },
  });
  return (
    <form className="form-card mb-4" onSubmit={form.onSubmit} noValidate>
      <h2 className="h6 fw-bold">{t.haveACode}</h2>
      <TextField
        label={t.orderCode}
        hint={t.codeHint}
        autoComplete="off"
        autoCapitalize="characters"
        {...form.text('code')}
        className="mb-2"
      />
      <FormFailure message={form.failure} detailsKept={false} />
      <button type="submit" className="btn btn-outline-primary" disabled={form.sending}>
        {form.sending ? t.opening : t.showDetails}
      </button>
    </form>
  );
}

/** A phone's open statuses, this browser's orders and bookings for it, and the code form. */
function PhoneOrders({ phone }: { phone: string }) {
  const t = useMessages(findOrderMessages);
  const askedOrder = useOrderInView();
  // A notice about a list sent to a shop asks for it as `?list=`.
  const askedList = useOrderInView(true, 'list');
  const asked = askedOrder ?? askedList;
  const [records, setRecords] = useState<KnownRecord[]>(() => recordsOfPhone(phone));
  const readRecordsAgain = useCallback(() => setRecords(recordsOfPhone(phone)), [phone]);
  return (
    <>
      <TitledSection
        look="section"
        className="mb-4"
        title={t.ordersFor({ phone: readablePhone(phone) })}
      >
        <div className="phone-orders">
          <OpenStatuses phone={phone} records={records} />
        </div>
      </TitledSection>
      {records.length > 0 && (
        <TitledSection look="section" className="mb-4" title={t.yourOrdersAndBookings}>
          <ul className="list-unstyled mb-0">
            {records.map((record) => (
              <li
                key={record.id}
                id={cardId(record.id)}
                {...orderCardProps(record.id, asked, 'order-card')}
              >
                {record.collection === collections.shopLists ? (
                  <ListCard
                    listId={record.id}
                    number={record.number}
                    asked={record.id === asked}
                    onOrder={readRecordsAgain}
                  />
                ) : isBookingCollection(record.collection) ? (
                  <BookingCard
                    collection={record.collection}
                    id={record.id}
                    number={record.number}
                  />
                ) : (
                  <OrderCard
                    orderId={record.id}
                    number={record.number}
                    asked={record.id === asked}
                  />
                )}
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      <CodeForm phone={phone} onFound={readRecordsAgain} />
    </>
  );
}

/** The phone searched for: a mobile, as people type it. */
const phoneLookup = v.object({ phone: mobileNumber });

export const openingData: OpeningData = async ({ params }) => {
  const phone = normalizeIndianMobile(params.phone ?? '');
  if (phone) await queryClient.prefetchQuery(openStatusesQuery(phone));
};

export default function FindOrder() {
  const t = useMessages(findOrderMessages);
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const { phone: routePhone = '' } = useParams();
  const forms = useMessages(formMessages);
  const [phones, setPhones] = useState(rememberedPhones);
  // Forgetting empties this browser's lists: the phone's section starts again.
  const [forgottenTimes, setForgottenTimes] = useState(0);
  const phone = normalizeIndianMobile(routePhone);
  const lookup = useForm({
    initial: { phone: routePhone },
    validate: schemaChecks(phoneLookup),
    send: async (typed) => {
      const normalized = normalizeIndianMobile(typed.phone);
      if (normalized && normalized !== phone)
        await navigate(paths.findOrderByPhone.href(normalized));
    },
  });
  // A number in the address that is not a mobile is said so until another is typed.
  const phoneError =
    lookup.errors.phone ??
    (routePhone && !phone && lookup.values.phone === routePhone ? forms.notMobile : undefined);

  return (
    <div className="container-lg page">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-lead">{t.lead}</p>
      <form className="form-card mb-4" onSubmit={lookup.onSubmit} noValidate role="search">
        <div className="d-flex flex-wrap gap-2 align-items-start">
          <TextField
            label={t.phoneNumber}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...lookup.text('phone')}
            error={phoneError}
            className="flex-grow-1 mb-0"
          />
          <button type="submit" className="btn btn-primary find-order-button">
            {t.findOrders}
          </button>
        </div>
        {!phone && phones.length > 0 && (
          // A phone a family or a shop shares: each number is half hidden until it is typed,
          // or the person says it is theirs.
          <div className="small mt-2">
            <p className="mb-1">{t.orderedHereFor}</p>
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {phones.map((known) => (
                <li key={known} className="remembered-phone">
                  <span className="remembered-phone-number" translate="no">
                    {maskedMobile(known)}
                  </span>
                  <Link
                    to={paths.findOrderByPhone.href(known)}
                    className="btn btn-outline-primary btn-sm d-inline-flex align-items-center"
                    aria-label={t.itsMeNamed({ last: known.slice(-3) })}
                  >
                    {t.itsMe}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </form>
      {phone && <PhoneOrders key={`${phone}-${forgottenTimes}`} phone={phone} />}
      <ForgetMe
        onForgotten={() => {
          setPhones([]);
          setForgottenTimes((times) => times + 1);
        }}
      />
    </div>
  );
}
