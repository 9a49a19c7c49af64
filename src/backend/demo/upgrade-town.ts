import { defaultOrderingTerms } from '../../lib/model-schemas';
import { collections, configDocs } from '../../lib/models';
import { orderStatuses } from '../../lib/model-schemas';
import { isFinal } from '../../lib/order-status';
import { keywordsFor } from '../../lib/search-words';
import { readSittingDays } from '../../lib/sitting-days';
import { fromSeparatePicture } from '../../lib/town-pictures';
import type { DocData, FieldValue } from '../../port/types';
import type { DemoDatabase } from './db';
import { catalogueKeywords } from '../../lib/town-words';
import { seededShopHours, seedVersion, shopTimesOf, text, townDocuments } from './seed-town';
import { seedTranslationsOf, translatedFields } from './seed-translations';

const isFields = (value: FieldValue): value is DocData =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

const isOpenStatus = (status: string) =>
  orderStatuses.some((known) => known === status && !isFinal(known));

/**
 * Brings a town seeded by an older version of the app up to `seedVersion`,
 * keeping everything people did in it. Returns the collections it changed.
 */
export async function upgradeTown(db: DemoDatabase): Promise<string[]> {
  return db.transaction('rw', db.docs, db.meta, async () => {
    const mark = await db.meta.get('seeded');
    if (!mark || !('seedVersion' in mark) || mark.seedVersion >= seedVersion) return [];
    const changed = new Set<string>();
    if (mark.seedVersion < 2) {
      const shopRecords = await db.docs.where('collection').equals(collections.shops).toArray();
      const states = Object.fromEntries(
        shopRecords.map((record) => [record.id, record.data['open'] === true ? 'open' : 'closed']),
      );
      await db.docs.bulkPut([
        {
          collection: collections.config,
          id: configDocs.ordering,
          // As version 2 stored them, in rupees: the step to version 8 makes them paise.
          data: {
            deliveryFee: defaultOrderingTerms.deliveryFee / 100,
            freeDeliveryAbove: defaultOrderingTerms.freeDeliveryAbove / 100,
            openOrdersPerPhone: defaultOrderingTerms.openOrdersPerPhone,
          },
          rev: 'upgrade-2',
        },
        {
          collection: collections.config,
          id: configDocs.shops,
          data: { states },
          rev: 'upgrade-2',
        },
      ]);
      changed.add(collections.config);
      // Word search in the admin screens reads `keywords`, as the seed now writes them.
      const searchWords: Record<string, (data: DocData) => string[]> = {
        [collections.doctors]: (data) => keywordsFor(text(data.name), text(data.speciality)),
        [collections.teachers]: (data) =>
          keywordsFor(
            text(data.name),
            ...(Array.isArray(data.subjects) ? data.subjects.map(text) : []),
          ),
        [collections.emergencyContacts]: (data) =>
          keywordsFor(text(data.name), text(data.service), text(data.note)),
        [collections.feeds]: (data) => keywordsFor(text(data.title)),
      };
      for (const [collection, wordsOf] of Object.entries(searchWords)) {
        const records = await db.docs.where('collection').equals(collection).toArray();
        for (const record of records) {
          if (Array.isArray(record.data['keywords'])) continue;
          await db.docs.put({
            ...record,
            data: { ...record.data, keywords: wordsOf(record.data) },
            rev: 'upgrade-2',
          });
          changed.add(collection);
        }
      }
      // Doctors' sitting days became structured; the seed's own doctors take theirs from the seed.
      const seededDoctors = new Map(
        townDocuments(new Date())
          .filter((doc) => doc.collection === collections.doctors)
          .map((doc) => [doc.id, doc.data]),
      );
      for (const record of await db.docs
        .where('collection')
        .equals(collections.doctors)
        .toArray()) {
        if (Array.isArray(record.data['weekdays'])) continue;
        const seeded = seededDoctors.get(record.id);
        const typed = text(record.data['days']).split(',');
        const read = seeded ? null : readSittingDays(typed, []);
        const days: DocData | undefined = seeded
          ? { weekdays: seeded['weekdays'] ?? [], weeksOfMonth: seeded['weeksOfMonth'] ?? [] }
          : read?.days && { ...read.days };
        if (!days) continue; // an admin re-saves it; until then it cannot be booked
        const { days: _text, ...rest } = record.data;
        await db.docs.put({ ...record, data: { ...rest, ...days }, rev: 'upgrade-2' });
        changed.add(collections.doctors);
      }
      const orders = await db.docs.where('collection').equals(collections.orders).toArray();
      for (const order of orders) {
        const { rejectReason, ...rest } = order.data;
        await db.docs.put({
          ...order,
          data: { ...rest, reason: rejectReason ?? null },
          rev: 'upgrade-2',
        });
        changed.add(collections.orders);
      }
    }
    if (mark.seedVersion < 3) {
      // Shops and products got their names in Bengali and Hindi, searched like the English one.
      // Only the seed's own records take them, and only while they keep the seed's English
      // name: a record an admin renamed or added is left as it is. Stock, prices and orders stay.
      const seeded = new Map(
        townDocuments(new Date()).map((doc) => [`${doc.collection}/${doc.id}`, doc.data]),
      );
      for (const collection of [collections.shops, collections.products] as const) {
        for (const record of await db.docs.where('collection').equals(collection).toArray()) {
          const seed = seeded.get(`${collection}/${record.id}`);
          if (!seed || record.data['name'] !== seed['name']) continue;
          if (typeof record.data['nameBn'] === 'string') continue;
          const named: DocData = {
            ...record.data,
            nameBn: text(seed['nameBn']),
            nameHi: text(seed['nameHi']),
          };
          await db.docs.put({
            ...record,
            data: { ...named, keywords: catalogueKeywords[collection](named) },
            rev: 'upgrade-3',
          });
          changed.add(collection);
        }
      }
    }
    if (mark.seedVersion < 4) {
      // Products carry their shop's Bengali and Hindi names beside `shopName`, so a cart names
      // its shop in the reader's language before the shop is read. They come from the shop as it
      // is now, and only to a product whose `shopName` is still that shop's English name: names
      // of a shop renamed since would not be the shop the product names.
      const shops = new Map(
        (await db.docs.where('collection').equals(collections.shops).toArray()).map((record) => [
          record.id,
          record.data,
        ]),
      );
      for (const record of await db.docs
        .where('collection')
        .equals(collections.products)
        .toArray()) {
        const shop = shops.get(text(record.data['shopId']));
        if (!shop || record.data['shopName'] !== shop['name']) continue;
        const shopNames: DocData = {
          ...(text(shop['nameBn']) && { shopNameBn: text(shop['nameBn']) }),
          ...(text(shop['nameHi']) && { shopNameHi: text(shop['nameHi']) }),
        };
        const known = Object.entries(shopNames).every(
          ([field, value]) => record.data[field] === value,
        );
        if (known) continue;
        await db.docs.put({
          ...record,
          data: { ...record.data, ...shopNames },
          rev: 'upgrade-4',
        });
        changed.add(collections.products);
      }
    }
    if (mark.seedVersion < 5) {
      // The pictures became views of one file; a record pointing at a file that is gone would
      // show a broken picture. A picture of an admin's own (a Storage address) is left alone.
      for (const collection of [collections.shops, collections.products] as const) {
        for (const record of await db.docs.where('collection').equals(collection).toArray()) {
          const picture = fromSeparatePicture(text(record.data['image']));
          if (!picture) continue;
          await db.docs.put({
            ...record,
            data: { ...record.data, image: picture },
            rev: 'upgrade-5',
          });
          changed.add(collection);
        }
      }
    }
    if (mark.seedVersion < 6) {
      // A phone number alone no longer shows a phone's orders: the public lookups go, and the
      // server's memory of each phone (its orders' numbers and codes, for Find Order's code)
      // and the open statuses a phone number shows are made from the orders there are.
      const lookups = await db.docs.where('collection').equals('orderLookups').primaryKeys();
      if (lookups.length > 0) await db.docs.bulkDelete(lookups);
      const byPhone = new Map<string, Record<string, DocData>>();
      for (const order of await db.docs.where('collection').equals(collections.orders).toArray()) {
        const { phone, number, code, status, createdAt } = order.data;
        if (typeof phone !== 'string' || typeof number !== 'string' || typeof code !== 'string') {
          continue;
        }
        const at = createdAt instanceof Date ? createdAt.getTime() : 0;
        byPhone.set(phone, {
          ...byPhone.get(phone),
          [order.id]: { collection: collections.orders, number, code, status: text(status), at },
        });
        await db.docs.put({
          collection: collections.references,
          id: number,
          data: { collection: collections.orders, id: order.id },
          rev: 'upgrade-6',
        });
      }
      for (const [phone, records] of byPhone) {
        const activity = await db.docs.get([collections.phoneActivity, phone]);
        const open = Object.values(records)
          .filter((record) => isOpenStatus(text(record['status'])))
          .sort((a, b) => Number(a['at']) - Number(b['at']))
          .map((record) => text(record['status']));
        await db.docs.bulkPut([
          {
            collection: collections.phoneActivity,
            id: phone,
            data: { ...activity?.data, records },
            rev: 'upgrade-6',
          },
          {
            collection: collections.openOrders,
            id: phone,
            data: { statuses: open },
            rev: 'upgrade-6',
          },
        ]);
        changed.add(collections.phoneActivity).add(collections.openOrders);
      }
      if (byPhone.size > 0) changed.add(collections.references);
    }
    if (mark.seedVersion < 7) {
      // Search words grew: the Latin spellings of the town's words ("chal" for চাল) and a
      // product's category in Bengali and Hindi (ওষুধ). Every shop and product, the admin's own
      // too, gets them from its names as they are now.
      for (const collection of [collections.shops, collections.products] as const) {
        for (const record of await db.docs.where('collection').equals(collection).toArray()) {
          const keywords = catalogueKeywords[collection](record.data);
          const stored = record.data['keywords'];
          if (Array.isArray(stored) && stored.join('\n') === keywords.join('\n')) continue;
          await db.docs.put({ ...record, data: { ...record.data, keywords }, rev: 'upgrade-7' });
          changed.add(collection);
        }
      }
    }
    if (mark.seedVersion < 8) {
      // Every amount became whole paise: each stored one is multiplied by 100 (and rounded,
      // so a price like 62.5 is 6250 exactly).
      const toPaise = (value: FieldValue): FieldValue =>
        typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : value;
      /** `data` with each of `fields` it has in paise; a field it lacks stays absent. */
      const withPaise = (data: DocData, fields: readonly string[]): DocData =>
        Object.fromEntries(
          Object.entries(data).map(([field, value]) => [
            field,
            fields.includes(field) ? toPaise(value) : value,
          ]),
        );
      const amounts: Record<string, (data: DocData) => DocData> = {
        [collections.products]: (data) => withPaise(data, ['price']),
        [collections.labTests]: (data) => withPaise(data, ['price']),
        [collections.doctors]: (data) => withPaise(data, ['fee']),
        [collections.teachers]: (data) => withPaise(data, ['fee']),
        [collections.labBookings]: (data) => withPaise(data, ['total']),
        [collections.config]: (data) => withPaise(data, ['deliveryFee', 'freeDeliveryAbove']),
        [collections.orders]: (data) => {
          const order = withPaise(data, ['subtotal', 'deliveryFee', 'total']);
          const lines = order['lines'];
          return Array.isArray(lines)
            ? {
                ...order,
                lines: lines.map((line) => (isFields(line) ? withPaise(line, ['price']) : line)),
              }
            : order;
        },
      };
      for (const [collection, inPaise] of Object.entries(amounts)) {
        for (const record of await db.docs.where('collection').equals(collection).toArray()) {
          const data = inPaise(record.data);
          if (JSON.stringify(data) === JSON.stringify(record.data)) continue;
          await db.docs.put({ ...record, data, rev: 'upgrade-8' });
          changed.add(collection);
        }
      }
    }
    if (mark.seedVersion < 9) {
      // Shops keep hours by day: the seeded shops still in the town take the seed's, unless an
      // admin or their vendor has set some; a shop an admin added keeps none (open while open).
      // config/shops carries them for the product lists, as the trigger keeps it from now on.
      const given: string[] = [];
      for (const [id, openingHours] of Object.entries(seededShopHours)) {
        const record = await db.docs.get([collections.shops, id]);
        if (!record || record.data['openingHours'] !== undefined) continue;
        given.push(id);
        const allHours = openingHours.week.Mon.kind === 'allDay';
        await db.docs.put({
          ...record,
          data: { ...record.data, openingHours, ...(allHours && { hours: 'Open 24 hours' }) },
          rev: 'upgrade-9',
        });
        changed.add(collections.shops);
      }
      const shopStates = await db.docs.get([collections.config, configDocs.shops]);
      if (shopStates && given.length > 0) {
        const stored = shopStates.data['times'];
        const times = stored !== undefined && isFields(stored) ? stored : {};
        await db.docs.put({
          ...shopStates,
          data: {
            ...shopStates.data,
            times: { ...times, ...shopTimesOf(given) },
          },
          rev: 'upgrade-9',
        });
        changed.add(collections.config);
      }
    }
    if (mark.seedVersion < 10) {
      // Money as the town handles it: the neighbourhoods and their fees, each seeded shop's
      // minimum order, the neighbourhoods it serves and Annapurna Grocery's example UPI id,
      // and the cash the first delivery person holds — each only where the town has none of
      // its own (an admin's list, a shop's own terms, a rider's real ledger stay as they are).
      const seed = townDocuments(new Date());
      const absent = async (collection: string, id: string) =>
        (await db.docs.get([collection, id])) === undefined;
      for (const doc of seed.filter((one) => one.collection === collections.neighbourhoods)) {
        if (!(await absent(doc.collection, doc.id))) continue;
        await db.docs.put({ ...doc, rev: 'upgrade-10' });
        changed.add(doc.collection);
      }
      const moneyTerms = ['minimumOrder', 'neighbourhoods', 'upiId'] as const;
      for (const doc of seed.filter((one) => one.collection === collections.shops)) {
        const record = await db.docs.get([collections.shops, doc.id]);
        if (!record) continue;
        const given: DocData = {};
        for (const field of moneyTerms) {
          const seeded = doc.data[field];
          if (seeded !== undefined && record.data[field] === undefined) given[field] = seeded;
        }
        if (Object.keys(given).length === 0) continue;
        await db.docs.put({ ...record, data: { ...record.data, ...given }, rev: 'upgrade-10' });
        changed.add(collections.shops);
      }
      const cash = seed.filter(
        (one) =>
          one.collection === collections.riderCash || one.collection === collections.cashLedger,
      );
      const riders = new Set(
        cash.filter((one) => one.collection === collections.riderCash).map((one) => one.id),
      );
      for (const rider of riders) {
        const hasLedger = (
          await db.docs.where('collection').equals(collections.cashLedger).toArray()
        ).some((line) => line.data['riderUid'] === rider);
        if (!(await absent(collections.riderCash, rider)) || hasLedger) continue;
        const own = cash.filter((one) => one.id === rider || one.data['riderUid'] === rider);
        await db.docs.bulkPut(own.map((one) => ({ ...one, rev: 'upgrade-10' })));
        changed.add(collections.riderCash).add(collections.cashLedger);
      }
    }
    if (mark.seedVersion < 11) {
      // Every text a customer reads in Bengali and Hindi, where the town still has the seed's English.
      for (const collection of await addSeedTranslations(db)) changed.add(collection);
    }
    await db.meta.put({ ...mark, seedVersion });
    return [...changed];
  });
}

/**
 * The step that gives an older demo town the seed's Bengali and Hindi: each
 * text a customer reads that still carries the seed's English gets its
 * translations, where the record has none of its own, and its search words
 * in them. Run inside `upgradeTown`'s transaction, for the version the seed
 * first wrote them in. Returns the collections it changed.
 */
export async function addSeedTranslations(db: DemoDatabase): Promise<string[]> {
  const changed = new Set<string>();
  for (const collection of Object.keys(translatedFields)) {
    for (const record of await db.docs.where('collection').equals(collection).toArray()) {
      const added = seedTranslationsOf(collection, record.data);
      if (Object.keys(added).length === 0) continue;
      await db.docs.put({
        ...record,
        data: { ...record.data, ...added },
        rev: 'upgrade-translations',
      });
      changed.add(collection);
    }
  }
  return [...changed];
}
