import { useState } from 'react';
import { FormFailure, useForm, type FormErrors } from '../../../components/form';
import { TextField } from '../../../components/form-field';
import { useMessages } from '../../../lib/i18n';
import { formatRupees } from '../../../lib/money';
import { useRiderCashAction } from '../api/rider-cash-queries';
import { riderCashMessages } from './messages';
import { typedLimit, type Rider } from './rider';

/**
 * A cash record that fails its model, said so, and made again from its
 * ledger by the server: the balance its lines add up to, the limit given again.
 */
export function RebuildForm({ rider }: { rider: Rider }) {
  const t = useMessages(riderCashMessages);
  const action = useRiderCashAction();
  const [rebuilt, setRebuilt] = useState<number | null>(null);
  const form = useForm<{ limit: string }>({
    initial: { limit: '' },
    validate: ({ limit }): FormErrors<{ limit: string }> =>
      typedLimit(limit) === undefined ? { limit: t.typeLimit } : {},
    send: async ({ limit }) => {
      const result = await action.mutateAsync({
        action: 'rebuild',
        riderUid: rider.uid,
        limit: typedLimit(limit) ?? null,
      });
      setRebuilt(result.balance);
    },
  });
  return (
    <div className="alert alert-danger" role="alert">
      <p>{t.unreadable}</p>
      <form className="rider-cash-form" onSubmit={form.onSubmit} noValidate>
        <TextField
          label={t.rebuildLimit({ name: rider.name })}
          hint={t.rebuildHint}
          inputMode="decimal"
          autoComplete="off"
          {...form.text('limit')}
          className="mb-2"
        />
        <button type="submit" className="btn btn-danger" disabled={form.sending}>
          {t.rebuild}
        </button>
        {rebuilt !== null && (
          <p className="small mt-2 mb-0" role="status">
            {t.rebuilt({ name: rider.name, amount: formatRupees(rebuilt) })}
          </p>
        )}
        {form.failure && <FormFailure message={form.failure} />}
      </form>
    </div>
  );
}
