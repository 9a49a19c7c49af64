import { afterAll, afterEach, beforeAll } from 'vitest';
import { openDemoBackend, type DemoBackendHandle } from '../backend/demo/demo-backend';
import { demoAccounts } from '../backend/demo/seed-town';
import { randomId } from '../lib/ids';
import { defaultOrderingTerms } from '../lib/model-schemas';
import { parseDoc, productSchema } from '../lib/model-schemas';
import { collections } from '../lib/models';
import { billFor } from '../lib/money';
import { newRequestId } from '../lib/order-identity';

/**
 * The staff screens' tests run on a seeded Demo backend of their own (a fresh
 * IndexedDB database per test file, cheap password hashing for accounts made
 * in the test). Tests point `getBackend` at it with vi.mock.
 */
export function openStaffTestBackend(): Promise<DemoBackendHandle> {
  return openDemoBackend({ databaseName: `staff-test-${randomId(8)}`, passwordIterations: 1_000 });
}

let current: DemoBackendHandle | null = null;

function opened(): DemoBackendHandle {
  if (!current) throw new Error('The test backend is not open: call staffTestBackend() first.');
  return current;
}

/**
 * This test file's seeded Demo backend: opened before its tests, closed
 * after them, every test ending signed out. The handle returned always
 * points at it. The app reaches it through the backend module mocked with
 * `withTestBackend`:
 *
 *   vi.mock('../../backend', async (importOriginal) =>
 *     (await import('../../testing/staff-fixtures')).withTestBackend(await importOriginal()),
 *   );
 *   const handle = staffTestBackend();
 */
export function staffTestBackend(): DemoBackendHandle {
  beforeAll(async () => {
    current = await openStaffTestBackend();
  });
  afterEach(async () => {
    if (current) await signOut(current);
  });
  afterAll(() => {
    current?.internals.close();
    current = null;
  });
  return {
    get backend() {
      return opened().backend;
    },
    get internals() {
      return opened().internals;
    },
  };
}

/**
 * Runs what a test does on the backend while a screen is open (another
 * person's order, the server's sweep, a look at what the server stored)
 * inside React's `act`: the screen takes what its live reads are sent
 * meanwhile, as React's tests must, and has taken it when the step returns.
 * Inside Testing Library's own waits (`waitFor`, `findBy…`), where a screen
 * may change as it likes, the step runs as it is.
 */
export async function asTestStep<T>(step: () => Promise<T>): Promise<T> {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
    .IS_REACT_ACT_ENVIRONMENT;
  if (typeof document === 'undefined' || !actEnvironment) return step();
  const { act } = await import('@testing-library/react');
  let result: { value: T } | null = null;
  await act(async () => {
    result = { value: await step() };
  });
  if (!result) throw new Error('The step did not finish.');
  return (result as { value: T }).value;
}

/** The backend module with `getBackend` answering from this file's test backend. */
export function withTestBackend<M extends object>(original: M): M {
  return { ...original, getBackend: () => Promise.resolve(opened().backend) };
}

export const seededVendor = demoAccounts.vendors[0];
export const otherVendor = demoAccounts.vendors[1];
export const seededCourier = demoAccounts.delivery[0];

/** The seeded town's rice, by product id. */
export const seededRiceIds = [
  'annapurna-grocery--gobindobhog-rice',
  'annapurna-grocery--miniket-rice',
  'sen-brothers-store--basmati-rice',
];
/** The "Rice & grains" aisle (চাল ও শস্য, चावल और अनाज): the rice, and the atta and chira beside it, sorted. */
export const seededRiceAisleIds = [
  ...seededRiceIds,
  'annapurna-grocery--whole-wheat-atta',
  'maa-tara-bhandar--chira-flattened-rice',
].sort();

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

/** A phone of its own for each test order, so no test meets the open-orders limit. */
export const testPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * A customer's order of `quantity` of `productId`, placed through the
 * server's checkout: a step (`asTestStep`), as the open staff screens hear of it.
 */
export function placeTestOrder(
  handle: DemoBackendHandle,
  productId: string,
  customerName = 'Rina Das',
  {
    quantity = 1,
    phone = testPhone(),
    language,
  }: { quantity?: number; phone?: string; language?: 'en' | 'bn' | 'hi' } = {},
): Promise<{ orderId: string; number: string; code: string }> {
  return asTestStep(() =>
    checkout(handle, productId, customerName, { quantity, phone, ...(language && { language }) }),
  );
}

async function checkout(
  handle: DemoBackendHandle,
  productId: string,
  customerName: string,
  { quantity, phone, language }: { quantity: number; phone: string; language?: 'en' | 'bn' | 'hi' },
): Promise<{ orderId: string; number: string; code: string }> {
  const { backend } = handle;
  const product = parseDoc(productSchema, await backend.store.get(collections.products, productId));
  if (!product) throw new Error(`No product ${productId} in the seed.`);
  const result = await backend.call('placeOrder', {
    requestId: newRequestId(),
    shopId: product.shopId,
    lines: [{ productId, quantity, price: product.price }],
    deliveryFee: billFor([{ price: product.price, quantity }], defaultOrderingTerms).deliveryFee,
    // School Para pays the town's usual ₹30, so the fee above is its fee.
    neighbourhoodId: 'school-para',
    customerName,
    phone,
    address: '14 School Para, first floor',
    landmark: 'the big pond',
    note: '',
    ...(language && { language }),
  });
  if (result.kind !== 'placed') throw new Error(`The test order was not placed: ${result.kind}`);
  return { orderId: result.orderId, number: result.number, code: result.code };
}
