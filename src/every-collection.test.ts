// @vitest-environment node
import rulesSource from '../firestore.rules?raw';
import { deployedIndexes } from './backend/demo/indexes';
import { accessPolicy } from './backend/demo/policy';
import { adminCollections, notManagedHere } from './features/admin/sections';
import { collectionSchemas } from './lib/collection-schemas';
import * as ordering from './lib/model-schemas';
import { collections, type CollectionName } from './lib/models';
import { orderCollections, townCollections } from './lib/town-file-format';

/**
 * "Adding a collection" in docs/architecture.md, held: each collection of
 * lib/models has every place that list names, or a stated reason not to.
 * A collection added without one of them fails here, naming what it misses.
 */

/** The collections no town file holds, and why (every other one is in a backup). */
const neverBackedUp: Readonly<Partial<Record<CollectionName, string>>> = {
  notifications: 'the alerts’ outbox: restored, old alerts would be sent again',
  shopActivity: 'a shop’s alert budget of the last hour',
  deviceActivity: 'a device’s daily limits',
  chatActivity: 'a chat’s alert budget of the last hour',
  pushDevices: 'devices’ push tokens, which belong to the phones that made them',
  shopChats: 'a chat is linked again from the shop’s Telegram, never from a file',
  shopChatCodes: 'one-time codes, gone in 30 minutes',
  shopQr: 'a shop’s QR photo is taken again by its vendor',
  shopLists:
    'lists sent to shops live 30 days and may be prescriptions (health data): a backup would keep them past their deletion',
  listMedia:
    'a list’s photo or voice note, deleted with its list (health data, kept out of backups)',
};

/** The fields of a model: of each kind, for a model of several (the outbox: Telegram or push). */
function fieldsOfModel(schema: unknown): Set<string> {
  const fields = new Set<string>();
  const visit = (part: unknown) => {
    if (typeof part !== 'object' || part === null) return;
    if ('entries' in part && typeof part.entries === 'object' && part.entries !== null) {
      for (const name of Object.keys(part.entries)) fields.add(name);
    }
    if ('options' in part && Array.isArray(part.options)) part.options.forEach(visit);
  };
  visit(schema);
  return fields;
}

const schemas = new Map<string, unknown>(Object.entries(collectionSchemas));

/** A collection's model's fields; config holds two kinds of document, each with its own model. */
const modelFields = (name: string) =>
  name === collections.config
    ? new Set([
        ...fieldsOfModel(ordering.orderingTermsModel),
        ...fieldsOfModel(ordering.shopStatesModel),
      ])
    : fieldsOfModel(schemas.get(name));

const reasons = new Map<string, string>(Object.entries(notManagedHere));

const every = Object.values(collections);

describe('every collection of lib/models', () => {
  it.each(every)('%s: has its block in firestore.rules', (name) => {
    expect(rulesSource).toMatch(new RegExp(`\\bmatch /${name}/\\{docId\\} \\{`));
  });

  it.each(every)('%s: has its entry in the Demo’s policy', (name) => {
    expect(Object.hasOwn(accessPolicy, name)).toBe(true);
  });

  it.each(every)('%s: has its model in lib/collection-schemas', (name) => {
    expect(modelFields(name).size).toBeGreaterThan(0);
  });

  it.each(every)('%s: is an admin section, or says why not', (name) => {
    const sections = adminCollections().filter((config) => config.collection === name);
    const reason = reasons.get(name) ?? '';
    expect(sections.length > 0 !== reason.length > 0).toBe(true);
  });

  it.each(every)('%s: is in a town file’s backup, or says why not', (name) => {
    const backedUp = [...townCollections, ...orderCollections].some((held) => held === name);
    expect(backedUp !== Object.hasOwn(neverBackedUp, name)).toBe(true);
  });

  it('has each composite index on fields its model has', () => {
    for (const { collectionGroup, fields } of deployedIndexes()) {
      expect(every, collectionGroup).toContain(collectionGroup);
      const known = modelFields(collectionGroup);
      for (const { fieldPath } of fields) {
        // A nested field ("upiClaim.state") is its model's field before the dot.
        expect(known, `${collectionGroup}.${fieldPath}`).toContain(fieldPath.split('.')[0]);
      }
    }
  });
});
