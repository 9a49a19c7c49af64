import { serverTime, type DocData } from '../port/types';
import type { NotificationChat } from '../lib/models';
import type { StaffAlertHeadline } from '../lib/staff-alert-headlines';

/**
 * Staff alerts go through a transactional outbox: the server writes a
 * `notifications` entry in the same transaction as the record it announces,
 * and a Cloud Function delivers it to Telegram once. Only the server writes
 * entries, and it composes every text itself from the stored record.
 */

/** The notification text limit (Telegram's own is 4096). */
export const NOTICE_MAX = 4000;

/**
 * A staff chat message: to a chat the functions know by name, or to a shop's
 * own chat by its id; with its headline, for the admin's screens in the
 * reader's language (lib/staff-alert-headlines).
 */
export type StaffNotice = (
  | { chat: Exclude<NotificationChat, 'shop'>; text: string }
  | { chat: 'shop'; chatId: string; text: string }
) & { headline?: StaffAlertHeadline | undefined };

/** A pending entry, never tried; `subject` names the record it announces ("orders/abc"). */
export function outboxEntry(notice: StaffNotice, subject: string): DocData {
  return {
    chat: notice.chat,
    ...(notice.chat === 'shop' && { chatId: notice.chatId }),
    text: notice.text.slice(0, NOTICE_MAX),
    subject,
    ...(notice.headline && { headline: { ...notice.headline } }),
    status: 'pending',
    attempts: 0,
    createdAt: serverTime,
    sentAt: null,
  };
}

/** A push notice's title and body are kept short: FCM carries at most 4 kB of data. */
export const PUSH_TITLE_MAX = 120;
export const PUSH_BODY_MAX = 400;

/** What a device is shown: the server's words in its reader's language, where a tap opens, its tag. */
export interface PushNoticeFields {
  token: string;
  title: string;
  body: string;
  link: string;
  tag: string;
}

/** A pending push entry for one device, never tried. */
export function pushEntry(notice: PushNoticeFields, subject: string): DocData {
  return {
    channel: 'push',
    token: notice.token,
    title: notice.title.slice(0, PUSH_TITLE_MAX),
    body: notice.body.slice(0, PUSH_BODY_MAX),
    link: notice.link,
    tag: notice.tag,
    subject,
    status: 'pending',
    attempts: 0,
    createdAt: serverTime,
    sentAt: null,
  };
}

// What a visitor types is forwarded to staff chats, where Telegram (the
// message goes without parse_mode, as plain text) turns parts of plain text
// into things to tap: web addresses and bare domains of any top-level
// domain, Unicode (.рф, .भारत) or punycode (xn--) included, and IP addresses;
// e-mail addresses; @mentions; #hashtags; $CASHTAGS; /commands; and tg:// and
// ton:// links (tdlib's MessageEntity.cpp). And a new line in a name or a note
// would let the visitor write a line that looks like the server's own
// ("Total ₹1.00, PAID ONLINE"). Phone numbers stay as they are: staff call
// them, and a visitor already gives one of their own.

/** Every line break and control character; each becomes one space. */
const lineBreaksAndControls = /[\p{Cc}\u2028\u2029]/gu;
/**
 * Invisible format characters (bidi overrides that reorder what staff see,
 * zero-width spaces that hide a dot's neighbours), except the zero-width
 * joiner and non-joiner that Bengali and Hindi spelling needs.
 */
const invisibleFormatting = /(?![\u200c\u200d])\p{Cf}/gu;
/** Runs of spacing, and letters that print as nothing, which could push text onto a line of its own. */
const blankRuns = /[\s\u2800\u3164\u115f\u1160\uffa0]+/gu;

/** A dot, or a full stop Telegram or a browser may read as one in a domain. */
const dotLike = '[.\u3002\uff0e\uff61]';
/** A dot with a letter of any script after it ("evil.ru", "x.dev", "t.me", "пример.рф"); "12.50" and "2.5" keep theirs. */
const dotBeforeLetter = new RegExp(`${dotLike}(?=[\\u200c\\u200d]*\\p{L})`, 'gu');
/** Four numbers joined by dots: an IP address Telegram would link. */
const dottedQuad = new RegExp(`\\d+(?:${dotLike}\\d+){3,}`, 'gu');

/**
 * What a visitor typed, made safe to forward to a staff chat: on one line,
 * with nothing Telegram would let staff tap. Links are written the way
 * security teams write them ("hxxps[:]//evil[.]example", "[@]someone"), so
 * staff can still read them.
 */
export function defang(typed: string): string {
  return typed
    .replace(lineBreaksAndControls, ' ')
    .replace(invisibleFormatting, '')
    .replace(blankRuns, ' ')
    .trim()
    .replace(/\bhttp(s?)(?=:)/gi, 'hxxp$1')
    .replace(/:\/\//g, '[:]//')
    .replace(dottedQuad, (quad) => quad.replace(new RegExp(dotLike, 'gu'), '[.]'))
    .replace(dotBeforeLetter, '[.]')
    .replace(/[@\uff20\ufe6b]/gu, '[@]')
    .replace(/[#\uff03\ufe5f](?=[\p{N}_\u00b7\u200c]*\p{L})/gu, '[#]')
    .replace(/\$(?=1INCH|[A-Z])/g, '[$]')
    .replace(/(?<![\p{L}\p{N}\p{M}_/<>\]])[/\uff0f](?=[A-Za-z0-9_])/gu, '[/]');
}

/**
 * One line of an alert holding a field a visitor typed: the server's label,
 * then the text, defanged. A field never shares its line with another, so no
 * name or note can pass for the label or the words of another line.
 */
export function typedLine(label: string, typed: string): string {
  return `${label}: ${defang(typed)}`;
}
