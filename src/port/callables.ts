import type { DeliveryTerms } from '../lib/money';
import type { ReasonCode } from '../lib/order-reasons';
import type { OrderStatus, RequestFields, RequestKind, StaffKind } from '../lib/models';

/**
 * The calls only trusted code may answer: the server half of the port.
 *
 * On Firebase each is a callable Cloud Function (functions/, region
 * asia-south1); on the Demo backend the same handlers (src/server) run in the
 * browser against IndexedDB. Requests carry only what a person chose;
 * everything that is money, stock or somebody else's data is read by the
 * handler from the database. Requests and answers are plain JSON (no Dates:
 * times are epoch milliseconds), exactly what crosses the wire.
 */

/** One cart line as the customer chose it. `price` is what they saw: a confirmation, never a charge. */
export interface ChosenLine {
  productId: string;
  quantity: number;
  price: number;
}

export interface PlaceOrderRequest {
  /**
   * Made by the browser before the first try and sent again with every retry:
   * the server derives the order's id from it, so a retry is the same order.
   * The order's number and code are the server's.
   */
  requestId: string;
  shopId: string;
  lines: ChosenLine[];
  /** The delivery fee the customer saw; a different one stops the order so they can look again. */
  deliveryFee: number;
  customerName: string;
  phone: string;
  address: string;
  landmark: string;
  note: string;
}

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

/** A customer cancels with the order's id, which only its code (or this browser's memory) gives. */
export interface CancelOrderRequest {
  orderId: string;
}

export type StaffOrderAction =
  | { action: 'accept' | 'ready' | 'pickUp' | 'deliver' | 'claim' }
  /** Stopping an order: a reason from the list (lib/order-reasons) and the staff's own words, if any. */
  | { action: 'reject' | 'cancel' | 'undeliver'; reasonCode: ReasonCode; reason: string }
  | { action: 'assign'; deliveryUid: string | null };

export type StaffOrderRequest = { orderId: string } & StaffOrderAction;

export interface OrderStatusResult {
  status: OrderStatus;
}

/** A visitor's booking or request; `id` is the request id made by the form, so a retry writes the same record. */
export interface SubmitRequestRequest<K extends RequestKind = RequestKind> {
  kind: K;
  id: string;
  fields: RequestFields[K];
}

export type SubmitRequestResult =
  /** `recordId` reads it from this browser; `reference` and `code` open it anywhere with the phone. */
  | { kind: 'saved'; recordId: string; reference: string; code: string }
  /** This phone sent `limit` requests in the last day; staff will call them back. */
  | { kind: 'daily-limit'; limit: number };

/** A code typed in Find Order for a phone: which of its orders or bookings it opens. */
export interface FindByCodeRequest {
  phone: string;
  code: string;
}

export type FindByCodeResult =
  /** `id` reads the record from now on (the collection says whether it is an order or a booking). */
  | { kind: 'found'; collection: string; id: string; number: string }
  /** No order or booking of this phone has that code; `triesLeft` more this hour. */
  | { kind: 'no-match'; triesLeft: number }
  /** Too many wrong codes for this phone in the last hour. */
  | { kind: 'wait'; minutes: number };

/** A vendor's changes to their own shop: open or closed, a product's stock and price. */
export type VendorShopRequest =
  | { action: 'setOpen'; open: boolean }
  | { action: 'setStockAndPrice'; productId: string; stock: number; price: number };

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

export interface CreateStaffAccountRequest {
  kind: StaffKind;
  phone: string;
  password: string;
  name: string;
  shopId?: string;
}

/** Every callable: its request and its answer. */
export interface Callables {
  placeOrder: { request: PlaceOrderRequest; result: PlaceOrderResult };
  cancelOrder: { request: CancelOrderRequest; result: OrderStatusResult };
  staffOrderAction: { request: StaffOrderRequest; result: OrderStatusResult };
  submitRequest: { request: SubmitRequestRequest; result: SubmitRequestResult };
  findByCode: { request: FindByCodeRequest; result: FindByCodeResult };
  vendorShopAction: { request: VendorShopRequest; result: { done: true } };
  createStaffAccount: { request: CreateStaffAccountRequest; result: StaffRecord };
}

export type CallableName = keyof Callables;
export type CallRequest<N extends CallableName> = Callables[N]['request'];
export type CallResult<N extends CallableName> = Callables[N]['result'];

export const callableNames = [
  'placeOrder',
  'cancelOrder',
  'staffOrderAction',
  'submitRequest',
  'findByCode',
  'vendorShopAction',
  'createStaffAccount',
] as const satisfies readonly CallableName[];

/**
 * The calls a replayed App Check token must not repeat (when App Check is on):
 * each one places, cancels or tries a code, so each needs a fresh token.
 */
export const replayProtectedCallables = [
  'placeOrder',
  'cancelOrder',
  'findByCode',
] as const satisfies readonly CallableName[];

export const isReplayProtected = (name: CallableName) =>
  (replayProtectedCallables as readonly CallableName[]).includes(name);

/** Sends one call to the trusted side. */
export type CallServer = <N extends CallableName>(
  name: N,
  request: CallRequest<N>,
) => Promise<CallResult<N>>;
