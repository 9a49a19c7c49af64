import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormFailure, useForm, type FormErrors } from '../../../components/form';
import { TextField } from '../../../components/form-field';
import { liveView, queryClient } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import { parseRupees, RIDER_CASH_MAX } from '../../../lib/limits';
import { formatRupees, rupeesText } from '../../../lib/money';
import { newRequestId } from '../../../lib/order-identity';
import { mayTakeCash, type RiderCash } from '../../../lib/rider-cash';
import { allRiderCashQuery, useRiderCashAction } from '../api/rider-cash';
import { useDeliveryPeople } from '../components/use-delivery-people';
import { riderCashMessages } from './messages';

interface Rider {
  uid: string;
  name: string;
  cash: RiderCash | null;
}

function HandOverForm({ rider }: { rider: Rider }) {
  const t = useMessages(riderCashMessages);
  const action = useRiderCashAction();
  const held = rider.cash?.balance ?? 0;
  // Made once per hand-over and sent again by a retry, so the server takes it once.
  const [requestId, setRequestId] = useState(newRequestId);
  /** The last hand-over recorded here, in paise: said in whichever language is chosen now. */
  const [done, setDone] = useState<{ received: number; left: number } | null>(null);
  const form = useForm<{ amount: string }>({
    initial: { amount: '' },
    validate: ({ amount }): FormErrors<{ amount: string }> => {
      const paise = parseRupees(amount, RIDER_CASH_MAX);
      if (paise === null || paise === 0) return { amount: t.typeAmount };
      if (paise > held) return { amount: t.moreThanHeld({ amount: formatRupees(held) }) };
      return {};
    },
    send: async ({ amount }) => {
      setDone(null);
      const paise = parseRupees(amount, RIDER_CASH_MAX) ?? 0;
      const result = await action.mutateAsync({
        action: 'handOver',
        requestId,
        riderUid: rider.uid,
        amount: paise,
      });
      setRequestId(newRequestId());
      form.reset();
      setDone({ received: paise, left: result.balance });
    },
  });
  return (
    <form className="rider-cash-form" onSubmit={form.onSubmit} noValidate>
      <TextField
        label={t.received({ name: rider.name })}
        hint={t.receivedHint({ amount: formatRupees(held) })}
        inputMode="decimal"
        autoComplete="off"
        {...form.text('amount')}
        className="mb-2"
      />
      <button type="submit" className="btn btn-primary" disabled={form.sending}>
        {form.sending ? t.recording : t.record}
      </button>
      {done && (
        <p className="small mt-2 mb-0" role="status">
          {t.recorded({
            amount: formatRupees(done.received),
            name: rider.name,
            left: formatRupees(done.left),
          })}
        </p>
      )}
      {form.failure && <FormFailure message={form.failure} />}
    </form>
  );
}

function LimitForm({ rider }: { rider: Rider }) {
  const t = useMessages(riderCashMessages);
  const action = useRiderCashAction();
  const [saved, setSaved] = useState(false);
  const limit = rider.cash?.limit ?? null;
  const form = useForm<{ limit: string }>({
    initial: { limit: limit === null ? '' : rupeesText(limit) },
    validate: ({ limit: typed }): FormErrors<{ limit: string }> =>
      typed.trim() === '' || parseRupees(typed, RIDER_CASH_MAX) !== null
        ? {}
        : { limit: t.typeLimit },
    send: async ({ limit: typed }) => {
      setSaved(false);
      await action.mutateAsync({
        action: 'setLimit',
        riderUid: rider.uid,
        limit: typed.trim() === '' ? null : parseRupees(typed, RIDER_CASH_MAX),
      });
      setSaved(true);
    },
  });
  return (
    <form className="rider-cash-form" onSubmit={form.onSubmit} noValidate>
      <TextField
        label={t.limitLabel({ name: rider.name })}
        hint={t.limitHint}
        inputMode="decimal"
        autoComplete="off"
        {...form.text('limit')}
        onChange={(event) => {
          form.setField('limit', event.target.value);
          setSaved(false);
        }}
        className="mb-2"
      />
      <button type="submit" className="btn btn-outline-primary" disabled={form.sending}>
        {t.saveLimit}
      </button>
      {saved && (
        <p className="small mt-2 mb-0" role="status">
          {t.limitSaved}
        </p>
      )}
      {form.failure && <FormFailure message={form.failure} />}
    </form>
  );
}

function RiderRow({ rider }: { rider: Rider }) {
  const t = useMessages(riderCashMessages);
  const titleId = useId();
  const held = rider.cash?.balance ?? 0;
  const limit = rider.cash?.limit ?? null;
  return (
    <li>
      <article className="rider-cash card card-body" aria-labelledby={titleId}>
        <h3 id={titleId} className="h5 mb-1">
          {rider.name}
        </h3>
        <p className="mb-2">
          <strong className="rider-cash-held">{t.holds({ amount: formatRupees(held) })}</strong>
          {' · '}
          {limit === null ? t.noLimit : t.limit({ amount: formatRupees(limit) })}
        </p>
        {!mayTakeCash(rider.cash) && <p className="alert alert-warning py-2">{t.atLimit}</p>}
        <div className="rider-cash-forms">
          <HandOverForm rider={rider} />
          {/* Keyed by the stored limit, so the form shows a limit changed elsewhere. */}
          <LimitForm key={String(limit)} rider={rider} />
        </div>
      </article>
    </li>
  );
}

/**
 * The admin's view of the cash each delivery person holds, live, with a
 * hand-over and a limit for each; every amount is the server's.
 */
export function RiderCashPanel() {
  const t = useMessages(riderCashMessages);
  const people = useDeliveryPeople();
  const cash = liveView(useQuery(allRiderCashQuery, queryClient));
  const cashOf = new Map(cash.items.map((held) => [held.id, held]));
  const riders: Rider[] = people
    .map((person) => ({
      uid: person.id,
      name: typeof person.data['name'] === 'string' ? person.data['name'] : person.id,
      active: person.data['active'] === true,
      cash: cashOf.get(person.id) ?? null,
    }))
    // A deactivated person stays here while they still hold cash.
    .filter((rider) => rider.active || (rider.cash?.balance ?? 0) > 0);

  return (
    <section className="mb-4" aria-labelledby="rider-cash-title">
      <h2 id="rider-cash-title" className="section-title">
        {t.title}
      </h2>
      <p className="text-body-secondary">{t.lead}</p>
      {cash.error && <p role="alert">{cash.error}</p>}
      {cash.status === 'loading' ? (
        <p className="text-body-secondary">{t.loading}</p>
      ) : riders.length === 0 ? (
        <p className="text-body-secondary">{t.none}</p>
      ) : (
        <ul className="list-unstyled rider-cash-list">
          {riders.map((rider) => (
            <RiderRow key={rider.uid} rider={rider} />
          ))}
        </ul>
      )}
    </section>
  );
}
