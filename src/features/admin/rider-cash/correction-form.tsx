import { useState } from 'react';
import * as v from 'valibot';
import { useForm, type FormErrors } from '../../../components/form';
import { SelectField, TextField } from '../../../components/form-field';
import { cashWhy } from '../../../lib/fields/schemas';
import { useMessages } from '../../../lib/i18n';
import { parseRupees, RIDER_CASH_MAX } from '../../../lib/limits';
import { formatRupees } from '../../../lib/money';
import { newRequestId } from '../../../lib/order-identity';
import { useRiderCashAction } from '../api/rider-cash-queries';
import { riderCashMessages } from './messages';
import type { Rider } from './rider';
import { FormEnd, RupeesField } from './form-parts';

interface Values {
  direction: 'add' | 'takeOff';
  amount: string;
  why: string;
}

/**
 * A correcting line, never an edit: it adds to or takes off what the rider
 * holds, with the admin's name (the server's) and why, and names the line it
 * corrects when it was opened from one.
 */
export function CorrectionForm({
  rider,
  corrects,
  onDone,
}: {
  rider: Rider;
  /** The ledger line it corrects, if any. */
  corrects?: string;
  onDone?: () => void;
}) {
  const t = useMessages(riderCashMessages);
  const action = useRiderCashAction();
  const held = rider.cash?.balance ?? 0;
  const [requestId, setRequestId] = useState(newRequestId);
  const [left, setLeft] = useState<number | null>(null);
  const form = useForm<Values>({
    initial: { direction: 'add', amount: '', why: '' },
    validate: ({ direction, amount, why }): FormErrors<Values> => {
      const errors: FormErrors<Values> = {};
      const paise = parseRupees(amount, RIDER_CASH_MAX);
      if (paise === null || paise === 0) errors.amount = t.typeCorrection;
      else if (direction === 'takeOff' && paise > held) {
        errors.amount = t.moreThanHeld({ amount: formatRupees(held) });
      }
      if (!v.is(cashWhy(), why)) errors.why = t.typeWhy;
      return errors;
    },
    mutation: action,
    send: async ({ direction, amount, why }) => {
      setLeft(null);
      const result = await action.mutateAsync({
        action: 'correct',
        requestId,
        riderUid: rider.uid,
        direction,
        amount: parseRupees(amount, RIDER_CASH_MAX) ?? 0,
        why: why.trim(),
        ...(corrects && { corrects }),
      });
      setRequestId(newRequestId());
      form.reset();
      setLeft(result.balance);
      onDone?.();
    },
  });
  return (
    <form className="rider-cash-form cash-correction" onSubmit={form.onSubmit} noValidate>
      <p className="small text-body-secondary">{t.correctLead}</p>
      <SelectField label={t.direction} {...form.text('direction')} className="mb-2">
        <option value="add">{t.directionAdd}</option>
        <option value="takeOff">{t.directionTakeOff}</option>
      </SelectField>
      <RupeesField label={t.correctAmount} {...form.text('amount')} />
      <TextField
        label={t.why}
        hint={t.whyHint}
        autoComplete="off"
        {...form.text('why')}
        className="mb-2"
      />
      <FormEnd
        button={form.sending ? t.writing : t.writeCorrection}
        buttonClass="btn-outline-primary"
        sending={form.sending}
        done={left !== null && t.corrected({ name: rider.name, left: formatRupees(left) })}
        failure={form.failure}
      />
    </form>
  );
}
