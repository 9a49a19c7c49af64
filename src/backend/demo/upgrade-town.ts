import { collections, configDocs } from '../../lib/models';
import { canonicalTownText } from '../../lib/town-file-format';
import type { DocData, DocumentStore } from '../../port/types';
import type { DemoDatabase, DocRecord, SeededRecordsRow } from './db';
import {
  recordHash,
  seededAccounts,
  seededKey,
  seedVersion,
  townDocuments,
  type SeedDoc,
} from './seed-town';

/**
 * Brings a town seeded by an older seed up to `seedVersion` by seeding again
 * what nobody changed, with no step per version:
 *
 * - a record the seed wrote and nobody changed since is replaced by the new
 *   seed's (its times read afresh), or removed when the new seed has none;
 * - a record a person changed, or made, is kept as it is, and so is one
 *   they deleted (it stays deleted);
 * - a record new in this seed is added.
 *
 * "Nobody changed" is told by what the seed wrote, remembered record by
 * record (`SeededRecordsRow`: each one's `recordHash`). A town seeded before
 * version 12 remembers nothing, so there its records are told apart by
 * their `rev`: the seed wrote 'seed', the old upgrade steps 'upgrade-…',
 * every other write a random one (db.ts `newRevision`); see
 * `untouchedBefore12`. Such a town cannot tell a record a person deleted
 * from one new in this seed, so it is given a seed record it lacks only
 * where it holds none of the seed's in that collection (a collection new to
 * it, such as the neighbourhoods).
 *
 * A rider's cash and the lines of their ledger stand together (its balance
 * is their sum): if a person changed any of them, or a delivery added one,
 * all are kept. With `store` (the server's), once it has written shops,
 * products or config, every shop's trigger runs (src/server/triggers.ts), so
 * config/shops and the products' shop names agree with the shops as they now
 * are. A seed account the town lacks (its uid unknown, its email free) is
 * added, as the pharmacy's vendor of seed 13; the others are left as they
 * are. Returns the collections it changed.
 */
export async function upgradeTown(
  db: DemoDatabase,
  store?: DocumentStore,
  now: Date = new Date(),
): Promise<string[]> {
  const seed = townDocuments(now);
  const changed = await db.transaction('rw', db.docs, db.meta, db.accounts, async () => {
    const mark = await db.meta.get('seeded');
    if (!mark || !('seedVersion' in mark) || mark.seedVersion >= seedVersion) return [];
    const remembered = (await db.meta.get('seededRecords')) as SeededRecordsRow | undefined;
    const wrote = remembered ? new Map(Object.entries(remembered.hashes)) : null;
    const collectionsOf = (keys: Iterable<string>) =>
      [...keys].map((key) => key.slice(0, key.indexOf('/')));
    const read = new Set([
      ...seed.map((doc) => doc.collection),
      ...collectionsOf(wrote?.keys() ?? []),
    ]);
    const town = await db.docs
      .where('collection')
      .anyOf([...read])
      .toArray();
    const plan = reseed(seed, town, wrote);
    if (plan.put.length > 0) {
      await db.docs.bulkPut(plan.put.map((doc) => ({ ...doc, rev: 'seed' }) satisfies DocRecord));
    }
    if (plan.remove.length > 0) {
      await db.docs.bulkDelete(plan.remove.map((doc) => [doc.collection, doc.id]));
    }
    await db.meta.put({ key: 'seededRecords', hashes: plan.hashes } satisfies SeededRecordsRow);
    for (const account of seededAccounts(now)) {
      const known = await db.accounts.get(account.uid);
      const taken = await db.accounts.where('email').equals(account.email).count();
      if (!known && taken === 0) await db.accounts.add(account);
    }
    await db.meta.put({ ...mark, seedVersion });
    return [...new Set([...plan.put, ...plan.remove].map((doc) => doc.collection))];
  });
  const shopping: string[] = [collections.shops, collections.products, collections.config];
  if (store && changed.some((collection) => shopping.includes(collection))) {
    await runShopTriggers(store);
  }
  return changed;
}

interface Reseeding {
  put: SeedDoc[];
  remove: { collection: string; id: string }[];
  /** What the seed has written from now on (`SeededRecordsRow`). */
  hashes: Record<string, string>;
}

/** Records that stand or fall together: a rider's cash and every line of their ledger. */
function unitOf(collection: string, id: string, data: Record<string, unknown>): string {
  if (collection === collections.riderCash) return `rider/${id}`;
  if (collection === collections.cashLedger) return `rider/${String(data['riderUid'])}`;
  return seededKey(collection, id);
}

/**
 * Of a town from before version 12, whether the seed wrote `record` and
 * nobody changed it since: 'seed' is the seed's own write. An old upgrade
 * step ('upgrade-…') rewrote records whether or not a person had changed
 * them, so one it wrote counts only while it holds the new seed's fields,
 * search words and times aside (which the steps and the seed's clock move).
 */
function untouchedBefore12(record: DocRecord, fresh: SeedDoc | undefined): boolean {
  if (record.rev === 'seed') return true;
  if (!record.rev.startsWith('upgrade-') || !fresh) return false;
  const written = (data: DocData) =>
    canonicalTownText(
      Object.fromEntries(
        Object.entries(data).filter(
          ([field, value]) => field !== 'keywords' && !(value instanceof Date),
        ),
      ),
    );
  return written(record.data) === written(fresh.data);
}

/**
 * What to write, remove and remember, given the new seed, the town's records
 * in the collections it writes, and what the old seed wrote (null: a town
 * from before version 12, told by `rev`).
 */
function reseed(
  seed: readonly SeedDoc[],
  town: readonly DocRecord[],
  wrote: ReadonlyMap<string, string> | null,
): Reseeding {
  interface Unit {
    stored: DocRecord[];
    fresh: SeedDoc[];
    /** What the old seed wrote of it. */
    seeded: string[];
  }
  const units = new Map<string, Unit>();
  const unit = (name: string) => {
    let found = units.get(name);
    if (!found) units.set(name, (found = { stored: [], fresh: [], seeded: [] }));
    return found;
  };
  const unitByKey = new Map<string, string>();
  for (const record of town) {
    const name = unitOf(record.collection, record.id, record.data);
    unitByKey.set(seededKey(record.collection, record.id), name);
    unit(name).stored.push(record);
  }
  for (const doc of seed) {
    const name = unitOf(doc.collection, doc.id, doc.data);
    unitByKey.set(seededKey(doc.collection, doc.id), name);
    unit(name).fresh.push(doc);
  }
  const keyOf = (doc: { collection: string; id: string }) => seededKey(doc.collection, doc.id);
  const freshByKey = new Map(seed.map((doc) => [keyOf(doc), doc]));
  // Before version 12, what the seed wrote is told by `rev`: its own write, or an old step's
  // on a record this seed has too (a step also rewrote records people made).
  const bySeed = town.filter(
    (record) =>
      record.rev === 'seed' || (record.rev.startsWith('upgrade-') && freshByKey.has(keyOf(record))),
  );
  for (const key of wrote?.keys() ?? bySeed.map(keyOf)) {
    unit(unitByKey.get(key) ?? key).seeded.push(key);
  }
  // Before version 12: the collections where the town holds something of the seed's.
  const seededCollections = new Set(bySeed.map((record) => record.collection));

  const storedHashes = new Map(town.map((record) => [keyOf(record), recordHash(record.data)]));
  const untouched = (record: DocRecord) => {
    if (!wrote) return untouchedBefore12(record, freshByKey.get(keyOf(record)));
    const hash = wrote.get(keyOf(record));
    return hash !== undefined && hash !== '' && hash === storedHashes.get(keyOf(record));
  };
  const plan: Reseeding = { put: [], remove: [], hashes: {} };
  /** The seed's records, but those the town holds exactly so already. */
  const write = (docs: readonly SeedDoc[]) => {
    for (const doc of docs) {
      const hash = recordHash(doc.data);
      plan.hashes[keyOf(doc)] = hash;
      if (storedHashes.get(keyOf(doc)) !== hash) plan.put.push(doc);
    }
  };
  /** Remembered as the seed's, but no longer as it wrote it: never replaced, never brought back. */
  const keep = (keys: readonly string[]) => {
    for (const key of keys) plan.hashes[key] = '';
  };

  for (const { stored, fresh, seeded } of units.values()) {
    if (fresh.length === 0 && seeded.length === 0) continue; // a person's own
    const storedKeys = new Set(stored.map(keyOf));
    const freshKeys = fresh.map(keyOf);
    if (stored.length === 0) {
      const isNew = wrote
        ? seeded.length === 0
        : fresh.every((doc) => !seededCollections.has(doc.collection));
      if (isNew) write(fresh);
      else keep([...new Set([...seeded, ...freshKeys])]);
      continue;
    }
    const touched = !stored.every(untouched) || seeded.some((key) => wrote && !storedKeys.has(key));
    if (touched) {
      keep([...new Set([...seeded, ...freshKeys])]);
      continue;
    }
    write(fresh);
    const kept = new Set(freshKeys);
    plan.remove.push(...stored.filter((record) => !kept.has(keyOf(record))));
  }
  return plan;
}

/** Every shop's trigger, as after a write of it: config/shops and its products' names follow it. */
async function runShopTriggers(store: DocumentStore): Promise<void> {
  const { onShopWritten, syncShopState } = await import('../../server/triggers');
  const shops = (await store.query({ collection: collections.shops })).docs;
  for (const shop of shops) await onShopWritten(store, shop.id, shop.data, null);
  // A shop the upgrade removed is `removed` in config/shops, as its trigger would say.
  const states = (await store.get(collections.config, configDocs.shops))?.data['states'];
  const gone = Object.keys(states && typeof states === 'object' ? states : {}).filter(
    (id) => !shops.some((shop) => shop.id === id),
  );
  for (const id of gone) await syncShopState(store, id, null);
}
