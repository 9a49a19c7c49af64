import { useMutation } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import type { RiderCashRequest } from '../../../port/callables';
import { liveQuery, queryClient } from '../../../data/query-client';
import { parseDoc } from '../../../lib/model-schemas';
import { collections } from '../../../lib/models';
import { riderCashModel } from '../../../lib/rider-cash';

/** Every delivery person's cash and limit, live: a hand-over shows as soon as the server wrote it. */
export const allRiderCashQuery = liveQuery(
  ['rider-cash-all'],
  { collection: collections.riderCash, limit: 100 },
  (doc) => parseDoc(riderCashModel, doc),
);

/** The admin records cash received from a delivery person, or sets their limit; the server decides. */
export const useRiderCashAction = () =>
  useMutation(
    {
      mutationFn: async (request: RiderCashRequest) =>
        (await getBackend()).call('riderCashAction', request),
    },
    queryClient,
  );
