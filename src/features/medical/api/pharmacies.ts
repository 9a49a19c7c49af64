import { queryOptions } from '@tanstack/react-query';
import { readPageOfType } from '../../../data/lists';
import { collections } from '../../../lib/models';

/**
 * The town's pharmacies, by name, for "Send your prescription" on
 * /medical/order: one page (a town has a handful), each a shop a list may be
 * sent to (/sendList/:shopId).
 */
export const pharmaciesQuery = () =>
  queryOptions({
    queryKey: [collections.shops, { type: 'pharmacy', firstPage: true }],
    queryFn: async () => (await readPageOfType(collections.shops, 'pharmacy')).items,
    staleTime: 10 * 60_000,
  });
