import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOrderingTerms } from './model-schemas';
import { collections, configDocs } from './models';
import {
  backupCollections,
  checkTownFile,
  decodeTownData,
  encodeTownData,
  makeTownFile,
  readTownFile,
  townFileName,
  townFileText,
  townFileVersion,
  type TownRecord,
  type TownValue,
} from './town-file-format';

type DocData = TownRecord['data'];

const exportedAt = new Date('2026-11-27T01:30:00.000Z');

const neighbourhood = (name: string): DocData => ({
  name,
  nameBn: 'হাটতলা',
  nameHi: 'हाटतला',
  deliveryFee: 20_00,
  keywords: [name.toLowerCase()],
});

const feedPost = (publishedAt: Date): DocData => ({
  type: 'news',
  title: 'Market closes early on Friday',
  body: 'The weekly market closes at 4 pm this Friday.',
  publishedAt,
  keywords: ['market'],
});

const goodRecords: TownRecord[] = [
  { collection: collections.config, id: configDocs.ordering, data: { ...defaultOrderingTerms } },
  { collection: collections.neighbourhoods, id: 'hattala', data: neighbourhood('Hattala') },
  {
    collection: collections.feeds,
    id: 'news-01',
    data: feedPost(new Date('2026-11-20T10:15:00.000Z')),
  },
];

const textOf = (records: readonly TownRecord[]) => townFileText(makeTownFile(records, exportedAt));

function readOk(text: string) {
  const reading = readTownFile(text);
  if (!reading.ok) throw new Error(`refused: ${JSON.stringify(reading.refusal)}`);
  return reading;
}

describe('the town file', () => {
  it('holds the records by collection, dates as tagged text, and reads back the same records', () => {
    const text = textOf(goodRecords);
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(json).toMatchObject({
      format: 'town-services',
      version: townFileVersion,
      exportedAt: '2026-11-27T01:30:00.000Z',
      collections: {
        feeds: [{ id: 'news-01', data: { publishedAt: { $date: '2026-11-20T10:15:00.000Z' } } }],
      },
    });
    const reading = readOk(text);
    expect(reading.problems).toEqual([]);
    expect(reading.records).toEqual(goodRecords);
    expect(reading.exportedAt).toEqual(exportedAt);
    expect(reading.counts).toEqual([
      { collection: 'config', count: 1 },
      { collection: 'neighbourhoods', count: 1 },
      { collection: 'feeds', count: 1 },
    ]);
  });

  it('keeps any stored value through JSON: dates, nested maps, arrays, text like a date', () => {
    const leaf: fc.Arbitrary<TownValue> = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
      fc.boolean(),
      fc.constant(null),
      fc.date({ noInvalidDate: true }),
    );
    const value = fc.letrec<{ value: TownValue }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(leaf, { maxLength: 4 }),
        fc.dictionary(fc.string({ minLength: 1 }), tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    const throughJson = (data: DocData) =>
      decodeTownData(JSON.parse(JSON.stringify(encodeTownData(data))));
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), value), (data) => {
        expect(throughJson(data)).toEqual(data);
      }),
      { numRuns: 200 },
    );
  });

  it('restores only the fields each record’s model knows, whatever else the file holds', () => {
    const record = {
      collection: collections.neighbourhoods,
      id: 'n-1',
      data: { ...neighbourhood('Hattala'), role: 'admin', isAdmin: true, uid: 'a-stranger' },
    };
    expect(readOk(textOf([record])).records).toEqual([
      { ...record, data: neighbourhood('Hattala') },
    ]);
  });

  it('never takes a map for a date, even one keyed like the tags', () => {
    const data = {
      ...neighbourhood('Hattala'),
      note: { $date: 'Tuesday' },
      wrapped: { $map: { $date: '2026-01-01T00:00:00.000Z' } },
    };
    expect(decodeTownData(JSON.parse(JSON.stringify(encodeTownData(data))))).toEqual(data);
  });

  it('names the day in the file name where the admin is', () => {
    expect(townFileName(new Date(2026, 10, 7, 23, 59))).toBe('town-2026-11-07.json');
    expect(townFileName(new Date(2026, 10, 7, 23, 59), true)).toBe(
      'town-with-orders-2026-11-07.json',
    );
  });

  it('holds the orders and bookings only when asked', () => {
    expect(backupCollections({ includeOrders: false })).not.toContain('orders');
    expect(backupCollections({ includeOrders: false })).toContain('products');
    expect(backupCollections({ includeOrders: true })).toEqual(
      expect.arrayContaining(['orders', 'labBookings', 'products']),
    );
    for (const options of [{ includeOrders: false }, { includeOrders: true }]) {
      expect(backupCollections(options)).not.toContain('notifications');
    }
  });
});

describe('a file the app cannot read', () => {
  it('refuses a file from a newer version of the app, saying both versions', () => {
    const newer = { ...makeTownFile(goodRecords, exportedAt), version: townFileVersion + 2 };
    // Even laid out as this version cannot know.
    expect(checkTownFile({ ...newer, collections: 'moved' })).toEqual({
      ok: false,
      refusal: { kind: 'newer', version: townFileVersion + 2, supported: townFileVersion },
    });
  });

  it('refuses what is not JSON, or not a town file', () => {
    expect(readTownFile('name,price\nRice,60')).toEqual({
      ok: false,
      refusal: { kind: 'notJson' },
    });
    expect(readTownFile('{"shops": []}')).toEqual({ ok: false, refusal: { kind: 'notTownFile' } });
  });

  it('refuses a file laid out wrong, saying where', () => {
    const broken = {
      ...makeTownFile(goodRecords, exportedAt),
      collections: { shops: [{ id: '' }] },
    };
    const reading = checkTownFile(broken);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.refusal).toMatchObject({
      kind: 'malformed',
      where: 'collections.shops.0.id',
    });
  });
});

describe('a record that is wrong', () => {
  it('is named by collection, id and field, and the right records are still read', () => {
    const file = makeTownFile(goodRecords, exportedAt);
    file.collections['neighbourhoods']?.push({
      id: 'station-road',
      data: { ...neighbourhood('Station Road'), deliveryFee: -5 },
    });
    file.collections['feeds']?.push({
      id: 'news-02',
      data: { ...feedPost(exportedAt), publishedAt: { $date: 'last Tuesday' } },
    } as never);
    const reading = readOk(JSON.stringify(file));
    expect(reading.problems).toEqual([
      expect.objectContaining({
        kind: 'invalid',
        collection: 'neighbourhoods',
        id: 'station-road',
        field: 'deliveryFee',
      }),
      expect.objectContaining({
        kind: 'invalid',
        collection: 'feeds',
        id: 'news-02',
        field: 'publishedAt',
      }),
    ]);
    expect(reading.records.map((record) => record.id)).toEqual(['ordering', 'hattala', 'news-01']);
  });

  it('names a collection that is no part of a town, and an id given twice', () => {
    const file = makeTownFile(goodRecords, exportedAt);
    file.collections['notifications'] = [{ id: 'a', data: {} }];
    file.collections['neighbourhoods']?.push({ id: 'hattala', data: {} });
    expect(readOk(JSON.stringify(file)).problems).toEqual([
      { kind: 'duplicate', collection: 'neighbourhoods', id: 'hattala' },
      { kind: 'unknownCollection', collection: 'notifications', count: 1 },
    ]);
  });
});

describe('a time relative to now (the Demo seed’s)', () => {
  const now = new Date(2026, 10, 27, 18, 40);
  const seedFile = () => {
    const file = makeTownFile(goodRecords, exportedAt);
    file.collections['feeds'] = [
      { id: 'news-01', data: { ...encodeTownData(feedPost(now)), publishedAt: { $ago: '2h' } } },
      {
        id: 'news-02',
        data: { ...encodeTownData(feedPost(now)), publishedAt: { $ago: '1d4h30m' } },
      },
      {
        id: 'news-03',
        data: { ...encodeTownData(feedPost(now)), publishedAt: { $day: '-1 11:00' } },
      },
      {
        id: 'news-04',
        data: { ...encodeTownData(feedPost(now)), publishedAt: { $day: '0 00:15' } },
      },
    ];
    return JSON.stringify(file);
  };
  const publishedAt = (reading: ReturnType<typeof readOk>) =>
    reading.records
      .filter((record) => record.collection === collections.feeds)
      .map((record) => record.data['publishedAt']);

  it('is read as that long before now, or as a time of a day counted from today', () => {
    const reading = readTownFile(seedFile(), { now });
    if (!reading.ok) throw new Error(reading.refusal.kind);
    expect(reading.problems).toEqual([]);
    expect(publishedAt(reading)).toEqual([
      new Date(2026, 10, 27, 16, 40),
      new Date(2026, 10, 26, 14, 10),
      new Date(2026, 10, 26, 11, 0),
      new Date(2026, 10, 27, 0, 15),
    ]);
  });

  it('is refused in any other file, a backup’s, naming each record that holds one', () => {
    const reading = readOk(seedFile());
    expect(reading.problems).toEqual(
      ['news-01', 'news-02', 'news-03', 'news-04'].map((id) => ({
        kind: 'invalid',
        collection: 'feeds',
        id,
        field: '',
        message: expect.stringContaining('$ago') as unknown,
      })),
    );
    expect(publishedAt(reading)).toEqual([]);
  });

  it('is refused when it cannot be read, as a date that is none is', () => {
    const file = JSON.parse(seedFile()) as ReturnType<typeof makeTownFile>;
    const [post] = file.collections['feeds'] ?? [];
    if (post) post.data['publishedAt'] = { $ago: 'a while' };
    const reading = checkTownFile(file, { now });
    if (!reading.ok) throw new Error(reading.refusal.kind);
    expect(reading.problems).toEqual([
      expect.objectContaining({ kind: 'invalid', id: 'news-01', field: 'publishedAt' }),
    ]);
  });

  it('is never made of a stored map keyed like one', () => {
    const data = { ...neighbourhood('Hattala'), note: { $ago: '2h' }, other: { $day: '0 10:00' } };
    const json = JSON.parse(JSON.stringify(encodeTownData(data))) as Record<string, unknown>;
    expect(json['note']).toEqual({ $map: { $ago: '2h' } });
    expect(decodeTownData(json)).toEqual(data);
  });
});
