import { describe, expect, it } from 'vitest';
import { configDocs } from '../../lib/models';
import { backupCollections, readableFromBrowser, restorableFromBrowser } from '../../lib/town-file';
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

  it('writes exactly what the rules let an admin write', () => {
    for (const collection of everyCollection) {
      const ids = collection === 'config' ? Object.values(configDocs) : ['some-record'];
      for (const docId of ids) {
        const allowed = isAllowed({
          caller: admin,
          operation: 'create',
          collection,
          docId,
          before: null,
          after: {},
        });
        expect(restorableFromBrowser(collection, docId), `${collection}/${docId}`).toBe(allowed);
      }
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
