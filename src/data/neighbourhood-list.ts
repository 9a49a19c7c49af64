import { queryOptions } from '@tanstack/react-query';
import { getBackend } from '../backend';
import { neighbourhoodModel, parseDoc } from '../lib/model-schemas';
import { collections, type Neighbourhood, type WithId } from '../lib/models';
import { listKey } from './entity-keys';

/** As many neighbourhoods as one page a visitor may read; a town has fewer. */
const NEIGHBOURHOODS_LISTED = 50;

/**
 * The town's neighbourhoods, by name, parsed (their fees decide money): what
 * checkout offers and what a vendor ticks their shop's from; none where the
 * town keeps no list.
 */
export async function loadNeighbourhoods(): Promise<WithId<Neighbourhood>[]> {
  const { store } = await getBackend();
  const page = await store.query({
    collection: collections.neighbourhoods,
    orderBy: [{ field: 'name' }],
    limit: NEIGHBOURHOODS_LISTED,
  });
  return page.docs.flatMap((doc) => parseDoc(neighbourhoodModel, doc) ?? []);
}

export const neighbourhoodsQuery = () =>
  queryOptions({
    queryKey: listKey(collections.neighbourhoods, { by: 'name' }),
    queryFn: loadNeighbourhoods,
  });
