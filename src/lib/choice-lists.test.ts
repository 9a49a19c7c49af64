// @vitest-environment node
import * as v from 'valibot';
import { townDocuments } from '../backend/demo/seed-town';
import {
  choiceName,
  choiceNames,
  choiceOf,
  directoryTypes,
  productUnits,
  sampleTypes,
  specialities,
  trades,
  type Choice,
} from './choice-lists';
import { productEntry } from './model-schemas';
import { collections } from './models';
import { productCategories } from './product-categories';
import { directoryEntryModel, serviceProviderModel, serviceRequestModel } from './record-schemas';
import { requestSchemas } from './requests/schemas';

const lists: Record<string, readonly Choice[]> = { specialities, sampleTypes, productUnits };

describe('the lists an admin chooses from', () => {
  it('give every entry three names, and no name to two entries', () => {
    for (const [title, list] of Object.entries(lists)) {
      for (const choice of list) {
        expect([choice.name, choice.nameBn, choice.nameHi].every(Boolean), title).toBe(true);
        for (const name of choiceNames(list, choice.name)) {
          expect(choiceOf(list, name), `${title}: ${name}`).toBe(choice);
        }
      }
    }
  });

  it('know a value stored in any of an entry’s names, whatever its case and spacing', () => {
    expect(choiceOf(specialities, 'শিশু রোগ')?.name).toBe('Paediatrics');
    expect(choiceOf(specialities, ' बाल रोग ')?.name).toBe('Paediatrics');
    expect(choiceOf(specialities, 'pediatrics')?.name).toBe('Paediatrics');
    expect(choiceOf(specialities, 'General Physician')?.name).toBe('General Medicine');
    expect(choiceOf(productUnits, '1KG')?.name).toBe('1 kg');
    expect(choiceOf(productUnits, '১ কেজি')?.name).toBe('1 kg');
    expect(choiceOf(specialities, 'Astrology')).toBeUndefined();
  });

  it('name a stored value in the reader’s language, and leave one that is no entry as it is', () => {
    expect(choiceName(specialities, 'Paediatrics', 'bn')).toBe('শিশু রোগ');
    expect(choiceName(specialities, 'শিশু রোগ', 'hi')).toBe('बाल रोग');
    expect(choiceName(specialities, 'শিশু রোগ', 'en')).toBe('Paediatrics');
    expect(choiceName(productUnits, 'strip of 10', 'bn')).toBe('১০টির পাতা');
    expect(choiceName(sampleTypes, 'Urine', 'hi')).toBe('पेशाब');
    expect(choiceName(specialities, 'Astrology', 'bn')).toBe('Astrology');
    expect(choiceNames(specialities, 'Astrology')).toEqual(['Astrology']);
  });

  it('hold every value the demo town is seeded with, by its English name', () => {
    const seeded = townDocuments(new Date());
    const valuesOf = (collection: string, field: string) =>
      seeded.filter((doc) => doc.collection === collection).map((doc) => String(doc.data[field]));
    const checks: [string, string, readonly Choice[]][] = [
      [collections.doctors, 'speciality', specialities],
      [collections.products, 'unit', productUnits],
      [collections.labTests, 'sampleType', sampleTypes],
    ];
    for (const [collection, field, list] of checks) {
      const values = valuesOf(collection, field);
      expect(values.length, collection).toBeGreaterThan(0);
      for (const value of values) expect(choiceOf(list, value)?.name, value).toBe(value);
    }
  });

  it('are each one schema: the stored models and the request take what a page lists, and only that', () => {
    const closed: [v.GenericSchema, readonly string[], string][] = [
      [serviceProviderModel.entries.type, trades, 'AC repair'],
      [serviceRequestModel.entries.serviceType, trades, 'AC repair'],
      [directoryEntryModel.entries.type, directoryTypes, 'clinic'],
      [productEntry.entries.category, productCategories, 'Gadgets'],
    ];
    for (const [schema, list, stray] of closed) {
      for (const value of list) expect(v.is(schema, value), value).toBe(true);
      expect(v.is(schema, stray), stray).toBe(false);
    }
    const request = (serviceType: string) =>
      v.safeParse(requestSchemas.serviceRequest, {
        serviceType,
        providerId: '',
        name: 'Rina Das',
        phone: '9876543210',
        address: '12 School Para Road',
        asSoonAsPossible: true,
        date: '',
        details: 'The fan does not turn.',
      }).success;
    expect(request('electrician')).toBe(true);
    expect(request('AC repair')).toBe(false);
  });
});
