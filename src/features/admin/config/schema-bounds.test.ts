// @vitest-environment node
import type * as v from 'valibot';
import * as models from '../../../lib/model-schemas';
import { collectionSchemas } from '../../../lib/collection-schemas';
import { adminConfigFor, adminCollections } from './collections';
import { schemaBounds, typedKinds } from './schema-bounds';

describe('bounds read from a model’s schema', () => {
  it('reads ranges and lengths, through an optional wrapper', () => {
    expect(schemaBounds(models.orderingTermsModel, 'deliveryFee')).toEqual({
      min: 0,
      max: 10_000_00,
    });
    expect(schemaBounds(models.orderingTermsModel, 'openOrdersPerPhone')).toEqual({
      min: 1,
      max: 50,
    });
    expect(schemaBounds(models.shopModel, 'nameBn')).toEqual({ minLength: 0, maxLength: 80 });
    expect(schemaBounds(models.shopModel, 'phone')).toEqual({});
  });

  it('gives every ordering setting a range the form can state', () => {
    for (const name of ['deliveryFee', 'freeDeliveryAbove', 'openOrdersPerPhone'] as const) {
      const { min, max } = schemaBounds(models.orderingTermsModel, name);
      expect(min, name).toBeDefined();
      expect(max, name).toBeDefined();
    }
  });

  it('gives an admin field the bounds its model stores it within', () => {
    const field = (type: string, name: string) =>
      adminConfigFor(type)?.fields.find((spec) => spec.name === name);
    expect(field('shops', 'name')).toMatchObject({ minLength: 2, maxLength: 80 });
    expect(field('directory', 'nameBn')).toMatchObject({ minLength: 0, maxLength: 100 });
    // Paise: ₹1,00,000.
    expect(field('doctors', 'fee')).toMatchObject({ min: 0, max: 100_000_00 });
    expect(field('serviceProviders', 'rating')).toMatchObject({ min: 0, max: 5 });
    // Stricter than storage, where returned orders may lift stock past it: the form's own bound.
    expect(field('products', 'stock')).toMatchObject({ min: 0, max: 10_000 });
  });

  it('never lets an admin type what the stored document could not hold', () => {
    for (const config of adminCollections()) {
      if (config.collection === 'config') throw new Error(`${config.type} manages settings`);
      const model: v.ObjectSchema<v.ObjectEntries, undefined> =
        collectionSchemas[config.collection];
      // Chosen values (options, another record) and lists (bounded item by item) aside.
      const typed = config.fields.filter(
        (spec) => spec.editable !== 'never' && typedKinds.includes(spec.kind),
      );
      for (const field of typed) {
        expect(Object.keys(model.entries), `${config.type}.${field.name}`).toContain(field.name);
        const stored = schemaBounds(model, field.name);
        const where = `${config.type}.${field.name}`;
        if (field.kind === 'text' || field.kind === 'textarea') {
          expect(stored.maxLength, `${where} has no length in its model`).toBeDefined();
        }
        if (stored.maxLength !== undefined) {
          expect(field.maxLength, where).toBeDefined();
          expect(field.maxLength, where).toBeLessThanOrEqual(stored.maxLength);
        }
        if (stored.minLength !== undefined && field.required) {
          expect(field.minLength ?? 1, where).toBeGreaterThanOrEqual(stored.minLength);
        }
        if (stored.max !== undefined) expect(field.max, where).toBeLessThanOrEqual(stored.max);
        if (stored.min !== undefined && field.min !== undefined) {
          expect(field.min, where).toBeGreaterThanOrEqual(stored.min);
        }
      }
    }
  });
});
