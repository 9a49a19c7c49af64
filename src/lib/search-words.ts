/**
 * Search without a search server: each product and shop stores the prefixes
 * of its words (`keywords`), so a query for one typed word is a single
 * `array-contains` lookup that also matches half-typed words ("ric" → rice).
 * Words may be in any script: a record's Bengali and Hindi names (`nameBn`,
 * `nameHi`) are stored beside the English one, so "চাল" or "चावल" finds rice.
 */
const MIN_PREFIX = 2;
const MAX_PREFIX = 12;

/**
 * The most characters a search box takes, and the most read from a link's
 * `?q=`: enough for any name on the town's shelves, and a pasted page of
 * text cannot stretch the results page.
 */
export const SEARCH_TEXT_MAX = 80;

/**
 * Lower-cased words of two characters or more. Marks (\p{M}) stay inside a
 * word: Bengali and Devanagari vowel signs, virama and nukta are marks, and a
 * word split at them would be lost ("চাল" is চ + া + ল). Only the Latin
 * accents are dropped, so "café" is found by "cafe". Zero-width joiners,
 * which some keyboards put inside Bengali conjuncts, are dropped as well, so
 * a word matches however it was typed.
 */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u200c\u200d]/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length >= MIN_PREFIX);
}

export function keywordsFor(...texts: string[]): string[] {
  const keywords = new Set<string>();
  for (const word of texts.flatMap(wordsOf)) {
    for (let end = MIN_PREFIX; end <= Math.min(word.length, MAX_PREFIX); end += 1) {
      keywords.add(word.slice(0, end));
    }
  }
  return [...keywords];
}

/** A stored value as search text: a string, or nothing (a name not given, or not text). */
const textOf = (value: unknown): string[] => (typeof value === 'string' ? [value] : []);

/** A record's `field` in every language it has it (English `x`, then `xBn`, `xHi`). */
export function textsOf(record: Readonly<Record<string, unknown>>, field: string): string[] {
  return [record[field], record[`${field}Bn`], record[`${field}Hi`]].flatMap(textOf);
}

/** A record's names in every language it has them (English `name`, then `nameBn`, `nameHi`). */
export const namesOf = (record: { name?: unknown; nameBn?: unknown; nameHi?: unknown }) =>
  textsOf(record, 'name');

/** A feed post's titles in every language it has them (`title`, `titleBn`, `titleHi`). */
export const titlesOf = (post: { title?: unknown; titleBn?: unknown; titleHi?: unknown }) =>
  textsOf(post, 'title');

/** The word to look up on the server (the longest, capped like the stored prefixes). */
export function searchKeyOf(query: string): string | null {
  const words = wordsOf(query);
  if (words.length === 0) return null;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return longest.slice(0, MAX_PREFIX);
}

/**
 * Whether `query` holds anything to search for: a letter or a digit. A query
 * of emoji or punctuation alone finds nothing, rather than every product.
 */
export const hasSearchText = (query: string): boolean => /[\p{L}\p{N}]/u.test(query);

/**
 * True when every typed word is one of a record's stored search words
 * (`keywords`, the prefixes `keywordsFor` made): the rest of the query,
 * checked locally exactly as the server looked up its longest word.
 */
export function matchesKeywords(keywords: readonly string[] | undefined, query: string): boolean {
  const have = new Set(keywords ?? []);
  return wordsOf(query).every((word) => have.has(word.slice(0, MAX_PREFIX)));
}

/** True when every typed word starts a word of `text` (the rest of the query, checked locally). */
export function matchesQuery(text: string, query: string): boolean {
  const have = wordsOf(text);
  return wordsOf(query).every((word) => have.some((candidate) => candidate.startsWith(word)));
}
