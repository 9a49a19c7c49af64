import { useMutation } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import type { RiderCashRequest } from '../../../port/callables';
import { liveQuery, pagedQuery, queryClient } from '../../../data/query-client';
import { parseDoc, readOrder } from '../../../lib/model-schemas';
import { collections } from '../../../lib/models';
import { listKey } from '../../../data/entity-keys';
import { PAGE_SIZE } from '../../../data/lists';
import { cashLineModel, riderCashModel } from '../../../lib/cash-ledger';

/**
 * Every delivery person's cash and limit, live: a hand-over shows as soon as
 * the server wrote it. A record that fails its model is named among the
 * list's `unreadable` ids, never read as no record.
 */
export const allRiderCashQuery = liveQuery(
  ['rider-cash-all'],
  { collection: collections.riderCash, limit: 100 },
  (doc) => parseDoc(riderCashModel, doc),
);

/** Orders a rider said were paid by UPI, waiting for the shop or an admin to check: live. */
export const upiClaimsQuery = liveQuery(
  ['upi-claims'],
  {
    collection: collections.orders,
    where: [{ field: 'upiClaim.state', op: '==', value: 'open' }],
    limit: 50,
  },
  readOrder,
);

const ledgerKey = (riderUid: string) => listKey(collections.cashLedger, { riderUid });

/**
 * One rider's ledger, newest first, a page at a time, every day's lines: each
 * carries the balance it left, so the page reads as a running balance.
 */
export const riderLedgerQuery = (riderUid: string) =>
  pagedQuery(ledgerKey(riderUid), async (after) => {
    const { store } = await getBackend();
    const page = await store.query({
      collection: collections.cashLedger,
      where: [{ field: 'riderUid', op: '==', value: riderUid }],
      orderBy: [{ field: 'at', direction: 'desc' }],
      limit: PAGE_SIZE,
      ...(after && { startAfter: after }),
    });
    return {
      items: page.docs.flatMap((doc) => {
        const line = parseDoc(cashLineModel, doc);
        return line ? [line] : [];
      }),
      next: page.next,
    };
  });

/**
 * The admin records cash received from a delivery person, corrects a line,
 * settles money owed back, sets their limit or rebuilds their record; the
 * server decides. The rider's ledger is read again after each.
 */
export const useRiderCashAction = () =>
  useMutation(
    {
      mutationFn: async (request: RiderCashRequest) =>
        (await getBackend()).call('riderCashAction', request),
      onSuccess: (_result, request) =>
        queryClient.invalidateQueries({ queryKey: ledgerKey(request.riderUid) }),
    },
    queryClient,
  );
