import { useState } from 'react';
import { useForm, type FormErrors } from '../../../components/form';
import { useMessages } from '../../../lib/i18n';
import { formatRupees } from '../../../lib/money';
import { useRiderCashAction } from '../api/rider-cash-queries';
import { riderCashMessages } from './messages';
import { typedLimit, type Rider } from './rider';
import { FormEnd, RupeesField } from './form-parts';

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
    mutation: action,
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
        <RupeesField
          label={t.rebuildLimit({ name: rider.name })}
          hint={t.rebuildHint}
          {...form.text('limit')}
        />
        <FormEnd
          button={t.rebuild}
          buttonClass="btn-danger"
          sending={form.sending}
          done={rebuilt !== null && t.rebuilt({ name: rider.name, amount: formatRupees(rebuilt) })}
          failure={form.failure}
        />
      </form>
    </div>
  );
}
