import { queryOptions, useMutation } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import { readOne } from '../../../data/lists';
import { queryClient } from '../../../data/query-client';
import { locale } from '../../../lib/i18n';
import { collections } from '../../../lib/models';
import { recordKey } from '../../../data/entity-keys';

/**
 * The Telegram chat the vendor's shop linked (shopChats/{shopId}: its vendor
 * and the admins may read it), read again whenever the page comes back into
 * view: the vendor presses Start in Telegram, then returns here.
 */
export const shopChatQuery = (shopId: string) =>
  queryOptions({
    queryKey: recordKey(collections.shopChats, shopId),
    queryFn: () => readOne(collections.shopChats, shopId),
    refetchOnWindowFocus: 'always',
  });

/** A one-time link to Telegram for the vendor's own shop, in the language on screen. */
export function useMakeTelegramLink() {
  return useMutation(
    {
      mutationFn: async () =>
        (await getBackend()).call('shopTelegram', { action: 'link', language: locale.get() }),
    },
    queryClient,
  );
}

/** Unties the shop's chat; the shop's news goes to the admin's chat again. */
export function useUnlinkTelegram(shopId: string) {
  const chat = shopChatQuery(shopId);
  return useMutation(
    {
      mutationFn: async () => (await getBackend()).call('shopTelegram', { action: 'unlink' }),
      onSuccess: () => {
        queryClient.setQueryData(chat.queryKey, null);
        void queryClient.invalidateQueries({ queryKey: chat.queryKey });
      },
    },
    queryClient,
  );
}
