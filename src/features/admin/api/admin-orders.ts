import { queryOptions } from '@tanstack/react-query';
import { readPage } from '../../../data/lists';
import { collections } from '../../../lib/models';
import { listKey } from '../../../data/entity-keys';

/** An admin's order moves go to the server like everyone's (src/data/order-actions.ts). */
export { useOrderMove } from '../../../data/order-actions';

/** Delivery persons to give orders to, by name; every order line asks, one read answers all. */
export const deliveryPeopleQuery = queryOptions({
  queryKey: listKey(collections.delivery, { toAssign: true }),
  queryFn: async () =>
    (await readPage({ collection: collections.delivery, orderBy: [{ field: 'name' }] }, null, 100))
      .items,
  staleTime: 60_000,
});
