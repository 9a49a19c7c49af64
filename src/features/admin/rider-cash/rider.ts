import { parseRupees, RIDER_CASH_MAX } from '../../../lib/limits';
import type { RiderCash } from '../../../lib/cash-ledger';

/** A delivery person as the cash panel shows them. */
export interface Rider {
  uid: string;
  name: string;
  /** Null when they never held cash, or when their record cannot be read (`unreadable`). */
  cash: RiderCash | null;
  unreadable: boolean;
}

/** A limit as typed: null for none (left empty), paise, or undefined when it is no amount. */
export function typedLimit(typed: string): number | null | undefined {
  if (typed.trim() === '') return null;
  return parseRupees(typed, RIDER_CASH_MAX) ?? undefined;
}
