import { collections } from '../../lib/models';
import type { DocData, FieldValue } from '../types';
import type { AccessRequest, CollectionRules, Rule } from './policy';

/**
 * The ordering rules: who may create, read, list and move orders, their phone
 * lookups, the stock they take and the staff alerts they raise. Each rule's
 * text is a helper function of firestore.rules; the functions' bodies there
 * say the same as the code here.
 *
 * Documents written in the same batch are seen through `getAfter` /
 * `getBefore` (the rules' getAfter()/get()); anything else reads as absent,
 * which only ever denies.
 */

type Data = DocData | null | undefined;

const rule = (rulesText: string, allows: Rule['allows']): Rule => ({ rulesText, allows });

const text = (value: FieldValue | undefined, min: number, max: number) =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const count = (value: FieldValue | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const amount = (value: FieldValue | undefined) => typeof value === 'number' && value >= 0;
const isMap = (value: FieldValue | undefined): value is { [key: string]: FieldValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** "Stamped with the server's clock": the Demo stamps serverTime as `new Date()` at commit. */
const justNow = (value: FieldValue | undefined) =>
  value instanceof Date && Math.abs(Date.now() - value.getTime()) < 60_000;

/** The keys whose values differ between two versions of a document. */
function changedKeys(before: Data, after: Data): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]));
}
const onlyChanged = (request: AccessRequest, allowed: readonly string[]) =>
  changedKeys(request.before, request.after).every((key) => allowed.includes(key));

/** The value a list query pins a field to with `==` (the rules see `resource.data.field == value`). */
function pinned(request: AccessRequest, field: string): FieldValue | undefined {
  return request.query?.where?.find((filter) => filter.field === field && filter.op === '==')
    ?.value;
}

const orderKeys = [
  'number',
  'code',
  'shopId',
  'shopName',
  'lines',
  'quantities',
  'subtotal',
  'deliveryFee',
  'total',
  'customerName',
  'phone',
  'address',
  'landmark',
  'note',
  'payment',
  'status',
  'browserTag',
  'deliveryUid',
  'rejectReason',
  'createdAt',
  'updatedAt',
  'history',
];

/** isValidNewOrder(): every key present and typed, status placed, stamped now. */
export function isValidNewOrder(order: Data): boolean {
  if (!order) return false;
  const keys = Object.keys(order);
  return (
    keys.length === orderKeys.length &&
    orderKeys.every((key) => keys.includes(key)) &&
    text(order['number'], 4, 12) &&
    text(order['code'], 6, 6) &&
    text(order['shopId'], 1, 100) &&
    text(order['shopName'], 1, 100) &&
    Array.isArray(order['lines']) &&
    order['lines'].length >= 1 &&
    order['lines'].length <= 50 &&
    isMap(order['quantities']) &&
    amount(order['subtotal']) &&
    amount(order['deliveryFee']) &&
    order['total'] === (order['subtotal'] as number) + (order['deliveryFee'] as number) &&
    text(order['customerName'], 2, 60) &&
    typeof order['phone'] === 'string' &&
    /^[6-9][0-9]{9}$/.test(order['phone']) &&
    text(order['address'], 8, 200) &&
    text(order['landmark'], 0, 80) &&
    text(order['note'], 0, 300) &&
    order['payment'] === 'cod' &&
    order['status'] === 'placed' &&
    text(order['browserTag'], 0, 64) &&
    order['deliveryUid'] === null &&
    order['rejectReason'] === null &&
    justNow(order['createdAt']) &&
    justNow(order['updatedAt']) &&
    Array.isArray(order['history']) &&
    order['history'].length === 1
  );
}

/** The order's status moves allowed per role (src/lib/order-status.ts, in rules form). */
const vendorMoves: Readonly<Record<string, readonly string[]>> = {
  placed: ['accepted', 'rejected'],
  accepted: ['ready', 'rejected'],
};
const deliveryMoves: Readonly<Record<string, readonly string[]>> = {
  ready: ['outForDelivery'],
  outForDelivery: ['delivered'],
};
const adminMoves: Readonly<Record<string, readonly string[]>> = {
  placed: ['accepted', 'rejected', 'cancelled'],
  accepted: ['ready', 'rejected'],
  ready: ['outForDelivery'],
  outForDelivery: ['delivered'],
};
const moves = (table: Readonly<Record<string, readonly string[]>>, request: AccessRequest) =>
  table[String(request.before?.['status'])]?.includes(String(request.after?.['status'])) ?? false;

const isShopVendor = (request: AccessRequest, shopId: FieldValue | undefined) =>
  request.caller.isVendor &&
  request.caller.vendorShopId !== null &&
  request.caller.vendorShopId === shopId;

const admin = rule('isAdmin()', ({ caller }) => caller.isAdmin);

const orderRules: CollectionRules = {
  // Ids are derived from a secret code: knowing one is the permission to read it.
  get: rule('true', () => true),
  list: rule(
    'isAdmin() || isShopVendor(resource.data.shopId) || isDeliveryQueue()',
    (request) =>
      request.caller.isAdmin ||
      isShopVendor(request, pinned(request, 'shopId')) ||
      (request.caller.isDelivery &&
        (pinned(request, 'deliveryUid') === request.caller.uid ||
          (pinned(request, 'status') === 'ready' && pinned(request, 'deliveryUid') === null))),
  ),
  create: rule('isValidNewOrder()', (request) => isValidNewOrder(request.after)),
  update: rule(
    'isAdmin() && adminMovesOrder() || customerCancels() || vendorMovesOrder() || deliveryClaims() || deliveryMovesOrder()',
    (request) => {
      const { caller, before, after } = request;
      const statusOnly = onlyChanged(request, ['status', 'updatedAt', 'history']);
      const adminMovesOrder =
        onlyChanged(request, ['status', 'updatedAt', 'history', 'rejectReason', 'deliveryUid']) &&
        (before?.['status'] === after?.['status'] || moves(adminMoves, request));
      const customerCancels =
        statusOnly && before?.['status'] === 'placed' && after?.['status'] === 'cancelled';
      const vendorMovesOrder =
        isShopVendor(request, before?.['shopId']) &&
        onlyChanged(request, ['status', 'updatedAt', 'history', 'rejectReason']) &&
        moves(vendorMoves, request);
      const deliveryClaims =
        caller.isDelivery &&
        before?.['status'] === 'ready' &&
        before['deliveryUid'] === null &&
        after?.['deliveryUid'] === caller.uid &&
        onlyChanged(request, ['deliveryUid', 'updatedAt']);
      const deliveryMovesOrder =
        caller.isDelivery &&
        before?.['deliveryUid'] === caller.uid &&
        statusOnly &&
        moves(deliveryMoves, request);
      return (
        (caller.isAdmin && adminMovesOrder) ||
        customerCancels ||
        vendorMovesOrder ||
        deliveryClaims ||
        deliveryMovesOrder
      );
    },
  ),
  delete: admin,
};

/**
 * orderLookups/{phone}: read by id, never listed. Checkout and every status
 * move rewrite the phone's summaries; entries are never removed by visitors.
 */
const lookupRules: CollectionRules = {
  get: rule('true', () => true),
  list: rule('false', () => false),
  create: rule('isValidLookup()', (request) => isValidLookup(request.after, null)),
  update: rule('isValidLookup()', (request) => isValidLookup(request.after, request.before)),
  delete: admin,
};

function isValidLookup(after: Data, before: Data): boolean {
  const entries = after?.['entries'];
  if (!after || Object.keys(after).join() !== 'entries' || !isMap(entries)) return false;
  const size = Object.keys(entries).length;
  const beforeEntries = before?.['entries'];
  const beforeSize = isMap(beforeEntries) ? Object.keys(beforeEntries).length : 0;
  return size <= 200 && size >= beforeSize;
}

/** The order a stock change names, before and after the batch. */
function orderOfStockChange(request: AccessRequest) {
  const orderId = request.after?.['lastOrderId'];
  if (typeof orderId !== 'string') return null;
  return {
    before: request.getBefore?.(collections.orders, orderId) ?? null,
    after: request.getAfter?.(collections.orders, orderId) ?? null,
  };
}

/**
 * stockMovesWithOrder(): only stock (and lastOrderId) change, never below 0,
 * and by exactly the quantity the named order holds: down when the order is
 * created in this batch, back up when this batch cancels or rejects it.
 */
function stockMovesWithOrder(request: AccessRequest): boolean {
  const { before, after, docId } = request;
  if (!onlyChanged(request, ['stock', 'lastOrderId']) || !docId) return false;
  const oldStock = before?.['stock'];
  const newStock = after?.['stock'];
  if (!count(oldStock) || !count(newStock)) return false;
  const order = orderOfStockChange(request);
  const quantities = order?.after?.['quantities'];
  if (!order?.after || !isMap(quantities)) return false;
  const quantity = quantities[docId];
  const placedNow = order.before === null && order.after['status'] === 'placed';
  const endedNow =
    order.before !== null &&
    order.before['status'] !== order.after['status'] &&
    (order.after['status'] === 'cancelled' || order.after['status'] === 'rejected');
  return (
    (placedNow && quantity === oldStock - newStock) ||
    (endedNow && quantity === newStock - oldStock)
  );
}

const productRules: CollectionRules = {
  get: rule('true', () => true),
  list: rule('true', () => true),
  create: admin,
  update: rule(
    'isAdmin() || vendorEditsOwnProduct() || stockMovesWithOrder()',
    (request) =>
      request.caller.isAdmin ||
      (isShopVendor(request, request.before?.['shopId']) &&
        onlyChanged(request, ['stock', 'price']) &&
        count(request.after?.['stock']) &&
        amount(request.after?.['price'])) ||
      stockMovesWithOrder(request),
  ),
  delete: admin,
};

const shopRules: CollectionRules = {
  get: rule('true', () => true),
  list: rule('true', () => true),
  create: admin,
  update: rule(
    'isAdmin() || isShopVendor(docId) && onlyOpenChanges()',
    (request) =>
      request.caller.isAdmin ||
      (isShopVendor(request, request.docId) &&
        onlyChanged(request, ['open']) &&
        typeof request.after?.['open'] === 'boolean'),
  ),
  delete: admin,
};

/** isValidAlert(): a pending outbox entry for one of the staff chats, stamped now. */
export function isValidAlert(alert: Data): boolean {
  if (!alert) return false;
  const keys = Object.keys(alert).sort().join();
  return (
    keys === 'attempts,chat,createdAt,sentAt,status,subject,text' &&
    ['admin', 'delivery', 'lab'].includes(String(alert['chat'])) &&
    text(alert['text'], 1, 4000) &&
    text(alert['subject'], 1, 200) &&
    alert['status'] === 'pending' &&
    alert['attempts'] === 0 &&
    alert['sentAt'] === null &&
    justNow(alert['createdAt'])
  );
}

const notificationRules: CollectionRules = {
  get: admin,
  list: admin,
  create: rule('isValidAlert()', (request) => isValidAlert(request.after)),
  update: admin,
  delete: admin,
};

export const orderingPolicy = {
  [collections.orders]: orderRules,
  [collections.orderLookups]: lookupRules,
  [collections.products]: productRules,
  [collections.shops]: shopRules,
  [collections.notifications]: notificationRules,
} as const;
