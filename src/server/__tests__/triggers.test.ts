import { afterEach, describe, expect, it } from 'vitest';
import { collections } from '../../lib/models';
import { syncProductShopNames } from '../triggers';
import { openTown, shop, type Town } from './server-fixtures';

/**
 * What follows a shop's write, as a Firestore trigger runs it on Firebase and
 * the Demo backend runs it after its own commits.
 */

let town: Town;
afterEach(() => town?.handle.internals.close());

const productNames = async (id: string) => {
  const data = (await town.handle.internals.serverStore.get(collections.products, id))?.data;
  return { shopName: data?.['shopName'], bn: data?.['shopNameBn'], hi: data?.['shopNameHi'] };
};

describe('a renamed shop', () => {
  it('renames itself on its products, in every language, and on nobody else’s', async () => {
    town = await openTown();
    await town.signInAs('admin');
    // As the admin's screen saves it: through the policy, which then runs the trigger.
    await town.handle.backend.store.update(collections.shops, 'shop-1', {
      name: 'Ma Tara Stores',
      nameBn: 'মা তারা স্টোর্স',
      nameHi: 'मां तारा स्टोर्स',
    });

    for (const id of ['rice', 'dal']) {
      expect(await productNames(id)).toEqual({
        shopName: 'Ma Tara Stores',
        bn: 'মা তারা স্টোর্স',
        hi: 'मां तारा स्टोर्स',
      });
    }
    // Another shop's product keeps its own shop's name.
    expect((await productNames('fish')).shopName).toBe(shop.name);
  });

  it('clears a language the shop no longer has a name in, and writes nothing the second time', async () => {
    town = await openTown();
    const { serverStore, writeDoc } = town.handle.internals;
    await writeDoc(collections.products, 'rice', {
      ...(await serverStore.get(collections.products, 'rice'))!.data,
      shopNameBn: 'পুরনো নাম',
    });
    const renamed = { ...shop, name: 'Ma Tara Stores' };

    await syncProductShopNames(serverStore, 'shop-1', renamed, shop);
    expect(await productNames('rice')).toEqual({ shopName: 'Ma Tara Stores', bn: '', hi: '' });

    const written: string[] = [];
    const watching = { ...serverStore };
    watching.update = async (collection, id, patch) => {
      written.push(id);
      return serverStore.update(collection, id, patch);
    };
    await syncProductShopNames(watching, 'shop-1', renamed, shop);
    expect(written).toEqual([]);
  });

  it('leaves the products of a deleted shop as they are', async () => {
    town = await openTown();
    await syncProductShopNames(town.handle.internals.serverStore, 'shop-1', null, shop);
    expect((await productNames('rice')).shopName).toBe(shop.name);
  });

  it('reads no product when a write leaves the names as they were (a vendor closing)', async () => {
    town = await openTown();
    const { serverStore } = town.handle.internals;
    const queried: string[] = [];
    const watching = { ...serverStore };
    watching.query = async (spec) => {
      queried.push(spec.collection);
      return serverStore.query(spec);
    };
    await syncProductShopNames(watching, 'shop-1', { ...shop, open: false }, shop);
    expect(queried).toEqual([]);
  });
});
