import type { DeliveryTerms } from '../lib/money';
import type { OrderStatus, RequestFields, RequestKind } from '../lib/models';
import type { StaffKind, StaffRecord } from './types';

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
  /** Made by the browser before the first try; the order id is derived from both, so a retry is the same order. */
  number: string;
  code: string;
  shopId: string;
  lines: ChosenLine[];
  /** The delivery fee the customer saw; a different one stops the order so they can look again. */
  deliveryFee: number;
  customerName: string;
  phone: string;
  address: string;
  landmark: string;
  note: string;
  /** Hash of this browser's secret ("my recent orders"). */
  browserTag: string;
}

/** A cart line the shop can no longer fill as chosen: what it has now, or null when it is gone. */
export interface LineChange {
  productId: string;
  name: string;
  now: { stock: number; price: number } | null;
}

export type PlaceOrderResult =
  | { kind: 'placed'; orderId: string; number: string; total: number }
  /** The shop's names as its document has them now, so the customer reads it in their language. */
  | { kind: 'shop-closed'; shopName: string; shopNameBn?: string; shopNameHi?: string }
  | { kind: 'shop-gone' }
  /** Every line that changed, all at once, with the terms in force now. */
  | { kind: 'changed'; lines: LineChange[]; terms: DeliveryTerms }
  /** The phone already has `limit` orders on their way. */
  | { kind: 'open-order-limit'; limit: number };

/** A customer cancels with the order's id, which only its code (or this browser's memory) gives. */
export interface CancelOrderRequest {
  orderId: string;
}

export type StaffOrderAction =
  | { action: 'accept' | 'ready' | 'pickUp' | 'deliver' | 'claim' }
  | { action: 'reject' | 'cancel'; reason: string }
  | { action: 'assign'; deliveryUid: string | null };

export type StaffOrderRequest = { orderId: string } & StaffOrderAction;

export interface OrderStatusResult {
  status: OrderStatus;
}

/** A visitor's booking or request; `id` is made by the form so a retry writes the same record. */
export interface SubmitRequestRequest<K extends RequestKind = RequestKind> {
  kind: K;
  id: string;
  fields: RequestFields[K];
}

export type SubmitRequestResult =
  | { kind: 'saved' }
  /** This phone sent `limit` requests in the last day; staff will call them back. */
  | { kind: 'daily-limit'; limit: number };

/** A vendor's changes to their own shop: open or closed, a product's stock and price. */
export type VendorShopRequest =
  | { action: 'setOpen'; open: boolean }
  | { action: 'setStockAndPrice'; productId: string; stock: number; price: number };

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
  'vendorShopAction',
  'createStaffAccount',
] as const satisfies readonly CallableName[];

/** Sends one call to the trusted side. */
export type CallServer = <N extends CallableName>(
  name: N,
  request: CallRequest<N>,
) => Promise<CallResult<N>>;
