/**
 * Counts in words ("1 item", "3 items"), from one table, so every screen
 * says a count the same way. English plurals only: the languages work will
 * hand this to its library's plural rules.
 */
const nouns = {
  item: 'items',
  doctor: 'doctors',
  order: 'orders',
  product: 'products',
  passenger: 'passengers',
  test: 'tests',
  medicine: 'medicines',
  result: 'results',
  character: 'characters',
} as const;

export type CountedNoun = keyof typeof nouns;

export function countOf(count: number, noun: CountedNoun): string {
  return `${count} ${count === 1 ? noun : nouns[noun]}`;
}
