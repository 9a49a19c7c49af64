import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '../../backend/errors';
import { TextField } from '../../components/form-field';
import { LoadingView } from '../../components/screen-status';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import { recentOrders } from '../../lib/customer-memory';
import type { Order, OrderSummary, WithId } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { isOrderCode, normalizeOrderCode } from '../../lib/order-identity';
import { statusLabels } from '../../lib/order-status';
import { formatIndianMobile, normalizeIndianMobile, PHONE_ERROR } from '../../lib/phone';
import { loadMyRecentOrders, loadOrder, loadOrderByCode, loadSummaries } from './api/orders';
import { OrderDetails } from './components/order-details';
import { formatOrderDate } from './components/status-timeline';

function StatusPill({ status }: { status: Order['status'] }) {
  return <span className={`status-pill ${status}`}>{statusLabels[status]}</span>;
}

function SummaryHeader({ summary }: { summary: OrderSummary }) {
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
      <div>
        <h3 className="h6 fw-bold mb-0">Order {summary.number}</h3>
        <span className="small text-body-secondary">
          {summary.shopName} · {formatOrderDate(summary.createdAt)}
        </span>
      </div>
      <div className="text-end">
        <StatusPill status={summary.status} />
        <div className="fw-bold">{formatRupees(summary.total)}</div>
      </div>
    </div>
  );
}

/** One summary; its details open from this browser's memory or with the order's code. */
function SummaryCard({ summary, knownId }: { summary: OrderSummary; knownId: string | null }) {
  const [order, setOrder] = useState<WithId<Order> | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const open = async (read: () => Promise<WithId<Order> | null>, missing: string) => {
    setBusy(true);
    setCodeError(null);
    try {
      const found = await read();
      if (found) setOrder(found);
      else setCodeError(missing);
    } catch (error) {
      setCodeError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const showDetails = () => {
    if (knownId) void open(() => loadOrder(knownId), 'This order could not be found any more.');
    else setAsking(true);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeOrderCode(code);
    if (!isOrderCode(typed)) {
      setCodeError('The code has 6 letters and numbers, as shown on the thank-you page.');
      return;
    }
    void open(
      () => loadOrderByCode(summary.number, typed),
      'That code does not match this order. Check it and try again.',
    );
  };

  return (
    <li className="order-card">
      <SummaryHeader summary={order ?? summary} />
      {order ? (
        <OrderDetails order={order} onChanged={setOrder} />
      ) : asking ? (
        <form className="mt-2" onSubmit={submitCode} noValidate>
          <TextField
            label={`Order code for ${summary.number}`}
            hint="Shown on the thank-you page after ordering."
            value={code}
            error={codeError ?? undefined}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(event) => setCode(event.target.value)}
            className="mb-2"
          />
          <button type="submit" className="btn btn-outline-primary btn-sm" disabled={busy}>
            {busy ? 'Opening…' : 'Show details'}
          </button>
        </form>
      ) : (
        <>
          <button
            type="button"
            className="btn btn-link px-0"
            onClick={showDetails}
            disabled={busy}
            aria-label={`Details of order ${summary.number}`}
          >
            {busy ? 'Opening…' : 'Details'}
          </button>
          {codeError && (
            <p className="text-danger small mb-0" role="alert">
              {codeError}
            </p>
          )}
        </>
      )}
    </li>
  );
}

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed'; error: string }
  | { state: 'ready'; phone: string; summaries: OrderSummary[] };

function MyRecentOrders() {
  const [orders, setOrders] = useState<WithId<Order>[] | null>(null);
  useEffect(() => {
    let current = true;
    loadMyRecentOrders().then(
      (found) => current && setOrders(found),
      () => current && setOrders([]),
    );
    return () => {
      current = false;
    };
  }, []);
  if (!orders || orders.length === 0) return null;
  return (
    <section aria-labelledby="my-orders" className="mb-4">
      <h2 id="my-orders" className="section-title">
        My recent orders
      </h2>
      <ul className="list-unstyled mb-0">
        {orders.map((order) => (
          <li key={order.id} className="order-card">
            <SummaryHeader summary={order} />
            <details className="mt-2">
              <summary className="text-primary fw-semibold">Details</summary>
              <OrderDetails
                order={order}
                onChanged={(changed) =>
                  setOrders(
                    (all) => all && all.map((one) => (one.id === changed.id ? changed : one)),
                  )
                }
              />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function FindOrderScreen() {
  useDocumentTitle('Find Order');
  const navigate = useNavigate();
  const { phone: routePhone = '' } = useParams();
  const [typed, setTyped] = useState(routePhone);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const phone = normalizeIndianMobile(routePhone);

  useEffect(() => {
    if (!routePhone) return;
    if (!phone) {
      setPhoneError(PHONE_ERROR);
      return;
    }
    let current = true;
    setLookup({ state: 'loading' });
    loadSummaries(phone).then(
      (summaries) => current && setLookup({ state: 'ready', phone, summaries }),
      (error: unknown) => current && setLookup({ state: 'failed', error: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [routePhone, phone, attempt]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeIndianMobile(typed);
    if (!normalized) {
      setPhoneError(PHONE_ERROR);
      return;
    }
    setPhoneError(null);
    if (normalized === phone) setAttempt((count) => count + 1);
    else void navigate(paths.findOrderByPhone.href(normalized));
  };

  const known = new Map(recentOrders().map((order) => [order.number, order.id]));

  return (
    <div className="container-lg page">
      <h1 className="page-title">Find Order</h1>
      <p className="page-lead">Type the phone number you ordered with to see your orders.</p>
      <form className="form-card mb-4" onSubmit={search} noValidate role="search">
        <div className="d-flex flex-wrap gap-2 align-items-start">
          <TextField
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={typed}
            error={phoneError ?? undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setPhoneError(null);
            }}
            className="flex-grow-1 mb-0"
          />
          <button type="submit" className="btn btn-primary find-order-button">
            Find orders
          </button>
        </div>
      </form>

      {lookup.state === 'loading' && <LoadingView label="Looking up orders…" />}
      {lookup.state === 'failed' && (
        <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="alert">
          <span className="flex-grow-1">{lookup.error}</span>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => setAttempt((count) => count + 1)}
          >
            Try again
          </button>
        </div>
      )}
      {lookup.state === 'ready' && (
        <section aria-labelledby="phone-orders" className="mb-4">
          <h2 id="phone-orders" className="section-title">
            Orders for {formatIndianMobile(lookup.phone)}
          </h2>
          {lookup.summaries.length === 0 ? (
            <div className="empty-state">
              <h2>No orders for this number</h2>
              <p className="mb-0">Check the number, or use the one you typed at checkout.</p>
            </div>
          ) : (
            <ul className="list-unstyled mb-0">
              {lookup.summaries.map((summary) => (
                <SummaryCard
                  key={summary.number}
                  summary={summary}
                  knownId={known.get(summary.number) ?? null}
                />
              ))}
            </ul>
          )}
        </section>
      )}
      <MyRecentOrders />
    </div>
  );
}
