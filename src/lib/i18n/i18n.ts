import {
  createI18n,
  strings,
  transform,
  type ComponentsJSON,
  type params as placeholders,
} from '@nanostores/i18n';
import type { ReadableAtom } from 'nanostores';
import { loadCatalogue, partOf, type CataloguePart } from '../../locales/load';
import { locale } from './locale';
import { localDigits } from './digits';
import type { withCaseEndings } from './case-endings';

/**
 * The app's translations. English is written beside the code that shows it
 * (in each folder's `messages.ts`) and ships with that code; Bengali and
 * Hindi are JSON catalogues under `src/locales`, fetched only for the chosen
 * language and in parts — the shop and its frame ("town/…"), a list sent to a
 * shop ("lists/…"), the town
 * directory ("directory/…": medical, services, rides, education, feeds) and
 * the staff screens ("staff/…") — so nobody downloads words they never see.
 */
export const i18n = createI18n(locale, {
  baseLocale: 'en',
  async get(code, components) {
    const parts = new Set(components.map(partOf));
    const loaded = await Promise.all([...parts].map((part) => wordsOf(code, part)));
    return Object.assign({}, ...loaded) as ComponentsJSON;
  },
});

/**
 * Bengali's case endings (./case-endings), fetched with the Bengali words, so
 * the first paint of an English or Hindi reader does not carry them: no
 * Bengali sentence is filled before its words, which come with them.
 */
let joinEndings: typeof withCaseEndings | null = null;

/**
 * A Bengali template's case endings joined to its values once the Bengali
 * words (and with them ./case-endings) are in; the template as it is before.
 */
export function joinLoadedEndings(
  template: string,
  valueOf: (name: string) => string | undefined,
): string {
  return joinEndings ? joinEndings(template, valueOf) : template;
}

/** A part of a language's words, and for Bengali its case endings. */
async function wordsOf(code: string, part: CataloguePart): Promise<ComponentsJSON> {
  const [words] = await Promise.all([
    loadCatalogue(code, part),
    code.startsWith('bn') && !joinEndings
      ? import('./bengali-endings').then((module) => {
          joinEndings = module.withCaseEndings;
        })
      : undefined,
  ]);
  return words;
}

const pluralRules = new Map<string, Intl.PluralRules>();
/** Built once per language: building one loads ICU data, costly on a slow phone. */
function pluralRulesFor(code: string): Intl.PluralRules {
  let rules = pluralRules.get(code);
  if (!rules) {
    rules = new Intl.PluralRules(code);
    pluralRules.set(code, rules);
  }
  return rules;
}

/**
 * Counts: the language's own plural rule picks the form and `{count}` is
 * written in its digits. Other `{name}` placeholders are filled from
 * `values`, e.g. `t.linesInShop(3, { shop })`.
 */
export const plural = transform(
  (
    code,
    forms: { one?: string; other: string },
    count: number,
    values: Readonly<Record<string, string | number>> = {},
  ): string => {
    const form =
      pluralRulesFor(code).select(count) === 'one' && forms.one ? forms.one : forms.other;
    return fill(form.replace(/\{count\}/g, localDigits(String(count), code)), values, code);
  },
);

/**
 * `{name}` placeholders filled in; a number is written in the reader's digits,
 * text as it is. In Bengali a hyphenated case ending after a placeholder
 * ("{shop}-এর") is joined to the value by the language's rule ("মুদিখানার"):
 * see ./case-endings.
 */
function fill(
  template: string,
  values: Readonly<Record<string, string | number>>,
  code: string,
): string {
  const shown = (value: string | number) =>
    typeof value === 'number' ? localDigits(String(value), code) : value;
  let text = code.startsWith('bn')
    ? joinLoadedEndings(template, (name) => {
        const value = values[name];
        return value === undefined ? undefined : shown(value);
      })
    : template;
  for (const [name, value] of Object.entries(values)) {
    text = text.replaceAll(`{${name}}`, shown(value));
  }
  return text;
}

/**
 * `{name}` placeholders, as `params` of @nanostores/i18n, but a number given
 * is written in the reader's digits ("at most ৫"), as counts are: a sentence
 * never mixes Bengali words with Latin figures. Text values (an order number,
 * a phone, a price already formatted) are put in as they are.
 */
export const params = transform(
  (code, translation: string, values: Readonly<Record<string, string | number>> = {}) =>
    strings(translation, (template) => fill(template, values, code)),
  // The library's own type, which reads the placeholders' names from the
  // template, so a sentence cannot be given a value it does not name.
) as typeof placeholders;

const following = new WeakSet<object>();

/**
 * The current words of a messages store for code outside React (checks that
 * return a sentence, error messages). The store is kept subscribed so it
 * follows language changes like a mounted component does.
 */
export function textOf<T>(messages: ReadableAtom<T>): T {
  if (!following.has(messages)) {
    following.add(messages);
    messages.listen(() => undefined);
  }
  return messages.get();
}

/**
 * Whether the chosen language's words for `part` are here (English always is).
 * Parts arrive whole, so one of the part's components in the cache means all.
 */
export function hasCatalogue(part: CataloguePart): boolean {
  const code = locale.get();
  if (code === 'en') return true;
  return Object.keys(i18n.cache[code] ?? {}).some((component) => partOf(component) === part);
}

/** Fetches the chosen language's words for the given part before a screen needs them. */
export async function preloadCatalogue(part: CataloguePart): Promise<void> {
  const code = locale.get();
  if (code === 'en') return;
  const catalogue = await wordsOf(code, part);
  Object.assign((i18n.cache[code] ??= {}), catalogue);
}
