// @vitest-environment node
import { PRICE_MAX, STOCK_MAX } from '../../../lib/limits';
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
        if (spec.kind === 'ref') expect(spec.ref, spec.name).toBeDefined();
      }
    }
  });

  it('manages every collection the staff work with', () => {
    const managed = new Set(adminCollections().map((config) => config.collection));
    for (const name of Object.values(collections)) {
      // Admins are made by hand; lookups, request counts and settings are the server's or the dashboard's.
      const notHere: readonly string[] = [
        collections.admins,
        collections.orderLookups,
        collections.phoneActivity,
        collections.config,
      ];
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

const notAPicture =
  'A picture must be a path on this site (/img/…) or a Firebase Storage address (https://firebasestorage.googleapis.com/…).';

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
    [
      { kind: 'money', label: 'Price (₹)' },
      'ten',
      'Type the price in digits only, like 250 or 99.50.',
    ],
    [{ kind: 'money', label: 'Price (₹)' }, '-1', 'The price cannot be less than 0.'],
    [{ kind: 'money', label: 'Price (₹)' }, '10.50', undefined],
    [{ kind: 'integer', label: 'Stock', max: 10 }, '11', 'The stock cannot be more than 10.'],
    [{ kind: 'number', label: 'Rating', min: 0, max: 5 }, '4.5', undefined],
    [{ kind: 'mobile' }, '12345', PHONE_ERROR],
    [{ kind: 'mobile' }, '+91 98300-12345', undefined],
    [{ kind: 'tel' }, '03000 255100', undefined],
    [{ kind: 'tel' }, '+91 98300 12345', undefined],
    [{ kind: 'tel', helpline: true }, '100', undefined],
    [{ kind: 'tel', helpline: true }, '1091', undefined],
    [
      { kind: 'tel', helpline: true },
      'call me',
      'Enter a 10-digit mobile, a landline with its STD code (03000 255100), or a short number like 100.',
    ],
    [{ kind: 'url', picture: true }, '/img/shop.svg', undefined],
    [
      { kind: 'url', picture: true },
      'https://firebasestorage.googleapis.com/v0/b/town/o/shop.jpg?alt=media',
      undefined,
    ],
    [{ kind: 'url' }, 'https://example.org/more', undefined],
    [{ kind: 'url', picture: true }, 'javascript:alert(1)', notAPicture],
    [{ kind: 'url', picture: true }, 'https://example.org/shop.jpg', notAPicture],
    [{ kind: 'url', picture: true }, '//evil.example/x.png', notAPicture],
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
      nameBn: '',
      nameHi: '',
      subjects: ['Maths', 'Physics'],
      classes: ['Class 9', 'Class 10'],
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

  it('lets an admin give records their Bengali and Hindi names, which search then finds', () => {
    for (const type of ['shops', 'products', 'doctors', 'serviceProviders', 'teachers']) {
      const names = (adminConfigFor(type) as CollectionConfig).fields.map((field) => field.name);
      expect(names, type).toEqual(expect.arrayContaining(['nameBn', 'nameHi']));
    }
    const feeds = (adminConfigFor('feeds') as CollectionConfig).fields.map((field) => field.name);
    expect(feeds).toEqual(expect.arrayContaining(['titleBn', 'titleHi']));
    const products = adminConfigFor('products') as CollectionConfig;
    const derived = products.derive?.(
      { name: 'Gobindobhog Rice', nameBn: 'গোবিন্দভোগ চাল', nameHi: 'गोबिंदभोग चावल' },
      { shopId: { id: 's1', data: { name: 'Sen Brothers' } } },
    );
    expect(derived?.['keywords']).toEqual(expect.arrayContaining(['rice', 'চাল', 'चावल']));
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

const configOf = (type: string) => adminConfigFor(type) as CollectionConfig;
const fieldOf = (type: string, name: string) => {
  const spec = configOf(type).fields.find((candidate) => candidate.name === name);
  if (!spec) throw new Error(`${type} has no ${name} field`);
  return spec;
};

describe('the bounds and shapes every other form uses', () => {
  const price = fieldOf('products', 'price');
  const stock = fieldOf('products', 'stock');

  it('refuses “1e3” as a price or stock instead of reading it as 1000', () => {
    expect(checkField(price, '1e3', policy)).toBe(
      'Type the price in digits only, like 250 or 99.50.',
    );
    expect(checkField(stock, '1e3', policy)).toBe('Type the stock in digits only, like 12.');
    expect(checkField(price, '1,000', policy)).toBe(
      'Type the price in digits only, like 250 or 99.50.',
    );
    const products = configOf('products');
    const typed = { ...initialValues(products, null), price: '1e3', stock: '1e3' };
    expect(toDocData(products, typed, 'create')).toMatchObject({ price: null, stock: null });
    expect(toDocData(products, { ...typed, price: '99.50', stock: '40' }, 'create')).toMatchObject({
      price: 99.5,
      stock: 40,
    });
  });

  it('holds every admin price to PRICE_MAX and stock to STOCK_MAX', () => {
    expect(checkField(price, String(PRICE_MAX), policy)).toBeUndefined();
    expect(checkField(price, '500000', policy)).toBe('The price cannot be more than ₹1,00,000.');
    expect(checkField(stock, String(STOCK_MAX), policy)).toBeUndefined();
    expect(checkField(stock, '50000', policy)).toBe('The stock cannot be more than 10,000.');
    for (const config of adminCollections()) {
      for (const spec of config.fields.filter((candidate) => candidate.kind === 'money')) {
        expect(checkField(spec, String(PRICE_MAX + 1), policy), spec.name).toMatch(
          /cannot be more than ₹1,00,000\.$/,
        );
      }
    }
  });

  it('takes a doctor’s mobile or landline, never five digits', () => {
    const phone = fieldOf('doctors', 'phone');
    const problem =
      'Enter a 10-digit mobile, or a landline with its STD code, for example 03000 255100.';
    expect(checkField(phone, '98765', policy)).toBe(problem);
    expect(checkField(phone, '100', policy)).toBe(problem);
    expect(checkField(phone, '255100', policy)).toBe(problem);
    expect(checkField(phone, '98300 12345', policy)).toBeUndefined();
    expect(checkField(phone, '03000-252100', policy)).toBeUndefined();
    expect(checkField(phone, '+91 3000 252100', policy)).toBeUndefined();
    const doctors = configOf('doctors');
    const values = { ...initialValues(doctors, null), phone: '+91 98300-12345' };
    expect(toDocData(doctors, values, 'create')['phone']).toBe('9830012345');
    expect(checkField(fieldOf('emergencyContacts', 'phone'), '100', policy)).toBeUndefined();
    expect(checkField(fieldOf('emergencyContacts', 'phone'), '98765', policy)).toMatch(
      /short number like 100/,
    );
  });

  it('reads teacher classes 1–12, ranges too, and says what is wrong', () => {
    const classes = fieldOf('teachers', 'classes');
    const hint = 'Type class numbers from 1 to 12, like 9, 10 or 9-12.';
    expect(checkField(classes, '13, abc, -1', policy)).toBe(`There is no class 13. ${hint}`);
    expect(checkField(classes, '9, abc', policy)).toBe(`“abc” is not a class. ${hint}`);
    expect(checkField(classes, '-1', policy)).toBe(`“-1” is not a class. ${hint}`);
    expect(checkField(classes, '0-4', policy)).toBe(`There is no class 0. ${hint}`);
    expect(checkField(classes, '5, 9-12', policy)).toBeUndefined();

    const teachers = configOf('teachers');
    const stored = toDocData(
      teachers,
      { ...initialValues(teachers, null), classes: '12-9, Class 5, 10' },
      'create',
    )['classes'];
    expect(stored).toEqual(['Class 5', 'Class 9', 'Class 10', 'Class 11', 'Class 12']);
    expect(initialValues(teachers, { classes: stored ?? [] })['classes']).toBe('5, 9-12');
  });

  it('takes only https:// links for a post, as its hint says', () => {
    const link = fieldOf('feeds', 'link');
    expect(link.hint).toMatch(/https:\/\//);
    expect(checkField(link, 'http://example.org/fair', policy)).toBe(
      'The address must start with https:// (with an s). Plain http:// is not accepted.',
    );
    expect(checkField(link, '/shops', policy)).toBe('Enter a web address starting with https://.');
    expect(checkField(link, 'https://example.org/fair', policy)).toBeUndefined();
    expect(checkField(fieldOf('shops', 'image'), '//elsewhere.example/a.png', policy)).toMatch(
      /^A picture must be a path on this site/,
    );
  });

  it('names the date to publish, and says when a post is scheduled', () => {
    const publishedAt = fieldOf('feeds', 'publishedAt');
    expect(checkField(publishedAt, '', policy)).toBe('Please enter the date to publish.');
    expect(publishedAt.note?.('2030-01-15T09:00')).toMatch(/^Scheduled for 15 Jan 2030/);
    expect(publishedAt.note?.('2024-01-15T09:00')).toBeUndefined();
    const feeds = configOf('feeds');
    expect(feeds.summaryOf?.({ type: 'news', publishedAt: new Date(2030, 0, 15, 9, 0) })).toMatch(
      /^News · Scheduled for 15 Jan 2030/,
    );
    expect(checkField(fieldOf('labTests', 'reportIn'), '', policy)).toBe(
      'Please enter the time the report takes.',
    );
  });
});

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
