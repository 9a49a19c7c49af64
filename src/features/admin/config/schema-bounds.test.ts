// @vitest-environment node
import type * as v from 'valibot';
import type { CollectionName } from '../../../lib/models';
import * as models from '../../../lib/model-schemas';
import { adminCollections } from './collections';
import { schemaBounds } from './schema-bounds';
import type { FieldKind } from './types';

/** The model each managed collection stores (the settings and lookups are not sections). */
const modelOf: Partial<Record<CollectionName, v.ObjectSchema<v.ObjectEntries, undefined>>> = {
  vendor: models.staffModel,
  delivery: models.staffModel,
  shops: models.shopModel,
  products: models.productModel,
  orders: models.orderModel,
  notifications: models.notificationModel,
  doctors: models.doctorModel,
  labTests: models.labTestModel,
  directory: models.directoryEntryModel,
  teachers: models.teacherModel,
  serviceProviders: models.serviceProviderModel,
  feeds: models.feedPostModel,
  emergencyContacts: models.emergencyContactModel,
  appointments: models.appointmentModel,
  labBookings: models.labBookingModel,
  medicineOrders: models.medicineOrderModel,
  assistRequests: models.assistRequestModel,
  rideBookings: models.rideBookingModel,
  serviceRequests: models.serviceRequestModel,
  messages: models.contactMessageModel,
};

/** Kinds whose value is typed as it is stored, so the model's bounds apply to it as typed. */
const typedKinds: readonly FieldKind[] = ['text', 'textarea', 'integer', 'number', 'money', 'url'];

describe('bounds read from a model’s schema', () => {
  it('reads ranges and lengths, through an optional wrapper', () => {
    expect(schemaBounds(models.orderingTermsModel, 'deliveryFee')).toEqual({ min: 0, max: 10_000 });
    expect(schemaBounds(models.orderingTermsModel, 'openOrdersPerPhone')).toEqual({
      min: 1,
      max: 50,
    });
    expect(schemaBounds(models.shopModel, 'nameBn')).toEqual({ minLength: 0, maxLength: 200 });
    expect(schemaBounds(models.shopModel, 'area')).toEqual({});
  });

  it('gives every ordering setting a range the form can state', () => {
    for (const name of ['deliveryFee', 'freeDeliveryAbove', 'openOrdersPerPhone'] as const) {
      const { min, max } = schemaBounds(models.orderingTermsModel, name);
      expect(min, name).toBeDefined();
      expect(max, name).toBeDefined();
    }
  });

  it('never lets an admin type what the stored document could not hold', () => {
    for (const config of adminCollections()) {
      const model = modelOf[config.collection];
      expect(model, config.type).toBeDefined();
      if (!model) continue;
      // Chosen values (options, another record) and lists (bounded item by item) aside.
      const typed = config.fields.filter(
        (spec) => spec.editable !== 'never' && typedKinds.includes(spec.kind),
      );
      for (const field of typed) {
        expect(Object.keys(model.entries), `${config.type}.${field.name}`).toContain(field.name);
        const stored = schemaBounds(model, field.name);
        const where = `${config.type}.${field.name}`;
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
