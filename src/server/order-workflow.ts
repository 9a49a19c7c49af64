import * as valibot from 'valibot';
import type { LineChange, PlaceOrderRequest, PlaceOrderResult } from '../port/callables';
import { backendError } from '../port/errors';
import { serverTime, type DocData, type DocumentStore, type Transaction } from '../port/types';
import { ORDERS_PER_PHONE_PER_DAY } from '../lib/limits';
import {
  listNeedsPhoto,
  neighbourhoodModel,
  orderingTermsOf,
  orderSchema,
  parseData,
  parseDoc,
  productSchema,
  shopModel,
  shopSchema,
} from '../lib/model-schemas';
import { deliversTo, deliveryTermsFor } from '../lib/delivery-terms';
import {
  collections,
  configDocs,
  type Neighbourhood,
  type Order,
  type OrderingTerms,
  type OrderLine,
  type OrderStatus,
  type PhoneActivity,
  type Shop,
  type WithId,
} from '../lib/models';
import { billFor, formatRupees } from '../lib/money';
import { newOrderCode } from '../lib/order-identity';
import type { ReasonCode } from '../lib/order-reasons';
import { canMove, returnsStock, stoppedShort, type Actor } from '../lib/order-status';
import { formatIndianMobile } from '../lib/phone';
import { sentence, type ServerSentenceKey } from '../lib/server-sentences';
import { opennessAt } from '../lib/shop-hours';
import { openOrderCount, readPhoneMemory, withDevice, writePhoneMemory } from './phone-memory';
import {
  countForDevice,
  deviceKeyFor,
  phoneDayIsFull,
  readDeviceMemory,
  type DeviceMemory,
} from './device-memory';
import { freeReference, keepReference } from './references';
import type { AlertSource, ShopAlerts } from './shop-alerts';
import { defang, outboxEntry, typedLine, type StaffNotice } from './outbox';
import {
  audienceForMove,
  moveTellsChats,
  nobody,
  readAudience,
  readOrderNotices,
  writeAssignedNotices,
  type Audience,
} from './notices';
import { devicesOfStaff } from './push-devices';
import { closedNowSentence } from './shop-times';
import {
  isCashOrder,
  readCashChange,
  refuseCashOverLimit,
  writeDeliveredCash,
} from './cash-in-hand';

/**
 * The order workflow, written once on the backend port and run only by
 * trusted code: the callable handlers in src/server, which Cloud Functions
 * run with the Admin SDK and the Demo backend runs in the browser. Placing an
 * order checks and takes stock in the same transaction that writes the
 * order, the phone's memory and the staff alerts; every status move after
 * that goes through one transition table and keeps stock and the phone's
 * open statuses in step. Nothing here trusts a price, a total or a stock level from a browser.
 */

/** Stored documents are plain data at the port; this is the one place a model becomes one. */
export const asDocData = (value: object): DocData => value as DocData;

export async function readOrderingTerms(reader: Pick<Transaction, 'get'>): Promise<OrderingTerms> {
  const doc = await reader.get(collections.config, configDocs.ordering);
  return orderingTermsOf(doc?.data);
}

/**
 * Whether the town keeps a list of neighbourhoods (one read, before the
 * transaction: an admin adding the first one while an order is on its way
 * changes nothing that order is charged). Then every order names one and
 * pays its fee, whether or not its shop lists the ones it delivers to: an
 * order without one would pay the town's flat fee instead.
 */
export async function townListsNeighbourhoods(store: DocumentStore): Promise<boolean> {
  const page = await store.query({ collection: collections.neighbourhoods, limit: 1 });
  return page.docs.length > 0;
}

/**
 * What placing an order or sending a list at a shop reads before its
 * transaction: whether it must name a neighbourhood, the device's key, and
 * who hears of it, the shop's vendors' devices (a transaction reads
 * documents, not queries).
 */
export async function readBeforePlacing(
  store: DocumentStore,
  placing: { shopId: string; neighbourhoodId?: string | undefined; deviceId?: string | undefined },
) {
  const neighbourhoodListed =
    placing.neighbourhoodId !== undefined || (await townListsNeighbourhoods(store));
  const deviceKey = placing.deviceId ? await deviceKeyFor(placing.deviceId) : null;
  const audience = await readAudience(store, { shopId: placing.shopId });
  return { neighbourhoodListed, deviceKey, audience };
}

/** The staff chats' words for a new order: the server's lines, then each field the customer typed on its own. */
function alertText(
  order: Omit<Order, 'createdAt' | 'updatedAt' | 'history' | 'nextStepAt'>,
): string {
  const items = order.lines.map((line) =>
    line.free
      ? `• ${line.quantity} × ${defang(line.name)}${line.unit ? ` (${defang(line.unit)})` : ''}, priced by the shop`
      : `• ${line.quantity} × ${line.name} (${line.unit})`,
  );
  return [
    `New order ${order.number} — ${order.shopName}`,
    ...items,
    `Total ${formatRupees(order.total, 'en')}, cash on delivery`,
    ...(order.fromList ? ['From a list the shop quoted'] : []),
    typedLine('Name', order.customerName),
    `Phone: ${formatIndianMobile(order.phone)}`,
    typedLine('Address', order.address),
    ...(order.neighbourhood ? [`Neighbourhood: ${order.neighbourhood}`] : []),
    ...(order.landmark ? [typedLine('Landmark', order.landmark)] : []),
    ...(order.note ? [typedLine('Note', order.note)] : []),
  ].join('\n');
}

export interface PlaceOrderInput extends PlaceOrderRequest {
  /** Derived from the request id by the handler (lib/order-identity `recordIdFor`). */
  orderId: string;
}

export const placed = (order: WithId<Order>): Extract<PlaceOrderResult, { kind: 'placed' }> => ({
  kind: 'placed',
  orderId: order.id,
  number: order.number,
  code: order.code,
  total: order.total,
});

/**
 * The staff alerts of one event about a shop's order, out of the shop's
 * hourly budget (src/server/shop-alerts.ts): sent, or merged into its digest.
 */
export function writeShopAlerts(
  tx: Transaction,
  alerts: ShopAlerts,
  _shopName: string,
  subject: string,
  notices: { id: string; notice: StaffNotice }[],
  source: AlertSource = {},
): void {
  if (alerts.spend('others', source)) {
    for (const { id, notice } of notices)
      tx.set(collections.notifications, id, outboxEntry(notice, subject));
  }
  alerts.save(tx);
}

// ---- What placing an order reads, and the one writer of a new order ----------
// Checkout (`placeOrder`) and a confirmed quote (src/server/shop-lists.ts
// `answerQuote`) make an order the same way: these read what it needs inside
// the transaction, and `writeNewOrder` writes it, with its stock, number,
// phone memory and notices.

/** The shop an order (or a list) goes to, open now; or the answer that it is gone or closed. */
export type ShopToOrder =
  | {
      kind: 'open';
      shop: WithId<valibot.InferOutput<typeof shopSchema>>;
      /** Whether a list sent to it must carry a photo (lib/model-schemas `listNeedsPhoto`). */
      listNeedsPhoto: boolean;
    }
  | Extract<PlaceOrderResult, { kind: 'shop-gone' | 'shop-closed' }>;

/**
 * Reads the shop inside `tx`: gone, closed by its vendor (with its names, so
 * the customer reads them in their language), or open. Outside its hours,
 * or paused by its vendor, it is refused (thrown) with when it opens.
 */
export async function readShopToOrder(
  tx: Pick<Transaction, 'get'>,
  shopId: string,
  now: Date,
): Promise<ShopToOrder> {
  const doc = await tx.get(collections.shops, shopId);
  const shop = parseDoc(shopSchema, doc);
  if (!shop) return { kind: 'shop-gone' };
  if (!shop.open) {
    return {
      kind: 'shop-closed',
      shopName: shop.name,
      ...(shop.nameBn && { shopNameBn: shop.nameBn }),
      ...(shop.nameHi && { shopNameHi: shop.nameHi }),
    };
  }
  const openness = opennessAt(shop, now);
  if (openness.state === 'closed') {
    throw backendError('failed-precondition', closedNowSentence(openness.opens, now));
  }
  const kind = parseData(shopListKindModel, doc?.data);
  return { kind: 'open', shop, listNeedsPhoto: kind ? listNeedsPhoto(kind) : false };
}

const shopListKindModel = valibot.pick(shopModel, ['type', 'listNeedsPhoto']);

/**
 * Where an order goes, read inside `tx`: the neighbourhood it names, which
 * must be on the list and one the shop delivers to; none only where the town
 * keeps no list and the shop names none (refused, thrown, otherwise).
 */
export async function readDestination(
  tx: Pick<Transaction, 'get'>,
  shop: Pick<Shop, 'name' | 'neighbourhoods'>,
  neighbourhoodId: string | undefined,
  neighbourhoodListed: boolean,
): Promise<WithId<Neighbourhood> | null> {
  const neighbourhood = neighbourhoodId
    ? parseDoc(neighbourhoodModel, await tx.get(collections.neighbourhoods, neighbourhoodId))
    : null;
  if (neighbourhoodId && !neighbourhood) {
    throw backendError('failed-precondition', sentence('neighbourhoodGone'));
  }
  if (!neighbourhood && (neighbourhoodListed || shop.neighbourhoods?.length)) {
    throw backendError('failed-precondition', sentence('neighbourhoodNeeded'));
  }
  if (neighbourhood && !deliversTo(shop, neighbourhood.id)) {
    throw backendError(
      'failed-precondition',
      sentence('shopNotDeliveringThere', { shop: shop.name, neighbourhood: neighbourhood.name }),
    );
  }
  return neighbourhood;
}

/** A line of `quantity` of a product, named, measured and priced as the catalogue has it now. */
export const catalogueLine = (
  product: WithId<valibot.InferOutput<typeof productSchema>>,
  quantity: number,
): OrderLine => ({
  productId: product.id,
  name: product.name,
  ...(product.nameBn && { nameBn: product.nameBn }),
  ...(product.nameHi && { nameHi: product.nameHi }),
  unit: product.unit,
  price: product.price,
  quantity,
});

/** Catalogue lines as the server priced them, what changed since they were chosen, and each one's stock. */
export interface PricedLines {
  lines: OrderLine[];
  /** Every line gone, short or re-priced, all at once. */
  changes: LineChange[];
  /** Each product's stock as read, so the write takes the quantity off it. */
  stockNow: Map<string, number>;
}

/**
 * Reads each product chosen (inside `tx`) and prices its line from the
 * catalogue: a product of another shop or gone, one short of the quantity,
 * or one whose price is no longer the one chosen at, is a change.
 */
export async function priceCatalogueLines(
  tx: Pick<Transaction, 'get'>,
  shopId: string,
  chosen: readonly { productId: string; quantity: number; price: number }[],
): Promise<PricedLines> {
  const changes: LineChange[] = [];
  const lines: OrderLine[] = [];
  const stockNow = new Map<string, number>();
  for (const line of chosen) {
    const product = parseDoc(productSchema, await tx.get(collections.products, line.productId));
    if (!product || product.shopId !== shopId) {
      changes.push({ productId: line.productId, name: product?.name ?? '', now: null });
      continue;
    }
    if (product.stock < line.quantity || product.price !== line.price) {
      changes.push({
        productId: product.id,
        name: product.name,
        now: { stock: product.stock, price: product.price },
      });
    }
    stockNow.set(product.id, product.stock);
    lines.push(catalogueLine(product, line.quantity));
  }
  return { lines, changes, stockNow };
}

/** productId → quantity of the lines that took stock (a free line takes none). */
export const stockQuantitiesOf = (lines: readonly OrderLine[]) =>
  Object.fromEntries(
    lines.filter((line) => !line.free).map((line) => [line.productId, line.quantity]),
  );

/** A neighbourhood as an order or a list keeps it: its id and its names in each language it has. */
export const neighbourhoodFields = (
  neighbourhood: Pick<WithId<Neighbourhood>, 'id' | 'name' | 'nameBn' | 'nameHi'> | null,
) =>
  neighbourhood
    ? {
        neighbourhoodId: neighbourhood.id,
        neighbourhood: neighbourhood.name,
        ...(neighbourhood.nameBn && { neighbourhoodBn: neighbourhood.nameBn }),
        ...(neighbourhood.nameHi && { neighbourhoodHi: neighbourhood.nameHi }),
      }
    : {};

/** An order about to be written: everything read and priced inside its transaction. */
export interface NewOrder {
  orderId: string;
  shopId: string;
  shop: Pick<Shop, 'name' | 'nameBn' | 'nameHi'>;
  /** Its lines: the catalogue's (which take stock) and a quote's free ones (`free: true`). */
  lines: OrderLine[];
  stockNow: ReadonlyMap<string, number>;
  bill: { subtotal: number; deliveryFee: number; total: number };
  neighbourhood: Pick<WithId<Neighbourhood>, 'id' | 'name' | 'nameBn' | 'nameHi'> | null;
  contact: Pick<Order, 'customerName' | 'phone' | 'address' | 'landmark' | 'note' | 'language'>;
  /** The admin's first wait (config/ordering): when the sweep owes the order its reminder. */
  remindAfterMinutes: number;
  /** The phone's memory and the device's, as read in the transaction. */
  memory: PhoneActivity;
  device: DeviceMemory | null;
  deviceKey: string | null;
  /** Who hears of it, read before the transaction. */
  audience: Audience;
  /**
   * A checkout counts against the phone's and the device's day and spends
   * the shop's alert budget; a confirmed quote does neither (its list did),
   * and its alert always goes out: the shop priced it.
   */
  checkout: boolean;
  /** The list whose quote it is. */
  fromList?: string;
  now: Date;
}

/**
 * Writes a new order in `tx`, after its last reads (a number nobody has, the
 * notices' budget and chat): the stock its catalogue lines take, the order
 * under its id with a secret code and the sweep's first step, its number,
 * the phone's memory and open statuses, the device's count, and the staff
 * alerts. The one writer of a new order.
 */
export async function writeNewOrder(tx: Transaction, order: NewOrder): Promise<WithId<Order>> {
  const { now, contact, neighbourhood, lines } = order;
  const number = await freeReference(tx, 'order');
  const notices = await readOrderNotices(tx, order.shopId, order.audience, now.getTime(), {
    budget: order.checkout,
  });

  // Every read is done; the writes follow.
  const fields = {
    number,
    code: newOrderCode(),
    shopId: order.shopId,
    shopName: order.shop.name,
    ...(order.shop.nameBn && { shopNameBn: order.shop.nameBn }),
    ...(order.shop.nameHi && { shopNameHi: order.shop.nameHi }),
    lines,
    quantities: stockQuantitiesOf(lines),
    subtotal: order.bill.subtotal,
    deliveryFee: order.bill.deliveryFee,
    total: order.bill.total,
    ...neighbourhoodFields(neighbourhood),
    customerName: contact.customerName,
    phone: contact.phone,
    address: contact.address,
    landmark: contact.landmark,
    note: contact.note,
    ...(contact.language && { language: contact.language }),
    payment: 'cod' as const,
    status: 'placed' as const,
    deliveryUid: null,
    reasonCode: null,
    reason: null,
    changes: [],
    ...(order.fromList && { fromList: order.fromList }),
  };
  for (const line of lines) {
    if (line.free) continue;
    tx.update(collections.products, line.productId, {
      stock: (order.stockNow.get(line.productId) ?? 0) - line.quantity,
    });
  }
  tx.set(collections.orders, order.orderId, {
    ...asDocData(fields),
    createdAt: serverTime,
    updatedAt: serverTime,
    history: [{ status: 'placed', at: now }],
    // The sweep's first step for it (src/server/escalation).
    nextStepAt: new Date(now.getTime() + order.remindAfterMinutes * 60_000),
  });
  keepReference(tx, number, { collection: collections.orders, id: order.orderId });
  const { memory, deviceKey } = order;
  writePhoneMemory(
    tx,
    contact.phone,
    withDevice(
      {
        ...memory,
        orderTimes: order.checkout ? [...memory.orderTimes, now.getTime()] : memory.orderTimes,
        records: {
          ...memory.records,
          [order.orderId]: {
            collection: collections.orders,
            number,
            code: fields.code,
            status: 'placed',
            at: now.getTime(),
            ...(deviceKey && { device: deviceKey }),
          },
        },
      },
      deviceKey,
      now.getTime(),
    ),
    { ordersChanged: true },
  );
  if (order.device && order.checkout) countForDevice(tx, order.device, 'order', now.getTime());
  // The alerts' budget counts the browser by the same hash as its limits, never by its id.
  notices.placed({ ...fields, id: order.orderId, createdAt: now }, alertText(fields), {
    phone: contact.phone,
    device: deviceKey ?? undefined,
  });
  return {
    ...fields,
    id: order.orderId,
    createdAt: now,
    updatedAt: now,
    history: [{ status: 'placed', at: now }],
  };
}

/**
 * Places the order in one transaction. Re-reads the shop, the terms, the
 * phone's memory and every product; refuses (writing nothing) a closed or
 * unknown shop, a shop outside its hours (thrown, with when it opens), an
 * order that names no neighbourhood where the town lists some (thrown), a
 * phone at its limit of open orders or of orders today (unless the phone
 * knows the device, src/server/device-memory), a device at its own daily
 * limit (thrown), and
 * — all at once — every line that is gone, short or re-priced, or a delivery
 * fee that changed. Otherwise takes the stock and writes the order under the
 * id its request id gives, with a number nobody else has and a secret code,
 * the phone's memory and open statuses, and the staff alerts (within the
 * shop's hourly limit): `writeNewOrder`. The same request id again returns
 * the order already placed, whatever else the request says.
 */
export async function placeOrder(
  store: DocumentStore,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const { neighbourhoodListed, deviceKey, audience } = await readBeforePlacing(store, input);
  return store.runTransaction(async (tx) => {
    const existingDoc = await tx.get(collections.orders, input.orderId);
    if (existingDoc) {
      const existing = parseDoc(orderSchema, existingDoc);
      if (!existing) throw backendError('failed-precondition', sentence('orderUnreadable'));
      return placed(existing);
    }
    const now = new Date();
    // Outside its hours, or paused by its vendor: refused with when it opens; the cart stays.
    const toOrder = await readShopToOrder(tx, input.shopId, now);
    if (toOrder.kind !== 'open') return toOrder;
    const { shop } = toOrder;
    const town = await readOrderingTerms(tx);
    const neighbourhood = await readDestination(
      tx,
      shop,
      input.neighbourhoodId,
      neighbourhoodListed,
    );
    const terms = { ...town, ...deliveryTermsFor(town, neighbourhood, shop) };
    const memory = await readPhoneMemory(tx, input.phone, now.getTime());
    const device = deviceKey ? await readDeviceMemory(tx, deviceKey, now.getTime()) : null;
    if (openOrderCount(memory) >= terms.openOrdersPerPhone) {
      return { kind: 'open-order-limit', limit: terms.openOrdersPerPhone };
    }
    // Per phone and per device: a stranger who fills a phone's day stops strangers, not the phone's own browsers.
    if (phoneDayIsFull('order', memory, device)) {
      return { kind: 'daily-order-limit', limit: ORDERS_PER_PHONE_PER_DAY };
    }

    const { lines, changes, stockNow } = await priceCatalogueLines(tx, input.shopId, input.lines);
    const { shortOfMinimum, ...bill } = billFor(lines, terms);
    const { deliveryFee, freeDeliveryAbove, minimumOrder } = terms;
    if (changes.length > 0 || bill.deliveryFee !== input.deliveryFee) {
      return {
        kind: 'changed',
        lines: changes,
        terms: { deliveryFee, freeDeliveryAbove, ...(minimumOrder && { minimumOrder }) },
      };
    }
    if (shortOfMinimum > 0) {
      throw backendError(
        'failed-precondition',
        sentence('belowMinimumOrder', {
          shop: shop.name,
          minimumAmount: minimumOrder ?? 0,
          missingAmount: shortOfMinimum,
        }),
      );
    }
    return placed(
      await writeNewOrder(tx, {
        orderId: input.orderId,
        shopId: input.shopId,
        shop,
        lines,
        stockNow,
        bill: { subtotal: bill.subtotal, deliveryFee: bill.deliveryFee, total: bill.total },
        neighbourhood,
        contact: {
          customerName: input.customerName,
          phone: input.phone,
          address: input.address,
          landmark: input.landmark,
          note: input.note,
          ...(input.language && { language: input.language }),
        },
        remindAfterMinutes: terms.remindAfterMinutes,
        memory,
        device,
        deviceKey,
        audience,
        checkout: true,
        now,
      }),
    );
  });
}

/** The order as stored, checked; a malformed one cannot be moved. */
export async function readOrderIn(tx: Transaction, orderId: string): Promise<WithId<Order>> {
  const doc = await tx.get(collections.orders, orderId);
  if (!doc) throw backendError('not-found', sentence('orderGone'));
  const order = parseDoc(orderSchema, doc);
  if (!order) throw backendError('failed-precondition', sentence('orderUnreadable'));
  return order;
}

/** Why an order cannot move from where it is now. */
const stuckAt = {
  placed: 'orderStuckPlaced',
  accepted: 'orderStuckAccepted',
  ready: 'orderStuckReady',
  outForDelivery: 'orderStuckOutForDelivery',
  delivered: 'orderStuckDelivered',
  rejected: 'orderStuckRejected',
  cancelled: 'orderStuckCancelled',
  undelivered: 'orderStuckUndelivered',
} as const satisfies Record<OrderStatus, ServerSentenceKey>;

export interface StatusMove {
  orderId: string;
  to: OrderStatus;
  actor: Actor;
  /**
   * A rejection, a staff cancellation and a failed delivery carry a reason
   * from the list, with the staff's own words if they gave any.
   */
  reasonCode?: ReasonCode;
  reason?: string;
  /** A delivery person's move: the order must be theirs when the move is made. */
  deliveryUid?: string;
  /** Who made the move, named on the cash ledger when it delivers a cash order. */
  byUid?: string;
}

/**
 * Moves an order along the transition table. Ending it (cancelled or
 * rejected) puts back exactly the quantities it took, in the same
 * transaction; its lookup entry follows the status; whoever the move
 * concerns is told in the same transaction (src/server/notices.ts: the
 * devices in `audience`, read before it, and the staff chats).
 */
export async function applyStatusMove(
  tx: Transaction,
  move: StatusMove,
  audience: Audience = nobody,
): Promise<Order> {
  const order = await readOrderIn(tx, move.orderId);
  if (move.deliveryUid !== undefined && order.deliveryUid !== move.deliveryUid) {
    throw backendError('permission-denied', sentence('deliveryGivenToOther'));
  }
  if (!canMove(order.status, move.to, move.actor)) {
    throw backendError(
      'failed-precondition',
      sentence(order.status === move.to ? 'orderMovedOn' : stuckAt[order.status]),
    );
  }
  const restock = returnsStock(move.to);
  const products = restock
    ? await Promise.all(
        // A free line (a quote's, priced by the shop) took no stock and puts none back.
        order.lines
          .filter((line) => !line.free)
          .map(async (line) => ({
            line,
            doc: await tx.get(collections.products, line.productId),
          })),
      )
    : [];
  const now = Date.now();
  const memory = await readPhoneMemory(tx, order.phone, now);
  const ends = stoppedShort(move.to);
  // The server's give-up is told whatever the budget: it reads none.
  const notices = await readOrderNotices(tx, order.shopId, audience, now, {
    chats: moveTellsChats(move.to),
    budget: moveTellsChats(move.to) && move.actor !== 'server',
  });
  // A cash order delivered puts its total in its delivery person's hand.
  const riderUid = order.deliveryUid;
  const cash =
    move.to === 'delivered' && isCashOrder(order) && riderUid !== null
      ? await readCashChange(tx, riderUid, move.byUid ?? riderUid)
      : null;

  const history = [...order.history, { status: move.to, at: new Date(now) }];
  // A customer cancelling gives no reason; staff stopping an order give theirs.
  const staffStop = ends && move.actor !== 'customer';
  const reasonCode = staffStop ? (move.reasonCode ?? null) : order.reasonCode;
  const reason = staffStop ? move.reason?.trim() || null : order.reason;
  tx.update(collections.orders, move.orderId, {
    status: move.to,
    updatedAt: serverTime,
    history: history.map(asDocData),
    reasonCode,
    reason,
    // Out of `placed`: the sweep owes it nothing more.
    nextStepAt: null,
  });
  if (cash) writeDeliveredCash(tx, cash, order, new Date(now));
  for (const { line, doc } of products) {
    const stock = doc?.data['stock'];
    // A product deleted since, or one whose stock is not a count: nothing to put back.
    if (typeof stock !== 'number' || !Number.isInteger(stock)) continue;
    tx.update(collections.products, line.productId, { stock: stock + line.quantity });
  }
  const record = memory.records[move.orderId];
  if (record) {
    const moved = {
      ...memory,
      records: { ...memory.records, [move.orderId]: { ...record, status: move.to } },
    };
    // Delivered: the phone knows the device that placed it for good (src/server/device-memory).
    const known =
      move.to === 'delivered'
        ? withDevice(moved, record.device ?? null, now, { delivered: true })
        : moved;
    writePhoneMemory(tx, order.phone, known, { ordersChanged: true });
  }
  notices.moved({ ...order, id: move.orderId }, move.to, move.actor, { reasonCode, reason });
  return { ...order, status: move.to, history, reasonCode, reason };
}

export async function moveOrderStatus(store: DocumentStore, move: StatusMove): Promise<Order> {
  // Who hears of it, read before the transaction.
  const audience = await readAudience(store, audienceForMove(move.orderId, move.to, move.actor));
  return store.runTransaction((tx) => applyStatusMove(tx, move, audience));
}

/**
 * A delivery person takes a ready, unclaimed order (status stays `ready`
 * until they pick it up). Two people claiming at once: one wins, the other
 * is told it is taken.
 */
export function claimOrder(
  store: DocumentStore,
  orderId: string,
  deliveryUid: string,
): Promise<Order> {
  return store.runTransaction(async (tx) => {
    const order = await readOrderIn(tx, orderId);
    if (order.status !== 'ready') {
      throw backendError('failed-precondition', sentence('orderNotReady'));
    }
    if (order.deliveryUid && order.deliveryUid !== deliveryUid) {
      throw backendError('failed-precondition', sentence('deliveryTaken'));
    }
    await refuseCashOverLimit(tx, order, deliveryUid, 'rider');
    tx.update(collections.orders, orderId, { deliveryUid, updatedAt: serverTime });
    return { ...order, deliveryUid };
  });
}

/**
 * An admin gives an order to a delivery person (or takes it back with null)
 * while it is still on its way through the shop or waiting to be picked up.
 * The status does not move; the person then sees it among their own.
 */
export async function assignDelivery(
  store: DocumentStore,
  orderId: string,
  deliveryUid: string | null,
): Promise<Order> {
  // "Assigned to you" goes to each of the person's devices.
  const devices = deliveryUid ? await devicesOfStaff(store, [deliveryUid]) : [];
  return store.runTransaction(async (tx) => {
    const order = await readOrderIn(tx, orderId);
    if (!['placed', 'accepted', 'ready'].includes(order.status)) {
      throw backendError('failed-precondition', sentence('orderLeftShop'));
    }
    if (deliveryUid !== null) {
      const courier = await tx.get(collections.delivery, deliveryUid);
      if (!courier) throw backendError('not-found', sentence('courierGone'));
      // A deactivated person can neither sign in nor see the order (the rules' isDelivery()).
      if (courier.data['active'] !== true) {
        throw backendError('failed-precondition', sentence('courierInactive'));
      }
      await refuseCashOverLimit(tx, order, deliveryUid, 'admin');
    }
    if (order.deliveryUid === deliveryUid) return order;
    tx.update(collections.orders, orderId, { deliveryUid, updatedAt: serverTime });
    writeAssignedNotices(tx, { ...order, id: orderId }, devices, Date.now());
    return { ...order, deliveryUid };
  });
}
