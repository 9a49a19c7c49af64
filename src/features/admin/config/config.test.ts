// @vitest-environment node
import { collections } from '../../../lib/models';
import { adminCollections, adminConfigFor, notManagedHere } from '../sections';
import { formFields } from './form-values';
import { asStoredName, keywordPlan, orderSearch, prefixPlan } from './search';
import type { CollectionConfig } from './types';

describe('the admin config table', () => {
  it('names each type once, in URL-safe words, over known collections', () => {
    const types = adminCollections().map((config) => config.type);
    expect(new Set(types).size).toBe(types.length);
    for (const config of adminCollections()) {
      expect(config.type).toMatch(/^[a-zA-Z]+$/);
      expect(Object.values(collections)).toContain(config.collection);
      const names = config.fields.map((spec) => spec.name);
      expect(new Set(names).size, config.type).toBe(names.length);
      if (config.filter) expect(names, config.type).toContain(config.filter.field);
      for (const spec of config.fields) {
        if (spec.kind === 'select') expect(spec.options?.length, spec.name).toBeGreaterThan(0);
        if (spec.kind === 'ref' || spec.kind === 'refs') expect(spec.ref, spec.name).toBeDefined();
      }
    }
  });

  it('has each section’s reference fields choose from one list, which the section reads once', () => {
    for (const config of adminCollections()) {
      const lists = config.fields
        .filter((spec) => spec.kind === 'ref' || spec.kind === 'refs')
        .map((spec) => `${spec.ref?.collection}.${spec.ref?.labelField}`);
      expect(new Set(lists).size, config.type).toBeLessThanOrEqual(1);
    }
  });

  it('manages every collection the staff work with', () => {
    const managed = new Set(adminCollections().map((config) => config.collection));
    for (const name of Object.values(collections)) {
      // Each collection no section manages says why (sections/index.ts `notManagedHere`).
      const notHere: readonly string[] = Object.keys(notManagedHere);
      if (notHere.includes(name)) continue;
      expect(managed, name).toContain(name);
    }
  });

  it('finds a config by type, and nothing for an unknown one', () => {
    expect(adminConfigFor('shops')?.collection).toBe('shops');
    expect(adminConfigFor('spaceships')).toBeNull();
    expect(adminConfigFor(undefined)).toBeNull();
  });

  it('never lets a staff phone or first password be changed after creation', () => {
    const vendors = adminConfigFor('vendors') as CollectionConfig;
    expect(formFields(vendors, 'create').map((spec) => spec.name)).toEqual([
      'name',
      'phone',
      'password',
      'shopId',
    ]);
    const editable = formFields(vendors, 'edit').filter((spec) =>
      ['always', 'edit', undefined].includes(spec.editable),
    );
    expect(editable.map((spec) => spec.name)).toEqual(['name', 'shopId', 'active']);
    expect(vendors.canDelete).toBe(false);
  });
});

describe('search plans', () => {
  const plan = orderSearch().plan;

  it('finds orders by phone or by number', () => {
    expect(plan('+91 98765-43210')).toEqual({
      where: [{ field: 'phone', op: '==', value: '9876543210' }],
      orderBy: [],
    });
    expect(plan('ts 482913')).toEqual({
      where: [{ field: 'number', op: '==', value: 'TS-482913' }],
      orderBy: [],
    });
    expect(plan('482913')).toMatchObject({ where: [{ value: 'TS-482913' }] });
    // Typed on a Bengali or Hindi keyboard.
    expect(plan('TS-৪৮২৯১৩')).toMatchObject({ where: [{ value: 'TS-482913' }] });
    expect(plan('९८७६५ ४३२१०')).toMatchObject({ where: [{ field: 'phone', value: '9876543210' }] });
    expect(plan('rice')).toBe('Type a 10-digit mobile number or an order number like TS-482913.');
  });

  it('matches names as they are stored', () => {
    expect(asStoredName('sen  brothers')).toBe('Sen Brothers');
    expect(asStoredName('DVC office')).toBe('DVC office');
    expect(prefixPlan('dr. ray', 'name')).toEqual({
      where: [
        { field: 'name', op: '>=', value: 'Dr. Ray' },
        { field: 'name', op: '<', value: 'Dr. Ray\uf8ff' },
      ],
      orderBy: [{ field: 'name' }],
    });
    expect(keywordPlan('a', ['name'])).toBe('Type at least two letters.');
  });
});

const configOf = (type: string) => adminConfigFor(type) as CollectionConfig;

describe('word search in the town directory', () => {
  const planOf = (type: string, typed: string) => {
    const plan = configOf(type).search?.plan(typed);
    if (!plan || typeof plan === 'string') throw new Error(`no plan for ${typed}: ${plan}`);
    return plan;
  };

  it.each([
    [
      'doctors',
      { name: 'Dr. Rina Ghosh', speciality: 'Neurology', weekdays: ['Mon', 'Thu'] },
      ['ghosh', 'NEUROLOGY', 'neuro'],
    ],
    [
      'teachers',
      { name: 'Anjali Sen', subjects: ['Physics', 'Mathematics'] },
      ['sen', 'MATH', 'phys'],
    ],
    ['feeds', { title: 'QA testers wanted at the bank' }, ['qa', 'Testers', 'bank wanted']],
    [
      'emergencyContacts',
      { name: 'WBSEDCL Night Duty Lineman', service: 'wbsedcl', note: 'Fallen wires' },
      ['lineman', 'wbsedcl', 'wires'],
    ],
  ])('finds %s by any word, in any case, from what is saved', (type, data, queries) => {
    const config = configOf(type);
    const keywords = config.derive?.(data, {})['keywords'];
    for (const typed of queries) {
      const plan = planOf(type, typed);
      const [where] = plan.where;
      expect(where?.op, typed).toBe('array-contains');
      expect(keywords, typed).toContain(where?.value);
      expect(plan.matches?.(data), typed).toBe(true);
    }
    expect(planOf(type, 'zzz').matches?.(data)).toBe(false);
  });

  it('lists found posts newest first and finds a doctor by mobile', () => {
    expect(planOf('feeds', 'qa').orderBy).toEqual([{ field: 'publishedAt', direction: 'desc' }]);
    expect(planOf('doctors', '98300 12345').where).toEqual([
      { field: 'phone', op: '==', value: '9830012345' },
    ]);
    expect(configOf('doctors').search?.plan('a')).toBe('Type at least two letters.');
  });
});
