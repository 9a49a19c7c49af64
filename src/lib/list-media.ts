import {
  LIST_PHOTO_BYTES_MAX,
  LIST_PHOTO_MIMES,
  LIST_VOICE_BYTES_MAX,
  LIST_VOICE_MIMES,
} from './limits';

/**
 * A list's photo and voice note (issue 37): each a `data:` address, its bytes
 * in base64, kept in a document of its own (`listMedia/{listId}-photo`,
 * `listMedia/{listId}-voice`) apart from the list, as a shop's QR photo is.
 * The server checks each one here before it stores it — its type by the
 * address's own header, its size by the bytes the base64 decodes to — and
 * the stored model checks it again on every read. Plain data and pure
 * functions only: the Cloud Functions bundle this file.
 */
export const listMediaKinds = ['photo', 'voice'] as const;
export type ListMediaKind = (typeof listMediaKinds)[number];

/** The types each kind may be: JPEG or WebP photos; WebM/Opus, Ogg or MP4/AAC voice notes. */
export const listMediaMimes = {
  photo: LIST_PHOTO_MIMES,
  voice: LIST_VOICE_MIMES,
} as const satisfies Record<ListMediaKind, readonly string[]>;

export const listMediaMimeList = [...LIST_PHOTO_MIMES, ...LIST_VOICE_MIMES] as const;
export type ListMediaMime = (typeof listMediaMimeList)[number];

/** The most bytes each kind may hold. */
export const listMediaBytesMax = {
  photo: LIST_PHOTO_BYTES_MAX,
  voice: LIST_VOICE_BYTES_MAX,
} as const satisfies Record<ListMediaKind, number>;

/** The media document of a list: `{listId}-photo`, `{listId}-voice`. */
export const listMediaId = (listId: string, kind: ListMediaKind) => `${listId}-${kind}`;

/**
 * A data address's header: its type and, for a recording, the codec the
 * browser named (`audio/webm;codecs=opus`); nothing else may stand there.
 */
const dataHeader = /^data:([a-z]+\/[a-z0-9.+-]+)(;codecs=[A-Za-z0-9.]{1,40})?;base64$/;
/** Base64 as browsers write it (in whole groups of four, checked apart), padded at the end. */
const base64Body = /^[A-Za-z0-9+/]+={0,2}$/;

/** What a data address holds, read without decoding it: its type and its bytes; null if it is none. */
export function readDataAddress(data: string): { mime: string; bytes: number } | null {
  const comma = data.indexOf(',');
  if (comma < 0 || comma > 80) return null;
  const header = dataHeader.exec(data.slice(0, comma));
  const body = data.slice(comma + 1);
  if (!header?.[1] || body.length % 4 !== 0 || !base64Body.test(body)) return null;
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return { mime: header[1], bytes: (body.length / 4) * 3 - padding };
}

/** Why a media item is refused: not the type it says or may be, or more bytes than its kind may hold. */
export type ListMediaProblem = 'type' | 'size';

/**
 * Checks a list's photo or voice note as the server receives it: a data
 * address whose type is `mime`, one this kind may be, of at most its bound.
 */
export function checkListMedia(
  kind: ListMediaKind,
  mime: string,
  data: string,
): { bytes: number } | { problem: ListMediaProblem } {
  const read = readDataAddress(data);
  const allowed: readonly string[] = listMediaMimes[kind];
  if (!read || read.mime !== mime || !allowed.includes(mime)) return { problem: 'type' };
  if (read.bytes > listMediaBytesMax[kind]) return { problem: 'size' };
  return { bytes: read.bytes };
}

/** The most characters a data address of this kind may run to (its header and base64 body). */
export const listMediaCharsMax = (kind: ListMediaKind) =>
  80 + Math.ceil(listMediaBytesMax[kind] / 3) * 4;
