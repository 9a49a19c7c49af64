// @vitest-environment node
import { describe, expect, it } from 'vitest';
import rulesSource from '../../../firestore.rules?raw';
import { collections, publicListings, requestCollections } from '../../lib/models';
import { ADMIN_ROLE } from '../../lib/roles';
import {
  accessOperations,
  accessPolicy,
  anonymousCaller,
  callerFrom,
  everyPath,
  isAllowed,
  rulesFunctions,
  VISITOR_LIST_MAX,
  type AccessOperation,
  type Caller,
} from './policy';
import { rulesDifferences } from './rules-mirror';

/** `rulesSource` with `from` replaced, checked to have changed, so a mutation cannot pass by missing. */
function mutated(from: string | RegExp, to: string): string {
  const changed = rulesSource.replace(from, to);
  expect(changed, `the rules have no ${String(from)}`).not.toBe(rulesSource);
  return changed;
}

const openDoor = 'match /{anything=**} { allow read, write: if true; }';

/**
 * Changes to firestore.rules that the Demo policy does not mirror, each of
 * which must fail the comparison: the door left open in every shape, a
 * condition or a helper loosened, and the lines around the blocks changed.
 */
const unmirrored: Record<string, () => string> = {
  'a recursive wildcard that opens every path': () =>
    mutated('    // ---- Everything else', `    ${openDoor}\n    // ---- Everything else`),
  'the open door as the first block': () =>
    mutated('    // ---- Staff documents', `    ${openDoor}\n    // ---- Staff documents`),
  'the open door outside the documents’ block': () => `${rulesSource}\n${openDoor}\n`,
  'a second service with the open door': () =>
    `${rulesSource}\nservice cloud.firestore { match /databases/{database}/documents { ${openDoor} } }\n`,
  'a nested match inside a collection': () =>
    mutated(
      /(match \/orders\/\{docId\} \{\n)/,
      '$1      match /notes/{noteId} { allow read: if true; }\n',
    ),
  'a new collection with get and list for anyone': () =>
    mutated(
      '    // ---- Everything else',
      '    match /secrets/{id} { allow get, list: if true; }\n    // ---- Everything else',
    ),
  'a collection’s wildcard made recursive': () =>
    mutated('match /shops/{docId} {', 'match /shops/{docId=**} {'),
  'read and write shorthand added to a block': () =>
    mutated(
      /(match \/notifications\/\{docId\} \{\n)/,
      '$1      allow read, write: if signedIn();\n',
    ),
  'five allow lines folded into read, write': () =>
    mutated(
      /(match \/messages\/\{docId\} \{\n)[^}]*\}/,
      '$1      allow read, write: if isAdmin();\n    }',
    ),
  'an allow line dropped': () => mutated('      allow list: if false;\n', ''),
  'an allow line added twice, the second looser': () =>
    mutated(/(match \/products\/\{docId\} \{\n)/, '$1      allow update: if signedIn();\n'),
  'a condition loosened': () =>
    mutated(
      "allow create: if isAdmin() && docId == 'ordering';",
      "allow create: if isAdmin() || docId == 'ordering';",
    ),
  'a condition loosened behind a comment': () =>
    mutated(
      /(match \/phoneActivity\/\{docId\} \{\n\s*allow get: if) false;/,
      '$1 /* nobody */ true;',
    ),
  'a helper’s body replaced by true': () =>
    mutated(/(function isDeliveryQueue\(\) \{)[\s\S]*?\n {4}\}/, '$1\n      return true;\n    }'),
  'the admin role no longer compared': () =>
    mutated(" && get(staffDoc('admins')).data.role == 'admin'", ''),
  'another admin role value': () => mutated(".data.role == 'admin'", ".data.role == 'superuser'"),
  'a new helper function': () =>
    mutated(
      '    function signedIn() {',
      '    function isStaff() {\n      return true;\n    }\n\n    function signedIn() {',
    ),
  'another rules version': () => mutated("rules_version = '2';", "rules_version = '1';"),
  'no rules version': () => mutated("rules_version = '2';", ''),
  'the last block opened': () =>
    mutated(/(match \/\{path=\*\*\} \{\s*allow read, write: if) false;/, '$1 true;'),
  'the last block allowing reads only': () =>
    mutated(
      /(match \/\{path=\*\*\} \{\s*)allow read, write: if false;/,
      '$1allow read: if true;\n      allow write: if false;',
    ),
  'the last block gone': () => mutated(/\s*match \/\{path=\*\*\} \{[^}]*\}/, ''),
  'the documents’ path widened': () =>
    mutated('match /databases/{database}/documents {', 'match /{everything=**} {'),
  'an unclosed comment swallowing the last blocks': () =>
    mutated('    // ---- Everything else', '    /* ---- Everything else'),
};

describe('the demo policy mirrors firestore.rules', () => {
  it('says what firestore.rules says, token for token', () => {
    expect(rulesDifferences(rulesSource)).toEqual([]);
  });

  it('does not mind comments and spacing', () => {
    const reflowed = rulesSource
      .replace(/\/\/[^\n]*/g, '')
      .replace(/\s+/g, ' ')
      .replace(/;/g, '; /* noted */');
    expect(rulesDifferences(reflowed)).toEqual([]);
  });

  it.each(Object.entries(unmirrored))('fails on a change it does not mirror: %s', (_, change) => {
    expect(rulesDifferences(change())).toEqual([
      expect.stringMatching(/^firestore\.rules line \d+/),
    ]);
  });

  it('names the rules’ line and the part of the policy where they part ways', () => {
    const bodyLine =
      rulesSource.split('\n').findIndex((line) => line.includes('function isDeliveryQueue()')) + 2; // 1-based, the line after
    expect(rulesDifferences(unmirrored['a helper’s body replaced by true']!())).toEqual([
      `firestore.rules line ${bodyLine}, in function isDeliveryQueue(): after "( ) { return" the rules say "true ; } match / admins / { docId } { allow" where the Demo policy says "isDelivery ( ) && ( resource . data . deliveryUid == request"`,
    ]);
    expect(rulesDifferences(unmirrored['a recursive wildcard that opens every path']!())).toEqual([
      expect.stringContaining(
        'in match /{path=**}: after "} match / {" the rules say "anything = * * } { allow read , write : if"',
      ),
    ]);
  });

  it('covers every collection of the app', () => {
    expect(Object.keys(accessPolicy).sort()).toEqual(Object.values(collections).sort());
  });

  it('compares the admin role with the one constant the server and the app read', () => {
    expect(rulesFunctions['isAdmin()']).toContain(`.data.role == '${ADMIN_ROLE}'`);
  });

  it('denies everything no block names, to admins too', () => {
    expect(everyPath.read.rulesText).toBe('false');
    expect(everyPath.write.rulesText).toBe('false');
  });
});

describe('who may do what', () => {
  const uid = 'person-1';
  const callers: Record<string, Caller> = {
    anonymous: anonymousCaller,
    user: callerFrom(uid, { admin: null, vendor: null, delivery: null }),
    admin: callerFrom(uid, { admin: { role: ADMIN_ROLE }, vendor: null, delivery: null }),
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

  it.each(publicListings)(
    '%s: everyone reads and lists a page at a time, only admins write',
    (collection) => {
      expect(allowedFor(collection, 'get')).toEqual(everyone);
      expect(allowedFor(collection, 'list')).toEqual(everyone);
      expect(allowedFor(collection, 'list', undefined, VISITOR_LIST_MAX)).toEqual(everyone);
      // A whole collection in one query is the admins' only: nobody else can run up the reads.
      expect(allowedFor(collection, 'list', undefined, VISITOR_LIST_MAX + 1)).toEqual(['admin']);
      expect(allowedFor(collection, 'list', undefined, null)).toEqual(['admin']);
      for (const operation of ['create', 'update', 'delete'] as const) {
        expect(allowedFor(collection, operation), operation).toEqual(['admin']);
      }
    },
  );

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

  it.each([
    collections.phoneActivity,
    collections.shopActivity,
    collections.deviceActivity,
    collections.references,
    collections.pushDevices,
    collections.shopChatCodes,
    collections.chatActivity,
  ])('%s: the server’s own; no browser reads or writes it', (collection) => {
    for (const operation of accessOperations) {
      expect(allowedFor(collection, operation), operation).toEqual([]);
    }
  });

  it('shopChats: the shop’s own vendor and the admins read it; only the server writes it', () => {
    const vendorOf = (shopId: string) =>
      callerFrom(uid, { admin: null, vendor: { active: true, shopId }, delivery: null });
    const reads = (caller: Caller, docId: string) =>
      isAllowed({ caller, operation: 'get', collection: collections.shopChats, docId });
    expect(reads(vendorOf('shop-1'), 'shop-1')).toBe(true);
    expect(reads(vendorOf('shop-2'), 'shop-1')).toBe(false);
    expect(allowedFor(collections.shopChats, 'get', 'shop-1')).toEqual(['admin']);
    expect(allowedFor(collections.shopChats, 'list')).toEqual(['admin']);
    for (const operation of ['create', 'update', 'delete'] as const) {
      expect(allowedFor(collections.shopChats, operation, 'shop-1'), operation).toEqual([]);
    }
  });

  it('orders: read by id (the id is the permission), written by nobody, listed by admins', () => {
    expect(allowedFor(collections.orders, 'get')).toEqual(everyone);
    expect(allowedFor(collections.orders, 'list')).toEqual(['admin']);
    for (const operation of ['create', 'update'] as const) {
      expect(allowedFor(collections.orders, operation), operation).toEqual([]);
    }
    expect(allowedFor(collections.orders, 'delete')).toEqual(['admin']);
  });

  it.each([collections.shopLists, collections.listMedia])(
    '%s: read by id (the list’s id is the permission), listed only by the shop’s vendor and admins, written by nobody',
    (collection) => {
      expect(allowedFor(collection, 'get')).toEqual(everyone);
      // A query with no shop named is the admins' alone: no stranger walks through the media.
      expect(allowedFor(collection, 'list')).toEqual(['admin']);
      expect(allowedFor(collection, 'list', undefined, null)).toEqual(['admin']);
      for (const operation of ['create', 'update'] as const) {
        expect(allowedFor(collection, operation), operation).toEqual([]);
      }
      expect(allowedFor(collection, 'delete')).toEqual(['admin']);
    },
  );

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

  describe('each condition of a staff list query is needed: the query without any one is refused', () => {
    type Where = { field: string; op: '==' | '<='; value: string | null | Date };
    const rider = callerFrom(uid, { admin: null, vendor: null, delivery: { active: true } });
    const vendor = callerFrom(uid, {
      admin: null,
      vendor: { active: true, shopId: 'shop-1' },
      delivery: null,
    });
    const formerRider = callerFrom(uid, { admin: null, vendor: null, delivery: { active: false } });
    const formerVendor = callerFrom(uid, {
      admin: null,
      vendor: { active: false, shopId: 'shop-1' },
      delivery: null,
    });
    /**
     * Every query the app's staff and visitors list with more than one
     * condition (a filter, the caller's role, a page's limit), as the screens
     * ask it (features/delivery, features/vendor, features/feeds).
     */
    const queries: {
      name: string;
      collection: string;
      caller: Caller;
      where: Where[];
      limit?: number;
      /** Someone the rules must refuse the whole query to. */
      notFor: Caller[];
    }[] = [
      {
        name: 'the delivery queue: ready orders nobody has taken',
        collection: collections.orders,
        caller: rider,
        where: [
          { field: 'status', op: '==', value: 'ready' },
          { field: 'deliveryUid', op: '==', value: null },
        ],
        limit: 30,
        notFor: [formerRider, callers['user'] as Caller, vendor, anonymousCaller],
      },
      {
        name: 'a delivery person’s own orders',
        collection: collections.orders,
        caller: rider,
        where: [{ field: 'deliveryUid', op: '==', value: uid }],
        limit: 30,
        notFor: [formerRider, callers['user'] as Caller, anonymousCaller],
      },
      ...(
        [
          ['a vendor’s shop’s orders', collections.orders],
          ['a vendor’s shop’s lists (issue 37)', collections.shopLists],
          ['a vendor’s shop’s list photos and voice notes', collections.listMedia],
        ] as const
      ).map(([name, collection]) => ({
        name,
        collection,
        caller: vendor,
        where: [{ field: 'shopId', op: '==' as const, value: 'shop-1' }],
        limit: 50,
        notFor: [formerVendor, rider, callers['user'] as Caller, anonymousCaller],
      })),
      {
        name: 'a delivery person’s cash ledger',
        collection: collections.cashLedger,
        caller: rider,
        where: [{ field: 'riderUid', op: '==', value: uid }],
        limit: 50,
        notFor: [anonymousCaller],
      },
      {
        name: 'a feed’s published posts, a page at a time',
        collection: collections.feeds,
        caller: anonymousCaller,
        where: [
          { field: 'type', op: '==', value: 'news' },
          { field: 'publishedAt', op: '<=', value: new Date() },
        ],
        limit: VISITOR_LIST_MAX,
        notFor: [],
      },
    ];
    const asks = (caller: Caller, collection: string, where: Where[], limit?: number) =>
      isAllowed({
        caller,
        operation: 'list',
        collection,
        query: { collection, where, ...(limit !== undefined && { limit }) },
      });
    /** Every part of `items` but the whole: each alone, each left out, and none. */
    const properParts = <T>(items: readonly T[]): T[][] =>
      Array.from({ length: 2 ** items.length - 1 }, (_, mask) =>
        items.filter((_, index) => (mask >> index) & 1),
      );

    it.each(queries)('$name', ({ collection, caller, where, limit, notFor }) => {
      expect(asks(caller, collection, where, limit)).toBe(true);
      // Each filter the rules read is needed: any part of the query is refused.
      const needed = where.filter((condition) =>
        collection === collections.feeds ? false : condition.op === '==',
      );
      for (const part of properParts(needed)) {
        const kept = where.filter(
          (condition) => !needed.includes(condition) || part.includes(condition),
        );
        expect(asks(caller, collection, kept, limit), JSON.stringify(kept)).toBe(false);
      }
      // Each filter's value is needed too: another value is refused.
      for (const condition of needed) {
        const other = where.map((each) =>
          each === condition
            ? { ...each, value: each.value === null ? 'someone-else' : 'other' }
            : each,
        );
        expect(asks(caller, collection, other, limit), JSON.stringify(other)).toBe(false);
      }
      // The caller's role is a condition: the same query from anyone else is refused.
      for (const someone of notFor) {
        expect(asks(someone, collection, where, limit), JSON.stringify(someone)).toBe(false);
      }
      // A page's limit is a condition for all but admins: without it, or past the bound, refused.
      if (!caller.isAdmin && collection === collections.feeds) {
        expect(asks(caller, collection, where)).toBe(false);
        expect(asks(caller, collection, where, VISITOR_LIST_MAX + 1)).toBe(false);
      }
    });

    it('refuses the delivery queue’s conditions one at a time, whoever asks', () => {
      for (const caller of Object.values(callers)) {
        if (caller.isAdmin) continue;
        const queue = (where: Where[]) => asks(caller, collections.orders, where, 30);
        expect(queue([{ field: 'status', op: '==', value: 'ready' }])).toBe(false);
        expect(queue([{ field: 'deliveryUid', op: '==', value: null }])).toBe(false);
      }
    });
  });

  it('denies every operation on a collection it does not know, even to admins', () => {
    for (const operation of accessOperations) {
      expect(allowedFor('secrets', operation)).toEqual([]);
    }
  });
});
