import type { QuotedLine, SendListRequest } from '../../port/callables';
import { parseDoc, shopListModel } from '../../lib/model-schemas';
import { collections, type ShopList, type WithId } from '../../lib/models';
import { newRequestId } from '../../lib/order-identity';
import type { Town } from './server-fixtures';

/**
 * Lists sent to the small town's shop (./server-fixtures): a customer's
 * request, photos and voice notes of a given size, and the list read back as
 * the server reads it.
 */

/** A data address of `mime` holding exactly `bytes` bytes. */
export function dataOf(mime: string, bytes: number): string {
  const whole = Math.floor(bytes / 3);
  const rest = bytes % 3;
  const tail = rest === 0 ? '' : rest === 1 ? 'AA==' : 'AAA=';
  return `data:${mime};base64,${'A'.repeat(whole * 4)}${tail}`;
}

export const photoOf = (bytes = 40_000, mime = 'image/jpeg') => ({
  mime,
  data: dataOf(mime, bytes),
});

/** A voice note as Chrome records it (`audio/webm;codecs=opus`), or as `mime` alone. */
export const voiceOf = (bytes = 60_000, seconds = 20, mime = 'audio/webm') => ({
  mime,
  data: dataOf(mime === 'audio/webm' ? `${mime};codecs=opus` : mime, bytes),
  seconds,
});

/** A signed-out customer's list for shop-1: typed lines unless told otherwise. */
export function listRequest(overrides: Partial<SendListRequest> = {}): SendListRequest {
  return {
    requestId: newRequestId(),
    shopId: 'shop-1',
    customerName: 'Rina Das',
    phone: '9876543210',
    address: '12 School Para Road',
    landmark: 'Near the temple',
    note: '',
    language: 'bn',
    text: '2 kg rice, 1 dal',
    ...overrides,
  };
}

/** Sends a list as a signed-out customer; its id. */
export async function sendList(town: Town, overrides: Partial<SendListRequest> = {}) {
  await town.signInAs(null);
  const result = await town.handle.backend.call('sendList', listRequest(overrides));
  if (result.kind !== 'sent') throw new Error(`not sent: ${result.kind}`);
  return result;
}

/** The list as the server reads it. */
export async function listOf(town: Town, listId: string): Promise<WithId<ShopList> | null> {
  return parseDoc(
    shopListModel,
    await town.handle.internals.serverStore.get(collections.shopLists, listId),
  );
}

/** The vendor of shop-1 quotes `lines`; leaves nobody signed in. */
export async function quote(
  town: Town,
  listId: string,
  lines: QuotedLine[],
  who: 'vendor' | 'admin' = 'vendor',
) {
  await town.signInAs(who);
  try {
    return await town.handle.backend.call('quoteList', {
      listId,
      action: 'quote',
      lines,
      note: 'Ready in an hour',
    });
  } finally {
    await town.signInAs(null);
  }
}
