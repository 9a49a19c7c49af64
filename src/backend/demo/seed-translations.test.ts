// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { randomId } from '../../lib/ids';
import { collections } from '../../lib/models';
import { openDemoDatabase, type DemoDatabase, type SeedMarkRow } from './db';
import { seedTown, townDocuments } from './seed-town';
import { translatedFields } from './seed-translations';
import { addSeedTranslations, upgradeTown } from './upgrade-town';

const openDatabases: DemoDatabase[] = [];
afterEach(() => {
  for (const db of openDatabases.splice(0)) db.close();
});

async function seededDatabase(): Promise<DemoDatabase> {
  const db = openDemoDatabase(`translations-${randomId(10)}`);
  openDatabases.push(db);
  await db.open();
  await seedTown(db.name);
  return db;
}

describe('the seed town in Bengali and Hindi', () => {
  it('gives every text a customer reads in both languages', () => {
    const missing = townDocuments(new Date()).flatMap((doc) =>
      (translatedFields[doc.collection] ?? []).flatMap((field) =>
        typeof doc.data[field] === 'string' && doc.data[field] !== ''
          ? (['Bn', 'Hi'] as const)
              .filter((language) => !doc.data[`${field}${language}`])
              .map((language) => `${doc.collection}/${doc.id} ${field}${language}`)
          : [],
      ),
    );
    expect(missing).toEqual([]);
  });

  it('finds a seeded record by its Bengali and Hindi name', () => {
    const police = townDocuments(new Date()).find(
      (doc) =>
        doc.collection === collections.emergencyContacts &&
        doc.data['name'] === 'Nabagram Police Station',
    );
    expect(police?.data).toMatchObject({ nameBn: 'নবগ্রাম থানা', nameHi: 'नबग्राम थाना' });
    expect(police?.data['keywords']).toEqual(expect.arrayContaining(['থানা', 'थाना', 'police']));
  });

  it('adds them to an older town where its records still carry the seed’s English, and nowhere else', async () => {
    const db = await seededDatabase();
    const record = async (collection: string, id: string) => (await db.docs.get([collection, id]))!;
    const untranslated = async (collection: string, id: string, change: object = {}) => {
      const stored = await record(collection, id);
      const data = Object.fromEntries(
        Object.entries(stored.data).filter(([field]) => !/(Bn|Hi)$/.test(field)),
      );
      await db.docs.put({ ...stored, data: { ...data, ...change } });
    };
    // As an older town holds them: no translations; one test's words changed by its admin,
    // one with a Bengali description of its own.
    await untranslated(collections.labTests, 'widal-test');
    await untranslated(collections.labTests, 'malaria-antigen', { description: 'Card test.' });
    await untranslated(collections.labTests, 'hba1c', { descriptionBn: 'নিজের লেখা।' });

    expect(await addSeedTranslations(db)).toEqual([collections.labTests]);
    expect((await record(collections.labTests, 'widal-test')).data).toMatchObject({
      nameBn: 'টাইফয়েডের ভিডাল পরীক্ষা',
      nameHi: 'टाइफ़ाइड की विडाल जाँच',
      reportInBn: 'সেদিনই',
      descriptionBn: 'টাইফয়েড জ্বরের জন্য।',
      descriptionHi: 'टाइफ़ाइड बुखार के लिए।',
    });
    const malaria = (await record(collections.labTests, 'malaria-antigen')).data;
    expect(malaria['nameBn']).toBe('ম্যালেরিয়া পরীক্ষা');
    expect(malaria['descriptionBn']).toBeUndefined();
    expect((await record(collections.labTests, 'hba1c')).data).toMatchObject({
      descriptionBn: 'নিজের লেখা।',
      descriptionHi: 'पिछले तीन महीनों की औसत शुगर।',
    });
    // A second start finds nothing left to do.
    await expect(addSeedTranslations(db)).resolves.toEqual([]);
  });

  it('are added when a town seeded at version 10 opens with this app', async () => {
    const db = await seededDatabase();
    const widal = (await db.docs.get([collections.labTests, 'widal-test']))!;
    const english = Object.fromEntries(
      Object.entries(widal.data).filter(([field]) => !/(Bn|Hi)$/.test(field)),
    );
    await db.docs.put({ ...widal, data: english });
    const mark = (await db.meta.get('seeded')) as SeedMarkRow;
    await db.meta.put({ ...mark, seedVersion: 10 });

    expect(await upgradeTown(db)).toContain(collections.labTests);
    expect((await db.docs.get([collections.labTests, 'widal-test']))!.data['nameBn']).toBe(
      'টাইফয়েডের ভিডাল পরীক্ষা',
    );
    expect(await db.meta.get('seeded')).toMatchObject({ seedVersion: 11 });
  });
});
