import { serverTime, type DocData } from '../backend/types';
import type { NotificationChat } from '../lib/models';

/**
 * Staff alerts go through a transactional outbox: the server writes a
 * `notifications` entry in the same transaction as the record it announces,
 * and a Cloud Function delivers it to Telegram once. Only the server writes
 * entries, and it composes every text itself from the stored record.
 */

/** The notification text limit (Telegram's own is 4096). */
export const NOTICE_MAX = 4000;

export interface StaffNotice {
  chat: NotificationChat;
  text: string;
}

/** A pending entry, never tried; `subject` names the record it announces ("orders/abc"). */
export function outboxEntry(notice: StaffNotice, subject: string): DocData {
  return {
    chat: notice.chat,
    text: notice.text.slice(0, NOTICE_MAX),
    subject,
    status: 'pending',
    attempts: 0,
    createdAt: serverTime,
    sentAt: null,
  };
}

/** A name ending in a top-level domain Telegram turns into a link ("pay-now.in/x"). */
const linkLikeDomain =
  /([a-z0-9-])\.(com|in|net|org|info|io|co|me|app|link|site|online|shop|xyz|top|biz|live|ly)\b/gi;

/**
 * What a visitor typed, made safe to forward to a staff chat: links are
 * written the way security teams write them ("hxxps://evil[.]example"), so
 * Telegram shows them as text, never as something to tap.
 */
export function defang(typed: string): string {
  return typed
    .replace(/\bhttp(s?):\/\//gi, 'hxxp$1://')
    .replace(/\b(t)\.(me)\b/gi, '$1[.]$2')
    .replace(/\bwww\./gi, 'www[.]')
    .replace(linkLikeDomain, '$1[.]$2');
}
