import type { DocData, DocumentStore } from '../backend/types';
import { parseData, shopStatesSchema } from '../lib/model-schemas';
import { collections, configDocs, type ShopState } from '../lib/models';

/**
 * What the server keeps in step when documents change: on Firebase a
 * Firestore trigger in functions/ runs these; the Demo backend runs them
 * after its own commits.
 */

/**
 * config/shops holds every shop's state, so a page of products from many
 * shops can tell which ones cannot be ordered from with one extra read.
 * Called with the shop as it is now (null once deleted).
 */
export async function syncShopState(
  store: DocumentStore,
  shopId: string,
  shop: DocData | null,
): Promise<void> {
  const state: ShopState = shop === null ? 'removed' : shop['open'] === true ? 'open' : 'closed';
  await store.runTransaction(async (tx) => {
    const doc = await tx.get(collections.config, configDocs.shops);
    const states = parseData(shopStatesSchema, doc?.data)?.states ?? {};
    if (states[shopId] === state) return;
    tx.set(collections.config, configDocs.shops, { states: { ...states, [shopId]: state } });
  });
}

/** The triggers, by the collection whose writes start them. */
export const triggers: Readonly<
  Record<string, (store: DocumentStore, id: string, after: DocData | null) => Promise<void>>
> = {
  [collections.shops]: syncShopState,
};
