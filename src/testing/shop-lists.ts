import type { DemoBackendHandle } from '../backend/demo/demo-backend';
import { readList } from '../data/shop-lists';
import { collections, type ShopList, type WithId } from '../lib/models';
import { newRequestId } from '../lib/order-identity';
import type { QuotedLine, SendListRequest } from '../port/callables';
import { signInAs, testPhone } from './staff-fixtures';

/**
 * Lists sent to the seeded town's shops in a component test (issue 37), as a
 * customer's browser sends them, and read back as the server wrote them.
 */

/** The smallest WebP there is: a photo the server keeps as it is. */
export const tinyPhoto = {
  mime: 'image/webp',
  data: 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvAAAAAAfQ//73v/+BiOh/AAA=',
};

/** Sends a list to Annapurna Grocery (or `shopId`) for School Para; its id, number and code. */
export async function sendTestList(
  handle: DemoBackendHandle,
  overrides: Partial<SendListRequest> = {},
): Promise<{ listId: string; number: string; code: string; phone: string }> {
  const phone = overrides.phone ?? testPhone();
  const result = await handle.backend.call('sendList', {
    requestId: newRequestId(),
    shopId: 'annapurna-grocery',
    customerName: 'Rina Das',
    phone,
    address: '14 School Para, first floor',
    landmark: '',
    note: '',
    neighbourhoodId: 'school-para',
    language: 'en',
    text: '2 kg rice, 1 kg masoor dal',
    ...overrides,
  });
  if (result.kind !== 'sent') throw new Error(`The test list was not sent: ${result.kind}`);
  return { listId: result.listId, number: result.number, code: result.code, phone };
}

/** The shop's vendor prices the list with `lines`, then signs out. */
export async function quoteTestList(
  handle: DemoBackendHandle,
  listId: string,
  lines: QuotedLine[],
): Promise<void> {
  await signInAs(handle, 'vendor');
  try {
    const result = await handle.backend.call('quoteList', {
      listId,
      action: 'quote',
      lines,
      note: '',
    });
    if (result.kind !== 'quoted') throw new Error(`The test list was not quoted: ${result.kind}`);
  } finally {
    await (await handle.backend.auth()).signOut();
  }
}

/** The list as the server wrote it. */
export async function storedList(
  handle: DemoBackendHandle,
  listId: string,
): Promise<WithId<ShopList> | null> {
  const doc = await handle.internals.serverStore.get(collections.shopLists, listId);
  return doc && readList(doc);
}
