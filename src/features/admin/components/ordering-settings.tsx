import { useState, type FormEvent } from 'react';
import { getBackend } from '../../../backend';
import { messageOf } from '../../../backend/errors';
import { TextField } from '../../../components/form-field';
import { commonMessages } from '../../../components/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadedView, queryClient } from '../../../components/query-client';
import { locale, localDigits, useMessages } from '../../../lib/i18n';
import { defaultOrderingTerms, parseWholeNumber } from '../../../lib/limits';
import { orderingTermsSchema, parseData } from '../../../lib/model-schemas';
import { collections, configDocs, type OrderingTerms } from '../../../lib/models';
import { schemaBounds } from '../config/schema-bounds';
import { adminSettingsMessages } from '../messages';

/** What checkout charges and allows (config/ordering), as the server reads it. */
const termsQuery = queryOptions({
  queryKey: ['config', configDocs.ordering],
  queryFn: async (): Promise<OrderingTerms> => {
    const { store } = await getBackend();
    const doc = await store.get(collections.config, configDocs.ordering);
    return parseData(orderingTermsSchema, doc?.data) ?? defaultOrderingTerms;
  },
});

/**
 * Each setting's label and hint are the messages named after it
 * (`deliveryFee`, `deliveryFeeHint`); its range is the one the settings
 * document is checked against when checkout reads it.
 */
const fields = (['deliveryFee', 'freeDeliveryAbove', 'openOrdersPerPhone'] as const).map((name) => {
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = schemaBounds(orderingTermsSchema, name);
  return { name, min, max };
});

function TermsForm({ terms }: { terms: OrderingTerms }) {
  const t = useMessages(adminSettingsMessages);
  const code = useMessages(locale);
  const [typed, setTyped] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.name, String(terms[field.name])])),
  );
  const [errors, setErrors] = useState<Partial<Record<keyof OrderingTerms, string>>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof OrderingTerms, string>> = {};
    const next = { ...terms };
    for (const field of fields) {
      const value = parseWholeNumber(typed[field.name] ?? '', field.max);
      if (value === null || value < field.min) {
        found[field.name] = t.wholeNumber({
          min: localDigits(String(field.min), code),
          max: localDigits(field.max.toLocaleString('en-IN'), code),
        });
      } else next[field.name] = value;
    }
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { store } = await getBackend();
      await store.set(collections.config, configDocs.ordering, { ...next });
      queryClient.setQueryData(termsQuery.queryKey, next);
      setStatus(t.saved);
    } catch (error) {
      setStatus(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-card" onSubmit={(event) => void save(event)} noValidate>
      <div className="row g-3">
        {fields.map((field) => (
          <div key={field.name} className="col-12 col-md-4">
            <TextField
              label={t[field.name]}
              hint={t[`${field.name}Hint`]}
              inputMode="numeric"
              value={typed[field.name] ?? ''}
              error={errors[field.name]}
              onChange={(event) => {
                setTyped((current) => ({ ...current, [field.name]: event.target.value }));
                setStatus(null);
              }}
              className="mb-0"
            />
          </div>
        ))}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
        {status && (
          <span className="small" role="status">
            {status}
          </span>
        )}
      </div>
    </form>
  );
}

/** The dashboard's settings for delivery fees and the open-orders limit. */
export function OrderingSettings() {
  const t = useMessages(adminSettingsMessages);
  const shared = useMessages(commonMessages);
  const { state, retry } = loadedView(useQuery(termsQuery, queryClient));
  return (
    <section className="mt-4" aria-labelledby="ordering-settings">
      <h2 id="ordering-settings" className="section-title">
        {t.title}
      </h2>
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
    </section>
  );
}
