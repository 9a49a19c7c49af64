import type { AnswerQuoteResult, QuoteListResult, SendListResult } from '../port/callables';
import { backendError } from '../port/errors';
import { serverTime, type DocData, type Transaction } from '../port/types';
import { deliveryTermsFor } from '../lib/delivery-terms';
import { LIST_MEDIA_DAYS, LIST_VOICE_SECONDS_MAX, ORDERS_PER_PHONE_PER_DAY } from '../lib/limits';
import { checkListMedia, listMediaId, type ListMediaKind } from '../lib/list-media';
import {
  freeLineId,
  neighbourhoodModel,
  parseDoc,
  productSchema,
  shopListModel,
} from '../lib/model-schemas';
import {
  collections,
  type ListStatus,
  type OrderLine,
  type Quote,
  type QuoteLine,
  type ShopList,
  type WithId,
} from '../lib/models';
import { billFor, subtotalOf } from '../lib/money';
import { newOrderCode, recordIdFor } from '../lib/order-identity';
import { formatIndianMobile } from '../lib/phone';
import {
  answerQuoteRequest,
  quoteListRequest,
  sendListRequest,
} from '../lib/requests/call-schemas';
import { sentence, type ServerSentenceKey } from '../lib/server-sentences';
import { countForDevice, deviceKeyFor, phoneDayIsFull, readDeviceMemory } from './device-memory';
import { readListNotices, type NoticeList } from './list-notices';
import { readAudience } from './notices';
import {
  asDocData,
  catalogueLine,
  neighbourhoodFields,
  placed,
  priceCatalogueLines,
  readDestination,
  readOrderIn,
  readOrderingTerms,
  readShopToOrder,
  readBeforePlacing,
  writeNewOrder,
} from './order-workflow';
import { typedLine } from './outbox';
import { parseRequest } from './parse-request';
import { openOrderCount, readPhoneMemory, withDevice, writePhoneMemory } from './phone-memory';
import { freeReference, keepReference } from './references';
import { rolesOf, signedInUid, type ServerContext } from './server-context';

/**
 * Lists sent to shops, and their quotes (issue 37; docs/order-life.md, "A
 * list's life"). Instead of a cart a customer sends a shop a photo (a
 * handwritten list, a prescription), a voice note or a few typed lines; the
 * shop's vendor prices it from the catalogue, with free lines for what the
 * catalogue lacks, or refuses it; the customer confirms the quote into a
 * normal order — made by the order workflow's own writer
 * (src/server/order-workflow.ts `writeNewOrder`), stock taken in the same
 * transaction — or declines it. A list nobody answers climbs the same steps
 * as an order, and a quote nobody answers expires (src/server/list-sweep.ts).
 *
 * A list's id is the permission to read it and to answer its quote, as an
 * order's is: 32 hex digits from a request id only the sending browser knew,
 * which Find Order gives to someone else only for the phone and the list's
 * code. Its photo and voice note are documents of their own
 * (`listMedia`), checked here by type and size, and deleted with the list
 * LIST_MEDIA_DAYS after it was sent.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The list as stored, checked; a malformed one cannot be answered. */
export async function readListIn(
  tx: Pick<Transaction, 'get'>,
  listId: string,
): Promise<WithId<ShopList>> {
  const doc = await tx.get(collections.shopLists, listId);
  if (!doc) throw backendError('not-found', sentence('listGone'));
  const list = parseDoc(shopListModel, doc);
  if (!list) throw backendError('failed-precondition', sentence('listUnreadable'));
  return list;
}

/** The fields that move a list on: its status, a history step, the sweep's next time. */
export function listMove(
  list: Pick<ShopList, 'history'>,
  status: ListStatus,
  at: Date,
  nextStepAt: Date | null = null,
): DocData {
  return {
    status,
    history: [...list.history, { status, at }].slice(-20).map(asDocData),
    nextStepAt,
    updatedAt: serverTime,
  };
}

// ---- sendList ----------------------------------------------------------------

const mediaRefusals = {
  photo: { type: 'listPhotoType', size: 'listPhotoTooBig' },
  voice: { type: 'listVoiceType', size: 'listVoiceTooBig' },
} as const satisfies Record<ListMediaKind, Record<'type' | 'size', ServerSentenceKey>>;

/** A media item as sent, checked by its type and its decoded size; refused in plain words. */
function checkedMedia(kind: ListMediaKind, sent: { mime: string; data: string }) {
  const checked = checkListMedia(kind, sent.mime, sent.data);
  if ('problem' in checked) {
    throw backendError('invalid-argument', sentence(mediaRefusals[kind][checked.problem]));
  }
  return { kind, mime: sent.mime, data: sent.data, bytes: checked.bytes };
}

/** The staff chats' words for a new list: the server's lines, then each field the customer typed on its own. */
function listAlertText(
  list: Pick<
    ShopList,
    | 'number'
    | 'shopName'
    | 'customerName'
    | 'phone'
    | 'address'
    | 'landmark'
    | 'note'
    | 'neighbourhood'
    | 'text'
    | 'photo'
    | 'voice'
  >,
): string {
  const sent = [
    ...(list.photo ? ['a photo'] : []),
    ...(list.voice ? [`a voice note of ${list.voice.seconds} s`] : []),
  ];
  return [
    `New list ${list.number} — ${list.shopName}`,
    ...(sent.length > 0 ? [`With ${sent.join(' and ')}: open the app to see it`] : []),
    ...(list.text ? [typedLine('Typed', list.text)] : []),
    typedLine('Name', list.customerName),
    `Phone: ${formatIndianMobile(list.phone)}`,
    typedLine('Address', list.address),
    ...(list.neighbourhood ? [`Neighbourhood: ${list.neighbourhood}`] : []),
    ...(list.landmark ? [typedLine('Landmark', list.landmark)] : []),
    ...(list.note ? [typedLine('Note', list.note)] : []),
    'Price it or refuse it in the app.',
  ].join('\n');
}

const sentResult = (list: WithId<Pick<ShopList, 'number' | 'code'>>): SendListResult => ({
  kind: 'sent',
  listId: list.id,
  number: list.number,
  code: list.code,
});

/**
 * sendList: anyone may send a shop a list. One transaction re-reads the shop
 * (gone, closed, outside its hours: as checkout answers), the neighbourhood,
 * the phone's and the device's day (a list counts as an order against both),
 * then writes the list, its media, its number, the phone's memory and the
 * shop's alert (out of its hourly budget, as a new order's). The same
 * request id again returns the list already sent.
 */
export async function handleSendList(
  context: ServerContext,
  data: unknown,
): Promise<SendListResult> {
  const request = parseRequest(sendListRequest, data);
  if (!request.text && !request.photo && !request.voice) {
    throw backendError('invalid-argument', sentence('listEmpty'));
  }
  const photo = request.photo ? checkedMedia('photo', request.photo) : null;
  const voice = request.voice ? checkedMedia('voice', request.voice) : null;
  if (request.voice && request.voice.seconds > LIST_VOICE_SECONDS_MAX) {
    throw backendError(
      'invalid-argument',
      sentence('listVoiceTooLong', { seconds: LIST_VOICE_SECONDS_MAX }),
    );
  }
  const { store } = context;
  const listId = await recordIdFor(collections.shopLists, request.requestId);
  const { neighbourhoodListed, deviceKey, audience } = await readBeforePlacing(store, request);
  return store.runTransaction(async (tx) => {
    const existing = await tx.get(collections.shopLists, listId);
    if (existing) {
      const list = parseDoc(shopListModel, existing);
      if (!list) throw backendError('failed-precondition', sentence('listUnreadable'));
      return sentResult(list);
    }
    const now = new Date();
    const toShop = await readShopToOrder(tx, request.shopId, now);
    if (toShop.kind !== 'open') return toShop;
    const { shop } = toShop;
    if (toShop.listNeedsPhoto && !photo) {
      throw backendError('invalid-argument', sentence('listNeedsPhoto', { shop: shop.name }));
    }
    const neighbourhood = await readDestination(
      tx,
      shop,
      request.neighbourhoodId,
      neighbourhoodListed,
    );
    const memory = await readPhoneMemory(tx, request.phone, now.getTime());
    const device = deviceKey ? await readDeviceMemory(tx, deviceKey, now.getTime()) : null;
    // Lists and orders share the phone's and the device's day: a list is an order asked for.
    if (phoneDayIsFull('order', memory, device)) {
      return { kind: 'daily-limit', limit: ORDERS_PER_PHONE_PER_DAY };
    }
    const terms = await readOrderingTerms(tx);
    const number = await freeReference(tx, 'list');
    const notices = await readListNotices(tx, request.shopId, audience, now.getTime(), {
      budget: true,
    });

    // Every read is done; the writes follow.
    const deleteAt = new Date(now.getTime() + LIST_MEDIA_DAYS * DAY_MS);
    const list: Omit<ShopList, 'createdAt' | 'updatedAt'> = {
      number,
      code: newOrderCode(),
      shopId: request.shopId,
      shopName: shop.name,
      ...(shop.nameBn && { shopNameBn: shop.nameBn }),
      ...(shop.nameHi && { shopNameHi: shop.nameHi }),
      customerName: request.customerName,
      phone: request.phone,
      address: request.address,
      landmark: request.landmark,
      note: request.note,
      ...neighbourhoodFields(neighbourhood),
      language: request.language,
      text: request.text,
      photo: photo !== null,
      voice: request.voice && voice ? { seconds: request.voice.seconds } : null,
      status: 'sent',
      quote: null,
      reasonCode: null,
      reason: null,
      orderId: null,
      // The sweep's first step for it, as for an order (src/server/list-sweep.ts).
      nextStepAt: new Date(now.getTime() + terms.remindAfterMinutes * 60_000),
      deleteAt,
      history: [{ status: 'sent', at: now }],
    };
    tx.set(collections.shopLists, listId, {
      ...asDocData(list),
      createdAt: serverTime,
      updatedAt: serverTime,
    });
    for (const media of [photo, voice]) {
      if (!media) continue;
      tx.set(collections.listMedia, listMediaId(listId, media.kind), {
        listId,
        shopId: request.shopId,
        ...media,
        deleteAt,
      });
    }
    keepReference(tx, number, { collection: collections.shopLists, id: listId });
    writePhoneMemory(
      tx,
      request.phone,
      withDevice(
        {
          ...memory,
          orderTimes: [...memory.orderTimes, now.getTime()],
          records: {
            ...memory.records,
            [listId]: {
              collection: collections.shopLists,
              number,
              code: list.code,
              at: now.getTime(),
              ...(deviceKey && { device: deviceKey }),
            },
          },
        },
        deviceKey,
        now.getTime(),
      ),
      { ordersChanged: false },
    );
    if (device) countForDevice(tx, device, 'order', now.getTime());
    notices.sent({ ...list, id: listId, createdAt: now }, listAlertText(list), {
      phone: request.phone,
      device: deviceKey ?? undefined,
    });
    return sentResult({ ...list, id: listId });
  });
}

// ---- quoteList ---------------------------------------------------------------

/** Who may answer a list: an admin any, a vendor their own shop's; anyone else is refused. */
async function quoterOf(context: ServerContext, shopId: string) {
  const roles = await rolesOf(context, signedInUid(context));
  if (roles.admin || roles.vendorShopId === shopId) return roles.uid;
  throw backendError('permission-denied', sentence('listNotYours'));
}

/** The list before its transaction: which shop it is of, so the caller and who is told are known. */
async function listBefore(context: ServerContext, listId: string): Promise<WithId<ShopList>> {
  return readListIn(context.store, listId);
}

const noticeListOf = (list: WithId<ShopList>): NoticeList => list;

/**
 * quoteList: the shop's vendor, or an admin, answers a `sent` list. A quote's
 * catalogue lines are priced, named and measured from the shop's products as
 * they are now (a product of another shop, gone, or short of the quantity is
 * refused in plain words); its free lines keep the shop's price; the fee is
 * the list's neighbourhood's, on the quote's subtotal, as checkout's. The
 * quote waits `quoteHours` (config/ordering) for the customer, who is told.
 * A refusal carries a reason a shop rejects an order with.
 */
export async function handleQuoteList(
  context: ServerContext,
  data: unknown,
): Promise<QuoteListResult> {
  const request = parseRequest(quoteListRequest, data);
  const seen = await listBefore(context, request.listId);
  const byUid = await quoterOf(context, seen.shopId);
  const audience = await readAudience(context.store, { orderId: request.listId });
  return context.store.runTransaction(async (tx) => {
    const list = await readListIn(tx, request.listId);
    if (list.shopId !== seen.shopId)
      throw backendError('permission-denied', sentence('listNotYours'));
    if (list.status !== 'sent') throw backendError('failed-precondition', sentence('listAnswered'));
    const now = new Date();

    if (request.action === 'refuse') {
      const notices = await readListNotices(tx, list.shopId, audience, now.getTime());
      tx.update(collections.shopLists, list.id, {
        ...listMove(list, 'refused', now),
        reasonCode: request.reasonCode,
        reason: request.reason.trim() || null,
      });
      notices.refused(noticeListOf(list), request.reasonCode);
      return { kind: 'refused' };
    }

    const lines: QuoteLine[] = [];
    for (const line of request.lines) {
      if (line.kind === 'free') {
        lines.push({
          kind: 'free',
          name: line.name,
          unit: line.unit ?? '',
          price: line.price,
          quantity: line.quantity,
        });
        continue;
      }
      const product = parseDoc(productSchema, await tx.get(collections.products, line.productId));
      if (!product || product.shopId !== list.shopId) {
        throw backendError('failed-precondition', sentence('quoteProductNotYours'));
      }
      if (product.stock < line.quantity) {
        throw backendError(
          'failed-precondition',
          sentence('quoteShortOfStock', { product: product.name, stock: product.stock }),
        );
      }
      lines.push({ kind: 'product', ...catalogueLine(product, line.quantity) });
    }
    const town = await readOrderingTerms(tx);
    // The list's neighbourhood's fee, as checkout charges it; the shop's minimum is its own to waive.
    const neighbourhood = list.neighbourhoodId
      ? parseDoc(neighbourhoodModel, await tx.get(collections.neighbourhoods, list.neighbourhoodId))
      : null;
    const { subtotal, deliveryFee, total } = billFor(
      lines,
      deliveryTermsFor(town, neighbourhood, null),
    );
    const notices = await readListNotices(tx, list.shopId, audience, now.getTime());

    // Every read is done; the writes follow.
    const expiresAt = new Date(now.getTime() + town.quoteHours * HOUR_MS);
    const quote: Quote = {
      lines,
      note: request.note,
      subtotal,
      deliveryFee,
      total,
      quotedAt: now,
      expiresAt,
      byUid,
    };
    tx.update(collections.shopLists, list.id, {
      // The sweep's next time for it: the quote's expiry.
      ...listMove(list, 'quoted', now, expiresAt),
      quote: asDocData({ ...quote, lines: quote.lines.map(asDocData) }),
    });
    notices.quoted(noticeListOf(list), { total, hours: town.quoteHours });
    return { kind: 'quoted', subtotal, deliveryFee, total, expiresAt: expiresAt.getTime() };
  });
}

// ---- answerQuote -------------------------------------------------------------

/** The lines a confirmed quote's order has, in the quote's order: free lines marked, with ids of their own. */
function orderLinesOf(quote: Quote, priced: readonly OrderLine[]): OrderLine[] {
  let free = 0;
  return quote.lines.flatMap((line): OrderLine[] => {
    if (line.kind === 'product') {
      const found = priced.find((each) => each.productId === line.productId);
      return found ? [found] : [];
    }
    free += 1;
    return [
      {
        productId: freeLineId(free),
        name: line.name,
        unit: line.unit,
        price: line.price,
        quantity: line.quantity,
        free: true,
      },
    ];
  });
}

/**
 * Confirms the quote into a normal order, in one transaction: the list read
 * again (a confirm retried returns the order it made; an expired quote is
 * marked so), the shop (open now), every catalogue line at today's price and
 * stock — one that ran out or changed price since the quote refuses the
 * whole confirm with what changed, writing nothing — the phone's open orders
 * (at their bound, refused as checkout refuses), then the order written
 * by the order workflow's own writer with the quote's fee, and the list
 * marked confirmed with the order's id.
 */
async function confirmQuote(
  context: ServerContext,
  listId: string,
  deviceId: string | undefined,
): Promise<AnswerQuoteResult> {
  const { store } = context;
  const seen = await listBefore(context, listId);
  const deviceKey = deviceId ? await deviceKeyFor(deviceId) : null;
  // The order's id follows from the list's: a retried confirm finds the order it made.
  const orderId = await recordIdFor(collections.orders, `${collections.shopLists}:${listId}`);
  const audience = await readAudience(store, { shopId: seen.shopId });
  return store.runTransaction(async (tx) => {
    const list = await readListIn(tx, listId);
    if (list.status === 'confirmed' && list.orderId) {
      return placed(await readOrderIn(tx, list.orderId));
    }
    if (list.status === 'expired') return { kind: 'expired' };
    if (list.status !== 'quoted' || !list.quote) {
      throw backendError('failed-precondition', sentence('quoteNotOpen'));
    }
    const { quote } = list;
    const now = new Date();
    if (quote.expiresAt.getTime() <= now.getTime()) {
      tx.update(collections.shopLists, list.id, listMove(list, 'expired', now));
      return { kind: 'expired' };
    }
    const toShop = await readShopToOrder(tx, list.shopId, now);
    if (toShop.kind === 'shop-gone') {
      throw backendError('failed-precondition', sentence('listShopGone'));
    }
    if (toShop.kind === 'shop-closed') {
      throw backendError('failed-precondition', sentence('shopClosedNow'));
    }
    const {
      lines: priced,
      changes,
      stockNow,
    } = await priceCatalogueLines(
      tx,
      list.shopId,
      quote.lines.flatMap((line) =>
        line.kind === 'product'
          ? [{ productId: line.productId, quantity: line.quantity, price: line.price }]
          : [],
      ),
    );
    if (changes.length > 0) return { kind: 'changed', lines: changes };
    const memory = await readPhoneMemory(tx, list.phone, now.getTime());
    const terms = await readOrderingTerms(tx);
    // A confirmed quote is a cash order on its way like any other: the phone's bound holds.
    if (openOrderCount(memory) >= terms.openOrdersPerPhone) {
      return { kind: 'open-order-limit', limit: terms.openOrdersPerPhone };
    }
    const lines = orderLinesOf(quote, priced);
    // The catalogue's prices are the quote's (else it changed, above); the fee is the quote's.
    const subtotal = subtotalOf(lines);
    const order = await writeNewOrder(tx, {
      orderId,
      shopId: list.shopId,
      shop: toShop.shop,
      lines,
      stockNow,
      bill: { subtotal, deliveryFee: quote.deliveryFee, total: subtotal + quote.deliveryFee },
      neighbourhood: list.neighbourhoodId
        ? {
            id: list.neighbourhoodId,
            name: list.neighbourhood ?? '',
            ...(list.neighbourhoodBn && { nameBn: list.neighbourhoodBn }),
            ...(list.neighbourhoodHi && { nameHi: list.neighbourhoodHi }),
          }
        : null,
      contact: {
        customerName: list.customerName,
        phone: list.phone,
        address: list.address,
        landmark: list.landmark,
        note: list.note,
        language: list.language,
      },
      remindAfterMinutes: terms.remindAfterMinutes,
      memory,
      device: null,
      deviceKey,
      audience,
      checkout: false,
      fromList: list.id,
      now,
    });
    tx.update(collections.shopLists, list.id, {
      ...listMove(list, 'confirmed', now),
      orderId,
    });
    return placed(order);
  });
}

/**
 * answerQuote: whoever holds the list's id confirms its quote into an order
 * (`confirmQuote`), declines it, or withdraws the list before it is quoted.
 * Declining or withdrawing twice is done once; a quote that expired is said
 * to have.
 */
export async function handleAnswerQuote(
  context: ServerContext,
  data: unknown,
): Promise<AnswerQuoteResult> {
  const request = parseRequest(answerQuoteRequest, data);
  if (request.action === 'confirm') return confirmQuote(context, request.listId, request.deviceId);
  const [from, to] =
    request.action === 'decline'
      ? (['quoted', 'declined'] as const)
      : (['sent', 'withdrawn'] as const);
  return context.store.runTransaction(async (tx) => {
    const list = await readListIn(tx, request.listId);
    if (list.status === to) return { kind: 'done' };
    if (request.action === 'decline' && list.status === 'expired') return { kind: 'expired' };
    if (list.status !== from) {
      throw backendError(
        'failed-precondition',
        sentence(request.action === 'decline' ? 'quoteNotOpen' : 'listAnswered'),
      );
    }
    tx.update(collections.shopLists, list.id, listMove(list, to, new Date()));
    return { kind: 'done' };
  });
}
