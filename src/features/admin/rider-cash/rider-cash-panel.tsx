import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type FormErrors } from '../../../components/form';
import { UpiPaid } from '../../../widgets/upi-paid/upi-paid';
import { liveView, queryClient } from '../../../data/query-client';
import { useMessages } from '../../../lib/i18n';
import { localShopName } from '../../../lib/local-name';
import type { Order, WithId } from '../../../lib/models';
import { formatRupees, rupeesText } from '../../../lib/money';
import { stoppedShort } from '../../../lib/order-status';
import { mayTakeCash } from '../../../lib/cash-ledger';
import { allRiderCashQuery, upiClaimsQuery, useRiderCashAction } from '../api/rider-cash-queries';
import { useDeliveryPeople } from '../components/use-delivery-people';
import { CashLedger } from './cash-ledger';
import { CorrectionForm } from './correction-form';
import { HandOverForm } from './hand-over-form';
import { riderCashMessages } from './messages';
import { OwedBack } from './owed-back';
import { RebuildForm } from './rebuild-form';
import { typedLimit, type Rider } from './rider';
import { FormEnd, RupeesField } from './form-parts';
import { TitledSection } from '../../../components/titled-section';

function LimitForm({ rider }: { rider: Rider }) {
  const t = useMessages(riderCashMessages);
  const action = useRiderCashAction();
  const [saved, setSaved] = useState(false);
  const limit = rider.cash?.limit ?? null;
  const form = useForm<{ limit: string }>({
    initial: { limit: limit === null ? '' : rupeesText(limit) },
    validate: ({ limit: typed }): FormErrors<{ limit: string }> =>
      typedLimit(typed) === undefined ? { limit: t.typeLimit } : {},
    mutation: action,
    send: async ({ limit: typed }) => {
      setSaved(false);
      await action.mutateAsync({
        action: 'setLimit',
        riderUid: rider.uid,
        limit: typedLimit(typed) ?? null,
      });
      setSaved(true);
    },
  });
  return (
    <form className="rider-cash-form" onSubmit={form.onSubmit} noValidate>
      <RupeesField
        label={t.limitLabel({ name: rider.name })}
        hint={t.limitHint}
        {...form.text('limit')}
        onChange={(event) => {
          form.setField('limit', event.target.value);
          setSaved(false);
        }}
      />
      <FormEnd
        button={t.saveLimit}
        buttonClass="btn-outline-primary"
        sending={form.sending}
        done={saved && t.limitSaved}
        failure={form.failure}
      />
    </form>
  );
}

/** Orders this rider said were paid by UPI, for the admin to check against the shop's UPI app. */
function UpiClaims({ claims }: { claims: WithId<Order>[] }) {
  const t = useMessages(riderCashMessages);
  if (claims.length === 0) return null;
  return (
    <section className="upi-claims mb-2" aria-label={t.claimsTitle}>
      <h4 className="h6">{t.claimsTitle}</h4>
      <ul className="list-unstyled mb-0">
        {claims.map((order) => (
          <li key={order.id}>
            <p className="mb-1 fw-semibold">
              {t.claimOrder({ number: order.number, shop: localShopName(order) })}
            </p>
            <UpiPaid order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RiderRow({ rider, claims }: { rider: Rider; claims: WithId<Order>[] }) {
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
        {rider.unreadable ? (
          <RebuildForm rider={rider} />
        ) : (
          <>
            <p className="mb-2">
              <strong className="rider-cash-held">{t.holds({ amount: formatRupees(held) })}</strong>
              {' · '}
              {limit === null ? t.noLimit : t.limit({ amount: formatRupees(limit) })}
            </p>
            {!mayTakeCash(rider.cash) && <p className="alert alert-warning py-2">{t.atLimit}</p>}
          </>
        )}
        <UpiClaims claims={claims} />
        <OwedBack rider={rider} />
        {!rider.unreadable && (
          <>
            <div className="rider-cash-forms">
              <HandOverForm rider={rider} />
              {/* Keyed by the stored limit, so the form shows a limit changed elsewhere. */}
              <LimitForm key={String(limit)} rider={rider} />
            </div>
            <details className="mt-3">
              <summary>{t.correctBalance}</summary>
              <CorrectionForm rider={rider} />
            </details>
          </>
        )}
        <details className="mt-2 rider-ledger">
          <summary>{t.ledger({ name: rider.name })}</summary>
          <CashLedger rider={rider} />
        </details>
      </article>
    </li>
  );
}

/**
 * The admin's view of the cash each delivery person holds, live: the
 * balance, a record that cannot be read (said so, and rebuilt from its
 * ledger), riders' words about UPI waiting for a check, money owed back, a
 * hand-over confirmed before it is written, the limit, a correcting line, and
 * the whole ledger with its running balance. Every amount is the server's.
 */
export function RiderCashPanel() {
  const t = useMessages(riderCashMessages);
  const people = useDeliveryPeople();
  const cash = liveView(useQuery(allRiderCashQuery, queryClient));
  const claims = liveView(useQuery(upiClaimsQuery, queryClient)).items;
  const cashOf = new Map(cash.items.map((held) => [held.id, held]));
  const unreadable = new Set(cash.unreadable);
  const riders: Rider[] = people
    .map((person) => ({
      uid: person.id,
      name: person.name || person.id,
      active: person.active === true,
      cash: cashOf.get(person.id) ?? null,
      unreadable: unreadable.has(person.id),
    }))
    // A deactivated person stays here while they still hold cash, or their record needs mending.
    .filter(
      (rider) =>
        rider.active ||
        rider.unreadable ||
        (rider.cash?.balance ?? 0) > 0 ||
        (rider.cash?.owed.length ?? 0) > 0,
    );

  return (
    <TitledSection look="section" className="mb-4" title={t.title}>
      <p className="text-body-secondary">{t.lead}</p>
      {cash.error && <p role="alert">{cash.error}</p>}
      {cash.status === 'loading' ? (
        <p className="text-body-secondary">{t.loading}</p>
      ) : riders.length === 0 ? (
        <p className="text-body-secondary">{t.none}</p>
      ) : (
        <ul className="list-unstyled rider-cash-list">
          {riders.map((rider) => (
            <RiderRow
              key={rider.uid}
              rider={rider}
              claims={claims.filter(
                (order) => order.deliveryUid === rider.uid && !stoppedShort(order.status),
              )}
            />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
