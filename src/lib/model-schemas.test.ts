// @vitest-environment node
import * as v from 'valibot';
import { productModel, shopModel, summariesOf, readOrders } from './model-schemas';

describe('values read from the database', () => {
  it('keeps the good summaries of a phone and leaves out one that is not stored as it should be', () => {
    const good = { number: 'TS-111111', status: 'placed', total: 150, createdAt: new Date() };
    expect(
      summariesOf({
        entries: {
          'TS-111111': good,
          'TS-222222': { ...good, number: 'TS-222222', createdAt: 'yesterday' },
          'TS-333333': { ...good, number: 'TS-999999' },
        },
      }),
    ).toEqual({ 'TS-111111': good });
    expect(summariesOf(null)).toEqual({});
    expect(summariesOf({ entries: 'many' })).toEqual({});
  });

  it('splits a list of orders into those it can show and the ids of the rest', () => {
    const { orders, unreadable } = readOrders([
      { id: 'bad', data: { number: 'TS-1', lines: [{ name: {} }] } },
    ]);
    expect(orders).toEqual([]);
    expect(unreadable).toEqual(['bad']);
  });
});

describe('a product', () => {
  const product = {
    shopId: 'annapurna-grocery',
    shopName: 'Annapurna Grocery',
    name: 'Mustard Oil',
    category: 'Oil & ghee',
    price: 185,
    unit: '1 litre',
    stock: 12,
    image: '/img/town.svg#product-oil-ghee',
    description: '',
    keywords: [],
  };

  it('names its shop in Bengali and Hindi when it can, within the shop’s own bounds', () => {
    expect(v.is(productModel, product)).toBe(true);
    const named = { ...product, shopNameBn: 'অন্নপূর্ণা মুদিখানা', shopNameHi: 'अन्नपूर्णा किराना' };
    expect(v.parse(productModel, named)).toMatchObject({
      shopNameBn: 'অন্নপূর্ণা মুদিখানা',
      shopNameHi: 'अन्नपूर्णा किराना',
    });
    // A name the shop itself could not be stored with cannot be the product's shop name either.
    const tooLong = 'ক'.repeat(81);
    expect(v.is(shopModel.entries.nameBn, tooLong)).toBe(false);
    expect(v.is(productModel, { ...product, shopNameBn: tooLong })).toBe(false);
    expect(v.is(productModel, { ...product, shopNameHi: 'क'.repeat(81) })).toBe(false);
  });
});
