// @vitest-environment node
import { describe, expect, it } from 'vitest';
import rulesSource from '../../../firestore.rules?raw';
import { collections, requestCollections } from '../../lib/models';
import { parseSettings } from '../../config/env';
import {
  accessOperations,
  accessPolicy,
  anonymousCaller,
  callerFrom,
  isAllowed,
  RULES_ADMIN_ROLE,
  rulesFunctions,
  VISITOR_LIST_MAX,
  type AccessOperation,
  type Caller,
} from './policy';

/** `match /<collection>/{docId} { allow <ops>: if <condition>; … }` → collection → op → condition. */
function parseAllows(source: string): Map<string, Map<string, string>> {
  const parsed = new Map<string, Map<string, string>>();
  const block = /match \/(\w+)\/\{docId\} \{([^}]*)\}/g;
  for (const [, collection, body] of source.matchAll(block)) {
    const allows = new Map<string, string>();
    for (const [, operations, condition] of (body ?? '').matchAll(
      /allow ([\w, ]+): if ([^;]+);/g,
    )) {
      for (const operation of (operations ?? '').split(',')) {
        allows.set(operation.trim(), (condition ?? '').replace(/\s+/g, ' ').trim());
      }
    }
    parsed.set(collection ?? '', allows);
  }
  return parsed;
}

/** `function name(params) { body }` → "name(params)" → body, whitespace folded. */
function parseFunctions(source: string): Map<string, string> {
  const parsed = new Map<string, string>();
  for (const [, signature, body] of source.matchAll(
    /function (\w+\([^)]*\)) \{([\s\S]*?)\n {4}\}/g,
  )) {
    parsed.set(signature ?? '', (body ?? '').replace(/\s+/g, ' ').trim());
  }
  return parsed;
}

/**
 * Every difference between a rules file and the Demo policy: an allow
 * condition or a helper function's body that does not read the same, or
 * one that is on one side only. Empty when they mirror each other.
 */
function differences(source: string): string[] {
  const found: string[] = [];
  const allows = parseAllows(source);
  const collectionsInRules = [...allows.keys()].sort();
  const collectionsInPolicy = Object.keys(accessPolicy).sort();
  if (collectionsInRules.join() !== collectionsInPolicy.join()) {
    found.push(
      `collections: rules ${collectionsInRules.join()} / policy ${collectionsInPolicy.join()}`,
    );
  }
  for (const name of collectionsInPolicy) {
    const table = accessPolicy[name as keyof typeof accessPolicy];
    const fromRules = allows.get(name);
    if ([...(fromRules?.keys() ?? [])].sort().join() !== [...accessOperations].sort().join()) {
      found.push(`${name}: the rules do not state each of ${accessOperations.join(', ')} once`);
    }
    for (const operation of accessOperations) {
      if (fromRules?.get(operation) !== table[operation].rulesText) {
        found.push(
          `${name} ${operation}: "${fromRules?.get(operation)}" ≠ "${table[operation].rulesText}"`,
        );
      }
    }
  }
  const functions = parseFunctions(source);
  for (const signature of new Set([...functions.keys(), ...Object.keys(rulesFunctions)])) {
    if (functions.get(signature) !== rulesFunctions[signature]) {
      found.push(
        `function ${signature}: "${functions.get(signature)}" ≠ "${rulesFunctions[signature]}"`,
      );
    }
  }
  return found;
}

describe('the demo policy mirrors firestore.rules', () => {
  it('states every allow condition and every helper function as the rules do', () => {
    expect(differences(rulesSource)).toEqual([]);
  });

  it('covers every collection of the app', () => {
    expect(Object.keys(accessPolicy).sort()).toEqual(Object.values(collections).sort());
  });

  it('notices when a helper’s body changes in the rules, even if no allow line does', () => {
    const loosened = rulesSource.replace(
      /(function isDeliveryQueue\(\) \{)[\s\S]*?\n {4}\}/,
      '$1\n      return true;\n    }',
    );
    expect(loosened).not.toBe(rulesSource);
    expect(differences(loosened)).toEqual([expect.stringContaining('function isDeliveryQueue()')]);
    const adminByExistence = rulesSource.replace(
      " && get(staffDoc('admins')).data.role == 'admin'",
      '',
    );
    expect(differences(adminByExistence)).toEqual([expect.stringContaining('function isAdmin()')]);
  });

  it('compares the admin role with the default role value of the settings', () => {
    expect(rulesFunctions['isAdmin()']).toContain(`.data.role == '${parseSettings({}).adminRole}'`);
    expect(RULES_ADMIN_ROLE).toBe(parseSettings({}).adminRole);
  });

  it('denies everything else by default', () => {
    expect(rulesSource).toMatch(/match \/\{path=\*\*\} \{\s*allow read, write: if false;\s*\}/);
    expect(rulesSource).toMatch(/^rules_version = '2';/m);
  });
});

describe('who may do what', () => {
  const uid = 'person-1';
  const callers: Record<string, Caller> = {
    anonymous: anonymousCaller,
    user: callerFrom(uid, { admin: null, vendor: null, delivery: null }),
    admin: callerFrom(uid, { admin: { role: 'admin' }, vendor: null, delivery: null }),
    vendor: callerFrom(uid, { admin: null, vendor: { active: true }, delivery: null }),
    delivery: callerFrom(uid, { admin: null, vendor: null, delivery: { active: true } }),
  };
  const everyone = Object.keys(callers);
  const allowedFor = (
    collection: string,
    operation: AccessOperation,
    docId: string | undefined = 'someone-else',
    /** A list's limit; null for a query with none. */
    limit: number | null = 20,
  ) =>
    everyone.filter((role) =>
      isAllowed({
        caller: callers[role] as Caller,
        operation,
        collection,
        ...(operation === 'list'
          ? { query: { collection, ...(limit !== null && { limit }) } }
          : { docId }),
      }),
    );

  it('reads a role from active staff documents only', () => {
    expect(callerFrom(uid, { admin: null, vendor: { active: false }, delivery: null })).toEqual({
      uid,
      isAdmin: false,
      isVendor: false,
      isDelivery: false,
      vendorShopId: null,
    });
    expect(callerFrom(null, { admin: {}, vendor: null, delivery: null })).toBe(anonymousCaller);
  });

  it.each([
    collections.shops,
    collections.products,
    collections.doctors,
    collections.labTests,
    collections.directory,
    collections.teachers,
    collections.serviceProviders,
    collections.feeds,
    collections.emergencyContacts,
  ])('%s: everyone reads and lists a page at a time, only admins write', (collection) => {
    expect(allowedFor(collection, 'get')).toEqual(everyone);
    expect(allowedFor(collection, 'list')).toEqual(everyone);
    expect(allowedFor(collection, 'list', undefined, VISITOR_LIST_MAX)).toEqual(everyone);
    // A whole collection in one query is the admins' only: nobody else can run up the reads.
    expect(allowedFor(collection, 'list', undefined, VISITOR_LIST_MAX + 1)).toEqual(['admin']);
    expect(allowedFor(collection, 'list', undefined, null)).toEqual(['admin']);
    for (const operation of ['create', 'update', 'delete'] as const) {
      expect(allowedFor(collection, operation), operation).toEqual(['admin']);
    }
  });

  it('admins: you may get your own; admins do everything else', () => {
    expect(allowedFor(collections.admins, 'get', uid)).toEqual([
      'user',
      'admin',
      'vendor',
      'delivery',
    ]);
    expect(allowedFor(collections.admins, 'get')).toEqual(['admin']);
    for (const operation of ['list', 'create', 'update', 'delete'] as const) {
      expect(allowedFor(collections.admins, operation), operation).toEqual(['admin']);
    }
  });

  it.each([collections.vendor, collections.delivery])(
    '%s: you may get your own; admins manage others; nobody writes their own',
    (collection) => {
      expect(allowedFor(collection, 'get', uid)).toEqual(['user', 'admin', 'vendor', 'delivery']);
      expect(allowedFor(collection, 'get')).toEqual(['admin']);
      expect(allowedFor(collection, 'list')).toEqual(['admin']);
      for (const operation of ['create', 'update', 'delete'] as const) {
        expect(allowedFor(collection, operation), operation).toEqual(['admin']);
        expect(allowedFor(collection, operation, uid), `${operation} own`).toEqual([]);
      }
    },
  );

  describe('staff documents (as firestore.rules.test.ts checks them on the emulator)', () => {
    const staffCollections = [collections.admins, collections.vendor, collections.delivery];

    it('refuses every signed-out read', () => {
      for (const collection of staffCollections) {
        for (const operation of ['get', 'list'] as const) {
          expect(allowedFor(collection, operation), `${collection} ${operation}`).not.toContain(
            'anonymous',
          );
          expect(allowedFor(collection, operation, uid), `${collection} own`).not.toContain(
            'anonymous',
          );
        }
      }
      expect(allowedFor(collections.notifications, 'list')).not.toContain('anonymous');
    });

    it('refuses staff reads to a self-made account without a staff document', () => {
      for (const collection of [...staffCollections, collections.notifications]) {
        expect(allowedFor(collection, 'list'), collection).not.toContain('user');
        expect(allowedFor(collection, 'get'), collection).not.toContain('user');
      }
      expect(allowedFor(collections.orders, 'list')).not.toContain('user');
    });

    it('lets only admins write admin documents, and nobody write their own staff record', () => {
      for (const operation of ['create', 'update', 'delete'] as const) {
        expect(allowedFor(collections.admins, operation, uid), `admins ${operation}`).toEqual([
          'admin',
        ]);
        for (const collection of [collections.vendor, collections.delivery]) {
          expect(allowedFor(collection, operation, uid), `${collection} ${operation}`).toEqual([]);
        }
      }
    });
  });

  it.each([collections.openOrders, collections.notifications])(
    '%s: no browser makes one; the server does',
    (collection) => {
      expect(allowedFor(collection, 'create')).toEqual([]);
      expect(allowedFor(collection, 'update')).not.toContain('anonymous');
      expect(allowedFor(collection, 'list')).not.toContain('anonymous');
    },
  );

  it.each([collections.phoneActivity, collections.shopActivity, collections.references])(
    '%s: the server’s own; no browser reads or writes it',
    (collection) => {
      for (const operation of accessOperations) {
        expect(allowedFor(collection, operation), operation).toEqual([]);
      }
    },
  );

  it('orders: read by id (the id is the permission), written by nobody, listed by admins', () => {
    expect(allowedFor(collections.orders, 'get')).toEqual(everyone);
    expect(allowedFor(collections.orders, 'list')).toEqual(['admin']);
    for (const operation of ['create', 'update'] as const) {
      expect(allowedFor(collections.orders, operation), operation).toEqual([]);
    }
    expect(allowedFor(collections.orders, 'delete')).toEqual(['admin']);
  });

  it.each(Object.values(requestCollections))(
    '%s: read by id (the id is the permission); listed and kept by admins only',
    (collection) => {
      expect(allowedFor(collection, 'get')).toEqual(everyone);
      for (const operation of ['list', 'create', 'update', 'delete'] as const) {
        expect(allowedFor(collection, operation), operation).toEqual(['admin']);
      }
    },
  );

  it('config: everyone reads one document; only admins write the ordering terms', () => {
    expect(allowedFor(collections.config, 'get', 'ordering')).toEqual(everyone);
    expect(allowedFor(collections.config, 'list')).toEqual([]);
    expect(allowedFor(collections.config, 'update', 'ordering')).toEqual(['admin']);
    expect(allowedFor(collections.config, 'update', 'shops')).toEqual([]);
  });

  it('scopes a vendor’s list to their own shop’s orders, and lets them write no shop or product', () => {
    const vendor = callerFrom(uid, {
      admin: null,
      vendor: { active: true, shopId: 'shop-1' },
      delivery: null,
    });
    const ask = (request: Omit<Parameters<typeof isAllowed>[0], 'caller'>) =>
      isAllowed({ caller: vendor, ...request });
    const byShop = (shopId: string) => ({
      collection: collections.orders,
      where: [{ field: 'shopId', op: '==' as const, value: shopId }],
    });
    expect(
      ask({ operation: 'list', collection: collections.orders, query: byShop('shop-1') }),
    ).toBe(true);
    expect(
      ask({ operation: 'list', collection: collections.orders, query: byShop('shop-2') }),
    ).toBe(false);
    // Opening, closing, stock and prices go through the vendorShopAction function.
    const shop = { name: 'Mine', open: true };
    expect(
      ask({
        operation: 'update',
        collection: collections.shops,
        docId: 'shop-1',
        before: shop,
        after: { ...shop, open: false },
      }),
    ).toBe(false);
    const product = { shopId: 'shop-1', name: 'Rice', price: 60, stock: 5 };
    expect(
      ask({
        operation: 'update',
        collection: collections.products,
        docId: 'rice',
        before: product,
        after: { ...product, stock: 40 },
      }),
    ).toBe(false);
  });

  it('scopes a delivery person to their own orders and the unclaimed ready ones', () => {
    const rider = callerFrom(uid, { admin: null, vendor: null, delivery: { active: true } });
    const list = (where: { field: string; op: '=='; value: string | null }[]) =>
      isAllowed({
        caller: rider,
        operation: 'list',
        collection: collections.orders,
        query: { collection: collections.orders, where },
      });
    expect(list([{ field: 'deliveryUid', op: '==', value: uid }])).toBe(true);
    expect(
      list([
        { field: 'status', op: '==', value: 'ready' },
        { field: 'deliveryUid', op: '==', value: null },
      ]),
    ).toBe(true);
    expect(list([{ field: 'deliveryUid', op: '==', value: 'someone-else' }])).toBe(false);
    expect(list([{ field: 'status', op: '==', value: 'placed' }])).toBe(false);
  });

  it('denies every operation on a collection it does not know, even to admins', () => {
    for (const operation of accessOperations) {
      expect(allowedFor('secrets', operation)).toEqual([]);
    }
  });
});
