/**
 * What Telegram makes tappable in a plain-text message (its rules are in
 * tdlib's MessageEntity.cpp), simplified to patterns and widened to the
 * look-alikes (full-width @ and dots, invisible characters around a dot) a
 * client might also take: the staff-alert tests check that nothing a
 * visitor typed matches any of them.
 */
const tappablePatterns: Readonly<Record<string, RegExp>> = {
  'a web address': /\b(?:https?|ftp):\/\//i,
  'a tg:// or ton:// link': /\b(?:tg|ton):\/\//i,
  'a domain of any top-level domain':
    /[\p{L}\p{N}_~-][\u200b-\u200d\ufeff]*[.。．｡][\u200b-\u200d\ufeff]*\p{L}/u,
  'an IP address': /\d+\.\d+\.\d+\.\d+/,
  'an @mention or e-mail address': /[@＠﹫][A-Za-z0-9_]{2,}/u,
  'a #hashtag': /(?<![\p{L}\p{N}_])#[\p{N}_]*\p{L}/u,
  'a $CASHTAG': /(?<![\p{L}\p{N}_$])\$[A-Z]/u,
  'a /command': /(?<![\p{L}\p{N}_/<>])\/[A-Za-z0-9_]/u,
};

/** The kinds of tappable thing `text` holds, by name; empty when there is none. */
export function tappableIn(text: string): string[] {
  return Object.entries(tappablePatterns)
    .filter(([, pattern]) => pattern.test(text))
    .map(([kind]) => kind);
}
