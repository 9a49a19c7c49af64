// @vitest-environment node
import { PRICE_MAX, STOCK_MAX } from '../../../lib/limits';
import { textOf } from '../../../lib/i18n';
import { formMessages } from '../../../lib/messages';
import { adminCollections, adminConfigFor } from './collections';
import { initialValues, toDocData } from './convert';
import { checkField } from './validate';
import type { CollectionConfig, FieldSpec } from './types';

const policy = { minLength: 6 };
const field = (spec: Partial<FieldSpec> & Pick<FieldSpec, 'kind'>): FieldSpec => ({
  name: 'value',
  label: 'Value',
  ...spec,
});

const configOf = (type: string) => adminConfigFor(type) as CollectionConfig;
const fieldOf = (type: string, name: string) => {
  const spec = configOf(type).fields.find((candidate) => candidate.name === name);
  if (!spec) throw new Error(`${type} has no ${name} field`);
  return spec;
};

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
    [{ kind: 'mobile' }, '12345', textOf(formMessages).notMobile],
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
    // A staff account's own minimum, longer than the sign-in service's.
    [
      { kind: 'password', required: true, minLength: 8 },
      '1234567',
      'The first password needs at least 8 characters.',
    ],
    [{ kind: 'password', required: true, minLength: 8 }, '12345678', undefined],
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
      price: 99_50,
      stock: 40,
    });
  });

  it('holds every admin price to PRICE_MAX and stock to STOCK_MAX', () => {
    expect(checkField(price, String(PRICE_MAX / 100), policy)).toBeUndefined();
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

  it('reads every number an admin types in Bengali or Devanagari digits, and stores 0–9', () => {
    const products = configOf('products');
    const typed = { ...initialValues(products, null), price: '১২৫.৫০', stock: '४०' };
    expect(checkField(price, typed.price, policy)).toBeUndefined();
    expect(checkField(stock, typed.stock, policy)).toBeUndefined();
    expect(checkField(stock, '৫০০০০', policy)).toBe('The stock cannot be more than 10,000.');
    expect(checkField(price, '১e৩', policy)).toBe(
      'Type the price in digits only, like 250 or 99.50.',
    );
    expect(toDocData(products, typed, 'create')).toMatchObject({ price: 125_50, stock: 40 });

    const doctors = configOf('doctors');
    expect(checkField(fieldOf('doctors', 'fee'), '৩০০', policy)).toBeUndefined();
    expect(checkField(fieldOf('doctors', 'phone'), '০৩০০০-২৫২১০০', policy)).toBeUndefined();
    const doctor = { ...initialValues(doctors, null), fee: '৩০০', phone: '+৯১ ৯৮৩০০-১২৩৪৫' };
    expect(toDocData(doctors, doctor, 'create')).toMatchObject({
      fee: 300_00,
      phone: '9830012345',
    });
    expect(checkField(fieldOf('emergencyContacts', 'phone'), '১০৮', policy)).toBeUndefined();
    const rating = field({ kind: 'number', label: 'Rating', max: 5 });
    expect(checkField(rating, '४.५', policy)).toBeUndefined();
    expect(checkField(rating, '৬', policy)).toBe('The rating cannot be more than 5.');

    const teachers = configOf('teachers');
    const classes = { ...initialValues(teachers, null), classes: '৫, ৯-১২' };
    expect(checkField(fieldOf('teachers', 'classes'), classes.classes, policy)).toBeUndefined();
    expect(toDocData(teachers, classes, 'create')['classes']).toEqual([
      'Class 5',
      'Class 9',
      'Class 10',
      'Class 11',
      'Class 12',
    ]);
    // Free text keeps the digits it was written with.
    const named = { ...initialValues(products, null), unit: '৫ কেজি' };
    expect(toDocData(products, named, 'create')['unit']).toBe('৫ কেজি');
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
