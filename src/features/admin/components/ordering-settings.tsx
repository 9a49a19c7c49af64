import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormFailure, useForm, type FormErrors } from '../../../components/form';
import { TextField } from '../../../components/form-field';
import { commonMessages } from '../../../components/messages';
import { loadedView, queryClient } from '../../../data/query-client';
import { formatCount, locale, localDigits, useMessages } from '../../../lib/i18n';
import { orderingBounds, parseRupees, parseWholeNumber } from '../../../lib/limits';
import { formatRupees, rupeesText } from '../../../lib/money';
import type { OrderingTerms } from '../../../lib/models';
import { orderingTermsQuery, useSaveOrderingTerms } from '../api/ordering-terms';
import { adminSettingsMessages } from '../messages';
import { TitledSection } from '../../../components/titled-section';

/**
 * Each setting's label and hint are the messages named after it
 * (`deliveryFee`, `deliveryFeeHint`); its range is the one the settings
 * document's schema holds it to (lib/limits `orderingBounds`), which checkout
 * reads it with.
 */
const fields = (
  [
    'deliveryFee',
    'freeDeliveryAbove',
    'openOrdersPerPhone',
    'remindAfterMinutes',
    'callAdminAfterMinutes',
    'giveUpAfterMinutes',
    'quoteHours',
  ] as const
).map((name) => ({
  name,
  ...orderingBounds[name],
  // The two amounts are typed in rupees and kept in paise; the limit and the waits are counts.
  money: name === 'deliveryFee' || name === 'freeDeliveryAbove',
}));

type TypedTerms = Record<(typeof fields)[number]['name'], string>;

/** The minutes an order waits for its shop before each step, in the order they come. */
const waits = ['remindAfterMinutes', 'callAdminAfterMinutes', 'giveUpAfterMinutes'] as const;

/** Each setting within its range (an amount as paise), or null. */
function termOf(typed: TypedTerms, field: (typeof fields)[number]): number | null {
  const value = field.money
    ? parseRupees(typed[field.name], field.max)
    : parseWholeNumber(typed[field.name], field.max);
  return value === null || value < field.min ? null : value;
}

function TermsForm({ terms }: { terms: OrderingTerms }) {
  const t = useMessages(adminSettingsMessages);
  const code = useMessages(locale);
  const [saved, setSaved] = useState(false);
  const save = useSaveOrderingTerms();
  const form = useForm<TypedTerms>({
    initial: () => ({
      deliveryFee: rupeesText(terms.deliveryFee),
      freeDeliveryAbove: rupeesText(terms.freeDeliveryAbove),
      openOrdersPerPhone: String(terms.openOrdersPerPhone),
      remindAfterMinutes: String(terms.remindAfterMinutes),
      callAdminAfterMinutes: String(terms.callAdminAfterMinutes),
      giveUpAfterMinutes: String(terms.giveUpAfterMinutes),
      quoteHours: String(terms.quoteHours),
    }),
    validate: (typed) => {
      const errors: FormErrors<TypedTerms> = {};
      for (const field of fields) {
        if (termOf(typed, field) !== null) continue;
        errors[field.name] = field.money
          ? t.amountBetween({ min: formatRupees(field.min), max: formatRupees(field.max) })
          : t.wholeNumber({
              min: localDigits(String(field.min), code),
              max: formatCount(field.max, code),
            });
      }
      // Each wait comes after the one before it (lib/model-schemas `escalationInOrder`).
      const [remind, callAdmin, giveUp] = fields
        .filter((field) => (waits as readonly string[]).includes(field.name))
        .map((field) => termOf(typed, field));
      const minutes = (value: number) => localDigits(String(value), code);
      if (remind != null && callAdmin != null && callAdmin <= remind) {
        errors.callAdminAfterMinutes = t.laterThanReminder({ minutes: minutes(remind) });
      }
      if (callAdmin != null && giveUp != null && giveUp <= callAdmin) {
        errors.giveUpAfterMinutes = t.laterThanCallAdmin({ minutes: minutes(callAdmin) });
      }
      return errors;
    },
    mutation: save,
    send: async (typed) => {
      setSaved(false);
      const next = { ...terms };
      for (const field of fields) next[field.name] = termOf(typed, field) ?? terms[field.name];
      await save.mutateAsync(next);
      setSaved(true);
    },
  });

  return (
    <form className="form-card" onSubmit={form.onSubmit} noValidate>
      <div className="row g-3">
        {fields.map((field) => (
          <div key={field.name} className="col-12 col-md-4">
            <TextField
              label={t[field.name]}
              hint={t[`${field.name}Hint`]}
              inputMode={field.money ? 'decimal' : 'numeric'}
              {...form.text(field.name)}
              onChange={(event) => {
                form.setField(field.name, event.target.value);
                setSaved(false);
              }}
              className="mb-0"
            />
          </div>
        ))}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={form.sending}>
          {form.sending ? t.saving : t.save}
        </button>
        {saved && (
          <span className="small" role="status">
            {t.saved}
          </span>
        )}
      </div>
      {form.failure && (
        <div className="mt-3">
          <FormFailure message={form.failure} />
        </div>
      )}
    </form>
  );
}

/** The dashboard's settings: delivery fees, the open-orders limit, the waits for an unanswered order. */
export function OrderingSettings() {
  const t = useMessages(adminSettingsMessages);
  const shared = useMessages(commonMessages);
  const { state, retry } = loadedView(useQuery(orderingTermsQuery, queryClient));
  return (
    <TitledSection look="section" className="mt-4" title={t.title}>
      {state.status === 'ready' && <TermsForm terms={state.value} />}
      {state.status === 'loading' && <p className="text-body-secondary">{shared.loading}</p>}
      {state.status === 'failed' && (
        <p role="alert">
          {state.error}{' '}
          <button type="button" className="btn btn-link p-0" onClick={retry}>
            {t.tryAgain}
          </button>
        </p>
      )}
    </TitledSection>
  );
}
