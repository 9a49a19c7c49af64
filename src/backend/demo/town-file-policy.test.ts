import { describe, expect, it } from 'vitest';
import { collections, configDocs } from '../../lib/models';
import {
  backupCollections,
  readableFromBrowser,
  restorableFromBrowser,
  restoreWayOf,
} from '../../lib/town-file-format';
import { isAllowed, type Caller } from './policy';

const admin: Caller = {
  uid: 'an-admin',
  isAdmin: true,
  isVendor: false,
  isDelivery: false,
  vendorShopId: null,
};

describe('what a town backup restores and reads from a browser', () => {
  const everyCollection = backupCollections({ includeOrders: true });

  /** A document of each collection (each config document), and whether the rules let an admin write it. */
  const everyDocument = everyCollection.flatMap((collection) =>
    (collection === 'config' ? Object.values(configDocs) : ['some-record']).map((docId) => ({
      collection,
      docId,
      allowed: isAllowed({
        caller: admin,
        operation: 'create',
        collection,
        docId,
        before: null,
        after: {},
      }),
    })),
  );

  it('writes exactly what the rules let an admin write, but never an admin: those only a computer restores', () => {
    for (const { collection, docId, allowed } of everyDocument) {
      expect(restorableFromBrowser(collection, docId), `${collection}/${docId}`).toBe(
        allowed && collection !== collections.admins,
      );
    }
  });

  it('leaves what no browser may write to the server’s checked restore, or to the server to rebuild', () => {
    for (const { collection, docId, allowed } of everyDocument) {
      const expected = allowed
        ? collection === collections.admins
          ? 'commandLine'
          : 'browser'
        : collection === collections.config
          ? 'rebuilt'
          : 'server';
      expect(restoreWayOf(collection, docId), `${collection}/${docId}`).toBe(expected);
    }
  });

  it('reads exactly what the rules let an admin list (config by its ids)', () => {
    for (const collection of everyCollection) {
      if (collection === 'config') continue;
      const allowed = isAllowed({
        caller: admin,
        operation: 'list',
        collection,
        query: { collection },
      });
      expect(readableFromBrowser(collection), collection).toBe(allowed);
    }
  });
});
