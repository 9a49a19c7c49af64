import { useMutation } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import { queryClient } from '../../../data/query-client';
import { loadList } from '../../../data/shop-lists';
import { deviceId, rememberRecord } from '../../../lib/customer-memory';
import { collections, type ListStatus, type ShopList } from '../../../lib/models';
import type { AnswerQuoteRequest, AnswerQuoteResult } from '../../../port/callables';
import { watchedRecordQuery } from './find-order-reads';

/**
 * What a customer reads and answers of a list they sent a shop (issue 37):
 * the list by its id, read again every few seconds while the shop or they
 * still have something to do with it, and their answer to its quote.
 */

/** A list that may still move: the shop has to price it, or the customer to answer. */
const stillMoving: readonly ListStatus[] = ['sent', 'quoted'];

export const customerListQuery = (listId: string) =>
  watchedRecordQuery(
    collections.shopLists,
    listId,
    loadList,
    (list) => !stillMoving.includes(list.status),
  );

type Answer = AnswerQuoteRequest['action'];

/**
 * The customer confirms the quote (into an order), says no to it, or
 * withdraws the list before it is priced. An order made joins this
 * browser's records for the phone, so Find Order shows it as any other.
 * Whatever the answer, the list is read again to show it as it is now.
 */
export const useAnswerQuote = (list: Pick<ShopList, 'phone'> & { id: string }) =>
  useMutation(
    {
      mutationFn: async (action: Answer): Promise<AnswerQuoteResult> => {
        const backend = await getBackend();
        const result = await backend.call(
          'answerQuote',
          action === 'confirm'
            ? { listId: list.id, action, deviceId: deviceId() }
            : { listId: list.id, action },
        );
        if (result.kind === 'placed') {
          rememberRecord({
            collection: collections.orders,
            number: result.number,
            id: result.orderId,
            phone: list.phone,
            placedAt: Date.now(),
          });
        }
        return result;
      },
      // Not waited for: the answer is shown at once, and the list as it is now follows.
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: customerListQuery(list.id).queryKey });
      },
    },
    queryClient,
  );
