import { collections } from '../../../lib/models';
import { PHONE_ERROR } from '../../../lib/phone';
import { adminCollections, adminConfigFor } from './collections';
import { checkField, formFields, initialValues, toDocData, validateValues } from './form-values';
import { asStoredName, keywordPlan, orderSearch, prefixPlan } from './search';
import type { CollectionConfig, FieldSpec } from './types';

const policy = { minLength: 6 };
const field = (spec: Partial<FieldSpec> & Pick<FieldSpec, 'kind'>): FieldSpec => ({
  name: 'value',
  label: 'Value',
  ...spec,
});

describe('the admin config table', () => {
  it('names each type once, in URL-safe words, over known collections', () => {
    const types = adminCollections.map((config) => config.type);
    expect(new Set(types).size).toBe(types.length);
    for (const config of adminCollections) {
      expect(config.type).toMatch(/^[a-zA-Z]+$/);
      expect(Object.values(collections)).toContain(config.collection);
      const names = config.fields.map((spec) => spec.name);
      expect(new Set(names).size, config.type).toBe(names.length);
      if (config.filter) expect(names, config.type).toContain(config.filter.field);
      for (const spec of config.fields) {
        if (spec.kind === 'select') expect(spec.options?.length, spec.name).toBeGreaterThan(0);
        if (spec.kind === 'ref') expect(spec.ref, spec.name).toBeDefined();
      }
    }
  });

  it('manages every collection the staff work with', () => {
    const managed = new Set(adminCollections.map((config) => config.collection));
    for (const name of Object.values(collections)) {
      if (name === collections.admins || name === collections.orderLookups) continue;
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

describe('field checks', () => {
  it.each<[Partial<FieldSpec> & Pick<FieldSpec, 'kind'>, string, string | undefined]>([
    [{ kind: 'text', required: true, label: 'Name' }, '  ', 'Please enter the name.'],
    [
      { kind: 'select', required: true, label: 'Type', options: [{ value: 'a', label: 'A' }] },
      '',
      'Please choose the type.',
    ],
    [
      { kind: 'select', options: [{ value: 'a', label: 'A' }] },
      'b',
      'Please choose one of the options.',
    ],
    [
      { kind: 'text', maxLength: 5, label: 'Unit' },
      'abcdefg',
      'Please keep the unit under 5 characters.',
    ],
    [{ kind: 'money', label: 'Price (₹)' }, 'ten', 'The price must be a number.'],
    [{ kind: 'money', label: 'Price (₹)' }, '-1', 'The price cannot be less than 0.'],
    [{ kind: 'money', label: 'Price (₹)' }, '10.50', undefined],
    [{ kind: 'integer', label: 'Stock', max: 10 }, '11', 'The stock cannot be more than 10.'],
    [{ kind: 'number', label: 'Rating', min: 0, max: 5 }, '4.5', undefined],
    [{ kind: 'mobile' }, '12345', PHONE_ERROR],
    [{ kind: 'mobile' }, '+91 98300-12345', undefined],
    [{ kind: 'tel' }, '100', undefined],
    [{ kind: 'tel' }, '03000 255100', undefined],
    [
      { kind: 'tel' },
      'call me',
      'Enter a phone number in digits, for example 100 or 03000 255100.',
    ],
    [{ kind: 'url' }, '/img/shop.svg', undefined],
    [
      { kind: 'url' },
      'javascript:alert(1)',
      'Enter a web address starting with https://, or a path on this site starting with /.',
    ],
    [{ kind: 'date' }, '2026-02-30', 'Please enter a date like 2026-11-24.'],
    [{ kind: 'datetime' }, '2026-11-24T17:30', undefined],
    [{ kind: 'datetime' }, 'soon', 'Please choose a date and a time.'],
    [
      { kind: 'password', required: true },
      '12345',
      'The first password needs at least 6 characters.',
    ],
  ])('%j with %j', (spec, value, message) => {
    expect(checkField(field(spec), value, policy)).toBe(message);
  });

  it('applies the server’s extra password rules', () => {
    const password = field({ kind: 'password' });
    expect(checkField(password, 'abcdefgh', { minLength: 6, requireNumeric: true })).toBe(
      'The password needs at least one number.',
    );
    expect(checkField(password, 'abcdefg1', { minLength: 6, requireUppercase: true })).toBe(
      'The password needs at least one capital letter.',
    );
  });
});

describe('form values and documents', () => {
  const teachers = adminConfigFor('teachers') as CollectionConfig;

  it('turns typed values into stored ones', () => {
    const values = {
      ...initialValues(teachers, null),
      name: ' Anjali Sen ',
      subjects: 'Maths,  Physics ,',
      classes: '9, 10',
      phone: '+91 98300 12345',
      area: 'Rathtala',
      qualification: 'M.Sc.',
      fee: '500',
    };
    expect(validateValues(teachers, values, 'create', policy)).toEqual({});
    expect(toDocData(teachers, values, 'create')).toEqual({
      name: 'Anjali Sen',
      subjects: ['Maths', 'Physics'],
      classes: ['9', '10'],
      phone: '9830012345',
      area: 'Rathtala',
      qualification: 'M.Sc.',
      fee: 500,
    });
  });

  it('shows stored lists and timestamps back in the form', () => {
    const feeds = adminConfigFor('feeds') as CollectionConfig;
    const values = initialValues(feeds, {
      type: 'news',
      title: 'Road repairs',
      body: 'From Monday.',
      publishedAt: new Date(2026, 10, 24, 9, 5),
    });
    expect(values['publishedAt']).toBe('2026-11-24T09:05');
    expect(toDocData(feeds, values, 'edit')['publishedAt']).toEqual(new Date(2026, 10, 24, 9, 5));
    expect(initialValues(teachers, { subjects: ['Maths', 'Bengali'] })['subjects']).toBe(
      'Maths, Bengali',
    );
  });

  it('leaves out what the form may not change and what is never stored', () => {
    const vendors = adminConfigFor('vendors') as CollectionConfig;
    const data = toDocData(
      vendors,
      { name: 'Tara', phone: '9830012345', password: 'secret1', shopId: 's1', active: false },
      'edit',
    );
    expect(data).toEqual({ name: 'Tara', shopId: 's1', active: false });
    const created = toDocData(
      vendors,
      { name: 'Tara', phone: '9830012345', password: 'secret1', shopId: 's1', active: true },
      'create',
    );
    expect(created).not.toHaveProperty('password');
  });

  it('derives search words and default pictures', () => {
    const shops = adminConfigFor('shops') as CollectionConfig;
    expect(
      shops.derive?.({ name: 'Gupta Stores', type: 'bazaar', area: 'Rathtala', image: '' }, {}),
    ).toMatchObject({ image: '/img/shop-bazaar.svg', keywords: expect.arrayContaining(['gupta']) });
    const products = adminConfigFor('products') as CollectionConfig;
    expect(
      products.derive?.(
        { name: 'Mustard Oil', category: 'Oil & ghee', image: '/img/mine.png' },
        { shopId: { id: 's1', data: { name: 'Sen Brothers' } } },
      ),
    ).toEqual({
      keywords: expect.arrayContaining(['mustard', 'oil']),
      shopName: 'Sen Brothers',
    });
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
