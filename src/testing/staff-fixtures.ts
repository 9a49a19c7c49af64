import { openDemoBackend, type DemoBackendHandle } from '../backend/demo/demo-backend';
import { demoAccounts } from '../backend/demo/seed-town';
import { placeOrder } from '../domain/orders';
import { randomId } from '../lib/ids';
import { collections, type Product } from '../lib/models';
import { newOrderCode, newOrderNumber, orderIdFor } from '../lib/order-identity';

/**
 * The staff screens' tests run on a seeded Demo backend of their own (a fresh
 * IndexedDB database per test file, cheap password hashing for accounts made
 * in the test). Tests point `getBackend` at it with vi.mock.
 */
export function openStaffTestBackend(): Promise<DemoBackendHandle> {
  return openDemoBackend({ databaseName: `staff-test-${randomId(8)}`, passwordIterations: 1_000 });
}

export const seededVendor = demoAccounts.vendors[0];
export const otherVendor = demoAccounts.vendors[1];
export const seededCourier = demoAccounts.delivery[0];

export type Who = 'admin' | 'vendor' | 'otherVendor' | 'delivery';

/** Signs `who` in through the backend, as their sign-in screen would. */
export async function signInAs(handle: DemoBackendHandle, who: Who): Promise<void> {
  const auth = await handle.backend.auth();
  if (who === 'admin') {
    await auth.signInWithEmail(demoAccounts.admin.email, demoAccounts.admin.password);
    return;
  }
  const person =
    who === 'vendor' ? seededVendor : who === 'otherVendor' ? otherVendor : seededCourier;
  const record = await auth.signInStaffByPhone(
    who === 'delivery' ? 'delivery' : 'vendor',
    person.phone,
    person.password,
  );
  if (!record) throw new Error(`The seeded ${who} could not sign in.`);
}

export async function signOut(handle: DemoBackendHandle): Promise<void> {
  await (await handle.backend.auth()).signOut();
}

/** A customer's order of one unit of `productId`, placed through the order workflow. */
export async function placeTestOrder(
  handle: DemoBackendHandle,
  productId: string,
  customerName = 'Rina Das',
): Promise<{ orderId: string; number: string }> {
  const { store } = handle.backend;
  const doc = await store.get(collections.products, productId);
  if (!doc) throw new Error(`No product ${productId} in the seed.`);
  const product = doc.data as unknown as Product;
  const number = newOrderNumber();
  const code = newOrderCode();
  const orderId = await orderIdFor(number, code);
  const result = await placeOrder(store, {
    orderId,
    number,
    code,
    shopId: product.shopId,
    lines: [{ productId, name: product.name, quantity: 1, price: product.price }],
    customerName,
    phone: '9876543210',
    address: '14 School Para, first floor',
    landmark: 'the big pond',
    note: '',
    browserTag: 'b'.repeat(32),
    terms: { deliveryFee: 30, freeDeliveryAbove: 499 },
  });
  if (result.kind !== 'placed') throw new Error(`The test order was not placed: ${result.kind}`);
  return { orderId, number };
}
