import { QR_PHOTO_SIDE_MAX } from '../../lib/limits';
import { encodeUnder, fitWithin, type PhotoType } from './shrink-photo';

describe('shrinking a photo of a QR code', () => {
  it('draws the longer side at most the bound, keeping the shape, and never enlarges', () => {
    expect(fitWithin(4000, 3000, QR_PHOTO_SIDE_MAX)).toEqual({ width: 480, height: 360 });
    expect(fitWithin(1080, 2400, QR_PHOTO_SIDE_MAX)).toEqual({ width: 216, height: 480 });
    expect(fitWithin(300, 200, QR_PHOTO_SIDE_MAX)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(9000, 10, QR_PHOTO_SIDE_MAX)).toEqual({ width: 480, height: 1 });
  });

  it('keeps the sharpest WebP under the byte bound', async () => {
    const tried: string[] = [];
    // A picture's bytes fall as its quality does: 70 kB at 0.85, 55 kB at 0.7.
    const encode = (type: PhotoType, quality: number) => {
      tried.push(`${type} ${quality}`);
      return Promise.resolve(
        new Blob([new Uint8Array(Math.round(quality * 100_000) - 15_000)], { type }),
      );
    };
    const blob = await encodeUnder(encode, 60_000);
    expect(blob?.type).toBe('image/webp');
    expect(blob?.size).toBe(55_000);
    expect(tried).toEqual(['image/webp 0.85', 'image/webp 0.7']);
  });

  it('writes JPEG where the browser writes no WebP, and gives up when even the roughest is too big', async () => {
    // Such a browser hands back a PNG when asked for WebP.
    const noWebp = (type: PhotoType, quality: number) =>
      Promise.resolve(
        new Blob([new Uint8Array(Math.round(quality * 100_000))], {
          type: type === 'image/webp' ? 'image/png' : type,
        }),
      );
    expect((await encodeUnder(noWebp, 60_000))?.type).toBe('image/jpeg');
    expect(await encodeUnder(noWebp, 1_000)).toBeNull();
  });
});
