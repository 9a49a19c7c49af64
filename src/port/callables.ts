import type * as v from 'valibot';
import type { DeliveryTerms } from '../lib/money';
import type { TownFileProblem } from '../lib/town-file-format';
import type { OrderStatus, RequestFields, RequestKind, StaffKind } from '../lib/models';
import type {
  answerQuoteRequest,
  cancelOrderRequest,
  changeOrderLineRequest,
  createStaffAccountRequest,
  findByCodeRequest,
  notifyMeRequest,
  placeOrderRequest,
  quoteListRequest,
  restoreServerRecordsRequest,
  riderCashRequest,
  sendListRequest,
  setShopQrRequest,
  shopTelegramRequest,
  staffOrderRequest,
  vendorShopRequest,
} from '../lib/requests/call-schemas';

/**
 * The calls only trusted code may answer: the server half of the port.
 *
 * On Firebase each is a callable Cloud Function (functions/, region
 * asia-south1); on the Demo backend the same handlers (src/server) run in the
 * browser against IndexedDB. Requests carry only what a person chose;
 * everything that is money, stock or somebody else's data is read by the
 * handler from the database. Requests and answers are plain JSON (no Dates:
 * times are epoch milliseconds), exactly what crosses the wire. Each request's
 * type is inferred from the schema the server checks it with
 * (lib/requests/call-schemas.ts), so it is written once.
 */

export type PlaceOrderRequest = v.InferInput<typeof placeOrderRequest>;

/** One cart line as the customer chose it. */
export type ChosenLine = PlaceOrderRequest['lines'][number];

/** A cart line the shop can no longer fill as chosen: what it has now, or null when it is gone. */
export interface LineChange {
  productId: string;
  name: string;
  now: { stock: number; price: number } | null;
}

export type PlaceOrderResult =
  /** `orderId` reads the order from this browser; `number` and `code` open it anywhere with the phone. */
  | { kind: 'placed'; orderId: string; number: string; code: string; total: number }
  /** The shop's names as its document has them now, so the customer reads it in their language. */
  | { kind: 'shop-closed'; shopName: string; shopNameBn?: string; shopNameHi?: string }
  | { kind: 'shop-gone' }
  /** Every line that changed, all at once, with the terms in force now. */
  | { kind: 'changed'; lines: LineChange[]; terms: DeliveryTerms }
  /** The phone already has `limit` orders on their way. */
  | { kind: 'open-order-limit'; limit: number }
  /** The phone has placed `limit` orders in the last day, cancelled ones counted. */
  | { kind: 'daily-order-limit'; limit: number };

export type CancelOrderRequest = v.InferInput<typeof cancelOrderRequest>;

export type StaffOrderRequest = v.InferInput<typeof staffOrderRequest>;

type WithoutOrderId<Request> = Request extends unknown ? Omit<Request, 'orderId'> : never;

/** What a staff member does to an order: each kind of request without the order's id. */
export type StaffOrderAction = WithoutOrderId<StaffOrderRequest>;

export interface OrderStatusResult {
  status: OrderStatus;
}

/** The shop lowers a line of a placed order, or takes it off with quantity 0. */
export type ChangeOrderLineRequest = v.InferInput<typeof changeOrderLineRequest>;

/** The order's bill once changed: paise, as every amount. */
export interface ChangeOrderLineResult {
  subtotal: number;
  deliveryFee: number;
  total: number;
}

/**
 * A visitor's booking or request (lib/requests/call-schemas `submitRequestEnvelope`),
 * with the fields its form's schema gave, which the server checks again.
 */
export interface SubmitRequestRequest<K extends RequestKind = RequestKind> {
  kind: K;
  id: string;
  fields: RequestFields[K];
  /** The browser's secret id (lib/customer-memory `deviceId`). */
  deviceId?: string;
}

export type SubmitRequestResult =
  /** `recordId` reads it from this browser; `reference` and `code` open it anywhere with the phone. */
  | { kind: 'saved'; recordId: string; reference: string; code: string }
  /** This phone sent `limit` requests in the last day; staff will call them back. */
  | { kind: 'daily-limit'; limit: number };

/** A code typed in Find Order for a phone: which of its orders or bookings it opens. */
export type FindByCodeRequest = v.InferInput<typeof findByCodeRequest>;

export type FindByCodeResult =
  /**
   * `id` reads the record from now on (the collection says whether it is an
   * order, a booking or a list sent to a shop: `shopLists`).
   */
  | { kind: 'found'; collection: string; id: string; number: string }
  /** No order or booking of this phone has that code; `triesLeft` more this hour. */
  | { kind: 'no-match'; triesLeft: number }
  /** Too many wrong codes for this phone in the last hour. */
  | { kind: 'wait'; minutes: number };

/** A vendor's changes to their own shop: open or closed, a product's stock and price. */
export type VendorShopRequest = v.InferInput<typeof vendorShopRequest>;

/** A shop's QR photo (a shrunk data address), or '' for none. */
export type SetShopQrRequest = v.InferInput<typeof setShopQrRequest>;

/** A staff member as the sign-in and the staff account calls give them. */
export interface StaffRecord {
  uid: string;
  kind: StaffKind;
  phone: string;
  name: string;
  /** Vendors: the shop they run and its category. */
  shopId?: string;
  category?: string;
  active: boolean;
}

export type CreateStaffAccountRequest = v.InferInput<typeof createStaffAccountRequest>;

/** An admin takes cash from a delivery person, or sets the most they may hold. */
export type RiderCashRequest = v.InferInput<typeof riderCashRequest>;

/** A delivery person's cash after the call: paise held, and their limit (null: none). */
export interface RiderCashResult {
  balance: number;
  limit: number | null;
}

/** An admin restores what only the server may write, from a town file (src/server/restore-records). */
export type RestoreServerRecordsRequest = v.InferInput<typeof restoreServerRecordsRequest>;

export type RestoreServerRecordsResult =
  /** Every record passed and was written (`restored`), or would be (`checked`, with `checkOnly`). */
  | { kind: 'restored' | 'checked'; count: number }
  /** Nothing was written: what the server refuses, each named. */
  | { kind: 'refused'; problems: TownFileProblem[] };
/** A device asks to be told (a staff member's, or about an order), or to be forgotten. */
export type NotifyMeRequest = v.InferInput<typeof notifyMeRequest>;

/** A shop's own Telegram chat: a one-time link, or untying the chat it has. */
export type ShopTelegramRequest = v.InferInput<typeof shopTelegramRequest>;

export type ShopTelegramResult =
  /** Open `url` in Telegram and press Start, before `expiresAt` (epoch milliseconds). */
  | { kind: 'link'; url: string; expiresAt: number }
  /** This town has no Telegram bot (the Demo never has one). */
  | { kind: 'no-telegram' }
  | { kind: 'unlinked' };

// ---- Lists and quotes (issue 37) ---------------------------------------------

/** A list sent to a shop instead of a cart: a photo, a voice note or typed lines, with the delivery details. */
export type SendListRequest = v.InferInput<typeof sendListRequest>;

export type SendListResult =
  /** `listId` reads the list from this browser; `number` (LS-…) and `code` open it anywhere with the phone. */
  | { kind: 'sent'; listId: string; number: string; code: string }
  /** The shop's names as its document has them now, as `placeOrder` answers. */
  | { kind: 'shop-closed'; shopName: string; shopNameBn?: string; shopNameHi?: string }
  | { kind: 'shop-gone' }
  /** The phone has sent `limit` orders and lists in the last day (they share one limit). */
  | { kind: 'daily-limit'; limit: number };

/** The shop's quote for a list (products by id and quantity, free lines priced), or its refusal. */
export type QuoteListRequest = v.InferInput<typeof quoteListRequest>;
/** One line of a quote as the shop sends it. */
export type QuotedLine = Extract<QuoteListRequest, { action: 'quote' }>['lines'][number];

export type QuoteListResult =
  /** Paise, as every amount; `expiresAt` in epoch milliseconds. */
  | { kind: 'quoted'; subtotal: number; deliveryFee: number; total: number; expiresAt: number }
  | { kind: 'refused' };

/** The customer confirms the quote, declines it, or withdraws the list before it is quoted. */
export type AnswerQuoteRequest = v.InferInput<typeof answerQuoteRequest>;

export type AnswerQuoteResult =
  /** The quote is an order now: read it by `orderId`; `number` and `code` open it anywhere. */
  | { kind: 'placed'; orderId: string; number: string; code: string; total: number }
  /**
   * A product of the quote ran out or changed price since: nothing was
   * written; the customer may ask the shop again (`now` as in `placeOrder`'s).
   */
  | { kind: 'changed'; lines: LineChange[] }
  /** The quote was not answered in time. */
  | { kind: 'expired' }
  /** The phone already has `limit` orders on their way, as checkout answers: confirm once one arrives. */
  | { kind: 'open-order-limit'; limit: number }
  | { kind: 'done' };

/** Every callable: its request and its answer. */
export interface Callables {
  placeOrder: { request: PlaceOrderRequest; result: PlaceOrderResult };
  cancelOrder: { request: CancelOrderRequest; result: OrderStatusResult };
  staffOrderAction: { request: StaffOrderRequest; result: OrderStatusResult };
  changeOrderLine: { request: ChangeOrderLineRequest; result: ChangeOrderLineResult };
  submitRequest: { request: SubmitRequestRequest; result: SubmitRequestResult };
  findByCode: { request: FindByCodeRequest; result: FindByCodeResult };
  vendorShopAction: { request: VendorShopRequest; result: { done: true } };
  setShopQr: { request: SetShopQrRequest; result: { done: true } };
  createStaffAccount: { request: CreateStaffAccountRequest; result: StaffRecord };
  riderCashAction: { request: RiderCashRequest; result: RiderCashResult };
  restoreServerRecords: {
    request: RestoreServerRecordsRequest;
    result: RestoreServerRecordsResult;
  };
  notifyMe: { request: NotifyMeRequest; result: { done: true } };
  shopTelegram: { request: ShopTelegramRequest; result: ShopTelegramResult };
  sendList: { request: SendListRequest; result: SendListResult };
  quoteList: { request: QuoteListRequest; result: QuoteListResult };
  answerQuote: { request: AnswerQuoteRequest; result: AnswerQuoteResult };
}

export type CallableName = keyof Callables;
export type CallRequest<N extends CallableName> = Callables[N]['request'];
export type CallResult<N extends CallableName> = Callables[N]['result'];

export const callableNames = [
  'placeOrder',
  'cancelOrder',
  'staffOrderAction',
  'changeOrderLine',
  'submitRequest',
  'findByCode',
  'vendorShopAction',
  'setShopQr',
  'createStaffAccount',
  'riderCashAction',
  'restoreServerRecords',
  'notifyMe',
  'shopTelegram',
  'sendList',
  'quoteList',
  'answerQuote',
] as const satisfies readonly CallableName[];

/**
 * The calls a replayed App Check token must not repeat (when App Check is on):
 * each one places, cancels, sends a request or a list to the staff chats,
 * confirms a quote into an order or tries a code, so each needs a fresh token.
 */
export const replayProtectedCallables = [
  'placeOrder',
  'cancelOrder',
  'findByCode',
  'submitRequest',
  'sendList',
  'answerQuote',
] as const satisfies readonly CallableName[];

export const isReplayProtected = (name: CallableName) =>
  (replayProtectedCallables as readonly CallableName[]).includes(name);

/** Sends one call to the trusted side. */
export type CallServer = <N extends CallableName>(
  name: N,
  request: CallRequest<N>,
) => Promise<CallResult<N>>;
