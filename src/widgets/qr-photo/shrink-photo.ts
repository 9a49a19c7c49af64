import { QR_PHOTO_BYTES_MAX, QR_PHOTO_SIDE_MAX } from '../../lib/limits';

/** The size a photo is drawn at: its longer side at most `max` pixels, never enlarged. */
export function fitWithin(width: number, height: number, max: number) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export type PhotoType = 'image/webp' | 'image/jpeg';
/** A canvas's picture in `type` at `quality` (0–1): what `canvas.toBlob` gives. */
export type Encode = (type: PhotoType, quality: number) => Promise<Blob | null>;

/** From sharp to rough: a QR code still scans at the roughest. */
const qualities = [0.85, 0.7, 0.55, 0.4, 0.3];

/**
 * The sharpest picture under `maxBytes`: WebP where the browser writes it,
 * else JPEG (a browser that cannot write a type gives PNG instead, which is
 * passed over); null when even the roughest is too big.
 */
export async function encodeUnder(encode: Encode, maxBytes: number): Promise<Blob | null> {
  for (const type of ['image/webp', 'image/jpeg'] as const) {
    for (const quality of qualities) {
      const blob = await encode(type, quality);
      if (!blob || blob.type !== type) break;
      if (blob.size <= maxBytes) return blob;
    }
  }
  return null;
}

/** A blob as a `data:` address, as the server keeps a photo (and a list's voice note). */
export const dataAddress = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(blob);
  });

/**
 * What a photo is shrunk to: its longer side at most each of `sides` pixels
 * in turn (a smaller one tried when the last could not be made small
 * enough), and at most `bytes`.
 */
export interface PhotoBounds {
  sides: readonly number[];
  bytes: number;
}

/** A shop's QR photo: a code scans at 480 pixels, and no smaller is tried. */
export const qrPhotoBounds: PhotoBounds = { sides: [QR_PHOTO_SIDE_MAX], bytes: QR_PHOTO_BYTES_MAX };

/**
 * A phone's photo shrunk to what the server keeps (by default a shop's
 * printed QR code: at most `QR_PHOTO_SIDE_MAX` pixels a side and
 * `QR_PHOTO_BYTES_MAX` bytes) as a data address; null when it cannot be
 * made that small. Throws when the file is no picture the browser can read.
 */
export async function shrinkPhoto(
  file: Blob,
  bounds: PhotoBounds = qrPhotoBounds,
): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    for (const side of bounds.sides) {
      const size = fitWithin(bitmap.width, bitmap.height, side);
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) return null;
      // JPEG has no transparency: a see-through background would turn black, and the code unreadable.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await encodeUnder(
        (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
        bounds.bytes,
      );
      if (blob) return dataAddress(blob);
    }
    return null;
  } finally {
    bitmap.close();
  }
}
