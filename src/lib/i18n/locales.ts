/** The languages the town reads, in the order the language control lists them. */
export const locales = ['en', 'bn', 'hi'] as const;
export type Locale = (typeof locales)[number];

/** Each language named in itself, so a reader finds their own. */
export const localeNames: Readonly<Record<Locale, string>> = {
  en: 'English',
  bn: 'বাংলা',
  hi: 'हिन्दी',
};

/** The tag handed to `Intl`: the Indian variant of each language. */
export const intlTags: Readonly<Record<Locale, string>> = {
  en: 'en-IN',
  bn: 'bn-IN',
  hi: 'hi-IN',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The first of the browser's languages the app speaks ("bn-IN" counts as "bn"), else English. */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One `Intl.DateTimeFormat` per language and set of options, built on first use (they are slow to build). */
export function dateFormat(code: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${code} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTags[code], options);
    dateFormats.set(key, format);
  }
  return format;
}
