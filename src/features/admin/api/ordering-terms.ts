import { queryOptions, useMutation } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import { queryClient } from '../../../data/query-client';
import { orderingTermsOf } from '../../../lib/model-schemas';
import { collections, configDocs, type OrderingTerms } from '../../../lib/models';
import { recordKey } from '../../../data/entity-keys';

/** What checkout charges and allows (config/ordering), as the server reads it. */
export const orderingTermsQuery = queryOptions({
  queryKey: recordKey(collections.config, configDocs.ordering),
  queryFn: async (): Promise<OrderingTerms> => {
    const { store } = await getBackend();
    const doc = await store.get(collections.config, configDocs.ordering);
    return orderingTermsOf(doc?.data);
  },
});

/** Saves new terms (the rules let only admins write them) and shows them at once. */
export const useSaveOrderingTerms = () =>
  useMutation(
    {
      mutationFn: async (terms: OrderingTerms) => {
        const { store } = await getBackend();
        await store.set(collections.config, configDocs.ordering, { ...terms });
      },
      onSuccess: (_done, terms) => queryClient.setQueryData(orderingTermsQuery.queryKey, terms),
    },
    queryClient,
  );
