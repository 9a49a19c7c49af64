export {
  hasCatalogue,
  i18n,
  joinLoadedEndings,
  params,
  plural,
  preloadCatalogue,
  textOf,
} from './i18n';
export { chooseLocale, locale } from './locale';
export { dateFormat, intlTags, localeNames, locales, type Locale } from './locales';
export { formatCount, latinDigits, localDigits } from './digits';
export { useStore as useMessages } from '@nanostores/react';
