// @vitest-environment node
import * as v from 'valibot';
import { textBounds } from './limits';
import {
  defaultOrderingTerms,
  openStatusesOf,
  orderingTermsOf,
  productModel,
  shopModel,
  readOrder,
} from './model-schemas';

describe('values read from the database', () => {
  it('reads the waits for an unanswered order, the defaults for terms stored before them, and no terms whose waits are out of order', () => {
    const fees = { deliveryFee: 40_00, freeDeliveryAbove: 999_00, openOrdersPerPhone: 2 };
    expect(orderingTermsOf(fees)).toEqual({
      ...fees,
      remindAfterMinutes: 5,
      callAdminAfterMinutes: 10,
      giveUpAfterMinutes: 20,
      quoteHours: 24,
    });
    const waits = { remindAfterMinutes: 3, callAdminAfterMinutes: 8, giveUpAfterMinutes: 30 };
    expect(orderingTermsOf({ ...fees, ...waits })).toEqual({ ...fees, ...waits, quoteHours: 24 });
    expect(orderingTermsOf({ ...fees, ...waits, quoteHours: 6 })).toMatchObject({ quoteHours: 6 });
    // A quote's hours out of their bounds are not trusted: the defaults stand.
    expect(orderingTermsOf({ ...fees, ...waits, quoteHours: 73 })).toEqual(defaultOrderingTerms);
    expect(orderingTermsOf({ ...fees, ...waits, callAdminAfterMinutes: 3 })).toEqual(
      defaultOrderingTerms,
    );
    expect(orderingTermsOf({ ...fees, ...waits, giveUpAfterMinutes: 241 })).toEqual(
      defaultOrderingTerms,
    );
  });

  it('reads a phone’s open statuses, and none from a document not stored as it should be', () => {
    expect(openStatusesOf({ statuses: ['placed', 'accepted'] })).toEqual(['placed', 'accepted']);
    expect(openStatusesOf({ statuses: ['placed', 'lost'] })).toEqual([]);
    expect(openStatusesOf(null)).toEqual([]);
    expect(openStatusesOf({ entries: {} })).toEqual([]);
  });

  it('reads no order from a document not stored as one should be', () => {
    expect(readOrder({ id: 'bad', data: { number: 'TS-1', lines: [{ name: {} }] } })).toBeNull();
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
    const tooLong = 'ক'.repeat(textBounds.recordName.max + 1);
    expect(v.is(shopModel.entries.nameBn, tooLong)).toBe(false);
    expect(v.is(productModel, { ...product, shopNameBn: tooLong })).toBe(false);
    expect(
      v.is(productModel, { ...product, shopNameHi: 'क'.repeat(textBounds.recordName.max + 1) }),
    ).toBe(false);
  });
});
