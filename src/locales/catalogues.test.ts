import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import bnAdmin from './bn/admin';
import bnDirectory from './bn/directory';
import bnLists from './bn/lists';
import bnStaff from './bn/staff';
import bnTown from './bn/town';
import hiAdmin from './hi/admin';
import hiDirectory from './hi/directory';
import hiLists from './hi/lists';
import hiStaff from './hi/staff';
import hiTown from './hi/town';
import { caseEndings } from '../lib/i18n/case-endings';
import { partOf } from './load';

// Every catalogue of English words: defining them fills i18n.cache.en.
import.meta.glob('../**/messages.ts', { eager: true });

type Entry = string | { [form: string]: string };
type Catalogue = Record<string, Record<string, Entry>>;

// Plain JSON copies: the catalogues hold strings and plural forms only.
const asCatalogue = (value: unknown): Catalogue => JSON.parse(JSON.stringify(value));
const english = asCatalogue(i18n.cache.en);
const translated = {
  bn: asCatalogue({ ...bnTown, ...bnLists, ...bnDirectory, ...bnStaff, ...bnAdmin }),
  hi: asCatalogue({ ...hiTown, ...hiLists, ...hiDirectory, ...hiStaff, ...hiAdmin }),
};
const parts = {
  bn: { town: bnTown, lists: bnLists, directory: bnDirectory, staff: bnStaff, admin: bnAdmin },
  hi: { town: hiTown, lists: hiLists, directory: hiDirectory, staff: hiStaff, admin: hiAdmin },
};

const placeholders = (entry: Entry | undefined): string[] => {
  const texts = typeof entry === 'string' ? [entry] : Object.values(entry ?? {});
  return [...new Set(texts.flatMap((text) => text.match(/\{\w+\}/g) ?? []))].sort();
};

describe('the Bengali and Hindi catalogues', () => {
  it('cover English words from more than a handful of screens', () => {
    expect(Object.keys(english).length).toBeGreaterThan(2);
  });

  for (const code of ['bn', 'hi'] as const) {
    it(`${code}: has exactly the English components and keys, no more and no fewer`, () => {
      const shape = (catalogue: Catalogue) =>
        Object.fromEntries(
          Object.entries(catalogue).map(([component, keys]) => [
            component,
            Object.keys(keys).sort(),
          ]),
        );
      expect(shape(translated[code])).toEqual(shape(english));
    });

    it(`${code}: keeps every {placeholder}, and gives counts an "other" form`, () => {
      const problems: string[] = [];
      for (const [component, keys] of Object.entries(english)) {
        for (const [key, entry] of Object.entries(keys)) {
          const theirs = translated[code][component]?.[key];
          if (theirs === undefined) continue; // reported by the test above
          if (typeof entry !== typeof theirs)
            problems.push(`${component}.${key}: not the same kind`);
          if (typeof theirs === 'object' && !theirs.other)
            problems.push(`${component}.${key}: no "other"`);
          if (placeholders(entry).join() !== placeholders(theirs).join()) {
            problems.push(
              `${component}.${key}: ${placeholders(theirs).join()} ≠ ${placeholders(entry).join()}`,
            );
          }
          const texts = typeof theirs === 'string' ? [theirs] : Object.values(theirs);
          if (texts.some((text) => text.trim() === '')) problems.push(`${component}.${key}: empty`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${code}: files each component under its part, so a customer never loads staff words`, () => {
      for (const [part, catalogue] of Object.entries(parts[code])) {
        for (const component of Object.keys(catalogue)) expect(partOf(component)).toBe(part);
      }
    });
  }

  const textsOf = (catalogue: Catalogue) =>
    Object.entries(catalogue).flatMap(([component, keys]) =>
      Object.entries(keys).flatMap(([key, entry]) =>
        (typeof entry === 'string' ? [entry] : Object.values(entry)).map((text) => ({
          where: `${component}.${key}`,
          text,
        })),
      ),
    );

  it('bn: hyphenates after a placeholder only a case ending the rule joins on (lib/i18n/case-endings)', () => {
    const unknown = textsOf(translated.bn).flatMap(({ where, text }) =>
      [...text.matchAll(/\}-([\u0980-\u09FF]+)/gu)]
        .filter(([, ending]) => !caseEndings.includes(ending ?? ''))
        .map(([found]) => `${where}: ${found}`),
    );
    expect(unknown).toEqual([]);
  });

  it('hi: writes का, की, के, में, को as words of their own, never glued to a name', () => {
    const glued = textsOf(translated.hi).flatMap(({ where, text }) =>
      [...text.matchAll(/\}-?[\u0900-\u0963\u0971-\u097F]/gu)].map(
        ([found]) => `${where}: ${found}`,
      ),
    );
    expect(glued).toEqual([]);
  });
});
