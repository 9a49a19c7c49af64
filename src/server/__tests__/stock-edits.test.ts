// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VendorShopRequest } from '../../port/callables';
import { refusal } from '../../testing/refusal';
import { openTown, type Town } from './server-fixtures';

/**
 * A vendor's stock and price: the editor sends the stock it showed, so an
 * order placed while the vendor typed is not written over.
 */
let town: Town;
beforeEach(async () => {
  town = await openTown();
});
afterEach(() => town.handle.internals.close());

const setStock = (stock: number, stockSeen?: number) =>
  town.handle.backend.call('vendorShopAction', {
    action: 'setStockAndPrice',
    productId: 'rice',
    stock,
    price: 60_00,
    ...(stockSeen !== undefined && { stockSeen }),
  } satisfies VendorShopRequest);

describe('a vendor’s stock, while orders come in', () => {
  it('refuses a stock counted from before an order, saying the stock now, and keeps the order’s', async () => {
    expect(await town.stockOf('rice')).toBe(5);
    // The vendor opens the editor at 5; a customer takes 2 while they type 9.
    await town.placeOrder(2);
    await town.signInAs('vendor');

    const refused = await refusal(setStock(9, 5));
    expect(refused.code).toBe('failed-precondition');
    expect(refused.message).toBe(
      'While you were editing, orders changed this product’s stock to 3. Check the number, then save again.',
    );
    expect(refused.reason).toEqual({ key: 'stockChangedMeanwhile', params: { stock: 3 } });
    expect(await town.stockOf('rice')).toBe(3);

    // Counted again from the 3 the editor now shows, it saves.
    await expect(setStock(7, 3)).resolves.toEqual({ done: true });
    expect(await town.stockOf('rice')).toBe(7);
  });

  it('saves when nothing changed meanwhile, and from a caller that does not say what it saw', async () => {
    await town.signInAs('vendor');
    await expect(setStock(8, 5)).resolves.toEqual({ done: true });
    await expect(setStock(4)).resolves.toEqual({ done: true });
    expect(await town.stockOf('rice')).toBe(4);
  });
});
