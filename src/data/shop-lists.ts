import { queryOptions } from '@tanstack/react-query';
import { getBackend } from '../backend';
import { listMediaId, type ListMediaKind } from '../lib/list-media';
import { listMediaModel, parseDoc, shopListModel, type StoredFields } from '../lib/model-schemas';
import { collections, type ListMedia, type ShopList, type WithId } from '../lib/models';

/**
 * What the screens read of the lists sent to shops (issue 37): a list,
 * checked (its quote decides money), and its photo or voice note, each a
 * document of its own read by the list's id. The customer reads one list by
 * id; the shop's vendor and the admin read them by query.
 */

/** A list as stored, checked; null when it does not pass its model. */
export const readList = (doc: StoredFields): WithId<ShopList> | null =>
  parseDoc(shopListModel, doc);

/** The list with that id, checked; null when there is none (or it cannot be read). */
export async function loadList(listId: string): Promise<WithId<ShopList> | null> {
  const { store } = await getBackend();
  const doc = await store.get(collections.shopLists, listId);
  return doc && readList(doc);
}

/** A list's photo or voice note, checked; null when it was never sent, or is deleted. */
export async function loadListMedia(
  listId: string,
  kind: ListMediaKind,
): Promise<WithId<ListMedia> | null> {
  const { store } = await getBackend();
  return parseDoc(
    listMediaModel,
    await store.get(collections.listMedia, listMediaId(listId, kind)),
  );
}

/** A list's photo or voice note: it never changes, so it is read once a visit. */
export const listMediaQuery = (listId: string, kind: ListMediaKind) =>
  queryOptions({
    queryKey: [collections.listMedia, listMediaId(listId, kind)],
    queryFn: () => loadListMedia(listId, kind),
    staleTime: Infinity,
  });
