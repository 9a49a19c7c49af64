import { atom } from 'nanostores';
import { readStoredWith, storageKeys, writeStored } from '../browser-storage';
import { isLocale, localeFromBrowser, type Locale } from './locales';

function firstLocale(): Locale {
  // Read before the first paint, which loads no schema library: one of three codes.
  const chosen = readStoredWith(storageKeys.language, (value) =>
    isLocale(value) ? value : undefined,
  );
  if (chosen) return chosen;
  // No screen (the server, the Demo backend's worker): the server's own words
  // are English, as the Cloud Functions' are, whatever the phone's language.
  if (typeof document === 'undefined') return 'en';
  return localeFromBrowser(navigator.languages.length ? navigator.languages : [navigator.language]);
}

/**
 * The language on screen: the one chosen on this phone, else the first of the
 * browser's languages the app speaks, else English.
 */
export const locale = atom<Locale>(firstLocale());

/** Switches the whole app and remembers the choice on this phone. */
export function chooseLocale(code: Locale): void {
  writeStored(storageKeys.language, code);
  locale.set(code);
}
