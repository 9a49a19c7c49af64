import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useForm, type FormErrors } from '../../../components/form';
import { useMessages } from '../../../lib/i18n';
import { parseRupees, RIDER_CASH_MAX } from '../../../lib/limits';
import { formatRupees } from '../../../lib/money';
import { newRequestId } from '../../../lib/order-identity';
import { useRiderCashAction } from '../api/rider-cash-queries';
import { useAskFirst } from './ask-first';
import { riderCashMessages } from './messages';
import type { Rider } from './rider';
import { FormEnd, RupeesField } from './form-parts';

/**
 * Cash the admin received from a rider: checked against what they hold, then
 * asked once more with the amount and the rider's name before it is written.
 */
export function HandOverForm({ rider }: { rider: Rider }) {
  const t = useMessages(riderCashMessages);
  const action = useRiderCashAction();
  const held = rider.cash?.balance ?? 0;
  // Made once per hand-over and sent again by a retry, so the server takes it once.
  const [requestId, setRequestId] = useState(newRequestId);
  /** The last hand-over recorded here, in paise: said in whichever language is chosen now. */
  const [done, setDone] = useState<{ received: number; left: number } | null>(null);
  const confirm = useAskFirst<number>();
  const form = useForm<{ amount: string }>({
    initial: { amount: '' },
    validate: ({ amount }): FormErrors<{ amount: string }> => {
      const paise = parseRupees(amount, RIDER_CASH_MAX);
      if (paise === null || paise === 0) return { amount: t.typeAmount };
      if (paise > held) return { amount: t.moreThanHeld({ amount: formatRupees(held) }) };
      return {};
    },
    mutation: action,
    send: async ({ amount }) => {
      setDone(null);
      const paise = parseRupees(amount, RIDER_CASH_MAX) ?? 0;
      if (!(await confirm.ask(paise))) return;
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
  const asking = confirm.asking;
  return (
    <form className="rider-cash-form" onSubmit={form.onSubmit} noValidate>
      <RupeesField
        label={t.received({ name: rider.name })}
        hint={t.receivedHint({ amount: formatRupees(held) })}
        {...form.text('amount')}
      />
      <FormEnd
        button={form.sending ? t.recording : t.record}
        buttonClass="btn-primary"
        sending={form.sending}
        done={
          done &&
          t.recorded({
            amount: formatRupees(done.received),
            name: rider.name,
            left: formatRupees(done.left),
          })
        }
        failure={form.failure}
      />
      {asking !== null && (
        <ConfirmDialog
          title={t.handOverTitle({ amount: formatRupees(asking), name: rider.name })}
          confirmLabel={t.confirmHandOver}
          cancelLabel={t.notYet}
          onConfirm={confirm.yes}
          onCancel={confirm.no}
        >
          <p className="mb-0">
            {t.handOverBody({
              name: rider.name,
              held: formatRupees(held),
              left: formatRupees(held - asking),
            })}
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
