// @vitest-environment node
import { adminConfigFor } from '../sections';
import { initialValues, toDocData } from './form-values';
import { checkRecord } from './record-check';
import type { CollectionConfig } from './types';

const policy = { minLength: 6 };

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
    expect(checkRecord(teachers, values, 'create', { policy }).errors).toEqual({});
    expect(toDocData(teachers, values, 'create')).toEqual({
      name: 'Anjali Sen',
      nameBn: '',
      nameHi: '',
      subjects: ['Maths', 'Physics'],
      classes: ['Class 9', 'Class 10'],
      phone: '9830012345',
      area: 'Rathtala',
      areaBn: '',
      areaHi: '',
      qualification: 'M.Sc.',
      qualificationBn: '',
      qualificationHi: '',
      fee: 500_00,
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
    ).toMatchObject({
      image: '/img/town.svg#shop-bazaar',
      keywords: expect.arrayContaining(['gupta']),
    });
    const products = adminConfigFor('products') as CollectionConfig;
    expect(
      products.derive?.(
        { name: 'Mustard Oil', category: 'Oil & ghee', image: '/img/mine.png' },
        { shopId: { id: 's1', data: { name: 'Sen Brothers' } } },
      ),
    ).toEqual({
      keywords: expect.arrayContaining(['mustard', 'oil']),
      shopName: 'Sen Brothers',
      shopNameBn: '',
      shopNameHi: '',
    });
  });

  it('gives a product its shop’s names in Bengali and Hindi, and clears one the shop dropped', () => {
    const products = adminConfigFor('products') as CollectionConfig;
    const shop = { name: 'Sen Brothers', nameBn: 'সেন ব্রাদার্স', nameHi: 'सेन ब्रदर्स' };
    expect(
      products.derive?.({ name: 'Mustard Oil' }, { shopId: { id: 's1', data: shop } }),
    ).toMatchObject({
      shopName: 'Sen Brothers',
      shopNameBn: 'সেন ব্রাদার্স',
      shopNameHi: 'सेन ब्रदर्स',
    });
    // An edit merges into the stored product: an empty name replaces the one the shop had before.
    expect(
      products.derive?.(
        { name: 'Mustard Oil' },
        { shopId: { id: 's1', data: { ...shop, nameBn: '' } } },
      ),
    ).toMatchObject({ shopNameBn: '', shopNameHi: 'सेन ब्रदर्स' });
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
