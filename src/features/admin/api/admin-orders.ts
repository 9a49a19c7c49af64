import { queryOptions } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import type { StoredDoc } from '../../../port/types';
import { collections } from '../../../lib/models';
import { listKey } from '../../../data/entity-keys';

/** An admin's order moves go to the server like everyone's (src/data/order-actions.ts). */
export { useOrderMove } from '../../../data/order-actions';

/** Delivery persons to give orders to, by name; every order line asks, one read answers all. */
export const deliveryPeopleQuery = queryOptions({
  queryKey: listKey(collections.delivery, { toAssign: true }),
  queryFn: async (): Promise<StoredDoc[]> => {
    const { store } = await getBackend();
    const page = await store.query({
      collection: collections.delivery,
      orderBy: [{ field: 'name' }],
      limit: 100,
    });
    return page.docs;
  },
  staleTime: 60_000,
});
