// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../../lib/models';
import type { VendorShopRequest } from '../../port/callables';
import { refusal } from '../../testing/refusal';
import { townForEachTest } from './server-fixtures';

/**
 * A vendor sets what their own shop delivers: its minimum order and the
 * neighbourhoods it sends to, each on the town's list. The shop is the one
 * their staff document names, never one the request names.
 */
const town = townForEachTest();
beforeEach(async () => {
  const { writeDoc } = town.handle.internals;
  await writeDoc(collections.neighbourhoods, 'bazar', {
    name: 'Bazar',
    deliveryFee: 10_00,
    keywords: ['bazar'],
  });
  await writeDoc(collections.neighbourhoods, 'rail-colony', {
    name: 'Rail Colony',
    deliveryFee: 45_00,
    keywords: ['rail'],
  });
});

const setTerms = (minimumOrder: number | null, neighbourhoods: string[]) =>
  town.handle.backend.call('vendorShopAction', {
    action: 'setTerms',
    minimumOrder,
    neighbourhoods,
  } satisfies VendorShopRequest);

const termsOf = async (shopId: string) => {
  const data = (await town.handle.backend.store.get(collections.shops, shopId))?.data;
  return { minimumOrder: data?.['minimumOrder'], neighbourhoods: data?.['neighbourhoods'] };
};

describe('a vendor’s delivery terms', () => {
  it('sets their own shop’s minimum in paise and its neighbourhoods, once each', async () => {
    await town.signInAs('vendor');
    await expect(setTerms(150_50, ['rail-colony', 'bazar', 'rail-colony'])).resolves.toEqual({
      done: true,
    });
    expect(await termsOf('shop-1')).toEqual({
      minimumOrder: 150_50,
      neighbourhoods: ['rail-colony', 'bazar'],
    });
    expect(await termsOf('shop-2')).toEqual({ minimumOrder: undefined, neighbourhoods: undefined });

    // The customer is held to them: ₹60 of rice is under the ₹150.50.
    await town.signInAs(null);
    const request = await town.checkout([{ productId: 'rice', quantity: 1 }], {
      neighbourhoodId: 'bazar',
      deliveryFee: 10_00,
    });
    const below = await refusal(town.handle.backend.call('placeOrder', request));
    expect(below.message).toBe(
      'Ma Tara Bhandar takes orders of ₹150.50 or more. Add ₹90.50 more, then place the order.',
    );
  });

  it('takes any order anywhere again with no minimum and no neighbourhood', async () => {
    await town.signInAs('vendor');
    await setTerms(100_00, ['bazar']);
    await setTerms(null, []);
    expect(await termsOf('shop-1')).toEqual({ minimumOrder: null, neighbourhoods: [] });
    await setTerms(0, []);
    expect(await termsOf('shop-1')).toEqual({ minimumOrder: null, neighbourhoods: [] });
  });

  it('refuses a neighbourhood that is not on the town’s list, changing nothing', async () => {
    await town.signInAs('vendor');
    await setTerms(50_00, ['bazar']);
    const refused = await refusal(setTerms(80_00, ['bazar', 'old-market']));
    expect(refused.code).toBe('failed-precondition');
    expect(refused.message).toBe(
      'A neighbourhood you ticked is no longer on the list. Tick your neighbourhoods again, then save.',
    );
    expect(await termsOf('shop-1')).toEqual({ minimumOrder: 50_00, neighbourhoods: ['bazar'] });
  });

  it('holds the minimum to a price’s bounds: whole paise, never below nothing, never above ₹1,00,000', async () => {
    await town.signInAs('vendor');
    for (const minimumOrder of [-1, 10.5, 1_00_000_01]) {
      expect((await refusal(setTerms(minimumOrder, []))).code, String(minimumOrder)).toBe(
        'invalid-argument',
      );
    }
    const tooMany = Array.from({ length: 61 }, (_, index) => `place-${index}`);
    expect((await refusal(setTerms(null, tooMany))).code).toBe('invalid-argument');
    expect((await refusal(setTerms(null, ['no spaces allowed']))).code).toBe('invalid-argument');
    expect(await termsOf('shop-1')).toEqual({ minimumOrder: undefined, neighbourhoods: undefined });
  });

  it('changes only the shop of the vendor who asks, and nobody else’s', async () => {
    await town.signInAs('otherVendor');
    await setTerms(300_00, ['rail-colony']);
    expect(await termsOf('shop-2')).toEqual({
      minimumOrder: 300_00,
      neighbourhoods: ['rail-colony'],
    });
    expect(await termsOf('shop-1')).toEqual({ minimumOrder: undefined, neighbourhoods: undefined });

    // A shop named in the request is no part of it: the vendor's own is changed.
    await town.handle.backend.call('vendorShopAction', {
      action: 'setTerms',
      minimumOrder: 1_00,
      neighbourhoods: [],
      shopId: 'shop-1',
    } as VendorShopRequest);
    expect(await termsOf('shop-2')).toEqual({ minimumOrder: 1_00, neighbourhoods: [] });
    expect(await termsOf('shop-1')).toEqual({ minimumOrder: undefined, neighbourhoods: undefined });

    for (const who of ['delivery', 'admin', 'user'] as const) {
      await town.signInAs(who);
      expect((await refusal(setTerms(1_00, []))).code, who).toBe('permission-denied');
    }
    await town.signInAs(null);
    expect((await refusal(setTerms(1_00, []))).code).toBe('unauthenticated');
    expect(await termsOf('shop-1')).toEqual({ minimumOrder: undefined, neighbourhoods: undefined });
  });
});
