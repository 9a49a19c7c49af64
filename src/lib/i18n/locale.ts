import { atom } from 'nanostores';
import * as v from 'valibot';
import { readStored, storageKeys, writeStored } from '../storage';
import { localeFromBrowser, locales, type Locale } from './locales';

function firstLocale(): Locale {
  const chosen = readStored(storageKeys.language, v.picklist(locales));
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
