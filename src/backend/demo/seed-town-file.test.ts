// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { randomId } from '../../lib/ids';
import { collections, configDocs } from '../../lib/models';
import { readTownFile, townFileText } from '../../lib/town-file-format';
import { writeInBatches } from '../../data/write-in-batches';
import type { DocumentStore, StoredDoc } from '../../port/types';
import { openDemoBackend, type DemoBackendHandle } from './demo-backend';
import { seedTownFile, townDocuments } from './seed-town';
import seedText from './seed-town.json?raw';

const handles: DemoBackendHandle[] = [];
afterEach(() => {
  for (const handle of handles.splice(0)) handle.internals.close();
});

async function openDemo(seed: boolean): Promise<DocumentStore> {
  const handle = await openDemoBackend({ databaseName: `seed-file-${randomId(10)}`, seed });
  handles.push(handle);
  return handle.internals.serverStore;
}

const byId = (docs: StoredDoc[]) => [...docs].sort((a, b) => (a.id < b.id ? -1 : 1));

async function everyDoc(store: DocumentStore, collection: string): Promise<StoredDoc[]> {
  return byId((await store.query({ collection })).docs);
}

describe('the seed town as a town file', () => {
  const now = new Date('2026-11-27T01:30:00.000Z');

  it('passes the format’s check, and survives JSON with every document the same', () => {
    const reading = readTownFile(JSON.stringify(seedTownFile(now)));
    if (!reading.ok) throw new Error(reading.refusal.kind);
    expect(reading.problems).toEqual([]);
    // Grouped by collection in the file; the same documents.
    const key = (doc: { collection: string; id: string }) => `${doc.collection}/${doc.id}`;
    const sorted = <T extends { collection: string; id: string }>(docs: T[]) =>
      [...docs].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    expect(sorted(reading.records)).toEqual(sorted(townDocuments(now)));
  });

  it('restored into an empty Demo gives the documents the Demo seeds itself with', async () => {
    const seeded = await openDemo(true);
    const empty = await openDemo(false);
    const reading = readTownFile(townFileText(seedTownFile(new Date())));
    if (!reading.ok) throw new Error(reading.refusal.kind);
    await writeInBatches(empty, reading.records);

    const townCollections = [...new Set(reading.records.map((record) => record.collection))];
    expect(townCollections).toEqual(expect.arrayContaining([collections.shops, collections.feeds]));
    for (const collection of townCollections) {
      const restored = await everyDoc(empty, collection);
      const original = await everyDoc(seeded, collection);
      expect(restored.map((doc) => doc.id)).toEqual(original.map((doc) => doc.id));
      // Feeds' and the rider cash's times count back from the moment of seeding.
      if (collection === collections.feeds || collection === collections.cashLedger) continue;
      if (collection === collections.riderCash) continue;
      expect(restored, collection).toEqual(original);
    }
  });

  it('is laid out as the app writes a town file, one record a line', () => {
    expect(townFileText(JSON.parse(seedText) as Parameters<typeof townFileText>[0])).toBe(seedText);
  });

  it('holds what a person writes, not the search words the app makes of it', () => {
    const file = JSON.parse(seedText) as { collections: Record<string, { data: object }[]> };
    const withWords = Object.entries(file.collections).flatMap(([collection, records]) =>
      records.filter(({ data }) => 'keywords' in data).map(() => collection),
    );
    expect(withWords).toEqual([]);
    const shop = townDocuments(now).find((doc) => doc.collection === collections.shops);
    expect(shop?.data['keywords']).toEqual(expect.arrayContaining(['annapurna', 'অন্নপূর্ণা']));
  });

  it('holds config/shops as the shops’ trigger would write it', () => {
    const docs = townDocuments(now);
    const shops = docs.filter((doc) => doc.collection === collections.shops);
    const config = docs.find(
      (doc) => doc.collection === collections.config && doc.id === configDocs.shops,
    );
    expect(config?.data).toEqual({
      states: Object.fromEntries(
        shops.map((shop) => [shop.id, shop.data['open'] === true ? 'open' : 'closed']),
      ),
      times: Object.fromEntries(
        shops.map((shop) => [
          shop.id,
          { openingHours: shop.data['openingHours'], closedUntil: null },
        ]),
      ),
    });
  });
});
