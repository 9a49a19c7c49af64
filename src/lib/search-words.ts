/**
 * Search without a search server: each product and shop stores the prefixes
 * of its words (`keywords`), so a query for one typed word is a single
 * `array-contains` lookup that also matches half-typed words ("ric" → rice).
 */
const MIN_PREFIX = 2;
const MAX_PREFIX = 12;

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
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

/** The word to look up on the server (the longest, capped like the stored prefixes). */
export function searchKeyOf(query: string): string | null {
  const words = wordsOf(query);
  if (words.length === 0) return null;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return longest.slice(0, MAX_PREFIX);
}

/** True when every typed word starts a word of `text` (the rest of the query, checked locally). */
export function matchesQuery(text: string, query: string): boolean {
  const have = wordsOf(text);
  return wordsOf(query).every((word) => have.some((candidate) => candidate.startsWith(word)));
}
