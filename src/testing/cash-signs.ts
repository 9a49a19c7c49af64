import type { CashLine } from '../lib/cash-ledger';

/**
 * Which way each kind of ledger line moves the cash in a rider's hand, written
 * out for the tests rather than taken from the code under test
 * (lib/rider-cash `signedAmount`): money owed back and its settling move none.
 */
export const cashSignOf: Readonly<Record<CashLine['kind'], 1 | 0 | -1>> = {
  delivered: 1,
  correctionAdd: 1,
  handedOver: -1,
  paidByUpi: -1,
  correctionTakeOff: -1,
  owedBack: 0,
  owedSettled: 0,
};

/** The cash a rider's lines add up to, summed here with `cashSignOf`. */
export const cashSumOf = (lines: readonly Pick<CashLine, 'kind' | 'amount'>[]) =>
  lines.reduce((sum, line) => sum + cashSignOf[line.kind] * line.amount, 0);
