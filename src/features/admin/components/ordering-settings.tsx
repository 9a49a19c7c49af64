import { useState, type FormEvent } from 'react';
import { getBackend } from '../../../backend';
import { messageOf } from '../../../backend/errors';
import { TextField } from '../../../components/form-field';
import { useLoaded } from '../../../components/use-loaded';
import { defaultOrderingTerms, parseWholeNumber } from '../../../lib/limits';
import { orderingTermsSchema, parseData } from '../../../lib/model-schemas';
import { collections, configDocs, type OrderingTerms } from '../../../lib/models';

/** What checkout charges and allows (config/ordering), as the server reads it. */
async function readTerms(): Promise<OrderingTerms> {
  const { store } = await getBackend();
  const doc = await store.get(collections.config, configDocs.ordering);
  return parseData(orderingTermsSchema, doc?.data) ?? defaultOrderingTerms;
}

const fields = [
  {
    name: 'deliveryFee',
    label: 'Delivery fee (₹)',
    hint: 'Added to an order below the free-delivery amount.',
    max: 10_000,
  },
  {
    name: 'freeDeliveryAbove',
    label: 'Free delivery from (₹)',
    hint: 'Orders of at least this much are delivered free.',
    max: 10_000_000,
  },
  {
    name: 'openOrdersPerPhone',
    label: 'Open orders per phone',
    hint: 'Cash-on-delivery orders one number may have on the way at once.',
    max: 50,
    min: 1,
  },
] as const satisfies readonly {
  name: keyof OrderingTerms;
  label: string;
  hint: string;
  max: number;
  min?: number;
}[];

function TermsForm({ terms }: { terms: OrderingTerms }) {
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
      const min = 'min' in field ? field.min : 0;
      const value = parseWholeNumber(typed[field.name] ?? '', field.max);
      if (value === null || value < min) {
        found[field.name] = `A whole number from ${min} to ${field.max.toLocaleString('en-IN')}.`;
      } else next[field.name] = value;
    }
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { store } = await getBackend();
      await store.set(collections.config, configDocs.ordering, { ...next });
      setStatus('Saved. Checkout uses these from now on.');
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
              label={field.label}
              hint={field.hint}
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
          {busy ? 'Saving…' : 'Save'}
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
  const { state, retry } = useLoaded('ordering-terms', readTerms);
  return (
    <section className="mt-4" aria-labelledby="ordering-settings">
      <h2 id="ordering-settings" className="section-title">
        Delivery and limits
      </h2>
      {state.status === 'ready' && <TermsForm terms={state.value} />}
      {state.status === 'loading' && <p className="text-body-secondary">Loading…</p>}
      {state.status === 'failed' && (
        <p role="alert">
          {state.error}{' '}
          <button type="button" className="btn btn-link p-0" onClick={retry}>
            Try again
          </button>
        </p>
      )}
    </section>
  );
}
