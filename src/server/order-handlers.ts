import type { OrderStatusResult, PlaceOrderResult, StaffOrderRequest } from '../port/callables';
import { backendError } from '../port/errors';
import {
  assignDelivery,
  claimOrder,
  moveOrderStatus,
  placeOrder,
  type StatusMove,
} from './order-workflow';
import { orderSchema, parseDoc } from '../lib/model-schemas';
import { collections, type Order, type OrderStatus } from '../lib/models';
import { recordIdFor } from '../lib/order-identity';
import type { Actor } from '../lib/order-status';
import { sentence } from '../lib/server-sentences';
import { rolesOf, signedInUid, type ServerContext, type StaffRoles } from './server-context';
import {
  cancelOrderRequest,
  placeOrderRequest,
  staffOrderRequest,
} from '../lib/requests/call-schemas';
import { parseRequest } from './parse-request';
import { claimPaidByUpi, markPaidByUpi, refuseUpiClaim } from './upi-payment';
import { guardingCash } from './cash-in-hand';

/** Checkout: anyone may call; everything charged is read from the database. */
export async function handlePlaceOrder(
  context: ServerContext,
  data: unknown,
): Promise<PlaceOrderResult> {
  const request = parseRequest(placeOrderRequest, data);
  const orderId = await recordIdFor(collections.orders, request.requestId);
  return placeOrder(context.store, { ...request, orderId });
}

/**
 * A customer cancels a placed order. The id is the permission: 128 bits
 * derived from a request id only the placing browser knew, which Find Order
 * gives to someone else only for the phone and the order's secret code.
 */
export async function handleCancelOrder(
  context: ServerContext,
  data: unknown,
): Promise<OrderStatusResult> {
  const { orderId } = parseRequest(cancelOrderRequest, data);
  const order = await moveOrderStatus(context.store, {
    orderId,
    to: 'cancelled',
    actor: 'customer',
  });
  return { status: order.status };
}

const targetOf: Readonly<Record<string, OrderStatus>> = {
  accept: 'accepted',
  ready: 'ready',
  reject: 'rejected',
  cancel: 'cancelled',
  undeliver: 'undelivered',
  pickUp: 'outForDelivery',
  deliver: 'delivered',
};

/**
 * Who the caller is to this order: an admin for every order, a vendor for
 * their own shop's, a delivery person for the ones given to them (and, to
 * claim, the ready ones nobody has taken). Anyone else is refused before
 * anything is changed.
 */
function actorFor(roles: StaffRoles, order: Order, request: StaffOrderRequest): Actor {
  if (roles.admin) return 'admin';
  if (request.action === 'assign') throw notYours();
  if (roles.vendorShopId !== null && roles.vendorShopId === order.shopId) return 'vendor';
  if (roles.delivery) {
    const unclaimedReady = order.status === 'ready' && order.deliveryUid === null;
    if (order.deliveryUid === roles.uid || (request.action === 'claim' && unclaimedReady)) {
      return 'delivery';
    }
  }
  throw notYours();
}

const notYours = () => backendError('permission-denied', sentence('orderNotYours'));

/** Accept, reject, ready, claim, pick up, deliver or not, mark paid by UPI (or refuse a rider's word of it), cancel (admin) and assign (admin). */
export function handleStaffOrderAction(
  context: ServerContext,
  data: unknown,
): Promise<OrderStatusResult> {
  // A rider's cash record that cannot be read, met by any move, is told to the admin.
  return guardingCash(context.store, () => staffOrderAction(context, data));
}

async function staffOrderAction(context: ServerContext, data: unknown): Promise<OrderStatusResult> {
  const request = parseRequest(staffOrderRequest, data);
  const roles = await rolesOf(context, signedInUid(context));
  const order = parseDoc(orderSchema, await context.store.get(collections.orders, request.orderId));
  if (!order) throw backendError('not-found', sentence('orderGone'));
  const actor = actorFor(roles, order, request);

  if (request.action === 'claim') {
    if (actor !== 'delivery') throw notYours();
    return { status: (await claimOrder(context.store, order.id, roles.uid)).status };
  }
  if (request.action === 'markPaidByUpi') {
    // A rider cannot see the shop's UPI app: their word waits for the shop or an admin.
    if (actor === 'delivery') {
      return { status: (await claimPaidByUpi(context.store, order.id, roles.uid)).status };
    }
    if (actor !== 'vendor' && actor !== 'admin') throw notYours();
    return { status: (await markPaidByUpi(context.store, order.id, actor, roles.uid)).status };
  }
  if (request.action === 'refuseUpiClaim') {
    if (actor !== 'vendor' && actor !== 'admin') throw notYours();
    return { status: (await refuseUpiClaim(context.store, order.id, actor)).status };
  }
  if (request.action === 'assign') {
    return {
      status: (await assignDelivery(context.store, order.id, request.deliveryUid)).status,
    };
  }
  const to = targetOf[request.action];
  if (!to) throw backendError('invalid-argument');
  const move: StatusMove = {
    orderId: order.id,
    to,
    actor,
    ...('reasonCode' in request && { reasonCode: request.reasonCode, reason: request.reason }),
    ...(actor === 'delivery' && { deliveryUid: roles.uid }),
    byUid: roles.uid,
  };
  // The transaction reads the order again: the role check above was made on
  // what it held a moment ago, and the table is checked on what it holds now.
  return { status: (await moveOrderStatus(context.store, move)).status };
}
