import { openDemoBackend, type DemoBackendHandle } from '../backend/demo/demo-backend';
import { BackendError, type DocData } from '../backend/types';
import { randomId } from '../lib/ids';
import { collections, type Order, type OrderLookup, type Product } from '../lib/models';
import { newOrderCode, newOrderNumber, orderIdFor } from '../lib/order-identity';
import { countingStore } from '../testing/counting-store';
import {
  cancelOrder,
  claimOrder,
  findOrderSummaries,
  moveOrderStatus,
  placeOrder,
  type CheckoutRequest,
} from './orders';

let handle: DemoBackendHandle;

const terms = { deliveryFee: 30, freeDeliveryAbove: 499 };
const shop = {
  name: 'Ma Tara Bhandar',
  type: 'grocery',
  address: 'Station Road',
  area: 'Bazar',
  phone: '9000000100',
  image: '/img/shop-grocery.svg',
  open: true,
  hours: '8 am – 9 pm',
  description: 'Grocery',
  keywords: ['ma'],
};
const product = (name: string, stock: number, price = 60): DocData => ({
  shopId: 'shop-1',
  shopName: shop.name,
  name,
  category: 'Rice & grains',
  price,
  unit: '1 kg',
  stock,
  image: '/img/product-rice-grains.svg',
  description: '',
  keywords: [],
});

beforeEach(async () => {
  handle = await openDemoBackend({ databaseName: `orders-${randomId(8)}`, seed: false });
  await handle.internals.writeDoc(collections.shops, 'shop-1', shop);
  await handle.internals.writeDoc(collections.products, 'rice', product('Rice', 5));
  await handle.internals.writeDoc(collections.products, 'dal', product('Dal', 1, 120));
});

afterEach(() => handle.internals.close());

async function request(
  lines: CheckoutRequest['lines'],
  phone = '9876543210',
): Promise<CheckoutRequest> {
  const number = newOrderNumber();
  const code = newOrderCode();
  return {
    orderId: await orderIdFor(number, code),
    number,
    code,
    shopId: 'shop-1',
    lines,
    customerName: 'Rina Das',
    phone,
    address: '12 School Para Road',
    landmark: 'Near the temple',
    note: '',
    browserTag: 'b'.repeat(32),
    terms,
  };
}

const line = (productId: string, quantity: number, price = 60) => ({
  productId,
  name: productId === 'rice' ? 'Rice' : 'Dal',
  quantity,
  price,
});

async function stockOf(id: string): Promise<number> {
  const doc = await handle.backend.store.get(collections.products, id);
  return (doc?.data as unknown as Product).stock;
}

describe('placing an order (one transaction, as a signed-out customer)', () => {
  it('decrements stock and writes the order, the phone lookup and both staff alerts', async () => {
    const checkout = await request([line('rice', 2), line('dal', 1, 120)]);
    const result = await placeOrder(handle.backend.store, checkout);

    expect(result.kind).toBe('placed');
    expect(await stockOf('rice')).toBe(3);
    expect(await stockOf('dal')).toBe(0);
    const order = (await handle.backend.store.get(collections.orders, checkout.orderId))
      ?.data as unknown as Order;
    expect(order).toMatchObject({ status: 'placed', subtotal: 240, deliveryFee: 30, total: 270 });
    expect(order.createdAt).toBeInstanceOf(Date);
    const summaries = await findOrderSummaries(handle.backend.store, '9876543210');
    expect(summaries).toEqual([
      expect.objectContaining({ number: checkout.number, status: 'placed', total: 270 }),
    ]);
  });

  it('refuses a short line, naming it, and writes nothing', async () => {
    const result = await placeOrder(
      handle.backend.store,
      await request([line('rice', 1), line('dal', 2, 120)]),
    );
    expect(result).toEqual({
      kind: 'problems',
      problems: [{ kind: 'short', productId: 'dal', name: 'Dal', stock: 1 }],
    });
    expect(await stockOf('rice')).toBe(5);
    expect(await findOrderSummaries(handle.backend.store, '9876543210')).toEqual([]);
  });

  it('refuses a changed price so the customer can look again', async () => {
    const result = await placeOrder(handle.backend.store, await request([line('rice', 1, 55)]));
    expect(result).toEqual({
      kind: 'problems',
      problems: [{ kind: 'price', productId: 'rice', name: 'Rice', price: 60 }],
    });
  });

  it('refuses a closed shop', async () => {
    await handle.internals.writeDoc(collections.shops, 'shop-1', { ...shop, open: false });
    const result = await placeOrder(handle.backend.store, await request([line('rice', 1)]));
    expect(result).toEqual({ kind: 'shop-closed', shopName: shop.name });
    expect(await stockOf('rice')).toBe(5);
  });

  it('makes one order of the same id sent twice (double click, retry)', async () => {
    const checkout = await request([line('rice', 2)]);
    const [first, second] = await Promise.all([
      placeOrder(handle.backend.store, checkout),
      placeOrder(handle.backend.store, checkout),
    ]);
    expect(first.kind).toBe('placed');
    expect(second.kind).toBe('placed');
    expect(await stockOf('rice')).toBe(3);
    const lookup = (await handle.backend.store.get(collections.orderLookups, '9876543210'))
      ?.data as unknown as OrderLookup;
    expect(Object.keys(lookup.entries)).toEqual([checkout.number]);
  });

  it('lets exactly one of two checkouts racing for the last item win', async () => {
    const results = await Promise.all([
      placeOrder(handle.backend.store, await request([line('dal', 1, 120)], '9876543210')),
      placeOrder(handle.backend.store, await request([line('dal', 1, 120)], '9123456789')),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(['placed', 'problems']);
    expect(await stockOf('dal')).toBe(0);
  });

  it('reads one document per product plus the order, the shop and the lookup', async () => {
    const { store, counter } = countingStore(handle.backend.store);
    await placeOrder(store, await request([line('rice', 1), line('dal', 1, 120)]));
    expect(counter.reads).toBe(2 + 3);
  });
});

describe('after the order', () => {
  async function placed(quantity = 2) {
    const checkout = await request([line('rice', quantity)]);
    await placeOrder(handle.backend.store, checkout);
    return checkout;
  }

  it('lets the customer cancel a placed order and puts the stock back', async () => {
    const checkout = await placed(2);
    await cancelOrder(handle.backend.store, checkout.orderId);
    expect(await stockOf('rice')).toBe(5);
    const [summary] = await findOrderSummaries(handle.backend.store, checkout.phone);
    expect(summary?.status).toBe('cancelled');
  });

  it('refuses to cancel once the shop has accepted', async () => {
    const checkout = await placed();
    const admin = await handle.internals.createAccount('admin@town.test', 'secret123');
    await handle.internals.writeDoc(collections.admins, admin, {
      role: 'admin',
      name: 'A',
      email: 'admin@town.test',
    });
    const auth = await handle.backend.auth();
    await auth.signInWithEmail('admin@town.test', 'secret123');
    await moveOrderStatus(handle.backend.store, {
      orderId: checkout.orderId,
      to: 'accepted',
      actor: 'admin',
    });
    await auth.signOut();

    const refusal = await cancelOrder(handle.backend.store, checkout.orderId).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(BackendError);
    expect((refusal as BackendError).code).toBe('failed-precondition');
    expect(await stockOf('rice')).toBe(3);
  });

  it('walks the whole way with the right people signed in', async () => {
    const checkout = await placed(1);
    const { internals, backend } = handle;
    const vendorUid = await internals.createAccount('9000000001@vendor.phone.invalid', 'vendor123');
    await internals.writeDoc(collections.vendor, vendorUid, {
      name: 'V',
      phone: '9000000001',
      active: true,
      shopId: 'shop-1',
      category: 'grocery',
    });
    const riderUid = await internals.createAccount(
      '9000000011@delivery.phone.invalid',
      'delivery123',
    );
    await internals.writeDoc(collections.delivery, riderUid, {
      name: 'R',
      phone: '9000000011',
      active: true,
    });
    const auth = await backend.auth();
    const store = backend.store;

    await auth.signInStaffByPhone('vendor', '9000000001', 'vendor123');
    await moveOrderStatus(store, { orderId: checkout.orderId, to: 'accepted', actor: 'vendor' });
    await moveOrderStatus(store, { orderId: checkout.orderId, to: 'ready', actor: 'vendor' });
    await auth.signOut();

    await auth.signInStaffByPhone('delivery', '9000000011', 'delivery123');
    await claimOrder(store, checkout.orderId, riderUid);
    await moveOrderStatus(store, {
      orderId: checkout.orderId,
      to: 'outForDelivery',
      actor: 'delivery',
    });
    await moveOrderStatus(store, { orderId: checkout.orderId, to: 'delivered', actor: 'delivery' });
    await auth.signOut();

    const [summary] = await findOrderSummaries(store, checkout.phone);
    expect(summary?.status).toBe('delivered');
  });
});
