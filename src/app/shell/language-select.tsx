import {
  chooseLocale,
  localeNames,
  locales,
  locale,
  useMessages,
  type Locale,
} from '../../lib/i18n';
import { shellMessages } from '../messages';

/** The language control in the top bar: each language named in its own script. */
export function LanguageSelect() {
  const t = useMessages(shellMessages);
  const current = useMessages(locale);
  return (
    <select
      className="language-select"
      aria-label={t.language}
      value={current}
      onChange={(event) => chooseLocale(event.target.value as Locale)}
    >
      {locales.map((code) => (
        <option key={code} value={code} lang={code}>
          {localeNames[code]}
        </option>
      ))}
    </select>
  );
}
