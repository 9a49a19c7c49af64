import type { ReactNode } from 'react';
import { useMessages } from '../../lib/i18n';
import { formatRupees } from '../../lib/money';
import { signedAmount, type CashLine } from '../../lib/cash-ledger';
import { cashLedgerMessages } from './messages';

type Line = Pick<CashLine, 'kind' | 'amount' | 'orderNumber' | 'byName' | 'why' | 'settledTo'>;

/**
 * What a ledger line did, in the reader's language: the order it was for,
 * who handed over or corrected, and why. `order` draws the order's number
 * (the admin's screen makes it a link to the order); `rider` words a
 * settling given to the rider as given to "you".
 */
export function CashLineWhat({
  line,
  rider = false,
  order = (number) => number,
}: {
  line: Line;
  rider?: boolean;
  order?: (number: string) => ReactNode;
}) {
  const t = useMessages(cashLedgerMessages);
  const number = line.orderNumber ?? '';
  // The sentence around the order's number, split so the number can be a link.
  const withOrder = (sentence: (values: { number: string }) => string) => {
    const marker = '\u0000';
    const [before, after] = sentence({ number: marker }).split(marker);
    return (
      <>
        {before}
        {order(number)}
        {after}
      </>
    );
  };
  switch (line.kind) {
    case 'delivered':
      return withOrder(t.delivered);
    case 'paidByUpi':
      return withOrder(t.paidByUpi);
    case 'owedBack':
      return withOrder(t.owedBack);
    case 'owedSettled': {
      const to =
        line.settledTo === 'customer'
          ? t.owedSettledCustomer
          : rider
            ? t.owedSettledYou
            : t.owedSettledRider;
      return withOrder((values) => to({ ...values, name: line.byName }));
    }
    case 'handedOver':
      return <>{t.handedOver({ name: line.byName })}</>;
    case 'correctionAdd':
    case 'correctionTakeOff':
      return <>{t.correction({ name: line.byName, why: line.why ?? '' })}</>;
  }
}

/** What a line moved, signed ("+₹96.00", "−₹300.00"), or what it owes or settles. */
export function CashLineAmount({ line }: { line: Pick<CashLine, 'kind' | 'amount'> }) {
  const t = useMessages(cashLedgerMessages);
  const signed = signedAmount(line);
  const amount = formatRupees(line.amount);
  if (signed > 0) return <>{`+${amount}`}</>;
  if (signed < 0) return <>{`−${amount}`}</>;
  return <>{line.kind === 'owedBack' ? t.owed({ amount }) : t.settled({ amount })}</>;
}
