import { normalizeIndianMobile } from './phone';

/**
 * The links that talk the way the town talks (issue 34 §3): a WhatsApp chat
 * with a sentence ready to send, an SMS, a call. No gateway and no cost: the
 * phone's own apps do the sending. Every builder takes a phone as stored or
 * as typed (+91, spaces, Bengali or Devanagari digits) and gives null for
 * one that is not an Indian mobile, so a screen shows no link that would
 * open a wrong chat.
 */

/**
 * The longest a message's text may be once encoded in a link. A link under
 * 2,000 characters opens in every phone's browser and app; Bengali and
 * Hindi letters take 9 characters each once encoded, so this is about 200
 * of them, or 1,800 English ones: more than any sentence the app prepares.
 */
export const MESSAGE_LINK_TEXT_MAX = 1800;

const ellipsis = '…';

/** Letters as a reader sees them: a Bengali conjunct or an emoji is one, never cut in two. */
function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).map(
      (part) => part.segment,
    );
  }
  return Array.from(text);
}

/**
 * `text` encoded for a link, cut at a whole letter with "…" when it would be
 * longer than MESSAGE_LINK_TEXT_MAX encoded.
 */
export function encodeMessageText(text: string): string {
  const whole = encodeURIComponent(text);
  if (whole.length <= MESSAGE_LINK_TEXT_MAX) return whole;
  const room = MESSAGE_LINK_TEXT_MAX - encodeURIComponent(ellipsis).length;
  let kept = '';
  for (const letter of graphemes(text)) {
    const next = kept + encodeURIComponent(letter);
    if (next.length > room) break;
    kept = next;
  }
  return kept + encodeURIComponent(ellipsis);
}

/**
 * A WhatsApp chat with `phone` (wa.me with India's 91 before the 10 digits),
 * `text` typed in and waiting to be sent. With no phone, WhatsApp asks whom
 * to send it to ("Send to family"). Null for a phone that is not a mobile.
 */
export function whatsappLink(phone: string | null, text: string): string | null {
  const query = text ? `?text=${encodeMessageText(text)}` : '';
  if (phone === null) return `https://wa.me/${query}`;
  const mobile = normalizeIndianMobile(phone);
  return mobile && `https://wa.me/91${mobile}${query}`;
}

/** An SMS to `phone` (RFC 5724: `sms:+91…?body=…`), `text` ready in it. Null for a phone that is not a mobile. */
export function smsLink(phone: string, text = ''): string | null {
  const mobile = normalizeIndianMobile(phone);
  return mobile && `sms:+91${mobile}${text ? `?body=${encodeMessageText(text)}` : ''}`;
}

/** A call to a mobile: `tel:+91…`. Null for a phone that is not a mobile. */
export function callLink(phone: string): string | null {
  const mobile = normalizeIndianMobile(phone);
  return mobile && `tel:+91${mobile}`;
}
