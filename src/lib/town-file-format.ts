import * as v from 'valibot';
import { collectionSchemas } from './collection-schemas';
import { orderingTermsModel, shopStatesModel } from './model-schemas';
import {
  collections,
  configDocs,
  publicListings,
  requestCollections,
  type CollectionName,
} from './models';
import { isServerRestored } from './server-restored';

export {
  isServerRestored,
  serverRestoredCollections,
  type ServerRestoredCollection,
} from './server-restored';

/**
 * The whole town as one JSON file: what the admin's "Town backup" exports and
 * restores, what `npm run town` reads and writes on a real project, and what
 * the Demo town's seed is (backend/demo/seed-town.json).
 *
 *   { format: 'town-services', version: 1, exportedAt: ISO time,
 *     collections: { shops: [{ id, data }, …], … } }
 *
 * JSON has no dates, so a stored date (a Firestore Timestamp, a `Date` at the
 * port) is written as `{ "$date": "2026-11-27T01:30:00.000Z" }`, and a map
 * whose only key is one of the tags (`$date`, `$map`, `$ago`, `$day`) as
 * `{ "$map": { … } }`, so no map is ever taken for a date.
 *
 * The Demo's seed is a town file whose times are relative to the moment it
 * is read, so its cash and news are always recent: `{ "$ago": "1d4h" }` is that long before now (days, hours,
 * minutes: `2h`, `45m`, `30d10h`), and `{ "$day": "-1 11:00" }` is 11:00 on
 * the day before today (`"0 00:15"`: a quarter past midnight today), on the
 * reading device's clock, as a screen counts "today". Only a reading given
 * the moment (`readTownFile(text, { now })`) resolves them; any other, a
 * backup's, refuses a record that holds one, so a real town's times never
 * move.
 */
export const townFileFormat = 'town-services';

/**
 * The format's version. Raise it when an older app would misread a newer
 * file: a collection's documents change shape in a way the older models
 * refuse or read wrongly, or the file's own layout changes. A new collection
 * an older app can leave out does not need it. An app refuses a file whose
 * version is above this.
 */
export const townFileVersion = 1;

/** A stored field's value, as the port reads it: dates are `Date`s. */
export type TownValue =
  string | number | boolean | null | Date | TownValue[] | { [key: string]: TownValue };

/** A document of a collection, as the port reads and writes it. */
export interface TownRecord {
  collection: string;
  id: string;
  data: { [key: string]: TownValue };
}

/** What a town owns: its catalogue, settings, directory, news and staff. Every backup holds these. */
export const townCollections = [
  collections.config,
  ...publicListings,
  collections.admins,
  collections.vendor,
  collections.delivery,
  collections.riderCash,
  collections.cashLedger,
] as const satisfies readonly CollectionName[];

/**
 * The customers' orders and the visitors' bookings and requests, with the
 * server's memory of them (order numbers given out, each phone's codes):
 * in a backup only when asked. The staff alerts' outbox and the shops'
 * alert times are never in one: restored, they would send old alerts again.
 */
export const orderCollections = [
  collections.orders,
  collections.openOrders,
  collections.references,
  collections.phoneActivity,
  ...Object.values(requestCollections),
] as const satisfies readonly CollectionName[];

export type BackupCollection = (typeof townCollections)[number] | (typeof orderCollections)[number];

export const backupCollections = (options: {
  includeOrders: boolean;
}): readonly BackupCollection[] =>
  options.includeOrders ? [...townCollections, ...orderCollections] : townCollections;

const inBackups = new Set<string>([...townCollections, ...orderCollections]);

/**
 * Whether the admin's screen writes this document itself in a restore: what
 * firestore.rules (mirrored by the Demo's policy.ts; a test holds the two
 * together) let an admin write, but the admins: a file must not make anyone
 * an admin from a browser, so only `npm run town -- import` restores them.
 */
export function restorableFromBrowser(collection: string, id: string): boolean {
  if (collection === collections.config) return id === configDocs.ordering;
  return browserWritable.has(collection) && collection !== collections.admins;
}

/**
 * How a record of a town file is restored: by the admin's screen itself, by
 * the server after its checks, rebuilt by the server from what is restored
 * (config/shops, from the shops), or only from a computer with
 * `npm run town -- import` (the admins).
 */
export type RestoreWay = 'browser' | 'server' | 'rebuilt' | 'commandLine';

export function restoreWayOf(collection: string, id: string): RestoreWay {
  if (restorableFromBrowser(collection, id)) return 'browser';
  if (isServerRestored(collection)) return 'server';
  if (collection === collections.config) return 'rebuilt';
  return 'commandLine';
}

/**
 * The server's own memory of orders (the statuses by phone, every number
 * given out, each phone's codes): no browser reads it, so only
 * `npm run town -- export` takes it out.
 */
export const readableFromBrowser = (collection: string): boolean => !serverMemory.has(collection);

const serverMemory = new Set<string>([
  collections.openOrders,
  collections.references,
  collections.phoneActivity,
]);

const browserWritable = new Set<string>([
  ...publicListings,
  collections.admins,
  collections.vendor,
  collections.delivery,
  ...Object.values(requestCollections),
]);

// ---------------------------------------------------------------------------
// Values in JSON

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

const dateKey = '$date';
const mapKey = '$map';
/** A time before the moment of reading: `{ "$ago": "1d4h" }` (the seed's only). */
const agoKey = '$ago';
/** A time of day some days from the day of reading: `{ "$day": "-1 11:00" }` (the seed's only). */
const dayKey = '$day';
const tags = new Set([dateKey, mapKey, agoKey, dayKey]);

/** Whether a map's only key is one of the tags, so it must be written inside `$map`. */
const looksTagged = (keys: string[]) => keys.length === 1 && tags.has(keys[0] ?? '');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored document's fields as a town file (and the `restoreServerRecords` call) writes them in JSON. */
export const encodeTownData = (data: object): Record<string, JsonValue> =>
  encodeValue(data) as Record<string, JsonValue>;

/** Fields as text, each map's keys in order, so two that hold the same read the same. */
export const canonicalTownText = (data: object) =>
  JSON.stringify(encodeValue(data), (_key, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );

/** Whether two stored values hold the same, dates and maps included, whatever their keys' order. */
export const sameTownValue = (a: unknown, b: unknown): boolean =>
  canonicalTownText({ value: a ?? null }) === canonicalTownText({ value: b ?? null });

/** A town file's JSON fields back to a stored document's: dates are `Date`s again. */
export const decodeTownData = (json: unknown): TownRecord['data'] =>
  decodeValue(json) as TownRecord['data'];

/** A stored value as JSON; anything a stored document cannot hold (the server-time sentinel) is refused. */
function encodeValue(value: unknown): JsonValue {
  if (value instanceof Date) return { [dateKey]: value.toISOString() };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (!isPlainObject(value)) throw new Error(`A stored document cannot hold ${String(value)}.`);
  const map = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, encodeValue(item)]),
  );
  return looksTagged(Object.keys(map)) ? { [mapKey]: map } : map;
}

/** How values are read: relative times resolved against `now`, or refused without it. */
interface Reading {
  now?: Date;
  /** Set when a relative time was met without `now`. */
  relative?: boolean;
}

const durationPattern = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/;
const dayPattern = /^(-?\d+) ([01]\d|2[0-3]):([0-5]\d)$/;

/** `{ "$ago": … }` or `{ "$day": … }` as a moment of `reading.now`; invalid when it cannot be read. */
function relativeTime(tag: string, text: unknown, reading: Reading): Date {
  const { now } = reading;
  if (!now) reading.relative = true;
  if (!now || typeof text !== 'string') return new Date(Number.NaN);
  if (tag === agoKey) {
    const match = text === '' ? null : durationPattern.exec(text);
    if (!match) return new Date(Number.NaN);
    const [days = 0, hours = 0, minutes = 0] = match.slice(1).map((part) => Number(part ?? 0));
    return new Date(now.getTime() - ((days * 24 + hours) * 60 + minutes) * 60_000);
  }
  const match = dayPattern.exec(text);
  if (!match) return new Date(Number.NaN);
  const [days = 0, hours = 0, minutes = 0] = match.slice(1).map(Number);
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hours, minutes);
}

/** JSON back to stored values; a `{ "$date": … }` that is no date stays an invalid Date, which the model refuses. */
function decodeValue(value: unknown, reading: Reading = {}): TownValue {
  const decode = (item: unknown) => decodeValue(item, reading);
  if (Array.isArray(value)) return value.map(decode);
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    const [key = ''] = keys;
    if (keys.length === 1 && key === dateKey) {
      const text = value[dateKey];
      return new Date(typeof text === 'string' ? text : Number.NaN);
    }
    if (keys.length === 1 && (key === agoKey || key === dayKey)) {
      return relativeTime(key, value[key], reading);
    }
    const inner = value[mapKey];
    if (keys.length === 1 && key === mapKey && isPlainObject(inner)) {
      return Object.fromEntries(Object.entries(inner).map(([name, item]) => [name, decode(item)]));
    }
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, decode(item)]));
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return null;
}

// ---------------------------------------------------------------------------
// Writing a file

export const townFileSchema = v.object({
  format: v.literal(townFileFormat),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  exportedAt: v.pipe(v.string(), v.isoTimestamp()),
  collections: v.record(
    v.string(),
    v.array(
      v.object({
        id: v.pipe(v.string(), v.nonEmpty()),
        data: v.record(v.string(), v.unknown()),
      }),
    ),
  ),
});

export type TownFile = v.InferOutput<typeof townFileSchema>;

/** The records as a town file, collections in the order the records come. */
export function makeTownFile(
  records: readonly { collection: string; id: string; data: object }[],
  exportedAt: Date,
): TownFile {
  const byCollection: TownFile['collections'] = {};
  for (const { collection, id, data } of records) {
    (byCollection[collection] ??= []).push({
      id,
      data: encodeValue(data) as Record<string, JsonValue>,
    });
  }
  return {
    format: townFileFormat,
    version: townFileVersion,
    exportedAt: exportedAt.toISOString(),
    collections: byCollection,
  };
}

/** The file's text: one line per record, so a person can read and diff it. */
export function townFileText(file: TownFile): string {
  const lines = Object.entries(file.collections).map(([name, records]) => {
    const body = records.map((record) => `    ${JSON.stringify(record)}`).join(',\n');
    return `  ${JSON.stringify(name)}: [\n${body}\n  ]`;
  });
  const head = [
    `"format": ${JSON.stringify(file.format)}`,
    `"version": ${file.version}`,
    `"exportedAt": ${JSON.stringify(file.exportedAt)}`,
  ];
  return `{\n ${head.join(',\n ')},\n "collections": {\n${lines.join(',\n')}\n }\n}\n`;
}

/**
 * `town-2026-11-27.json`, by the day of `at` where the admin is, or
 * `town-with-orders-2026-11-27.json` for a backup that holds the orders, so
 * the two kinds never take each other's name in the downloads folder.
 */
export function townFileName(at: Date, includeOrders = false): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `town-${includeOrders ? 'with-orders-' : ''}${day}.json`;
}

// ---------------------------------------------------------------------------
// Reading a file

/** Why a file is not read at all. */
export type TownFileRefusal =
  | { kind: 'notJson' }
  | { kind: 'notTownFile' }
  | { kind: 'newer'; version: number; supported: number }
  | { kind: 'malformed'; where: string; message: string };

/** One wrong thing in a file that is otherwise read. */
export type TownFileProblem =
  | { kind: 'unknownCollection'; collection: string; count: number }
  | { kind: 'duplicate'; collection: string; id: string }
  | { kind: 'invalid'; collection: string; id: string; field: string; message: string }
  | ServerRecordProblem;

/**
 * What the server refuses to restore of what only it may write
 * (src/server/restore-records): plain JSON, so the `restoreServerRecords`
 * call can answer with it.
 */
export type ServerRecordProblem =
  /** A rider's balance (paise) that is not the sum of their ledger as it would stand. */
  | {
      kind: 'cashNotLedger';
      collection: string;
      id: string;
      name: string;
      balance: number;
      ledger: number;
    }
  /** An order whose total is not its lines and its fee. */
  | {
      kind: 'orderTotal';
      collection: string;
      id: string;
      number: string;
      total: number;
      expected: number;
    }
  /** An order number the town has already given to another order. */
  | { kind: 'numberTaken'; collection: string; id: string; number: string }
  /** A phone's memory that would forget orders, requests or wrong codes the town counts now. */
  | { kind: 'clearsPhoneLimits'; collection: string; id: string };

export type TownFileReading =
  | { ok: false; refusal: TownFileRefusal }
  | {
      ok: true;
      exportedAt: Date;
      version: number;
      /** Every record that passed its model's check, file order. */
      records: TownRecord[];
      /** Records per collection in the file (right or wrong), in file order. */
      counts: { collection: string; count: number }[];
      problems: TownFileProblem[];
    };

const schemaOf = (collection: BackupCollection, id: string): v.GenericSchema | null => {
  if (collection !== collections.config) return collectionSchemas[collection];
  if (id === configDocs.ordering) return orderingTermsModel;
  if (id === configDocs.shops) return shopStatesModel;
  return null;
};

const relativeRefused = 'A time relative to now ($ago, $day) is for the Demo’s seed only.';

const isBackupCollection = (name: string): name is BackupCollection => inBackups.has(name);

/**
 * How a file is read. `now` is for the Demo's seed alone: its relative times
 * (`$ago`, `$day`) are read as moments before it. A backup is read without.
 */
export interface TownFileOptions {
  now?: Date;
}

/** A town file's text, checked: refused whole, or read with every wrong record named. */
export function readTownFile(text: string, options: TownFileOptions = {}): TownFileReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, refusal: { kind: 'notJson' } };
  }
  return checkTownFile(json, options);
}

/** A parsed town file, checked as `readTownFile` does. */
export function checkTownFile(json: unknown, options: TownFileOptions = {}): TownFileReading {
  if (!isPlainObject(json) || json['format'] !== townFileFormat) {
    return { ok: false, refusal: { kind: 'notTownFile' } };
  }
  // Before the layout: a newer file may be laid out as this app cannot know.
  const version = json['version'];
  if (typeof version === 'number' && version > townFileVersion) {
    return { ok: false, refusal: { kind: 'newer', version, supported: townFileVersion } };
  }
  const parsed = v.safeParse(townFileSchema, json);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    return {
      ok: false,
      refusal: { kind: 'malformed', where: v.getDotPath(issue) ?? '', message: issue.message },
    };
  }
  const file = parsed.output;
  // The collections as the file has them: the schema's output leaves out
  // keys such as "constructor", which a record's id may be.
  const rawCollections = json['collections'] as Record<string, { id: string; data: unknown }[]>;
  const records: TownRecord[] = [];
  const counts: { collection: string; count: number }[] = [];
  const problems: TownFileProblem[] = [];
  for (const [collection, entries] of Object.entries(rawCollections)) {
    counts.push({ collection, count: entries.length });
    if (!isBackupCollection(collection)) {
      problems.push({ kind: 'unknownCollection', collection, count: entries.length });
      continue;
    }
    const seen = new Set<string>();
    for (const { id, data: encoded } of entries) {
      if (seen.has(id)) {
        problems.push({ kind: 'duplicate', collection, id });
        continue;
      }
      seen.add(id);
      const schema = schemaOf(collection, id);
      const reading: Reading = { ...(options.now && { now: options.now }) };
      const decoded = decodeValue(encoded, reading);
      const checked = schema ? v.safeParse(schema, decoded) : null;
      if (reading.relative) {
        // Only the Demo's seed is read with a moment to count from; a backup's times are its own.
        problems.push({ kind: 'invalid', collection, id, field: '', message: relativeRefused });
      } else if (!checked) {
        problems.push({ kind: 'invalid', collection, id, field: '', message: 'Unknown document.' });
      } else if (!checked.success) {
        for (const issue of checked.issues) {
          const field = v.getDotPath(issue) ?? '';
          problems.push({ kind: 'invalid', collection, id, field, message: issue.message });
        }
      } else {
        // Only the fields its model knows: whatever else the file holds is left out.
        records.push({ collection, id, data: checked.output as TownRecord['data'] });
      }
    }
  }
  return {
    ok: true,
    exportedAt: new Date(file.exportedAt),
    version: file.version,
    records,
    counts,
    problems,
  };
}
