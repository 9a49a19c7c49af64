import { queryOptions } from '@tanstack/react-query';
import { getBackend } from '../backend';
import { orderingTermsOf } from '../lib/model-schemas';
import { collections, configDocs, type OrderingTerms } from '../lib/models';

/** What checkout charges and allows (config/ordering), as the server reads it. */
export const orderingTermsQuery = queryOptions({
  queryKey: ['config', configDocs.ordering],
  queryFn: async (): Promise<OrderingTerms> => {
    const { store } = await getBackend();
    const doc = await store.get(collections.config, configDocs.ordering);
    return orderingTermsOf(doc?.data);
  },
});
