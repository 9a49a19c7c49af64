// @vitest-environment node
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VendorShopRequest } from '../../port/callables';
import { refusal } from '../../testing/refusal';
import { openTown, townForEachTest } from './server-fixtures';

/**
 * A vendor's stock and price: the editor sends the stock it showed, so an
 * order placed while the vendor typed is not written over.
 */
const town = townForEachTest();

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

  it('never writes over an order, whatever the order of saves and orders (property)', async () => {
    const phones = ['9876543210', '9123456780', '9000012345'];
    const step = fc.oneof(
      fc.record({ kind: fc.constant('order' as const), quantity: fc.integer({ min: 1, max: 2 }) }),
      fc.record({
        kind: fc.constant('save' as const),
        stock: fc.integer({ min: 0, max: 30 }),
        /** The vendor looked just now, or before the last step. */
        fresh: fc.boolean(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        // A fresh town for each run, in the object every helper reads.
        town.handle.internals.close();
        Object.assign(town, await openTown());
        let stock = 5;
        let seenBefore = stock;
        for (const [index, next] of steps.entries()) {
          const seenNow = stock;
          if (next.kind === 'order') {
            await town.signInAs(null);
            const placed = await town
              .placeOrder(next.quantity, phones[index % phones.length])
              .then(() => true)
              .catch(() => false);
            if (placed) stock -= next.quantity;
          } else {
            await town.signInAs('vendor');
            const seen = next.fresh ? seenNow : seenBefore;
            const saved = await setStock(next.stock, seen)
              .then(() => true)
              .catch(() => false);
            // Saved exactly when what the vendor saw is still the stock.
            expect(saved).toBe(seen === stock);
            if (saved) stock = next.stock;
          }
          expect(await town.stockOf('rice')).toBe(stock);
          seenBefore = seenNow;
        }
      }),
      { numRuns: 25 },
    );
  }, 30_000);
});
