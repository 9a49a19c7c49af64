import * as v from 'valibot';
import * as fields from '../fields/schemas';
import { requestKinds } from '../kinds';
import { CART_LINES_MAX, LINE_QUANTITY_MAX, LIST_VOICE_SECONDS_MAX } from '../limits';
import { listMediaCharsMax } from '../list-media';
import {
  orderingTermsModel,
  quoteLinesOf,
  shopMinimumOrder,
  shopNeighbourhoods,
} from '../model-schemas';
import { isReasonFor, reasonCodes } from '../order-reasons';
import { owedSettledTo } from '../cash-ledger';
import { sentence } from '../server-sentences';
import { serverRestoredCollections } from '../server-restored';
import { deliveryContact } from './schemas';

/**
 * What each callable accepts, checked by the server before a handler reads
 * anything (src/server/parse-request.ts refuses the rest with
 * `invalid-argument`, naming the first field at fault). The port's request
 * types (src/port/callables.ts) are inferred from these, so a request is
 * described once. The forms check the same fields with the same schemas
 * first, so a person never meets these refusals; a hand-made request does.
 */

/** One cart line as the customer chose it. `price` is what they saw: a confirmation, never a charge. */
const chosenLine = v.object({
  productId: fields.docId,
  quantity: fields.quantity(LINE_QUANTITY_MAX),
  price: fields.price,
});

export const placeOrderRequest = v.object({
  /**
   * Made by the browser before the first try and sent again with every retry:
   * the server derives the order's id from it, so a retry is the same order.
   * The order's number and code are the server's.
   */
  requestId: fields.requestId,
  shopId: fields.docId,
  lines: v.pipe(
    v.array(chosenLine),
    v.minLength(1),
    v.maxLength(CART_LINES_MAX),
    v.check(
      (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
      'Each product may appear once.',
    ),
  ),
  /** The delivery fee the customer saw; a different one stops the order so they can look again. */
  deliveryFee: orderingTermsModel.entries.deliveryFee,
  /** The neighbourhood the customer chose from the town's list, whose fee they saw. */
  neighbourhoodId: v.optional(fields.docId),
  // The cart's delivery form checks the same fields with the same schema.
  customerName: deliveryContact.entries.name,
  phone: deliveryContact.entries.phone,
  address: deliveryContact.entries.address,
  landmark: deliveryContact.entries.landmark,
  note: deliveryContact.entries.note,
  /** The language the customer ordered in: staff's ready-made messages to them are written in it. */
  language: v.optional(fields.language),
  /** The browser's secret id: the daily limits count per phone and per device (src/server/phone-memory). */
  deviceId: v.optional(fields.deviceId),
});

/** A customer cancels with the order's id, which only its code (or this browser's memory) gives. */
export const cancelOrderRequest = v.object({ orderId: fields.orderId });

/** A code typed in Find Order for a phone, as typed (spaces, dashes and small letters allowed): the handler normalises it. */
export const findByCodeRequest = v.object({
  phone: fields.mobile,
  code: fields.typedCode,
  /** The browser's secret id: a code that opens one of the phone's records makes the phone know it. */
  deviceId: v.optional(fields.deviceId),
});

/** The status each stopping action leads to, whose reasons it may give. */
const stopOf = { reject: 'rejected', cancel: 'cancelled', undeliver: 'undelivered' } as const;

/** A staff member moves an order on, stops it with a reason, or gives it to a delivery person. */
export const staffOrderRequest = v.union([
  v.object({
    orderId: fields.orderId,
    action: v.picklist([
      'accept',
      'ready',
      'pickUp',
      'deliver',
      'claim',
      'markPaidByUpi',
      'refuseUpiClaim',
    ]),
  }),
  v.pipe(
    v.object({
      orderId: fields.orderId,
      /** Stopping an order: a reason from the list (lib/order-reasons) and the staff's own words, if any. */
      action: v.picklist(['reject', 'cancel', 'undeliver']),
      reasonCode: v.picklist(reasonCodes),
      reason: fields.reason(),
    }),
    v.check(
      (stop) => isReasonFor(stopOf[stop.action], stop.reasonCode, stop.reason),
      sentence('reasonNotOffered').message,
    ),
  ),
  v.object({
    orderId: fields.orderId,
    action: v.literal('assign'),
    deliveryUid: v.nullable(fields.docId),
  }),
]);

/**
 * Before accepting, the shop (or the admin) lowers a line of a placed order
 * to what it can give, or takes it off with 0 (src/server/order-changes.ts).
 */
export const changeOrderLineRequest = v.object({
  orderId: fields.orderId,
  productId: fields.docId,
  quantity: fields.whole(0, LINE_QUANTITY_MAX - 1),
});

/**
 * A visitor's booking or request; `id` is the request id made by the form,
 * so a retry writes the same record. Its `fields` are checked by the kind's
 * own schema (./schemas `requestSchemas`) once the kind is known.
 */
export const submitRequestEnvelope = v.object({
  kind: v.picklist(requestKinds),
  id: fields.requestId,
  fields: v.unknown(),
  /** The browser's secret id, as for an order. */
  deviceId: v.optional(fields.deviceId),
});

/**
 * A vendor's changes to their own shop: open or closed, its hours, its UPI id,
 * what it delivers (its minimum order, its neighbourhoods), a product's stock and price.
 */
export const vendorShopRequest = v.union([
  v.object({ action: v.literal('setOpen'), open: v.boolean() }),
  v.object({ action: v.literal('setHours'), openingHours: fields.openingHours() }),
  /**
   * Extra hours for the day: open now, whatever the hours say, until the
   * next time the town's clock shows `until` ('HH:MM'); null ends them.
   */
  v.object({ action: v.literal('openUntil'), until: v.nullable(fields.clockTime()) }),
  /** The shop's UPI id, as its UPI app shows it; '' takes cash only. */
  v.object({ action: v.literal('setUpi'), upiId: fields.upiId }),
  /** Held to the shop's own fields: a minimum of null takes any order, no neighbourhood delivers to every one. */
  v.object({
    action: v.literal('setTerms'),
    minimumOrder: shopMinimumOrder,
    neighbourhoods: shopNeighbourhoods,
  }),
  /**
   * `stockSeen`: the stock the vendor's editor showed. When orders have changed it
   * since, the server refuses rather than write over what they took.
   */
  v.object({
    action: v.literal('setStockAndPrice'),
    productId: fields.docId,
    stock: fields.stock,
    price: fields.price,
    stockSeen: v.optional(fields.stock),
  }),
]);

/**
 * A photo of a shop's printed UPI QR code, shrunk by the browser, or '' to
 * take it away: from the shop's own vendor, or an admin for any shop.
 */
export const setShopQrRequest = v.object({
  shopId: fields.docId,
  image: v.union([v.literal(''), fields.qrPhoto]),
});

/**
 * An admin takes cash from a delivery person (its request id, made once by the
 * form and resent by a retry, names the ledger line), or sets the most they may
 * hold before they are given no new cash order (null: no limit); corrects a
 * line, settles money owed back, or rebuilds a record that cannot be read.
 */
export const riderCashRequest = v.union([
  v.object({
    action: v.literal('handOver'),
    requestId: fields.requestId,
    riderUid: fields.docId,
    amount: fields.cashAmount,
  }),
  v.object({
    action: v.literal('setLimit'),
    riderUid: fields.docId,
    limit: v.nullable(fields.cashLimit),
  }),
  /** A correcting line (never an edit): adds or takes off an amount, with why, naming the line it corrects if any. */
  v.object({
    action: v.literal('correct'),
    requestId: fields.requestId,
    riderUid: fields.docId,
    direction: v.picklist(['add', 'takeOff']),
    amount: fields.cashAmount,
    why: fields.cashWhy(),
    corrects: v.optional(fields.docId),
  }),
  /** Money owed back (an `owedBack` line) given to the customer or to the rider. */
  v.object({
    action: v.literal('settleOwed'),
    riderUid: fields.docId,
    lineId: fields.docId,
    to: v.picklist(owedSettledTo),
  }),
  /** A cash record that cannot be read, made again from its ledger, with the limit given again. */
  v.object({
    action: v.literal('rebuild'),
    riderUid: fields.docId,
    limit: v.nullable(fields.cashLimit),
  }),
]);

/**
 * The most records one `restoreServerRecords` call carries: a rider's cash
 * with a year of their ledger, or a page of orders. A town file is at most
 * IMPORT_FILE_BYTES_MAX, so no call is larger than that either.
 */
export const RESTORE_RECORDS_MAX = 10_000;

/**
 * An admin restores what only the server may write, from a town file: each
 * record's fields as the file writes them (lib/town-file `encodeTownData`),
 * checked by the server against its model and the town before any is written;
 * `checkOnly` writes nothing.
 */
export const restoreServerRecordsRequest = v.object({
  records: v.pipe(
    v.array(
      v.object({
        collection: v.picklist(serverRestoredCollections),
        id: fields.docId,
        data: v.record(v.string(), v.unknown()),
      }),
    ),
    v.minLength(1),
    v.maxLength(RESTORE_RECORDS_MAX),
  ),
  checkOnly: v.optional(v.boolean(), false),
});

/** An admin makes a vendor's or delivery person's account. */
export const createStaffAccountRequest = v.object({
  kind: v.picklist(['vendor', 'delivery']),
  phone: fields.typedPhone,
  // Its minimum (STAFF_PASSWORD_MIN_LENGTH) is checked by the handler, which says it in the admin's language.
  password: v.pipe(v.string(), v.maxLength(128)),
  name: fields.personName(),
  shopId: v.optional(fields.docId),
});

/** The languages a notice can be written in (lib/i18n `locales`). */
const noticeLanguage = v.picklist(['en', 'bn', 'hi']);

/**
 * A device asks to be told, or to be forgotten (src/server/push-devices.ts):
 * a signed-in staff member ties it to themselves; anyone holding an order's
 * id (or a list's: `orderId` takes either) asks to hear about it; sign-out
 * unties it; "Forget me" removes everything about it. The token is the
 * device's push token.
 */
export const notifyMeRequest = v.union([
  v.object({ action: v.literal('staff'), token: fields.pushToken, language: noticeLanguage }),
  v.object({
    action: v.literal('order'),
    token: fields.pushToken,
    language: noticeLanguage,
    orderId: fields.orderId,
  }),
  v.object({ action: v.literal('signOut'), token: fields.pushToken }),
  v.object({ action: v.literal('forget'), token: fields.pushToken }),
]);

/**
 * A shop's own Telegram chat (src/server/shop-chat.ts): a one-time link to
 * tie a chat to it, or untie the chat it has. A vendor for their own shop
 * (`shopId` left out); an admin names the shop.
 */
export const shopTelegramRequest = v.union([
  v.object({
    action: v.literal('link'),
    language: noticeLanguage,
    shopId: v.optional(fields.docId),
  }),
  v.object({ action: v.literal('unlink'), shopId: v.optional(fields.docId) }),
]);

// ---- Lists and quotes (issue 37) ---------------------------------------------

/**
 * A photo or voice note as the browser sends it: its type and its `data:`
 * address. The server checks both (lib/list-media `checkListMedia`) and
 * refuses in plain words one of another type or too big; past twice its
 * bound, the request is refused whole before anything is read.
 */
const listUpload = (kind: 'photo' | 'voice') =>
  v.object({
    mime: v.pipe(v.string(), v.maxLength(40)),
    data: v.pipe(v.string(), v.maxLength(2 * listMediaCharsMax(kind))),
  });

/**
 * A customer sends a shop a list instead of a cart (src/server/shop-lists.ts):
 * a photo, a voice note or a few typed lines — one at least — with the
 * delivery details the cart asks for. The request id makes its id, as an
 * order's; the same one again is the same list.
 */
export const sendListRequest = v.object({
  requestId: fields.requestId,
  shopId: fields.docId,
  // The cart's delivery form checks the same fields with the same schema.
  customerName: deliveryContact.entries.name,
  phone: deliveryContact.entries.phone,
  address: deliveryContact.entries.address,
  landmark: deliveryContact.entries.landmark,
  note: deliveryContact.entries.note,
  neighbourhoodId: v.optional(fields.docId),
  /** The language the customer reads: the shop's quote and its notices reach them in it. */
  language: fields.language,
  deviceId: v.optional(fields.deviceId),
  /** The lines typed; '' when a photo or a voice note says it all. */
  text: fields.listText(),
  photo: v.optional(listUpload('photo')),
  voice: v.optional(
    v.object({
      ...listUpload('voice').entries,
      /** Its length as recorded: at most LIST_VOICE_SECONDS_MAX, which the server checks in plain words. */
      seconds: fields.whole(1, 10 * LIST_VOICE_SECONDS_MAX),
    }),
  ),
});

/** A line of a quote as the shop builds it: a catalogue product and how many, or a free line with its price. */
export const quotedLine = v.union([
  v.object({
    kind: v.literal('product'),
    productId: fields.docId,
    quantity: fields.quantity(LINE_QUANTITY_MAX),
  }),
  v.object({
    kind: v.literal('free'),
    name: fields.quoteLineName(),
    unit: v.optional(fields.quoteLineUnit()),
    price: fields.price,
    quantity: fields.quantity(LINE_QUANTITY_MAX),
  }),
]);

/**
 * The shop's vendor (or an admin) answers a `sent` list: a quote (products
 * from its catalogue, which the server prices, and free lines it prices
 * itself, with a note), or a refusal with a reason a shop rejects an order
 * with (lib/order-reasons `reasonsFor.rejected`).
 */
export const quoteListRequest = v.union([
  v.object({
    listId: fields.orderId,
    action: v.literal('quote'),
    // As the stored quote's lines are held (lib/model-schemas `quoteLines`).
    lines: quoteLinesOf(quotedLine),
    note: fields.note(),
  }),
  v.pipe(
    v.object({
      listId: fields.orderId,
      action: v.literal('refuse'),
      reasonCode: v.picklist(reasonCodes),
      reason: fields.reason(),
    }),
    v.check(
      (refusal) => isReasonFor('rejected', refusal.reasonCode, refusal.reason),
      sentence('reasonNotOffered').message,
    ),
  ),
]);

/**
 * Whoever holds the list's id (its sender's browser, or anyone Find Order
 * gave it to for the phone and the list's code) confirms the shop's quote
 * into an order or declines it, or withdraws the list before it is quoted.
 */
export const answerQuoteRequest = v.union([
  v.object({
    listId: fields.orderId,
    action: v.literal('confirm'),
    /** The browser's secret id: the phone knows the device that confirmed, as one that ordered. */
    deviceId: v.optional(fields.deviceId),
  }),
  v.object({ listId: fields.orderId, action: v.picklist(['decline', 'withdraw']) }),
]);
