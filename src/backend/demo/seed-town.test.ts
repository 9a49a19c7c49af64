// @vitest-environment node
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { emergencyServices } from '../../lib/kinds';
import { randomId } from '../../lib/ids';
import { collectionSchemas } from '../../lib/collection-schemas';
import { collections, configDocs, feedTypes, shopTypes, type ShopType } from '../../lib/models';
import { staffSignInEmail } from '../../lib/phone';
import { ADMIN_ROLE } from '../../lib/roles';
import { keywordsFor, searchKeyOf } from '../../lib/search-words';
import { pictureViews as townPictureViews } from '../../testing/town-picture-file';
import type { Backend, DocData, StoredDoc } from '../../port/types';
import { openDemoDatabase, type DemoDatabase } from './db';
import { openDemoBackend, type DemoBackendHandle } from './demo-backend';
import { verifyPassword } from './passwords';
import { demoAccounts, seededShopHours, seedTown, seedVersion, townDocuments } from './seed-town';
import { everyDayOf, isOpenAllHours, type OpeningHours } from '../../lib/shop-hours';
import { upgradeTown } from './upgrade-town';

const openDatabases: DemoDatabase[] = [];
const openHandles: DemoBackendHandle[] = [];
afterEach(() => {
  for (const db of openDatabases.splice(0)) db.close();
  for (const handle of openHandles.splice(0)) handle.internals.close();
});

function freshDatabase(): DemoDatabase {
  const db = openDemoDatabase(`seed-${randomId(10)}`);
  openDatabases.push(db);
  return db;
}

/** Seeds a database made by openDemoDatabase, as the seed worker does. */
async function seedInto(db: DemoDatabase): Promise<string[]> {
  await db.open();
  return seedTown(db.name);
}

/**
 * Marks a seeded town as one of an older seed version, with its amounts as
 * that version stored them: before version 8, in rupees.
 */
async function markSeededAs(db: DemoDatabase, version: number): Promise<void> {
  const mark = await db.meta.get('seeded');
  await db.meta.put({ ...(mark as { key: 'seeded'; seededAt: Date }), seedVersion: version });
  if (version >= 8) return;
  const inRupees: Record<string, string[]> = {
    [collections.products]: ['price'],
    [collections.labTests]: ['price'],
    [collections.doctors]: ['fee'],
    [collections.teachers]: ['fee'],
  };
  for (const [collection, fields] of Object.entries(inRupees)) {
    for (const record of await db.docs.where('collection').equals(collection).toArray()) {
      const data = { ...record.data };
      for (const field of fields) {
        const amount = data[field];
        if (typeof amount === 'number') data[field] = amount / 100;
      }
      await db.docs.put({ ...record, data });
    }
  }
  const ordering = await db.docs.get([collections.config, 'ordering']);
  if (ordering) {
    const { deliveryFee, freeDeliveryAbove } = ordering.data;
    await db.docs.put({
      ...ordering,
      data: {
        ...ordering.data,
        deliveryFee: Number(deliveryFee) / 100,
        freeDeliveryAbove: Number(freeDeliveryAbove) / 100,
      },
    });
  }
}

/** What the upgrade to paise (version 8) changes in a seeded town. */
const movedToPaise = [
  collections.products,
  collections.labTests,
  collections.doctors,
  collections.teachers,
  collections.config,
];

async function seededBackend(): Promise<Backend> {
  const handle = await openDemoBackend({ databaseName: `seed-${randomId(10)}` });
  openHandles.push(handle);
  return handle.backend;
}

const fictionalPhone = /^(9000\d{6}|03\d{3}-\d{6})$/;

const pictureViews = townPictureViews.map((view) => view.id);

describe('the seed town', () => {
  const now = new Date('2025-03-01T09:00:00Z');
  const docs = townDocuments(now);
  const inCollection = (name: string) => docs.filter((doc) => doc.collection === name);
  const field = (doc: { data: DocData }, name: string) => doc.data[name];

  it('stores every document as its collection’s model reads it', () => {
    const unreadable: string[] = [];
    for (const doc of docs) {
      if (doc.collection === collections.config) continue;
      const schema = collectionSchemas[doc.collection as keyof typeof collectionSchemas];
      expect(schema, doc.collection).toBeDefined();
      const parsed = v.safeParse(schema, doc.data);
      if (!parsed.success) {
        unreadable.push(`${doc.collection}/${doc.id}: ${v.summarize(parsed.issues)}`);
      }
    }
    expect(unreadable).toEqual([]);
  });

  it('has 12+ shops, at least 2 of each type, and a closed one', () => {
    const shops = inCollection(collections.shops);
    expect(shops.length).toBeGreaterThanOrEqual(12);
    for (const type of shopTypes) {
      expect(shops.filter((shop) => field(shop, 'type') === type).length, type).toBeGreaterThan(1);
    }
    expect(shops.some((shop) => field(shop, 'open') === false)).toBe(true);
    for (const shop of shops) {
      expect(field(shop, 'image')).toBe(`/img/town.svg#shop-${String(field(shop, 'type'))}`);
      expect(pictureViews).toContain(String(field(shop, 'image')).split('#')[1]);
      expect(field(shop, 'phone')).toMatch(fictionalPhone);
      expect(field(shop, 'keywords')).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });

  it('keeps real-looking hours: a midday break, a weekday closed, and two shops open 24 hours', () => {
    const hoursOf = (id: string) =>
      field(
        inCollection(collections.shops).find((shop) => shop.id === id)!,
        'openingHours',
      );
    for (const id of ['annapurna-grocery', 'dada-boudi-hotel']) {
      expect(isOpenAllHours(hoursOf(id) as OpeningHours), id).toBe(true);
    }
    const shops = inCollection(collections.shops).map((shop) => hoursOf(shop.id) as OpeningHours);
    expect(shops.every(Boolean)).toBe(true);
    expect(
      shops.some((hours) =>
        Object.values(hours.week).some((day) => day.kind === 'spans' && day.spans.length === 2),
      ),
    ).toBe(true);
    expect(
      shops.some((hours) => Object.values(hours.week).some((day) => day.kind === 'closed')),
    ).toBe(true);
  });

  it('gives every shop 8+ products with rupee prices, stock and a picture of town.svg', () => {
    const shops = inCollection(collections.shops);
    const products = inCollection(collections.products);
    for (const shop of shops) {
      const own = products.filter((product) => field(product, 'shopId') === shop.id);
      expect(own.length, shop.id).toBeGreaterThanOrEqual(8);
      for (const product of own) {
        expect(field(product, 'shopName')).toBe(field(shop, 'name'));
        expect(field(product, 'shopNameBn'), product.id).toBe(field(shop, 'nameBn'));
        expect(field(product, 'shopNameHi'), product.id).toBe(field(shop, 'nameHi'));
        expect(Number.isInteger(field(product, 'price'))).toBe(true);
        expect(field(product, 'price')).toBeGreaterThan(0);
        expect(Number.isInteger(field(product, 'stock'))).toBe(true);
        expect(field(product, 'unit')).toEqual(expect.any(String));
        const [file, view] = String(field(product, 'image')).split('#');
        expect(file, product.id).toBe('/img/town.svg');
        expect(pictureViews, product.id).toContain(view);
      }
    }
    const stock = products.map((product) => Number(field(product, 'stock')));
    expect(stock.filter((units) => units === 0).length).toBeGreaterThanOrEqual(2);
    expect(stock.filter((units) => units > 0 && units <= 3).length).toBeGreaterThanOrEqual(3);
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
  });

  it('names every shop and product in Bengali and Hindi too, and finds it by those names', () => {
    const bengali = /[\u0980-\u09ff]/u;
    const devanagari = /[\u0900-\u097f]/u;
    const named = [...inCollection(collections.shops), ...inCollection(collections.products)];
    for (const doc of named) {
      const [nameBn, nameHi] = [String(field(doc, 'nameBn')), String(field(doc, 'nameHi'))];
      expect(nameBn, doc.id).toMatch(bengali);
      expect(nameBn, doc.id).not.toMatch(devanagari);
      expect(nameHi, doc.id).toMatch(devanagari);
      expect(nameHi, doc.id).not.toMatch(bengali);
      const keywords = field(doc, 'keywords') as string[];
      for (const name of [nameBn, nameHi, field(doc, 'name')]) {
        expect(keywords, `${doc.id}: ${String(name)}`).toContain(searchKeyOf(String(name)));
      }
    }
    // চাল is in the Bengali names of the rice, and in the name of their aisle (চাল ও শস্য).
    const rice = inCollection(collections.products).filter((product) =>
      (field(product, 'keywords') as string[]).includes('চাল'),
    );
    expect(rice.map((product) => field(product, 'name'))).toEqual([
      'Gobindobhog Rice',
      'Miniket Rice',
      'Whole Wheat Atta',
      'Chira (Flattened Rice)',
      'Basmati Rice',
    ]);
  });

  it('has doctors in 6+ specialities of both kinds, 8+ lab tests and each kind of directory entry', () => {
    const doctors = inCollection(collections.doctors);
    expect(new Set(doctors.map((doctor) => field(doctor, 'speciality'))).size).toBeGreaterThan(5);
    expect(new Set(doctors.map((doctor) => field(doctor, 'kind')))).toEqual(
      new Set(['specialist', 'general']),
    );
    expect(inCollection(collections.labTests).length).toBeGreaterThanOrEqual(8);
    const directoryTypes = new Set(
      inCollection(collections.directory).map((e) => field(e, 'type')),
    );
    for (const type of ['hospital', 'nursingHome', 'diagnosticCentre', 'bloodBank']) {
      expect(directoryTypes).toContain(type);
    }
  });

  it('has 10+ teachers and 2+ providers of each service', () => {
    const teachers = inCollection(collections.teachers);
    expect(teachers.length).toBeGreaterThanOrEqual(10);
    for (const teacher of teachers) {
      expect((field(teacher, 'subjects') as string[]).length).toBeGreaterThan(0);
      expect((field(teacher, 'classes') as string[]).length).toBeGreaterThan(0);
    }
    const providers = inCollection(collections.serviceProviders);
    for (const type of ['electrician', 'plumber', 'carpenter', 'painter', 'mechanic', 'tutor']) {
      expect(providers.filter((p) => field(p, 'type') === type).length, type).toBeGreaterThan(1);
    }
  });

  it('has local emergency contacts for all six services, with fictional numbers', () => {
    const contacts = inCollection(collections.emergencyContacts);
    for (const service of emergencyServices) {
      expect(
        contacts.some((contact) => field(contact, 'service') === service),
        service,
      ).toBe(true);
    }
    for (const contact of contacts) expect(field(contact, 'phone')).toMatch(fictionalPhone);
    const allPhones = docs
      .filter((doc) => typeof doc.data['phone'] === 'string')
      .map((doc) => String(doc.data['phone']));
    for (const phone of allPhones) expect(phone).toMatch(fictionalPhone);
  });

  it('has feeds of every type, 25+ news, spread over recent weeks', () => {
    const feeds = inCollection(collections.feeds);
    for (const type of feedTypes) {
      expect(
        feeds.some((post) => field(post, 'type') === type),
        type,
      ).toBe(true);
    }
    expect(feeds.filter((post) => field(post, 'type') === 'news').length).toBeGreaterThanOrEqual(
      25,
    );
    const ages = feeds.map(
      (post) => now.getTime() - (field(post, 'publishedAt') as Date).getTime(),
    );
    const day = 24 * 60 * 60 * 1000;
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThan(42 * day);
    expect(Math.max(...ages)).toBeGreaterThan(14 * day);
  });

  it('ties each vendor to a grocery or food shop of that category', () => {
    const shops = new Map(inCollection(collections.shops).map((shop) => [shop.id, shop]));
    for (const vendor of demoAccounts.vendors) {
      const shop = shops.get(vendor.shopId);
      expect(shop, vendor.shopId).toBeDefined();
      expect(['grocery', 'food']).toContain(vendor.category);
      expect(field(shop as StoredDoc, 'type')).toBe(vendor.category);
      const staffDoc = docs.find(
        (doc) => doc.collection === collections.vendor && doc.id === vendor.uid,
      );
      expect(staffDoc?.data).toEqual({
        name: vendor.name,
        phone: vendor.phone,
        active: true,
        shopId: vendor.shopId,
        category: vendor.category,
      });
    }
    const admin = docs.find((doc) => doc.collection === collections.admins);
    expect(admin?.data['role']).toBe(ADMIN_ROLE);
  });
});

describe('seeding', () => {
  it('writes the town once, quickly, and never twice', async () => {
    const db = freshDatabase();
    await db.open();

    const started = performance.now();
    const written = await seedInto(db);
    const elapsed = performance.now() - started;
    const count = await db.docs.count();
    console.info(
      `Seeding ${count} documents and ${await db.accounts.count()} accounts took ${elapsed.toFixed(1)} ms (fake-indexeddb).`,
    );
    // The browser budget is 300 ms; fake-indexeddb in the test DOM is slower than a
    // real IndexedDB, so this only guards against a regression by an order of magnitude.
    expect(elapsed).toBeLessThan(1_500);

    expect(written).toEqual(expect.arrayContaining([collections.shops, collections.products]));
    expect(count).toBe(townDocuments(new Date()).length);

    await expect(seedInto(db)).resolves.toEqual([]);
    expect(await db.docs.count()).toBe(count);
    expect(await db.accounts.count()).toBe(5);
  });

  it('ends with one whole town when two tabs seed at once', async () => {
    const name = `seed-${randomId(10)}`;
    const [first, second] = [openDemoDatabase(name), openDemoDatabase(name)];
    openDatabases.push(first, second);
    const town = townDocuments(new Date());

    const [one, other] = await Promise.all([seedInto(first), seedInto(second)]);

    expect(new Set([...one, ...other])).toEqual(new Set(town.map((doc) => doc.collection)));
    expect(await first.docs.count()).toBe(town.length);
    expect(await first.accounts.count()).toBe(5);
    expect(await first.meta.get('seeded')).toMatchObject({ key: 'seeded' });
    const marks = (await first.meta.toArray()).filter((row) => row.key.startsWith('seedBatch:'));
    expect(marks).toEqual([]);
  });

  it('completes a town an earlier version left half-written, and clears its batch marks', async () => {
    const db = freshDatabase();
    await db.open();
    const town = townDocuments(new Date());
    await db.docs.bulkPut(town.slice(0, 40).map((doc) => ({ ...doc, rev: 'seed' })));
    await db.table<{ key: string }>('meta').put({ key: 'seedBatch:0' });

    await seedInto(db);

    expect(await db.docs.count()).toBe(town.length);
    expect((await db.meta.toArray()).map((row) => row.key)).toEqual(['seeded']);
  });

  it('refuses a database that does not exist yet instead of making one without the schema', async () => {
    const name = `seed-${randomId(10)}`;
    await expect(seedTown(name)).rejects.toThrow();
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(name);
    const db = openDemoDatabase(name);
    openDatabases.push(db);
    await seedInto(db);
    expect(await db.docs.count()).toBe(townDocuments(new Date()).length);
  });

  it('does not seed again when the backend is opened a second time', async () => {
    const databaseName = `seed-${randomId(10)}`;
    const first = await openDemoBackend({ databaseName });
    openHandles.push(first);
    const before = (await first.internals.serverStore.query({ collection: collections.products }))
      .docs;
    const second = await openDemoBackend({ databaseName });
    openHandles.push(second);
    const after = (await second.internals.serverStore.query({ collection: collections.products }))
      .docs;
    expect(after).toHaveLength(before.length);
  });

  it('stores precomputed hashes that match the demo passwords', async () => {
    const db = freshDatabase();
    await seedInto(db);
    const accounts = await db.accounts.toArray();
    const expected: [string | null, string][] = [
      [demoAccounts.admin.email, demoAccounts.admin.password],
      ...demoAccounts.vendors.map(
        (vendor) =>
          [staffSignInEmail('vendor', vendor.phone), vendor.password] as [string | null, string],
      ),
      ...demoAccounts.delivery.map(
        (person) =>
          [staffSignInEmail('delivery', person.phone), person.password] as [string | null, string],
      ),
    ];
    for (const [email, password] of expected) {
      const account = accounts.find((candidate) => candidate.email === email);
      if (!account) throw new Error(`No seeded account for ${String(email)}`);
      expect(account.password.iterations).toBeGreaterThanOrEqual(100_000);
      await expect(verifyPassword(password, account.password)).resolves.toBe(true);
      await expect(verifyPassword(`${password}x`, account.password)).resolves.toBe(false);
    }
    // Ten hashings (five accounts, right and wrong) at 100,000 rounds: 2 s alone, more on a busy machine.
  }, 20_000);

  it('lets the demo staff sign in by phone and the admin by email', async () => {
    const backend = await seededBackend();
    const auth = await backend.auth();

    const admin = await auth.signInWithEmail(demoAccounts.admin.email, demoAccounts.admin.password);
    expect(admin.uid).toBe(demoAccounts.admin.uid);
    await expect(backend.store.get(collections.admins, admin.uid)).resolves.toMatchObject({
      data: { role: ADMIN_ROLE },
    });

    const [vendor] = demoAccounts.vendors;
    await expect(auth.signInStaffByPhone('vendor', vendor.phone, vendor.password)).resolves.toEqual(
      {
        uid: vendor.uid,
        kind: 'vendor',
        phone: vendor.phone,
        name: vendor.name,
        shopId: vendor.shopId,
        category: vendor.category,
        active: true,
      },
    );
    const [person] = demoAccounts.delivery;
    await expect(
      auth.signInStaffByPhone('delivery', `+91 ${person.phone}`, person.password),
    ).resolves.toMatchObject({ uid: person.uid, kind: 'delivery', active: true });

    const vendorShop = await backend.store.get(collections.shops, vendor.shopId);
    expect(vendorShop?.data['type'] as ShopType).toBe(vendor.category);
  });

  it('brings a town seeded by the first version up to date, keeping what people did', async () => {
    const name = `seed-${randomId(10)}`;
    const db = openDemoDatabase(name);
    openDatabases.push(db);
    await seedInto(db);
    // As the first version left it: no settings documents, search words or `reason`.
    await db.docs.bulkDelete([
      [collections.config, 'ordering'],
      [collections.config, 'shops'],
    ]);
    const doctor = (await db.docs.where('collection').equals(collections.doctors).first())!;
    const { keywords: _dropped, weekdays, weeksOfMonth: _weeks, ...asItWas } = doctor.data;
    await db.docs.put({ ...doctor, data: { ...asItWas, days: 'Mon – Sat' } });
    await db.docs.put({
      collection: collections.orders,
      id: 'old-order',
      data: { status: 'rejected', rejectReason: 'No stock' },
      rev: 'old',
    });
    await markSeededAs(db, 1);
    db.close();

    const handle = await openDemoBackend({ databaseName: name });
    openHandles.push(handle);
    const { store } = handle.backend;
    await expect(store.get(collections.config, 'ordering')).resolves.toMatchObject({
      data: { deliveryFee: 30_00, freeDeliveryAbove: 499_00, openOrdersPerPhone: 3 },
    });
    const states = (await store.get(collections.config, 'shops'))?.data['states'];
    expect(states).toMatchObject({ 'annapurna-grocery': 'open', 'sen-brothers-store': 'closed' });
    const upgraded = (await store.get(collections.doctors, doctor.id))?.data;
    expect(upgraded?.['keywords']).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(upgraded?.['weekdays']).toEqual(weekdays);
    expect(upgraded).not.toHaveProperty('days');
    const order = await handle.internals.serverStore.get(collections.orders, 'old-order');
    expect(order?.data).toEqual({ status: 'rejected', reason: 'No stock' });
  });

  it('gives a town seeded by version 2 the Bengali and Hindi names, keeping what people did', async () => {
    const name = `seed-${randomId(10)}`;
    const db = openDemoDatabase(name);
    openDatabases.push(db);
    await seedInto(db);
    // As version 2 left it: English names only, and search words made of them.
    for (const collection of [collections.shops, collections.products]) {
      for (const record of await db.docs.where('collection').equals(collection).toArray()) {
        const { nameBn: _bn, nameHi: _hi, ...data } = record.data;
        const words =
          collection === collections.shops ? [data['type'], data['area']] : [data['category']];
        await db.docs.put({
          ...record,
          data: { ...data, keywords: keywordsFor(String(data['name']), ...words.map(String)) },
        });
      }
    }
    // What people did since: a sale, a product an admin renamed, one they added, an order.
    const rice = 'annapurna-grocery--gobindobhog-rice';
    const riceBefore = (await db.docs.get([collections.products, rice]))!;
    await db.docs.put({ ...riceBefore, data: { ...riceBefore.data, stock: 7, price: 125 } });
    const renamed = 'annapurna-grocery--miniket-rice';
    const miniket = (await db.docs.get([collections.products, renamed]))!;
    await db.docs.put({
      ...miniket,
      data: { ...miniket.data, name: 'Premium Miniket', keywords: keywordsFor('Premium Miniket') },
    });
    const added = {
      collection: collections.products,
      id: 'annapurna-grocery--red-rice-ab12c',
      data: { shopId: 'annapurna-grocery', name: 'Red Rice', keywords: keywordsFor('Red Rice') },
      rev: 'admin',
    };
    await db.docs.put(added);
    const order = {
      collection: collections.orders,
      id: 'an-order',
      data: { status: 'placed', shopId: 'annapurna-grocery', lines: [{ productId: rice }] },
      rev: 'old',
    };
    await db.docs.put(order);
    await markSeededAs(db, 2);
    db.close();

    const handle = await openDemoBackend({ databaseName: name });
    openHandles.push(handle);
    const { store } = handle.backend;
    const upgraded = (await store.get(collections.products, rice))?.data;
    expect(upgraded).toMatchObject({
      name: 'Gobindobhog Rice',
      nameBn: 'গোবিন্দভোগ চাল',
      nameHi: 'गोबिंदभोग चावल',
      stock: 7,
      price: 125,
    });
    expect(upgraded?.['keywords']).toEqual(
      expect.arrayContaining(['gobindobhog', 'rice', 'চা', 'চাল', searchKeyOf('चावल')]),
    );
    const shop = (await store.get(collections.shops, 'annapurna-grocery'))?.data;
    expect(shop).toMatchObject({ nameBn: 'অন্নপূর্ণা মুদিখানা', nameHi: 'अन्नपूर्णा किराना' });
    expect(shop?.['keywords']).toEqual(
      expect.arrayContaining(['annapurna', 'station', 'grocery', searchKeyOf('মুদিখানা')]),
    );
    // A record the admin renamed or added is theirs: no seed names are guessed for it.
    const renamedNow = (await store.get(collections.products, renamed))?.data;
    expect(renamedNow).toMatchObject({ name: 'Premium Miniket' });
    expect(renamedNow).not.toHaveProperty('nameBn');
    expect((await store.get(collections.products, added.id))?.data).toEqual(added.data);
    const orderNow = await handle.internals.serverStore.get(collections.orders, order.id);
    expect(orderNow?.data).toEqual(order.data);
    handle.internals.close();
    openHandles.splice(openHandles.indexOf(handle), 1);

    const again = openDemoDatabase(name);
    openDatabases.push(again);
    expect(await again.meta.get('seeded')).toMatchObject({ seedVersion });
    await expect(upgradeTown(again)).resolves.toEqual([]);
  });

  it('gives the products of a town seeded by version 3 their shop’s Bengali and Hindi names', async () => {
    const db = freshDatabase();
    await seedInto(db);
    // As version 3 left it: products name their shop in English only.
    const products = await db.docs.where('collection').equals(collections.products).toArray();
    for (const record of products) {
      const { shopNameBn: _bn, shopNameHi: _hi, ...data } = record.data;
      await db.docs.put({ ...record, data });
    }
    // What people did since: a product an admin added, and a shop an admin renamed.
    const added = {
      collection: collections.products,
      id: 'annapurna-grocery--red-rice-ab12c',
      data: { shopId: 'annapurna-grocery', shopName: 'Annapurna Grocery', name: 'Red Rice' },
      rev: 'admin',
    };
    await db.docs.put(added);
    const sen = (await db.docs.get([collections.shops, 'sen-brothers-store']))!;
    await db.docs.put({ ...sen, data: { ...sen.data, name: 'Sen & Sons' } });
    await markSeededAs(db, 3);

    // The renamed shop's search words follow its new name too (version 6).
    expect(new Set(await upgradeTown(db))).toEqual(
      new Set([collections.products, collections.shops, ...movedToPaise]),
    );
    expect(await db.meta.get('seeded')).toMatchObject({ seedVersion });
    const annapurna = { shopNameBn: 'অন্নপূর্ণা মুদিখানা', shopNameHi: 'अन्नपूर्णा किराना' };
    const rice = await db.docs.get([collections.products, 'annapurna-grocery--gobindobhog-rice']);
    expect(rice?.data).toMatchObject({ shopName: 'Annapurna Grocery', ...annapurna });
    expect((await db.docs.get([collections.products, added.id]))?.data).toEqual({
      ...added.data,
      ...annapurna,
      keywords: expect.arrayContaining(['red', 'rice']) as unknown,
    });
    // Products still naming the shop as it was before its new name are left as they are.
    const senProducts = (
      await db.docs.where('collection').equals(collections.products).toArray()
    ).filter((record) => record.data['shopId'] === 'sen-brothers-store');
    expect(senProducts.length).toBeGreaterThan(0);
    for (const record of senProducts) {
      expect(record.data, record.id).not.toHaveProperty('shopNameBn');
      expect(record.data, record.id).not.toHaveProperty('shopNameHi');
    }
    // Every other seeded product now names its shop as its shop does.
    const shops = new Map(
      (await db.docs.where('collection').equals(collections.shops).toArray()).map((record) => [
        record.id,
        record.data,
      ]),
    );
    for (const record of products) {
      if (record.data['shopId'] === 'sen-brothers-store') continue;
      const now = (await db.docs.get([collections.products, record.id]))!.data;
      const shop = shops.get(String(record.data['shopId']));
      expect(now['shopNameBn'], record.id).toBe(shop?.['nameBn']);
      expect(now['shopNameHi'], record.id).toBe(shop?.['nameHi']);
    }
    await expect(upgradeTown(db)).resolves.toEqual([]);
  });

  it('points a town of version 4 at the pictures of town.svg, leaving an admin’s own', async () => {
    const db = freshDatabase();
    await seedInto(db);
    const shop = (await db.docs.get([collections.shops, 'annapurna-grocery']))!;
    await db.docs.put({ ...shop, data: { ...shop.data, image: '/img/shop-grocery.svg' } });
    const rice = (await db.docs.get([
      collections.products,
      'annapurna-grocery--gobindobhog-rice',
    ]))!;
    await db.docs.put({ ...rice, data: { ...rice.data, image: '/img/product-rice-grains.svg' } });
    const photo = 'https://firebasestorage.googleapis.com/v0/b/town/o/dal.jpg';
    const dal = (await db.docs.get([collections.products, 'annapurna-grocery--masoor-dal']))!;
    await db.docs.put({ ...dal, data: { ...dal.data, image: photo } });
    await markSeededAs(db, 4);

    expect(new Set(await upgradeTown(db))).toEqual(
      new Set([collections.shops, collections.products, ...movedToPaise]),
    );
    const imageOf = async (collection: string, id: string) =>
      (await db.docs.get([collection, id]))?.data['image'];
    expect(await imageOf(collections.shops, shop.id)).toBe('/img/town.svg#shop-grocery');
    expect(await imageOf(collections.products, rice.id)).toBe('/img/town.svg#product-rice-grains');
    expect(await imageOf(collections.products, dal.id)).toBe(photo);
    expect(pictureViews).toEqual(expect.arrayContaining(['shop-grocery', 'product-rice-grains']));
  });

  it('gives a town of version 9 its neighbourhoods, the shops’ money terms and a rider’s cash, leaving a shop’s own terms', async () => {
    const db = freshDatabase();
    await seedInto(db);
    const inVersion9 = [collections.neighbourhoods, collections.riderCash, collections.cashLedger];
    for (const collection of inVersion9) {
      await db.docs.bulkDelete(await db.docs.where('collection').equals(collection).primaryKeys());
    }
    const dropTerms = async (id: string, own: Record<string, number> = {}) => {
      const shop = (await db.docs.get([collections.shops, id]))!;
      const { minimumOrder: _m, neighbourhoods: _n, upiId: _u, ...rest } = shop.data;
      await db.docs.put({ ...shop, data: { ...rest, ...own } });
    };
    await dropTerms('annapurna-grocery');
    await dropTerms('maa-tara-bhandar', { minimumOrder: 50_00 });
    await dropTerms('nabagram-mobile-point');
    await markSeededAs(db, 9);

    expect(new Set(await upgradeTown(db))).toEqual(new Set([collections.shops, ...inVersion9]));
    const shopData = async (id: string) => (await db.docs.get([collections.shops, id]))?.data;
    expect(await shopData('annapurna-grocery')).toMatchObject({
      upiId: 'annapurna.grocery@example',
    });
    expect((await shopData('maa-tara-bhandar'))?.['minimumOrder']).toBe(50_00);
    expect((await shopData('nabagram-mobile-point'))?.['minimumOrder']).toBe(200_00);
    expect(await db.docs.where('collection').equals(collections.neighbourhoods).count()).toBe(6);
    const [rider] = await db.docs.where('collection').equals(collections.riderCash).toArray();
    const ledger = await db.docs.where('collection').equals(collections.cashLedger).toArray();
    const sum = ledger.reduce(
      (total, line) =>
        total + (line.data['kind'] === 'delivered' ? 1 : -1) * Number(line.data['amount']),
      0,
    );
    expect(rider?.data['balance']).toBe(sum);
    expect(sum).toBeGreaterThan(0);

    // A second start finds nothing left to do.
    await markSeededAs(db, 9);
    await expect(upgradeTown(db)).resolves.toEqual([]);
  });

  it('gives the seeded shops of a town of version 8 their hours, leaving hours already set and an admin’s shop', async () => {
    const db = freshDatabase();
    await seedInto(db);
    const withoutHours = async (id: string) => {
      const shop = (await db.docs.get([collections.shops, id]))!;
      const { openingHours: _dropped, ...rest } = shop.data;
      await db.docs.put({ ...shop, data: { ...rest, hours: '7 am – 9 pm' } });
    };
    await withoutHours('annapurna-grocery');
    await withoutHours('haru-sabji-stall');
    const sen = (await db.docs.get([collections.shops, 'sen-brothers-store']))!;
    const vendorsOwn = { week: everyDayOf({ kind: 'allDay' }), daysOff: ['2099-01-01'] };
    await db.docs.put({ ...sen, data: { ...sen.data, openingHours: vendorsOwn } });
    const admins = { ...sen, id: 'admins-own-shop', data: { ...sen.data } };
    delete admins.data['openingHours'];
    await db.docs.put(admins);
    // As version 8 kept config/shops: the shops' states alone.
    const shopStates = (await db.docs.get([collections.config, configDocs.shops]))!;
    await db.docs.put({ ...shopStates, data: { states: shopStates.data['states'] ?? {} } });
    await markSeededAs(db, 8);

    expect(new Set(await upgradeTown(db))).toEqual(
      new Set([collections.shops, collections.config]),
    );
    const shopData = async (id: string) => (await db.docs.get([collections.shops, id]))?.data;
    expect(await shopData('annapurna-grocery')).toMatchObject({
      openingHours: seededShopHours['annapurna-grocery'],
      hours: 'Open 24 hours',
    });
    expect(await shopData('haru-sabji-stall')).toMatchObject({
      openingHours: seededShopHours['haru-sabji-stall'],
      hours: '7 am – 9 pm',
    });
    expect((await shopData('sen-brothers-store'))?.['openingHours']).toEqual(vendorsOwn);
    expect((await shopData('admins-own-shop'))?.['openingHours']).toBeUndefined();
    // The product lists read them from config/shops, as the trigger keeps it from now on.
    const times = (await db.docs.get([collections.config, configDocs.shops]))?.data['times'];
    expect(times).toMatchObject({
      'annapurna-grocery': {
        openingHours: seededShopHours['annapurna-grocery'],
        closedUntil: null,
      },
      'haru-sabji-stall': { openingHours: seededShopHours['haru-sabji-stall'], closedUntil: null },
    });
  });

  it('gives the shops and products of a town of version 5 their Latin spellings and category names', async () => {
    const db = freshDatabase();
    await seedInto(db);
    // As version 5 left it: a product's words were its names and its English category.
    const potato = (await db.docs.get([collections.products, 'haru-sabji-stall--jyoti-potato']))!;
    const version5 = keywordsFor(
      String(potato.data['name']),
      String(potato.data['nameBn']),
      String(potato.data['nameHi']),
      String(potato.data['category']),
    );
    await db.docs.put({ ...potato, data: { ...potato.data, keywords: version5 } });
    // An admin's own product, which the upgrade words the same way.
    const added = {
      collection: collections.products,
      id: 'annapurna-grocery--red-rice-ab12c',
      data: {
        shopId: 'annapurna-grocery',
        name: 'Red Rice',
        nameBn: 'লাল চাল',
        category: 'Rice & grains',
      },
      rev: 'admin',
    };
    await db.docs.put(added);
    await markSeededAs(db, 5);

    expect(new Set(await upgradeTown(db))).toEqual(new Set(movedToPaise));
    const keywordsOf = async (id: string) =>
      (await db.docs.get([collections.products, id]))?.data['keywords'];
    expect(await keywordsOf(potato.id)).toEqual(
      expect.arrayContaining(['aloo', 'alu', searchKeyOf('সবজি'), searchKeyOf('सब्ज़ियाँ'), 'sabzi']),
    );
    expect(await keywordsOf(added.id)).toEqual(
      expect.arrayContaining(['red', 'লাল', 'চাল', 'chal', 'chaal', searchKeyOf('चावल')]),
    );
  });

  it('takes the public phone lookups of a town of version 5 away, and gives the server its memory of each phone', async () => {
    const db = freshDatabase();
    await seedInto(db);
    const placedAt = new Date('2026-11-20T10:00:00Z');
    const order = (id: string, number: string, status: string) => ({
      collection: collections.orders,
      id,
      data: { number, code: 'K7PX3M', phone: '9876543210', status, createdAt: placedAt },
      rev: 'old',
    });
    await db.docs.bulkPut([
      order('a'.repeat(32), 'TS-111111', 'accepted'),
      order('b'.repeat(32), 'TS-222222', 'delivered'),
      {
        collection: 'orderLookups',
        id: '9876543210',
        data: { entries: { 'TS-111111': { number: 'TS-111111', status: 'accepted', total: 90 } } },
        rev: 'old',
      },
    ]);
    await markSeededAs(db, 5);

    await upgradeTown(db);
    expect(await db.docs.get(['orderLookups', '9876543210'])).toBeUndefined();
    expect((await db.docs.get([collections.openOrders, '9876543210']))?.data).toEqual({
      statuses: ['accepted'],
    });
    expect((await db.docs.get([collections.phoneActivity, '9876543210']))?.data).toEqual({
      records: {
        ['a'.repeat(32)]: {
          collection: collections.orders,
          number: 'TS-111111',
          code: 'K7PX3M',
          status: 'accepted',
          at: placedAt.getTime(),
        },
        ['b'.repeat(32)]: expect.objectContaining({ number: 'TS-222222', status: 'delivered' }),
      },
    });
    expect((await db.docs.get([collections.references, 'TS-111111']))?.data).toEqual({
      collection: collections.orders,
      id: 'a'.repeat(32),
    });
  });

  it('moves every amount of a town of version 7 from rupees to whole paise, exactly', async () => {
    const db = freshDatabase();
    await seedInto(db);
    const rice = (await db.docs.get([
      collections.products,
      'annapurna-grocery--gobindobhog-rice',
    ]))!;
    const pricedInPaise = rice.data['price'];
    await db.docs.bulkPut([
      {
        collection: collections.orders,
        id: 'c'.repeat(32),
        data: {
          number: 'TS-333333',
          lines: [{ productId: rice.id, name: 'Rice', price: 62.5, quantity: 2 }],
          subtotal: 125,
          deliveryFee: 30,
          total: 155.1,
        },
        rev: 'old',
      },
    ]);
    await markSeededAs(db, 7);

    expect(new Set(await upgradeTown(db))).toEqual(new Set([...movedToPaise, collections.orders]));
    expect((await db.docs.get([collections.products, rice.id]))?.data['price']).toBe(pricedInPaise);
    expect((await db.docs.get([collections.orders, 'c'.repeat(32)]))?.data).toMatchObject({
      lines: [{ price: 62_50, quantity: 2 }],
      subtotal: 125_00,
      deliveryFee: 30_00,
      total: 155_10,
    });
    expect((await db.docs.get([collections.config, 'ordering']))?.data).toMatchObject({
      deliveryFee: 30_00,
      freeDeliveryAbove: 499_00,
    });
  });

  it('says which collections an upgrade from version 2 changed', async () => {
    const db = freshDatabase();
    await seedInto(db);
    const product = (await db.docs.where('collection').equals(collections.products).first())!;
    const { nameBn: _bn, nameHi: _hi, ...english } = product.data;
    await db.docs.put({ ...product, data: english });
    await markSeededAs(db, 2);

    expect(new Set(await upgradeTown(db))).toEqual(new Set(movedToPaise));
    expect((await db.docs.get([collections.products, product.id]))?.data).toEqual(product.data);
  });
});
