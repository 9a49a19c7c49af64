// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { QR_PHOTO_BYTES_MAX } from '../../lib/limits';
import { collections } from '../../lib/models';
import { refusal } from '../../testing/refusal';
import { townForEachTest } from './server-fixtures';

/**
 * A shop's QR photo lives in `shopQr/{shopId}`, never in the shop: set by
 * the shop's own vendor or an admin, through the server alone.
 */
const town = townForEachTest();

/** A WebP data address of `bytes` bytes. */
const photo = (bytes: number) => `data:image/webp;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;
const setQr = (shopId: string, image: string) =>
  town.handle.backend.call('setShopQr', { shopId, image });
const qrOf = async (shopId: string) =>
  (await town.handle.backend.store.get(collections.shopQr, shopId))?.data ?? null;

describe('a shop’s QR photo', () => {
  it('is set by the shop’s vendor in its own document, the shop left as it was, and taken away with nothing', async () => {
    const shopBefore = (await town.handle.backend.store.get(collections.shops, 'shop-1'))?.data;
    await town.signInAs('vendor');
    await expect(setQr('shop-1', photo(40_000))).resolves.toEqual({ done: true });
    expect(await qrOf('shop-1')).toEqual({
      image: photo(40_000),
      by: 'vendor',
      at: expect.any(Date),
    });
    expect((await town.handle.backend.store.get(collections.shops, 'shop-1'))?.data).toEqual(
      shopBefore,
    );
    await setQr('shop-1', '');
    expect(await qrOf('shop-1')).toBeNull();
  });

  it('is set by an admin for any shop, and read by anyone by the shop’s id', async () => {
    await town.signInAs('admin');
    await setQr('shop-2', photo(1_000).replace('webp', 'jpeg'));
    await town.signInAs(null);
    expect(await qrOf('shop-2')).toMatchObject({ by: 'admin' });
  });

  it('is refused to another shop’s vendor, a delivery person, a customer and a stranger', async () => {
    for (const who of ['otherVendor', 'delivery', 'user'] as const) {
      await town.signInAs(who);
      const refused = await refusal(setQr('shop-1', photo(1_000)));
      expect(refused.code, who).toBe('permission-denied');
      expect(refused.message).toBe('Only this shop’s vendor or an admin may change its QR photo.');
    }
    await town.signInAs(null);
    expect((await refusal(setQr('shop-1', photo(1_000)))).code).toBe('unauthenticated');
    expect(await qrOf('shop-1')).toBeNull();
  });

  it('takes a shrunk WebP or JPEG only, no bigger than the bound, for a shop that is listed', async () => {
    await town.signInAs('admin');
    for (const image of [
      photo(QR_PHOTO_BYTES_MAX + 3),
      'data:image/png;base64,AAAA',
      'data:image/svg+xml;base64,AAAA',
      'https://example.com/qr.webp',
      'data:image/webp;base64,<script>',
    ]) {
      expect((await refusal(setQr('shop-1', image))).code, image.slice(0, 30)).toBe(
        'invalid-argument',
      );
    }
    await setQr('shop-1', photo(QR_PHOTO_BYTES_MAX));
    expect(await qrOf('shop-1')).toMatchObject({ by: 'admin' });
    expect((await refusal(setQr('no-such-shop', photo(1_000)))).code).toBe('not-found');
    expect(await qrOf('no-such-shop')).toBeNull();
  });
});
