// @vitest-environment node
import { describe, expect, it } from 'vitest';
import rulesSource from '../../../firestore.rules?raw';
import { collections } from '../../lib/models';
import {
  accessOperations,
  accessPolicy,
  anonymousCaller,
  callerFrom,
  isAllowed,
  type AccessOperation,
  type Caller,
} from './policy';

/** `match /<collection>/{docId} { allow <ops>: if <condition>; … }` → collection → op → condition. */
function parseRules(source: string): Map<string, Map<string, string>> {
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

describe('the demo policy mirrors firestore.rules', () => {
  const rules = parseRules(rulesSource);

  it('covers exactly the same collections, every collection of the app', () => {
    expect([...rules.keys()].sort()).toEqual(Object.keys(accessPolicy).sort());
    expect(Object.keys(accessPolicy).sort()).toEqual(Object.values(collections).sort());
  });

  it.each(Object.keys(accessPolicy))(
    'states the same condition for each operation on %s',
    (name) => {
      const table = accessPolicy[name as keyof typeof accessPolicy];
      const fromRules = rules.get(name);
      for (const operation of accessOperations) {
        expect(fromRules?.get(operation), `${name} ${operation}`).toBe(table[operation].rulesText);
      }
      // Only the five explicit operations, never the read/write shorthands.
      expect([...(fromRules?.keys() ?? [])].sort()).toEqual([...accessOperations].sort());
    },
  );

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
  ) =>
    everyone.filter((role) =>
      isAllowed({
        caller: callers[role] as Caller,
        operation,
        collection,
        ...(operation !== 'list' && { docId }),
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
  ])('%s: everyone reads and lists, only admins write', (collection) => {
    expect(allowedFor(collection, 'get')).toEqual(everyone);
    expect(allowedFor(collection, 'list')).toEqual(everyone);
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

  it('denies every operation on a collection it does not know, even to admins', () => {
    for (const operation of accessOperations) {
      expect(allowedFor('secrets', operation)).toEqual([]);
    }
  });
});
