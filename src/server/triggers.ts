import type { Cursor, DocData, DocumentStore } from '../port/types';
import { parseData, shopSchema, shopStatesSchema } from '../lib/model-schemas';
import { collections, configDocs, type ShopState } from '../lib/models';

/**
 * What the server keeps in step when documents change: on Firebase a
 * Firestore trigger in functions/ runs these; the Demo backend runs them
 * after its own commits.
 */

/**
 * config/shops holds every shop's state, and the hours of those that keep
 * them, so a page of products from many shops can tell which ones cannot be
 * ordered from now with one extra read.
 * Called with the shop as it is now (null once deleted).
 */
export async function syncShopState(
  store: DocumentStore,
  shopId: string,
  shop: DocData | null,
): Promise<void> {
  const state: ShopState = shop === null ? 'removed' : shop['open'] === true ? 'open' : 'closed';
  // Its hours, pause and extra hours as the list reads them; none for a shop without hours (or unreadable).
  const readable = parseData(shopSchema, shop);
  const times = readable?.openingHours && {
    openingHours: readable.openingHours,
    closedUntil: readable.closedUntil ?? null,
    ...(readable.openUntil && { openUntil: readable.openUntil }),
  };
  await store.runTransaction(async (tx) => {
    const doc = await tx.get(collections.config, configDocs.shops);
    const stored = parseData(shopStatesSchema, doc?.data);
    const states = stored?.states ?? {};
    const { [shopId]: was, ...otherTimes } = stored?.times ?? {};
    if (states[shopId] === state && JSON.stringify(was) === JSON.stringify(times)) return;
    tx.set(collections.config, configDocs.shops, {
      states: { ...states, [shopId]: state },
      times: { ...otherTimes, ...(times && { [shopId]: times }) },
    });
  });
}

/**
 * Every product carries its shop's name in each language (so a list of
 * products names their shops without reading them): when an admin renames
 * a shop, its products follow. A write that leaves the names as they were
 * (a vendor opening or closing) reads no product; products already named
 * right are left alone, so a trigger that runs twice writes nothing the
 * second time.
 */
export async function syncProductShopNames(
  store: DocumentStore,
  shopId: string,
  shop: DocData | null,
  before: DocData | null,
): Promise<void> {
  const wanted = shopNamesOf(shop);
  if (!wanted) return; // deleted, or not a readable shop: its products say so by their state
  const was = shopNamesOf(before);
  if (was && Object.entries(wanted).every(([field, value]) => was[field] === value)) return;
  let startAfter: Cursor | undefined;
  do {
    // The index the shop's own product list uses (firestore.indexes.json).
    const page = await store.query({
      collection: collections.products,
      where: [{ field: 'shopId', op: '==', value: shopId }],
      orderBy: [{ field: 'name' }],
      limit: 100,
      ...(startAfter && { startAfter }),
    });
    for (const product of page.docs) {
      const stale = Object.entries(wanted).some(
        ([field, value]) => (product.data[field] ?? '') !== value,
      );
      if (stale) await store.update(collections.products, product.id, wanted);
    }
    startAfter = page.next ?? undefined;
  } while (startAfter);
}

/**
 * A shop's names as its products carry them. Empty rather than absent: an
 * update merges, and must not keep a name the shop no longer has.
 */
function shopNamesOf(shop: DocData | null): Record<string, string> | null {
  const names = parseData(shopSchema, shop);
  return (
    names && {
      shopName: names.name,
      shopNameBn: names.nameBn ?? '',
      shopNameHi: names.nameHi ?? '',
    }
  );
}

/** What follows a shop's write: its state in config/shops, and its name on its products. */
export async function onShopWritten(
  store: DocumentStore,
  shopId: string,
  shop: DocData | null,
  before: DocData | null,
): Promise<void> {
  await Promise.all([
    syncShopState(store, shopId, shop),
    syncProductShopNames(store, shopId, shop, before),
  ]);
}

/** A trigger: the document as it is after the write (null once deleted) and as it was (null if new). */
type Trigger = (
  store: DocumentStore,
  id: string,
  after: DocData | null,
  before: DocData | null,
) => Promise<void>;

/** The triggers, by the collection whose writes start them. */
export const triggers: Readonly<Record<string, Trigger>> = {
  [collections.shops]: onShopWritten,
};
