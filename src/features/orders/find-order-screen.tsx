import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '../../backend/errors';
import { ForgetMe } from '../../components/forget-me';
import { FormFailure, schemaChecks, useForm, type FormErrors } from '../../components/form';
import { TextField } from '../../components/form-field';
import { queryClient, type OpeningData } from '../../components/query-client';
import { LoadingView } from '../../components/screen-status';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { formMessages, statusMessages } from '../../lib/messages';
import type { Order, OrderSummary } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { isOrderCode, normalizeOrderCode } from '../../lib/order-identity';
import { formatIndianMobile, normalizeIndianMobile } from '../../lib/phone';
import { mobileNumber } from '../../lib/requests/schemas';
import {
  loadOrder,
  myRecentOrders,
  orderIdFromCode,
  orderQuery,
  summariesQuery,
  type KnownOrder,
} from './api/orders';
import { OrderDetails } from './components/order-details';
import { formatOrderDate } from './components/status-timeline';
import { findOrderMessages } from './messages';

function StatusPill({ status }: { status: Order['status'] }) {
  const statusLabels = useMessages(statusMessages);
  return <span className={`status-pill ${status}`}>{statusLabels[status]}</span>;
}

function CardHeader({ summary }: { summary: OrderSummary }) {
  const t = useMessages(findOrderMessages);
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
      <div>
        <h3 className="h6 fw-bold mb-0">{t.orderNumber({ number: summary.number })}</h3>
        <span className="small text-body-secondary">{formatOrderDate(summary.createdAt)}</span>
      </div>
      <div className="text-end">
        <StatusPill status={summary.status} />
        <div className="fw-bold">{formatRupees(summary.total)}</div>
      </div>
    </div>
  );
}

/**
 * An order whose id this page knows (placed in this browser, or opened with
 * its code). Its status is read again every few seconds while it is open,
 * and it is the one status every card of this order on the page shows.
 */
function KnownOrderCard({
  orderId,
  fallback,
  startOpen = false,
}: {
  orderId: string;
  fallback?: OrderSummary;
  startOpen?: boolean;
}) {
  const t = useMessages(findOrderMessages);
  const { data: order, error, isPending } = useQuery(orderQuery(orderId), queryClient);
  const [open, setOpen] = useState(startOpen);
  if (isPending && fallback) return <CardHeader summary={fallback} />;
  if (isPending) return <LoadingView label={t.openingOrder} />;
  if (error) {
    return (
      <p className="text-danger small mb-0" role="alert">
        {messageOf(error)}
      </p>
    );
  }
  if (!order) {
    return fallback ? (
      <CardHeader summary={fallback} />
    ) : (
      <p className="small mb-0">{t.orderGone}</p>
    );
  }
  return (
    <>
      <CardHeader summary={order} />
      <button
        type="button"
        className="btn btn-link px-0"
        aria-expanded={open}
        aria-label={
          open
            ? t.hideDetailsOfOrder({ number: order.number })
            : t.detailsOfOrder({ number: order.number })
        }
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? t.hideDetails : t.details}
      </button>
      {open && <OrderDetails order={order} />}
    </>
  );
}

/** An order seen by phone only: its summary, and its details once the code is typed. */
function SummaryCard({ summary, knownId }: { summary: OrderSummary; knownId: string | null }) {
  const t = useMessages(findOrderMessages);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const codeForm = useForm({
    initial: { code: '' },
    validate: ({ code }): FormErrors<{ code: string }> => {
      const typed = normalizeOrderCode(code);
      if (typed.length !== 6) return { code: t.codeLength };
      // Letters no code uses (0, O, 1, I, L): it cannot be this order's.
      return isOrderCode(typed) ? {} : { code: t.codeMismatch };
    },
    send: async ({ code }) => {
      const id = await orderIdFromCode(summary.number, normalizeOrderCode(code));
      const found = await loadOrder(id);
      if (found?.number !== summary.number) return t.codeMismatch;
      setOpenedId(id);
    },
  });
  const orderId = knownId ?? openedId;

  if (orderId) {
    return <KnownOrderCard orderId={orderId} fallback={summary} startOpen={openedId !== null} />;
  }

  return (
    <>
      <CardHeader summary={summary} />
      {asking ? (
        <form className="mt-2" onSubmit={codeForm.onSubmit} noValidate>
          <TextField
            label={t.orderCodeFor({ number: summary.number })}
            hint={t.codeHint}
            autoComplete="off"
            autoCapitalize="characters"
            {...codeForm.text('code')}
            className="mb-2"
          />
          <FormFailure message={codeForm.failure} detailsKept={false} />
          <button
            type="submit"
            className="btn btn-outline-primary btn-sm"
            disabled={codeForm.sending}
          >
            {codeForm.sending ? t.opening : t.showDetails}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="btn btn-link px-0"
          aria-label={t.detailsOfOrder({ number: summary.number })}
          onClick={() => setAsking(true)}
        >
          {t.details}
        </button>
      )}
    </>
  );
}

function PhoneOrders({ phone, known }: { phone: string; known: Map<string, string> }) {
  const t = useMessages(findOrderMessages);
  const {
    data: summaries,
    error,
    isPending,
    refetch,
    isRefetching,
  } = useQuery(summariesQuery(phone), queryClient);
  let body;
  if (isPending) body = <LoadingView label={t.lookingUp} />;
  else if (error) {
    body = (
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
  } else if (summaries.length === 0) {
    body = (
      <div className="empty-state">
        <h2>{t.noOrders}</h2>
        <p className="mb-0">{t.checkNumber}</p>
      </div>
    );
  } else {
    body = (
      <ul className="list-unstyled mb-0">
        {summaries.map((summary) => (
          <li key={summary.number} className="order-card">
            <SummaryCard summary={summary} knownId={known.get(summary.number) ?? null} />
          </li>
        ))}
      </ul>
    );
  }
  // The heading is known from the address, and the answer's place is held
  // while it loads, so nothing below jumps when it comes.
  return (
    <section aria-labelledby="phone-orders" className="mb-4">
      <h2 id="phone-orders" className="section-title">
        {t.ordersFor({ phone: formatIndianMobile(phone) })}
      </h2>
      <div className="phone-orders">{body}</div>
    </section>
  );
}

/** This browser's own orders that the phone list above does not already show. */
function MyRecentOrders({ orders }: { orders: KnownOrder[] }) {
  const t = useMessages(findOrderMessages);
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="my-orders" className="mb-4">
      <h2 id="my-orders" className="section-title">
        {t.myRecentOrders}
      </h2>
      <ul className="list-unstyled mb-0">
        {orders.map((order) => (
          <li key={order.id} className="order-card">
            <KnownOrderCard orderId={order.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The phone searched for: a mobile, as people type it. */
const phoneLookup = v.object({ phone: mobileNumber });

export const openingData: OpeningData = async ({ params }) => {
  const phone = normalizeIndianMobile(params.phone ?? '');
  if (phone) await queryClient.prefetchQuery(summariesQuery(phone));
};

export default function FindOrder() {
  const t = useMessages(findOrderMessages);
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const { phone: routePhone = '' } = useParams();
  const forms = useMessages(formMessages);
  const [recent, setRecent] = useState(myRecentOrders);
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

  const known = new Map(recent.map((order) => [order.number, order.id]));
  // An order of the phone searched shows in that phone's list; the others apart.
  const listedApart = recent.filter((order) => order.phone !== phone);

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
      </form>
      {phone && <PhoneOrders key={phone} phone={phone} known={known} />}
      <MyRecentOrders orders={listedApart} />
      <ForgetMe onForgotten={() => setRecent([])} />
    </div>
  );
}
