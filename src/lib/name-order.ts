import { locale } from './i18n/locale';
import { intlTags, type Locale } from './i18n/locales';
import { localName, type LocalNames } from './local-name';

// Apart from ./local-name, which the first paint loads: only the screens with lists sort.

const collators = new Map<Locale, Intl.Collator>();

/** The reader's language's own alphabetical order, built once per language (ICU data is slow to load). */
export function collatorOf(code: Locale): Intl.Collator {
  let collator = collators.get(code);
  if (!collator) {
    collator = new Intl.Collator(intlTags[code], { numeric: true, sensitivity: 'base' });
    collators.set(code, collator);
  }
  return collator;
}

/**
 * Records in the order the reader's script sorts the names they read, with
 * `Intl.Collator`: in Bengali "বাজার পাড়া" before "রথতলা", whatever the
 * English names' order, which is the one the database sorts by.
 */
export function byLocalName<T extends LocalNames>(
  records: readonly T[],
  code: Locale = locale.get(),
): T[] {
  const collator = collatorOf(code);
  return records
    .map((record) => ({ record, name: localName(record, code) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ record }) => record);
}
