// @vitest-environment node
import type { DocData } from '../types';
import { anonymousCaller, callerFrom, isAllowed, type AccessRequest, type Caller } from './policy';

const vendorOfShop1 = callerFrom('vendor-1', {
  admin: null,
  vendor: { active: true, shopId: 'shop-1' },
  delivery: null,
});
const vendorOfShop2 = callerFrom('vendor-2', {
  admin: null,
  vendor: { active: true, shopId: 'shop-2' },
  delivery: null,
});
const rider = callerFrom('rider-1', { admin: null, vendor: null, delivery: { active: true } });
const admin = callerFrom('admin-1', { admin: { role: 'admin' }, vendor: null, delivery: null });

function newOrder(overrides: DocData = {}): DocData {
  const now = new Date();
  return {
    number: 'TS-123456',
    code: 'K7PX3M',
    shopId: 'shop-1',
    shopName: 'Ma Tara Bhandar',
    lines: [{ productId: 'p1', name: 'Rice', unit: '1 kg', price: 60, quantity: 2 }],
    quantities: { p1: 2 },
    subtotal: 120,
    deliveryFee: 30,
    total: 150,
    customerName: 'Rina Das',
    phone: '9876543210',
    address: '12 School Para Road',
    landmark: '',
    note: '',
    payment: 'cod',
    status: 'placed',
    browserTag: 'a'.repeat(32),
    deliveryUid: null,
    rejectReason: null,
    createdAt: now,
    updatedAt: now,
    history: [{ status: 'placed', at: now }],
    ...overrides,
  };
}

const allowed = (request: Omit<AccessRequest, 'caller'>, caller: Caller = anonymousCaller) =>
  isAllowed({ caller, ...request });

describe('orders', () => {
  it('anyone may place a well-formed order', () => {
    expect(
      allowed({ operation: 'create', collection: 'orders', docId: 'o1', after: newOrder() }),
    ).toBe(true);
  });

  it.each([
    ['a status other than placed', { status: 'accepted' }],
    ['a claimed delivery', { deliveryUid: 'rider-1' }],
    ['a total that does not add up', { total: 1 }],
    ['a bad phone', { phone: '12345' }],
    ['a time that is not now', { createdAt: new Date(2020, 0, 1) }],
    ['no lines', { lines: [] }],
    ['an extra field', { discount: 100 }],
  ])('refuses an order with %s', (_, overrides) => {
    expect(
      allowed({
        operation: 'create',
        collection: 'orders',
        docId: 'o1',
        after: newOrder(overrides),
      }),
    ).toBe(false);
  });

  it('lets anyone read one order by id, but only scoped staff list them', () => {
    expect(allowed({ operation: 'get', collection: 'orders', docId: 'o1' })).toBe(true);
    const list = (caller: Caller, where: AccessRequest['query'] = { collection: 'orders' }) =>
      allowed({ operation: 'list', collection: 'orders', query: where }, caller);
    const byShop = (shopId: string) => ({
      collection: 'orders',
      where: [{ field: 'shopId', op: '==' as const, value: shopId }],
    });
    expect(list(anonymousCaller)).toBe(false);
    expect(list(anonymousCaller, byShop('shop-1'))).toBe(false);
    expect(list(admin)).toBe(true);
    expect(list(vendorOfShop1, byShop('shop-1'))).toBe(true);
    expect(list(vendorOfShop1, byShop('shop-2'))).toBe(false);
    expect(list(vendorOfShop1)).toBe(false);
    expect(
      list(rider, {
        collection: 'orders',
        where: [{ field: 'deliveryUid', op: '==', value: 'rider-1' }],
      }),
    ).toBe(true);
    expect(
      list(rider, {
        collection: 'orders',
        where: [
          { field: 'status', op: '==', value: 'ready' },
          { field: 'deliveryUid', op: '==', value: null },
        ],
      }),
    ).toBe(true);
    expect(
      list(rider, { collection: 'orders', where: [{ field: 'status', op: '==', value: 'ready' }] }),
    ).toBe(false);
  });

  const move = (before: DocData, changes: DocData, caller: Caller) =>
    allowed(
      {
        operation: 'update',
        collection: 'orders',
        docId: 'o1',
        before,
        after: { ...before, ...changes, updatedAt: new Date() },
      },
      caller,
    );
  const placed = newOrder();
  const status = (value: string, extra: DocData = {}) => ({
    status: value,
    history: [{ status: value, at: new Date() }],
    ...extra,
  });

  it('lets a customer cancel only a placed order, changing nothing else', () => {
    expect(move(placed, status('cancelled'), anonymousCaller)).toBe(true);
    expect(move(newOrder({ status: 'accepted' }), status('cancelled'), anonymousCaller)).toBe(
      false,
    );
    expect(move(placed, status('cancelled', { total: 0 }), anonymousCaller)).toBe(false);
    expect(move(placed, status('accepted'), anonymousCaller)).toBe(false);
  });

  it("lets only the order's own vendor accept, reject and ready it", () => {
    expect(move(placed, status('accepted'), vendorOfShop1)).toBe(true);
    expect(move(placed, status('rejected', { rejectReason: 'Closed today' }), vendorOfShop1)).toBe(
      true,
    );
    expect(move(newOrder({ status: 'accepted' }), status('ready'), vendorOfShop1)).toBe(true);
    expect(move(placed, status('accepted'), vendorOfShop2)).toBe(false);
    expect(move(placed, status('ready'), vendorOfShop1)).toBe(false);
    expect(move(placed, status('delivered'), vendorOfShop1)).toBe(false);
  });

  it('lets a delivery person claim a ready order and then move only their own', () => {
    const ready = newOrder({ status: 'ready' });
    expect(move(ready, { deliveryUid: 'rider-1' }, rider)).toBe(true);
    expect(move(ready, { deliveryUid: 'someone-else' }, rider)).toBe(false);
    expect(
      move(newOrder({ status: 'ready', deliveryUid: 'other' }), { deliveryUid: 'rider-1' }, rider),
    ).toBe(false);
    const mine = newOrder({ status: 'ready', deliveryUid: 'rider-1' });
    expect(move(mine, status('outForDelivery'), rider)).toBe(true);
    expect(move(ready, status('outForDelivery'), rider)).toBe(false);
    expect(move(mine, status('delivered'), rider)).toBe(false);
  });

  it('holds admins to the transition table too', () => {
    expect(move(placed, status('accepted'), admin)).toBe(true);
    expect(move(placed, status('delivered'), admin)).toBe(false);
    expect(move(newOrder({ status: 'ready' }), { deliveryUid: 'rider-1' }, admin)).toBe(true);
  });
});

describe('stock', () => {
  const product = { shopId: 'shop-1', name: 'Rice', stock: 5, price: 60 };
  const inBatch =
    (orderBefore: DocData | null, orderAfter: DocData | null) =>
    (collection: string, id: string) =>
      collection === 'orders' && id === 'o1' ? { before: orderBefore, after: orderAfter } : null;

  function stockChange(
    newStock: number,
    order: { before: DocData | null; after: DocData | null },
    caller: Caller = anonymousCaller,
  ) {
    const lookup = inBatch(order.before, order.after);
    return allowed(
      {
        operation: 'update',
        collection: 'products',
        docId: 'p1',
        before: product,
        after: { ...product, stock: newStock, lastOrderId: 'o1' },
        getAfter: (collection, id) => lookup(collection, id)?.after ?? null,
        getBefore: (collection, id) => lookup(collection, id)?.before ?? null,
      },
      caller,
    );
  }

  it('goes down by exactly what an order placed in the same batch holds', () => {
    expect(stockChange(3, { before: null, after: newOrder() })).toBe(true);
    expect(stockChange(2, { before: null, after: newOrder() })).toBe(false);
    expect(stockChange(3, { before: null, after: null })).toBe(false);
    expect(stockChange(3, { before: newOrder(), after: newOrder() })).toBe(false);
  });

  it('goes back up only when the same batch cancels or rejects the order', () => {
    const cancelled = newOrder({ status: 'cancelled' });
    expect(stockChange(7, { before: newOrder(), after: cancelled })).toBe(true);
    expect(stockChange(9, { before: newOrder(), after: cancelled })).toBe(false);
    expect(stockChange(7, { before: cancelled, after: cancelled })).toBe(false);
  });

  it('never goes below zero', () => {
    const big = newOrder({ quantities: { p1: 6 } });
    expect(stockChange(-1, { before: null, after: big })).toBe(false);
  });

  it("lets a vendor set stock and price of their own shop's products only", () => {
    const edit = (caller: Caller, after: DocData) =>
      allowed(
        { operation: 'update', collection: 'products', docId: 'p1', before: product, after },
        caller,
      );
    expect(edit(vendorOfShop1, { ...product, stock: 40, price: 58 })).toBe(true);
    expect(edit(vendorOfShop1, { ...product, name: 'Better rice' })).toBe(false);
    expect(edit(vendorOfShop2, { ...product, stock: 40 })).toBe(false);
    expect(edit(anonymousCaller, { ...product, stock: 40 })).toBe(false);
  });

  it('lets a vendor open or close their own shop and nothing more', () => {
    const shop = { name: 'Ma Tara Bhandar', open: true };
    const edit = (caller: Caller, docId: string, after: DocData) =>
      allowed({ operation: 'update', collection: 'shops', docId, before: shop, after }, caller);
    expect(edit(vendorOfShop1, 'shop-1', { ...shop, open: false })).toBe(true);
    expect(edit(vendorOfShop1, 'shop-1', { ...shop, name: 'Mine' })).toBe(false);
    expect(edit(vendorOfShop1, 'shop-2', { ...shop, open: false })).toBe(false);
  });
});

describe('phone lookups and the alert outbox', () => {
  const summary = {
    number: 'TS-1',
    shopName: 'S',
    status: 'placed',
    total: 10,
    createdAt: new Date(),
  };

  it('reads a lookup by phone but never lists them', () => {
    expect(allowed({ operation: 'get', collection: 'orderLookups', docId: '9876543210' })).toBe(
      true,
    );
    expect(allowed({ operation: 'list', collection: 'orderLookups' })).toBe(false);
  });

  it('adds entries but never drops them', () => {
    const one = { entries: { 'TS-1': summary } };
    const two = { entries: { 'TS-1': summary, 'TS-2': summary } };
    const write = (before: DocData | null, after: DocData) =>
      allowed({
        operation: before ? 'update' : 'create',
        collection: 'orderLookups',
        docId: '9876543210',
        before,
        after,
      });
    expect(write(null, one)).toBe(true);
    expect(write(one, two)).toBe(true);
    expect(write(two, one)).toBe(false);
    expect(write(one, { ...one, name: 'Rina' })).toBe(false);
  });

  it('takes pending alerts for staff chats from anyone, shows them only to admins', () => {
    const alert = {
      chat: 'admin',
      text: 'New order TS-1',
      subject: 'orders/o1',
      status: 'pending',
      attempts: 0,
      createdAt: new Date(),
      sentAt: null,
    };
    const create = (after: DocData) =>
      allowed({ operation: 'create', collection: 'notifications', docId: 'n1', after });
    expect(create(alert)).toBe(true);
    expect(create({ ...alert, status: 'sent' })).toBe(false);
    expect(create({ ...alert, chat: 'everyone' })).toBe(false);
    expect(allowed({ operation: 'get', collection: 'notifications', docId: 'n1' })).toBe(false);
    expect(allowed({ operation: 'list', collection: 'notifications' }, admin)).toBe(true);
  });
});
