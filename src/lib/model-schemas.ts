import * as v from 'valibot';
import {
  address,
  amount,
  area,
  description,
  docId,
  filled,
  listText,
  hours,
  landmark,
  language,
  localNames,
  translations,
  mobile,
  mobileOrNone,
  moment,
  note,
  openingHours,
  orderCode,
  orderId,
  paise,
  personName,
  picture,
  pictureOrNone,
  qrPhoto,
  price,
  productCategory,
  quantity,
  quoteLineName,
  quoteLineUnit,
  reason,
  recordName,
  reference,
  stock,
  upiId,
  whole,
} from './fields/schemas';
import { shopTypes, type WithId } from './kinds';
import {
  CART_LINES_MAX,
  LINE_CHANGES_MAX,
  LINE_QUANTITY_MAX,
  LIST_VOICE_SECONDS_MAX,
  NEIGHBOURHOODS_MAX,
  orderingBounds,
  QUOTE_FREE_LINES_MAX,
  QUOTE_HOURS_DEFAULT,
  textBounds,
} from './limits';
import { checkListMedia, listMediaBytesMax, listMediaKinds, listMediaMimeList } from './list-media';
import { reasonCodes } from './order-reasons';

/** A document as read back from a store: its id and its fields, not yet checked. */
export interface StoredFields {
  id: string;
  data: unknown;
}

/**
 * One schema per stored model: here shops, products, orders and the settings,
 * which customers' screens and the server's order and stock decisions parse;
 * the rest (staff, the town directory, alerts, requests) in ./record-schemas,
 * so customers' screens do not carry them. Each is built from the field
 * schemas of ./fields that its writers use (the one rule is written there),
 * and the types in models.ts are inferred from both, so a model and its
 * check cannot drift apart. The schemas are run on the documents whose
 * values decide something — what the server reads before it charges, moves
 * stock or changes an order, what screens read before they render an order,
 * the settings documents, and every record an admin saves. A document that
 * does not pass is treated as absent (the server) or shown as "could not be
 * shown" (the screens), never trusted half-way. Raising a bound in
 * lib/limits is safe; lowering one below a stored value makes that record
 * unreadable until it is edited. Only `import type` of this module may reach
 * a customer screen's first paint: the schema library stays out of it.
 */

/** The smallest subtotal (paise) a shop sends out; null or 0: any. */
export const shopMinimumOrder = v.nullable(price);
/** The ids of the neighbourhoods a shop delivers to; empty: every one. */
export const shopNeighbourhoods = v.pipe(v.array(docId), v.maxLength(NEIGHBOURHOODS_MAX));

export const shopModel = v.object({
  name: recordName(),
  ...localNames(),
  type: v.picklist(shopTypes),
  address: address(),
  ...translations('address', textBounds.address.max),
  area: area(),
  phone: mobile,
  /** A picture on this site (demo mode) or in Firebase Storage. */
  image: picture,
  open: v.boolean(),
  /**
   * Opening hours as people say them, e.g. "8 am – 9 pm": what older shops
   * have alone, shown to customers until `openingHours` are set. No form
   * writes it any more; a shop added since has none.
   */
  hours: v.optional(hours()),
  /** Hours by weekday and days off (lib/shop-hours reads them); absent: no hours set, open while `open`. */
  openingHours: v.optional(openingHours()),
  /** The vendor's "closed now" lasts until this moment, the next opening by the hours; null: no such pause. */
  closedUntil: v.optional(v.nullable(moment)),
  /**
   * The vendor's extra hours for one day (issue 36): open from when they were
   * set until this moment, outside the hours or past their closing (the
   * server's `openUntil` action, checked by lib/shop-hours); null: none.
   */
  openUntil: v.optional(v.nullable(moment)),
  description: description(),
  ...translations('description', textBounds.description.max),
  /** Lower-cased word prefixes for search (every name, type, area: lib/search-words). */
  keywords: v.array(v.string()),
  /** The shop's UPI id (`name@bank`, lib/upi); absent or '': it takes cash only. */
  upiId: v.optional(upiId),
  /** A photo of the shop's printed UPI QR code; absent or '': none. */
  upiQrImage: v.optional(pictureOrNone),
  /** The smallest subtotal (paise) the shop sends out; absent, null or 0: any. */
  minimumOrder: v.optional(shopMinimumOrder),
  /** The ids of the neighbourhoods the shop delivers to; absent or empty: every one. */
  neighbourhoods: v.optional(shopNeighbourhoods),
  /** The mobile the shop answers WhatsApp on ("WhatsApp the shop"); absent or '': none. */
  whatsapp: v.optional(mobileOrNone),
  /**
   * Whether a list sent to the shop must carry a photo (a prescription):
   * absent, a pharmacy requires one and other shops do not (`listNeedsPhoto`).
   */
  listNeedsPhoto: v.optional(v.boolean()),
});

/** Whether a list sent to `shop` must carry a photo: as it says, else a pharmacy's must. */
export const listNeedsPhoto = (shop: { type: string; listNeedsPhoto?: boolean | undefined }) =>
  shop.listNeedsPhoto ?? shop.type === 'pharmacy';

/**
 * A neighbourhood of the town (`neighbourhoods`): the fee to deliver there
 * and, when set, the subtotal from which delivery there is free (else the
 * town's, config/ordering). Admins keep the list; everyone reads it.
 */
export const neighbourhoodModel = v.object({
  name: recordName(),
  ...localNames(),
  deliveryFee: price,
  /** Absent or null: the town's amount (config/ordering). */
  freeDeliveryAbove: v.optional(v.nullable(price)),
  keywords: v.array(v.string()),
});

/** A photo of a shop's printed UPI QR code (`shopQr/{shopId}`), and who put it there when. */
export const shopQrModel = v.object({
  image: qrPhoto,
  by: v.picklist(['vendor', 'admin']),
  at: moment,
});

/** A product as a person keeps it: the admin's form, the vendor's stock and price. */
export const productEntry = v.object({
  shopId: docId,
  shopName: recordName(),
  /**
   * The shop's Bengali and Hindi names as its shop document has them, so the
   * product and its cart line name the shop in the reader's language before
   * the shop itself is read (lib/local-name `localShopName`).
   */
  shopNameBn: shopModel.entries.nameBn,
  shopNameHi: shopModel.entries.nameHi,
  name: recordName(),
  ...localNames(),
  category: productCategory,
  price,
  /** "1 kg", "500 g", "1 piece", "strip of 10". */
  unit: filled(30),
  stock,
  image: picture,
  description: description(),
  ...translations('description', textBounds.description.max),
  keywords: v.array(v.string()),
});

/** A product as stored: goods of a returned order go back on the shelf, past what a person may set. */
export const productModel = v.object({ ...productEntry.entries, stock: whole(0) });

export const orderStatuses = [
  'placed',
  'accepted',
  'ready',
  'outForDelivery',
  'delivered',
  'rejected',
  'cancelled',
  /** The delivery person could not hand it over (nobody home, no such address…); the goods go back. */
  'undelivered',
] as const;

const orderStatus = v.picklist(orderStatuses);

export const orderLineModel = v.object({
  /** The product's id; a free line's own (`free-line-1`…, lib/model-schemas `freeLineId`), no product's. */
  productId: docId,
  name: productEntry.entries.name,
  /** The product's Bengali and Hindi names when the order was placed (lib/local-name `localName`). */
  ...localNames(),
  /** A free line may have none (''): the shop priced it without one. */
  unit: v.union([productEntry.entries.unit, v.literal('')]),
  price,
  quantity: quantity(LINE_QUANTITY_MAX),
  /**
   * A line of a confirmed quote the shop priced itself, for what its
   * catalogue lacks (issue 37): it takes no stock, puts none back, and is
   * never ordered again. Absent on every other line.
   */
  free: v.optional(v.literal(true)),
});

/** The id a quote's free line takes on its order: the `n`th free line, from 1. */
export const freeLineId = (n: number) => `free-line-${n}`;

/**
 * A line the shop (or the admin) lowered or took off before accepting the
 * order (src/server/order-changes.ts): `to` is 0 when it was taken off. The
 * names and unit are the line's, so the customer reads it in their language.
 */
export const orderLineChangeModel = v.object({
  productId: docId,
  name: orderLineModel.entries.name,
  ...localNames(),
  unit: orderLineModel.entries.unit,
  from: quantity(LINE_QUANTITY_MAX),
  to: whole(0, LINE_QUANTITY_MAX - 1),
  at: moment,
  by: v.picklist(['vendor', 'admin']),
});

// ---- Settings documents -------------------------------------------------

/** The minutes an order waits for its shop before each step, when no admin has set them. */
const escalationDefaults = {
  remindAfterMinutes: 5,
  callAdminAfterMinutes: 10,
  giveUpAfterMinutes: 20,
} as const;

/** config/ordering: what checkout charges and allows; admins change it, everyone reads it. */
export const orderingTermsModel = v.object({
  /** Paise added to an order below `freeDeliveryAbove`. */
  deliveryFee: paise(orderingBounds.deliveryFee.max),
  /** Paise. */
  freeDeliveryAbove: paise(orderingBounds.freeDeliveryAbove.max),
  /** Cash-on-delivery orders one phone may have on their way at once. */
  openOrdersPerPhone: whole(
    orderingBounds.openOrdersPerPhone.min,
    orderingBounds.openOrdersPerPhone.max,
  ),
  /**
   * Minutes after which an order still waiting for its shop reminds the
   * shop, calls the admin, and is cancelled (src/server/escalation). Terms
   * stored before these existed read as the defaults.
   */
  remindAfterMinutes: v.optional(
    whole(orderingBounds.remindAfterMinutes.min, orderingBounds.remindAfterMinutes.max),
    escalationDefaults.remindAfterMinutes,
  ),
  callAdminAfterMinutes: v.optional(
    whole(orderingBounds.callAdminAfterMinutes.min, orderingBounds.callAdminAfterMinutes.max),
    escalationDefaults.callAdminAfterMinutes,
  ),
  giveUpAfterMinutes: v.optional(
    whole(orderingBounds.giveUpAfterMinutes.min, orderingBounds.giveUpAfterMinutes.max),
    escalationDefaults.giveUpAfterMinutes,
  ),
  /** Hours a shop's quote for a list waits for the customer before it expires (issue 37). */
  quoteHours: v.optional(
    whole(orderingBounds.quoteHours.min, orderingBounds.quoteHours.max),
    QUOTE_HOURS_DEFAULT,
  ),
});

export type OrderingTerms = v.InferOutput<typeof orderingTermsModel>;

/** Whether the three waits come one after another: remind, then call the admin, then give up. */
export const escalationInOrder = (
  terms: Pick<OrderingTerms, 'remindAfterMinutes' | 'callAdminAfterMinutes' | 'giveUpAfterMinutes'>,
) =>
  terms.remindAfterMinutes < terms.callAdminAfterMinutes &&
  terms.callAdminAfterMinutes < terms.giveUpAfterMinutes;

/** What checkout charges and allows when no `config/ordering` document says otherwise. */
export const defaultOrderingTerms: OrderingTerms = {
  deliveryFee: 30_00,
  freeDeliveryAbove: 499_00,
  openOrdersPerPhone: 3,
  ...escalationDefaults,
  quoteHours: QUOTE_HOURS_DEFAULT,
};

/** The shop an order or a list went to, with its Bengali and Hindi names then (lib/local-name `localShopName`). */
const shopWhenPlaced = {
  shopId: docId,
  shopName: shopModel.entries.name,
  shopNameBn: shopModel.entries.nameBn,
  shopNameHi: shopModel.entries.nameHi,
};

/** Whom and where an order or a list's goods go to. */
const customerWhenPlaced = {
  /** The neighbourhood the customer chose, its id and English name, when the town has a list. */
  neighbourhoodId: v.optional(docId),
  neighbourhood: v.optional(recordName()),
  /**
   * Its Bengali and Hindi names when the order was placed, so staff read it in
   * their language (lib/local-name `localNeighbourhood`); older orders have none.
   */
  neighbourhoodBn: neighbourhoodModel.entries.nameBn,
  neighbourhoodHi: neighbourhoodModel.entries.nameHi,
  customerName: personName(),
  phone: mobile,
  address: address(),
  landmark: landmark(),
  note: note(),
};

export const orderModel = v.object({
  /** Short human number shown to people, e.g. "TS-482913"; made unique by the server. */
  number: reference,
  /** Secret code printed on the thank-you page; with the phone, it opens the order on another device. */
  code: orderCode,
  ...shopWhenPlaced,
  lines: v.pipe(v.array(orderLineModel), v.minLength(1), v.maxLength(CART_LINES_MAX)),
  /** productId → quantity, so rules can match each stock decrement to this order. */
  quantities: v.record(v.string(), quantity(LINE_QUANTITY_MAX)),
  /** Paise, as every amount stored. */
  subtotal: amount,
  deliveryFee: orderingTermsModel.entries.deliveryFee,
  total: amount,
  ...customerWhenPlaced,
  payment: v.literal('cod'),
  /**
   * Set by the server when the shop's vendor, the order's rider or an admin
   * marks it paid by UPI after seeing the money in their UPI app
   * (src/server/upi-payment.ts); absent: cash on delivery.
   */
  paidByUpi: v.optional(v.object({ at: moment, by: v.picklist(['vendor', 'delivery', 'admin']) })),
  /**
   * The rider's word that the customer paid by UPI, which they cannot see:
   * `open` until the shop's vendor or an admin checks their UPI app and
   * confirms it (then `paidByUpi` is set) or refuses it. Absent on most orders.
   */
  upiClaim: v.optional(
    v.object({
      at: moment,
      byUid: docId,
      byName: personName(),
      state: v.picklist(['open', 'confirmed', 'refused']),
      answeredAt: v.optional(moment),
      answeredBy: v.optional(v.picklist(['vendor', 'admin'])),
    }),
  ),
  status: orderStatus,
  deliveryUid: v.nullable(docId),
  /** Why it was rejected, cancelled by staff or not delivered, from the list (lib/order-reasons). */
  reasonCode: v.optional(v.nullable(v.picklist(reasonCodes)), null),
  /** The staff's own words with it, shown to the customer as theirs; null when none. */
  reason: v.nullable(reason()),
  /**
   * When the server reminded the shop of the order, still placed, and when it
   * called the admin about it (src/server/escalation); absent until then.
   */
  remindedAt: v.optional(moment),
  escalatedAt: v.optional(moment),
  /**
   * When the sweep owes a placed order its next step (remind, call the admin,
   * give up); null once it has left `placed`. The sweep asks for the orders
   * due by it (src/server/escalation). Absent on orders placed before it.
   */
  nextStepAt: v.optional(v.nullable(moment)),
  createdAt: moment,
  updatedAt: moment,
  history: v.pipe(
    v.array(
      v.object({
        status: orderStatus,
        at: moment,
        /** A step that changed the order's lines (see `changes`), not its status. */
        linesChanged: v.optional(v.literal(true)),
      }),
    ),
    v.maxLength(20),
  ),
  /** The lines the shop lowered or took off before accepting, oldest first; none on most orders. */
  changes: v.optional(v.pipe(v.array(orderLineChangeModel), v.maxLength(LINE_CHANGES_MAX)), []),
  /** The language the customer ordered in (absent on older orders): a message to them is written in it. */
  language: v.optional(language),
  /** The list (`shopLists/{id}`) whose quote the customer confirmed into this order; absent on others. */
  fromList: v.optional(orderId),
});

/**
 * openOrders/{phone}: all that anyone who types a phone number may see — the
 * statuses of that phone's orders still on their way, oldest first. No
 * numbers, totals, shops, names or history; those need the order's code.
 */
export const openOrdersModel = v.object({
  statuses: v.pipe(v.array(orderStatus), v.maxLength(50)),
});

/** config/shops: every shop's state, kept by the server from the shop documents, so a list of products needs one extra read. */
export const shopStatesModel = v.object({
  states: v.record(v.string(), v.picklist(['open', 'closed', 'removed'])),
  /** The hours of each shop that has them, and its vendor's pause, so a list can say "closed now" (lib/shop-hours). */
  times: v.optional(
    v.record(
      v.string(),
      v.object({
        openingHours: openingHours(),
        closedUntil: shopModel.entries.closedUntil,
        openUntil: shopModel.entries.openUntil,
      }),
    ),
  ),
});

// ---- Lists and quotes (issue 37) ----------------------------------------

/**
 * Where a list is: sent to the shop; quoted by it; confirmed into an order,
 * declined by the customer, refused by the shop, expired unanswered (the
 * quote), withdrawn by the customer before a quote, or given up by the
 * server because nobody at the shop answered it (docs/order-life.md, "A
 * list's life").
 */
export const listStatuses = [
  'sent',
  'quoted',
  'confirmed',
  'declined',
  'refused',
  'expired',
  'withdrawn',
  'givenUp',
] as const;

/** A quote's line of the shop's catalogue: priced, named and measured by the server from the product. */
export const quoteProductLineModel = v.object({
  kind: v.literal('product'),
  productId: docId,
  name: productEntry.entries.name,
  ...localNames(),
  unit: productEntry.entries.unit,
  price,
  quantity: quantity(LINE_QUANTITY_MAX),
});

/** A quote's free line: what the catalogue lacks (a medicine), named and priced by the shop. */
export const quoteFreeLineModel = v.object({
  kind: v.literal('free'),
  name: quoteLineName(),
  /** '' when the shop gives none. */
  unit: v.optional(quoteLineUnit(), ''),
  price,
  quantity: quantity(LINE_QUANTITY_MAX),
});

// A union, not a variant: valibot's one module would carry `variant` into every page's first paint.
export const quoteLineModel = v.union([quoteProductLineModel, quoteFreeLineModel]);

/** What every quote line has, stored or sent: its kind, and a catalogue line its product. */
type QuoteLineShape = { kind: 'product'; productId: string } | { kind: 'free' };

/** Whether a quote's free lines are within their bound (QUOTE_FREE_LINES_MAX). */
export const freeLinesWithinBound = (lines: readonly { kind: string }[]) =>
  lines.filter((line) => line.kind === 'free').length <= QUOTE_FREE_LINES_MAX;

/** Whether each product is on a quote once. */
export function productsOnce(lines: readonly { kind: string; productId?: string }[]) {
  const products = lines.flatMap((line) =>
    line.kind === 'product' && line.productId !== undefined ? [line.productId] : [],
  );
  return new Set(products).size === products.length;
}

/**
 * A quote's lines, each held to `line`: one at least, as many as a cart, free
 * ones capped, each product once (the stored quote's, and the shop's request's).
 */
export const quoteLinesOf = <Line extends v.GenericSchema<unknown, QuoteLineShape>>(line: Line) =>
  v.pipe(
    v.array(line),
    v.minLength(1),
    v.maxLength(CART_LINES_MAX),
    v.check(
      (lines) => freeLinesWithinBound(lines),
      `At most ${QUOTE_FREE_LINES_MAX} lines may be priced outside the catalogue.`,
    ),
    v.check((lines) => productsOnce(lines), 'Each product may appear once.'),
  );

export const quoteLines = quoteLinesOf(quoteLineModel);

/**
 * The shop's answer to a list: its lines (products priced from the catalogue
 * when quoted, free lines at the shop's price), a note, the fee to the
 * list's neighbourhood and the total; until when the customer may confirm
 * it, and who quoted it.
 */
export const quoteModel = v.object({
  lines: quoteLines,
  note: note(),
  subtotal: amount,
  deliveryFee: orderingTermsModel.entries.deliveryFee,
  total: amount,
  quotedAt: moment,
  expiresAt: moment,
  byUid: docId,
});

/**
 * shopLists/{listId}: a list a customer sent a shop instead of a cart — a
 * photo, a voice note or a few typed lines — and the shop's quote for it.
 * Its id is 32 hex digits derived from the request id (lib/order-identity
 * `recordIdFor`), the permission to read it, as an order's is. Written only
 * by the server (src/server/shop-lists.ts); the photo and the voice note are
 * in `listMedia`, each in a document of its own.
 */
export const shopListModel = v.object({
  /** "LS-482913": given out by the server, once. */
  number: reference,
  code: orderCode,
  ...shopWhenPlaced,
  ...customerWhenPlaced,
  language,
  /** The lines the customer typed; '' when the list is a photo or a voice note. */
  text: listText(),
  /** Whether a photo was sent with it (`listMedia/{listId}-photo`), until it is deleted. */
  photo: v.boolean(),
  /** The voice note's length (`listMedia/{listId}-voice`); null when none was sent. */
  voice: v.nullable(v.object({ seconds: whole(1, LIST_VOICE_SECONDS_MAX) })),
  status: v.picklist(listStatuses),
  quote: v.nullable(quoteModel),
  /** Why the shop refused it, from the list (lib/order-reasons), and its own words; null otherwise. */
  reasonCode: v.nullable(v.picklist(reasonCodes)),
  reason: v.nullable(reason()),
  /** The order its confirmed quote became. */
  orderId: v.nullable(orderId),
  /** When the sweep owes it a step (remind, call the admin, give up; a quote's expiry); null when none. */
  nextStepAt: v.nullable(moment),
  remindedAt: v.optional(moment),
  escalatedAt: v.optional(moment),
  /** When it and its media are deleted: `createdAt` + LIST_MEDIA_DAYS (a TTL policy's field). */
  deleteAt: moment,
  history: v.pipe(
    v.array(v.object({ status: v.picklist(listStatuses), at: moment })),
    v.maxLength(20),
  ),
  createdAt: moment,
  updatedAt: moment,
});

/**
 * listMedia/{listId}-photo, listMedia/{listId}-voice: one media item of a
 * list, as a `data:` address, its type and bytes checked by the server
 * (lib/list-media). Read by id by whoever holds the list's id; listed only by
 * the shop's vendor and the admins; written only by the server; deleted at
 * `deleteAt` (a TTL policy on Firebase, the sweep on the Demo).
 */
export const listMediaModel = v.pipe(
  v.object({
    listId: orderId,
    shopId: docId,
    kind: v.picklist(listMediaKinds),
    mime: v.picklist(listMediaMimeList),
    data: v.pipe(v.string(), v.maxLength(80 + Math.ceil(listMediaBytesMax.voice / 3) * 4)),
    bytes: whole(1, Math.max(listMediaBytesMax.photo, listMediaBytesMax.voice)),
    deleteAt: moment,
  }),
  v.check((media) => {
    const checked = checkListMedia(media.kind, media.mime, media.data);
    return 'bytes' in checked && checked.bytes === media.bytes;
  }, 'A list’s media item is not the type or size it says.'),
);

// ---- The checks run on reads --------------------------------------------

export const orderSchema = orderModel;
/** Terms whose waits are out of order are not trusted: the defaults stand instead. */
export const orderingTermsSchema = v.pipe(
  orderingTermsModel,
  v.check<OrderingTerms>(escalationInOrder),
);
export const shopStatesSchema = shopStatesModel;

/** The fields of a product the server charges and counts by, and its names. */
export const productSchema = v.pick(productModel, [
  'shopId',
  'shopName',
  'name',
  'nameBn',
  'nameHi',
  'unit',
  'price',
  'stock',
]);

export const shopSchema = v.pick(shopModel, [
  'name',
  'nameBn',
  'nameHi',
  'open',
  'openingHours',
  'closedUntil',
  'openUntil',
  'minimumOrder',
  'neighbourhoods',
]);

/** The open orders' statuses of a phone's openOrders document; none when absent or malformed. */
export function openStatusesOf(data: unknown) {
  return parseData(openOrdersModel, data)?.statuses ?? [];
}

/** `doc`'s fields checked by `schema`, with its id; null when absent or malformed. */
export function parseDoc<T extends object>(
  schema: v.GenericSchema<unknown, T>,
  doc: StoredFields | null | undefined,
): WithId<T> | null {
  if (!doc) return null;
  const parsed = v.safeParse(schema, doc.data);
  return parsed.success ? { ...parsed.output, id: doc.id } : null;
}

/** Just the fields, for documents whose id is known already. */
export function parseData<T>(schema: v.GenericSchema<unknown, T>, data: unknown): T | null {
  const parsed = v.safeParse(schema, data);
  return parsed.success ? parsed.output : null;
}

/** The stored config/ordering, or the defaults when it is missing or not as it should be. */
export function orderingTermsOf(data: unknown): OrderingTerms {
  return parseData(orderingTermsSchema, data) ?? defaultOrderingTerms;
}

/**
 * A stored order that passes the check, or null when it does not, so a staff
 * list can show every good order and say which ones it could not show,
 * instead of failing whole.
 */
export const readOrder = (doc: StoredFields): WithId<v.InferOutput<typeof orderModel>> | null =>
  parseDoc(orderSchema, doc);
