import { queryOptions, useMutation } from '@tanstack/react-query';
import { getBackend } from '../backend';
import { collections } from '../lib/models';
import { readOne } from './lists';
import { queryClient } from './query-client';
import { recordKey } from './entity-keys';

/** A shop's QR photo (`shopQr/{shopId}`), read by id where it is shown: null when it has none. */
export const shopQrQuery = (shopId: string) =>
  queryOptions({
    queryKey: recordKey(collections.shopQr, shopId),
    queryFn: () => readOne(collections.shopQr, shopId),
  });

/** Sets a shop's QR photo (a shrunk data address), or takes it away with ''; the photo is read again. */
export function useSaveShopQr(shopId: string) {
  const qr = shopQrQuery(shopId);
  return useMutation(
    {
      mutationFn: async (image: string) => {
        const backend = await getBackend();
        await backend.call('setShopQr', { shopId, image });
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: qr.queryKey }),
    },
    queryClient,
  );
}
