import { useQuery } from '@tanstack/react-query';
import { liveView, queryClient } from '../../../data/query-client';
import { mayTakeCash, type CashLine, type OwedItem } from '../../../lib/cash-ledger';
import { cashLinesQuery, riderCashQuery } from '../api/delivery';

export interface HeldCashView {
  /** The ledger has answered. */
  ready: boolean;
  error: string | null;
  /** The latest lines, newest first. */
  lines: CashLine[];
  balance: number;
  limit: number | null;
  owed: OwedItem[];
  /** The record fails its model: the server gives them no cash order until the admin rebuilds it. */
  unreadable: boolean;
  /** Whether the server would give them a cash order now. */
  mayTakeCash: boolean;
}

/**
 * The cash a delivery person holds, as the server's ledger says: the live
 * lines, the balance the newest one left, and the record's limit and what is
 * owed back, read again with each new line.
 */
export function useHeldCash(uid: string): HeldCashView {
  const lines = liveView(useQuery(cashLinesQuery(uid), queryClient));
  const newest = lines.items[0];
  const record = useQuery(
    riderCashQuery(uid, newest ? `${newest.at.getTime()}-${newest.balanceAfter}` : null),
    queryClient,
  ).data;
  const held = record?.state === 'held' ? record.cash : null;
  const unreadable = record?.state === 'unreadable';
  // The newest line was written with the balance it left: the ledger and the total agree.
  const balance = newest?.balanceAfter ?? held?.balance ?? 0;
  const limit = held?.limit ?? null;
  return {
    ready: lines.status !== 'loading',
    error: lines.error,
    lines: lines.items,
    balance,
    limit,
    owed: held?.owed ?? [],
    unreadable,
    mayTakeCash: !unreadable && mayTakeCash({ balance, limit }),
  };
}
