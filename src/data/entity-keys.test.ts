// @vitest-environment node
import { triggers } from '../server/triggers';
import { collections, configDocs } from '../lib/models';
import { changedWith, listKey, readAgain, recordKey } from './entity-keys';
import { productQuery, shopQuery } from './lists';
import { neighbourhoodsQuery } from './neighbourhood-list';
import { queryClient } from './query-client';

/** Reads of several collections, each with something in the cache; which `readAgain` marks stale. */
async function staleAfterWriting(written: string[]) {
  queryClient.clear();
  const reads = {
    shop: shopQuery('s1').queryKey,
    groceryShops: listKey(collections.shops, { type: 'grocery' }),
    product: productQuery('p1').queryKey,
    shopStates: recordKey(collections.config, configDocs.shops),
    orderingTerms: recordKey(collections.config, configDocs.ordering),
    doctor: recordKey(collections.doctors, 'd1'),
    neighbourhoods: neighbourhoodsQuery().queryKey,
  };
  for (const key of Object.values(reads)) queryClient.setQueryData(key, 'as read');
  await readAgain(written);
  return Object.entries(reads)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('what a write marks stale', () => {
  it('knows what follows a write as the server’s triggers do', () => {
    expect(Object.keys(changedWith).sort()).toEqual(Object.keys(triggers).sort());
  });

  it('marks every read of a shop, and of what its trigger writes, and nothing else', async () => {
    expect(await staleAfterWriting([collections.shops])).toEqual([
      'groceryShops',
      'product',
      'shop',
      'shopStates',
    ]);
  });

  it('marks only the collections written, each once, for a write of several (a restore)', async () => {
    expect(await staleAfterWriting([collections.doctors, collections.neighbourhoods])).toEqual([
      'doctor',
      'neighbourhoods',
    ]);
    expect(await staleAfterWriting([])).toEqual([]);
  });
});
