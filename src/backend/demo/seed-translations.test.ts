// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { randomId } from '../../lib/ids';
import { collections } from '../../lib/models';
import { newRevision, openDemoDatabase, type DemoDatabase, type SeedMarkRow } from './db';
import { openDemoBackend, type DemoBackendHandle } from './demo-backend';
import { seedTown, seedVersion, townDocuments } from './seed-town';
import { upgradeTown } from './upgrade-town';

/** Each field a customer reads of the seed town's records: each has its `xBn` and `xHi` beside it. */
const translatedFields: Readonly<Record<string, readonly string[]>> = {
  [collections.shops]: ['address', 'description'],
  [collections.products]: ['description'],
  [collections.doctors]: ['name', 'degree', 'chamber', 'hours'],
  [collections.labTests]: ['name', 'reportIn', 'description'],
  [collections.directory]: ['name', 'address', 'hours'],
  [collections.teachers]: ['name', 'area', 'qualification'],
  [collections.serviceProviders]: ['name', 'area', 'experience'],
  [collections.emergencyContacts]: ['name', 'note'],
  [collections.feeds]: ['title', 'body'],
};

const openDatabases: DemoDatabase[] = [];
const openHandles: DemoBackendHandle[] = [];
afterEach(() => {
  for (const db of openDatabases.splice(0)) db.close();
  for (const handle of openHandles.splice(0)) handle.internals.close();
});

async function seededDatabase(): Promise<DemoDatabase> {
  const db = openDemoDatabase(`translations-${randomId(10)}`);
  openDatabases.push(db);
  await db.open();
  await seedTown(db.name);
  return db;
}

/** Makes `db` a town of `version`, which remembered nothing of what its seed wrote. */
async function markSeededAs(db: DemoDatabase, version: number): Promise<void> {
  const mark = (await db.meta.get('seeded')) as SeedMarkRow;
  await db.meta.put({ ...mark, seedVersion: version });
  await db.meta.delete('seededRecords');
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

  it('are given to an older town where its records are still the seed’s, and nowhere else', async () => {
    const db = await seededDatabase();
    const record = async (collection: string, id: string) => (await db.docs.get([collection, id]))!;
    const untranslated = async (collection: string, id: string, change?: object) => {
      const stored = await record(collection, id);
      const data = Object.fromEntries(
        Object.entries(stored.data).filter(([field]) => !/(Bn|Hi)$/.test(field)),
      );
      // The seed's record as an older seed wrote it, or one a person has since changed.
      const rev = change ? newRevision() : stored.rev;
      await db.docs.put({ ...stored, data: { ...data, ...change }, rev });
    };
    // As an older town holds them: no translations; one test's words changed by its admin,
    // one with a Bengali description of its own.
    await untranslated(collections.labTests, 'widal-test');
    await untranslated(collections.labTests, 'malaria-antigen', { description: 'Card test.' });
    await untranslated(collections.labTests, 'hba1c', { descriptionBn: 'নিজের লেখা।' });
    const malaria = (await record(collections.labTests, 'malaria-antigen')).data;
    const hba1c = (await record(collections.labTests, 'hba1c')).data;
    await markSeededAs(db, 10);

    // The news is written again too, its times read afresh.
    expect(new Set(await upgradeTown(db))).toEqual(
      new Set([collections.labTests, collections.feeds]),
    );
    expect((await record(collections.labTests, 'widal-test')).data).toMatchObject({
      nameBn: 'টাইফয়েডের ভিডাল পরীক্ষা',
      nameHi: 'टाइफ़ाइड की विडाल जाँच',
      reportInBn: 'সেদিনই',
      descriptionBn: 'টাইফয়েড জ্বরের জন্য।',
      descriptionHi: 'टाइफ़ाइड बुखार के लिए।',
    });
    // What the admin changed is theirs, as they left it.
    expect((await record(collections.labTests, 'malaria-antigen')).data).toEqual(malaria);
    expect((await record(collections.labTests, 'hba1c')).data).toEqual(hba1c);
    expect(hba1c['descriptionBn']).toBe('নিজের লেখা।');
    // A second start finds nothing left to do.
    await expect(upgradeTown(db)).resolves.toEqual([]);
  });

  it('are added when a town seeded at version 10 opens with this app', async () => {
    const db = await seededDatabase();
    const widal = (await db.docs.get([collections.labTests, 'widal-test']))!;
    const english = Object.fromEntries(
      Object.entries(widal.data).filter(([field]) => !/(Bn|Hi)$/.test(field)),
    );
    await db.docs.put({ ...widal, data: english });
    await markSeededAs(db, 10);
    db.close();

    const handle = await openDemoBackend({ databaseName: db.name });
    openHandles.push(handle);
    await expect(
      handle.backend.store.get(collections.labTests, 'widal-test'),
    ).resolves.toMatchObject({ data: { nameBn: 'টাইফয়েডের ভিডাল পরীক্ষা' } });
    const again = openDemoDatabase(db.name);
    openDatabases.push(again);
    expect(await again.meta.get('seeded')).toMatchObject({ seedVersion });
  });
});
