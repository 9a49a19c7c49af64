// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../../lib/models';
import { billFor } from '../../lib/money';
import { deliveryTermsFor } from '../../lib/delivery-terms';
import { refusal } from '../../testing/refusal';
import { shop, townForEachTest } from './server-fixtures';

/**
 * The delivery fee by neighbourhood, the shop's minimum order and the
 * neighbourhoods it serves, as placeOrder decides them. The town's own terms
 * (no config/ordering written) are ₹30, free from ₹499; rice is ₹60, dal ₹120.
 */
const town = townForEachTest();
beforeEach(async () => {
  const { writeDoc } = town.handle.internals;
  // Far from the bazaar: ₹45, and never free below the town's ₹499.
  await writeDoc(collections.neighbourhoods, 'rail-colony', {
    name: 'Rail Colony',
    nameBn: 'রেল কলোনি',
    nameHi: 'रेल कॉलोनी',
    deliveryFee: 45_00,
    keywords: ['rail'],
  });
  // Next door: ₹10.50, free from ₹150.
  await writeDoc(collections.neighbourhoods, 'bazar', {
    name: 'Bazar',
    deliveryFee: 10_50,
    freeDeliveryAbove: 150_00,
    keywords: ['bazar'],
  });
});

const place = async (
  lines: { productId: string; quantity: number }[],
  neighbourhoodId: string | undefined,
  deliveryFee: number,
) => {
  const request = await town.checkout(lines, {
    deliveryFee,
    ...(neighbourhoodId && { neighbourhoodId }),
  });
  return { request, result: await town.handle.backend.call('placeOrder', request) };
};

/** ₹180: one dal (₹120) and one rice (₹60). */
const riceAndDal = [
  { productId: 'dal', quantity: 1 },
  { productId: 'rice', quantity: 1 },
];

/** The shop's vendor changes a line of an order; what the customer now pays. */
const vendorChangesLine = async (orderId: string, productId: string, quantity: number) => {
  await town.signInAs('vendor');
  return town.handle.backend.call('changeOrderLine', { orderId, productId, quantity });
};

describe('the delivery fee by neighbourhood', () => {
  it('charges the neighbourhood’s fee in whole paise and stores the neighbourhood on the order', async () => {
    const { request, result } = await place([{ productId: 'rice', quantity: 1 }], 'bazar', 10_50);
    expect(result).toMatchObject({ kind: 'placed', total: 70_50 });
    expect(await town.order(request.orderId)).toMatchObject({
      subtotal: 60_00,
      deliveryFee: 10_50,
      total: 70_50,
      neighbourhoodId: 'bazar',
      neighbourhood: 'Bazar',
    });
    // The rider reads where the order goes in the staff alert.
    const alerts = await town.alerts();
    expect(alerts[0]?.['text']).toContain('Neighbourhood: Bazar');
  });

  it('keeps the neighbourhood’s names in the three languages on the order, as it was named then', async () => {
    const { request } = await place([{ productId: 'rice', quantity: 1 }], 'rail-colony', 45_00);
    expect(await town.order(request.orderId)).toMatchObject({
      neighbourhoodId: 'rail-colony',
      neighbourhood: 'Rail Colony',
      neighbourhoodBn: 'রেল কলোনি',
      neighbourhoodHi: 'रेल कॉलोनी',
    });
    // A neighbourhood with an English name alone: the order has no others.
    const bazar = await place([{ productId: 'rice', quantity: 1 }], 'bazar', 10_50);
    const stored = await town.order(bazar.request.orderId);
    expect(stored?.neighbourhood).toBe('Bazar');
    expect(stored).not.toHaveProperty('neighbourhoodBn');
    expect(stored).not.toHaveProperty('neighbourhoodHi');
  });

  it('waives the fee exactly at the neighbourhood’s free-delivery amount, not a paisa before', async () => {
    // ₹120 + ₹60 = ₹180 ≥ ₹150: free in the Bazar.
    const free = await place(riceAndDal, 'bazar', 0);
    expect(free.result).toMatchObject({ kind: 'placed', total: 180_00 });
    // The boundary itself, and one paisa under it, by the same function the server charges with.
    const bazar = deliveryTermsFor(
      { deliveryFee: 30_00, freeDeliveryAbove: 499_00 },
      { deliveryFee: 10_50, freeDeliveryAbove: 150_00 },
      null,
    );
    expect(billFor([{ price: 150_00, quantity: 1 }], bazar)).toMatchObject({
      deliveryFee: 0,
      total: 150_00,
      shortOfFreeDelivery: 0,
    });
    expect(billFor([{ price: 149_99, quantity: 1 }], bazar)).toMatchObject({
      deliveryFee: 10_50,
      total: 160_49,
      shortOfFreeDelivery: 1,
    });
  });

  it('keeps the order’s neighbourhood fee when the shop lowers a line, not the town’s', async () => {
    // Two rice in the Bazar: ₹120 pays its ₹10.50. The Bazar's fee is ₹8 since: the shop takes
    // one rice off, and ₹60 pays the Bazar's ₹8 (the town's ₹30 would be held at the ₹10.50 paid).
    const { result } = await place([{ productId: 'rice', quantity: 2 }], 'bazar', 10_50);
    if (result.kind !== 'placed') throw new Error(result.kind);
    expect(result.total).toBe(130_50);
    await town.handle.internals.writeDoc(collections.neighbourhoods, 'bazar', {
      name: 'Bazar',
      deliveryFee: 8_00,
      freeDeliveryAbove: 150_00,
      keywords: ['bazar'],
    });
    await expect(vendorChangesLine(result.orderId, 'rice', 1)).resolves.toEqual({
      subtotal: 60_00,
      deliveryFee: 8_00,
      total: 68_00,
    });
  });

  it('keeps a Bazar order free to deliver when the shop lowers it under the Bazar’s amount', async () => {
    // ₹180, free in the Bazar; the shop takes the rice off: ₹120 stays free, never ₹130.50.
    const { result } = await place(riceAndDal, 'bazar', 0);
    if (result.kind !== 'placed') throw new Error(result.kind);
    await expect(vendorChangesLine(result.orderId, 'rice', 0)).resolves.toEqual({
      subtotal: 120_00,
      deliveryFee: 0,
      total: 120_00,
    });
  });

  it('falls back to the town’s free-delivery amount where the neighbourhood has none', async () => {
    // ₹180 is under the town’s ₹499: Rail Colony still pays its ₹45.
    const { result } = await place(riceAndDal, 'rail-colony', 45_00);
    expect(result).toMatchObject({ kind: 'placed', total: 225_00 });
  });

  it('stops an order priced with another neighbourhood’s fee, with the terms in force', async () => {
    // The town's ₹30 sent for Rail Colony: the customer did not see ₹45.
    const { request, result } = await place(
      [{ productId: 'rice', quantity: 1 }],
      'rail-colony',
      30_00,
    );
    expect(result).toEqual({
      kind: 'changed',
      lines: [],
      terms: { deliveryFee: 45_00, freeDeliveryAbove: 499_00 },
    });
    expect(await town.order(request.orderId)).toBeNull();
  });

  it('refuses an order that names no neighbourhood where the town lists some, though its shop names none (the fee dodge)', async () => {
    // ₹420 to Rail Colony pays its ₹45; left out, the order asked to pay the town's ₹30.
    const lines = [
      { productId: 'dal', quantity: 1 },
      { productId: 'rice', quantity: 5 },
    ];
    const error = await refusal(place(lines, undefined, 30_00));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('Choose your neighbourhood, then place the order.');
    // The reason crosses the wire, so the cart says it in Bengali and Hindi too.
    expect(error.reason).toEqual({ key: 'neighbourhoodNeeded', params: {} });
    expect(await town.stockOf('rice')).toBe(5);
    expect(await town.alerts()).toEqual([]);

    const chosen = await place(lines, 'rail-colony', 45_00);
    expect(chosen.result).toMatchObject({ kind: 'placed', total: 465_00 });
    const [alert] = await town.alerts();
    expect(alert?.['text']).toContain('Neighbourhood: Rail Colony');
  });

  it('takes an order without a neighbourhood where the town lists none, at the town’s fee', async () => {
    for (const id of ['rail-colony', 'bazar']) {
      await town.handle.internals.serverStore.delete(collections.neighbourhoods, id);
    }
    const { result } = await place([{ productId: 'rice', quantity: 1 }], undefined, 30_00);
    expect(result).toMatchObject({ kind: 'placed', total: 90_00 });
  });

  it('refuses a neighbourhood that is not on the list, saying to choose again', async () => {
    const error = await refusal(place([{ productId: 'rice', quantity: 1 }], 'nowhere', 30_00));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(
      'That neighbourhood is no longer on the list. Choose your neighbourhood again, then place the order.',
    );
  });
});

describe('what the shop takes', () => {
  it('refuses below the shop’s minimum, saying how much more to add, and writes nothing', async () => {
    await town.handle.internals.writeDoc(collections.shops, 'shop-1', {
      ...shop,
      minimumOrder: 150_00,
    });
    // ₹120: ₹30 short.
    const error = await refusal(place([{ productId: 'dal', quantity: 1 }], 'bazar', 10_50));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(
      'Ma Tara Bhandar takes orders of ₹150.00 or more. Add ₹30.00 more, then place the order.',
    );
    expect(error.reason).toEqual({
      key: 'belowMinimumOrder',
      params: { shop: 'Ma Tara Bhandar', minimumAmount: 150_00, missingAmount: 30_00 },
    });
    expect(await town.stockOf('dal')).toBe(1);
  });

  it('takes an order exactly at the minimum', async () => {
    await town.handle.internals.writeDoc(collections.shops, 'shop-1', {
      ...shop,
      minimumOrder: 120_00,
    });
    const { result } = await place([{ productId: 'dal', quantity: 1 }], 'bazar', 10_50);
    expect(result).toMatchObject({ kind: 'placed', total: 130_50 });
  });

  it('refuses a neighbourhood the shop does not deliver to, and one left unchosen', async () => {
    await town.handle.internals.writeDoc(collections.shops, 'shop-1', {
      ...shop,
      neighbourhoods: ['bazar'],
    });
    const outside = await refusal(
      place([{ productId: 'rice', quantity: 1 }], 'rail-colony', 45_00),
    );
    expect(outside.message).toBe(
      'Ma Tara Bhandar does not deliver to Rail Colony. Check the neighbourhood, or order from another shop.',
    );
    const unchosen = await refusal(place([{ productId: 'rice', quantity: 1 }], undefined, 30_00));
    expect(unchosen.message).toBe('Choose your neighbourhood, then place the order.');
    const { result } = await place([{ productId: 'rice', quantity: 1 }], 'bazar', 10_50);
    expect(result).toMatchObject({ kind: 'placed' });
  });
});
