import { useState } from 'react';
import { ErrorText } from '../../components/error-text';
import { useLineChange } from '../../data/order-actions';
import { choiceName, productUnits } from '../../lib/choice-lists';
import { locale, localDigits, useMessages } from '../../lib/i18n';
import { localName } from '../../lib/local-name';
import type { Order, OrderLine, WithId } from '../../lib/models';
import { formatRupees } from '../../lib/money';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectField } from '../../components/form-field';
import { lineChangeDialogMessages } from './messages';

/**
 * "Change" beside each line of a new order, for its shop's vendor and the
 * admin: give fewer than the customer asked for ("only 2 left") or take the
 * line off, before accepting. The server prices the order again; `shown`
 * says the new total at once, or why the server refused. `onChanged` reads
 * again what the change moved (the answer waits for it).
 */
export function useLineChangeDialog(order: WithId<Order>, onChanged?: () => unknown) {
  const t = useMessages(lineChangeDialogMessages);
  const code = useMessages(locale);
  const [changing, setChanging] = useState<OrderLine | null>(null);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const change = useLineChange(onChanged ? { onSuccess: onChanged } : {});
  const onlyLine = order.lines.length === 1;

  const open = (line: OrderLine) => {
    change.reset();
    setChosen('');
    setError(undefined);
    setChanging(line);
  };
  const confirm = () => {
    if (!changing) return;
    if (chosen === '') {
      setError(t.chooseHowMany);
      return;
    }
    setChanging(null);
    change.mutate({ orderId: order.id, productId: changing.productId, quantity: Number(chosen) });
  };

  // Fewer than asked, down to 1; none only while another line stays.
  const choices = changing
    ? Array.from({ length: changing.quantity }, (_, index) => index).filter(
        (quantity) => quantity > 0 || !onlyLine,
      )
    : [];
  const nameOf = (line: OrderLine) => localName(line, code);
  // What the customer will pay once changed: the lines at their prices, and at most the fee the
  // order had (the server never raises it, so an order lowered under free delivery stays free).
  const totalIfChanged = (line: OrderLine, quantity: number) =>
    order.subtotal - (line.quantity - quantity) * line.price + order.deliveryFee;

  const changeButton = (line: OrderLine) =>
    // Only a new order changes; a single 1 can only be rejected with the order.
    order.status !== 'placed' || (onlyLine && line.quantity === 1) ? null : (
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary line-change-button"
        aria-label={t.changeLine({ name: nameOf(line) })}
        disabled={change.isPending}
        onClick={() => open(line)}
      >
        {t.change}
      </button>
    );

  const shown = (
    <>
      {change.isSuccess && (
        <p className="mb-2 fw-semibold" role="status">
          {t.changed({ total: formatRupees(change.data.total) })}
        </p>
      )}
      <ErrorText of={change} className="text-danger mb-2" />
      {changing && (
        <ConfirmDialog
          title={t.title({
            name: nameOf(changing),
            unit: choiceName(productUnits, changing.unit, code),
          })}
          confirmLabel={t.confirm}
          cancelLabel={t.keepIt}
          onConfirm={confirm}
          onCancel={() => setChanging(null)}
        >
          <p className="mb-2">{t.asked({ count: changing.quantity })}</p>
          <SelectField
            label={t.howMany}
            value={chosen}
            error={error}
            hint={onlyLine ? t.onlyItem : undefined}
            className="mb-2"
            onChange={(event) => {
              setChosen(event.target.value);
              setError(undefined);
            }}
          >
            <option value="">{t.choose}</option>
            {choices.map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity === 0 ? t.none : localDigits(String(quantity), code)}
              </option>
            ))}
          </SelectField>
          {chosen !== '' && (
            <p className="mb-2 fw-semibold">
              {t.newTotal({
                total: formatRupees(totalIfChanged(changing, Number(chosen)), code),
                was: formatRupees(order.total, code),
              })}
            </p>
          )}
          {order.deliveryFee === 0 && <p className="mb-2 small">{t.deliveryStaysFree}</p>}
          <p className="mb-0 small">{t.customerSees}</p>
        </ConfirmDialog>
      )}
    </>
  );
  return { changeButton, shown };
}
