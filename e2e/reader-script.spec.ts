import { choose, expect, goClientSide, test } from './support';
import { customerRoutes } from './route-table';

/**
 * The 80% check (issue 28): on every customer route in Bengali and in Hindi,
 * at least 80% of the words on its buttons, labels, headings and links are in
 * the reader's script — the app's words and the town's records alike. A
 * number counts as a word: in Bengali its digits must be Bengali (০–৯); in
 * Hindi the app writes 0–9, as Hindi readers do (lib/i18n/digits). A number
 * to dial is the exception (docs/languages-and-offline.md): on every route,
 * in both languages, the number a `tel:` link shows is written 0–9, as the
 * keypad and the link have it, and it is not counted. One page, moving with
 * the router, so the walk is quick.
 */

const SHARE = 0.8;
const readers = [
  { language: 'bn', name: 'Bengali', script: /[\u0980-\u09FF]/u, latin: /[A-Za-z0-9]/ },
  { language: 'hi', name: 'Hindi', script: /[\u0900-\u097F]/u, latin: /[A-Za-z]/ },
] as const;

/**
 * The words of the route's buttons, labels, headings and links, as a person
 * sees them, apart from the numbers its `tel:` links show (`dialled`).
 */
async function wordsOnScreen(
  page: import('@playwright/test').Page,
): Promise<{ words: string[]; dialled: string[] }> {
  return page.evaluate(() => {
    const selector =
      'button, label, legend, h1, h2, h3, h4, h5, h6, a, [role=button], [role=link], [role=tab]';
    const shown = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      // Only what is on screen; an element inside another one counted is counted there.
      (element) => element.checkVisibility() && element.parentElement?.closest(selector) === null,
    );
    const words = shown.flatMap((element) => element.innerText.split(/\s+/).filter(Boolean));
    // A word of a call link made of figures (in any script) that are part of the number its
    // `tel:` address dials is that number ("98765", "43210"), not a note beside it ("২৪ ঘণ্টা").
    const asLatin = (text: string) =>
      text.replace(/[\u09E6-\u09EF\u0966-\u096F]/gu, (digit) => {
        const point = digit.codePointAt(0) ?? 0;
        return String(point - (point >= 0x09e6 ? 0x09e6 : 0x0966));
      });
    const dialled = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
      .filter((link) => link.checkVisibility())
      .flatMap((link) => {
        const number = link.getAttribute('href')!.replace(/\D/g, '');
        return link.innerText.split(/\s+/).filter((word) => {
          const figures = asLatin(word).replace(/[^0-9]/g, '');
          return (
            /^[-+()0-9\u09E6-\u09EF\u0966-\u096F]+$/u.test(word) &&
            figures.length >= 3 &&
            number.includes(figures)
          );
        });
      });
    return { words: words.filter((word) => !dialled.includes(word)), dialled };
  });
}

for (const reader of readers) {
  test(
    `every customer route is at least 80% ${reader.name}`,
    { tag: ['@desktop'] },
    async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await choose(page, reader.language);
      const short: string[] = [];
      const notDialled: string[] = [];
      for (const { path } of customerRoutes) {
        await goClientSide(page, path);
        const { words, dialled } = await wordsOnScreen(page);
        const otherDigits = dialled.filter((number) => /[^0-9+\-()]/.test(number));
        if (otherDigits.length > 0) notDialled.push(`${path}: ${otherDigits.join(' ')}`);
        const theirs = words.filter((word) => reader.script.test(word)).length;
        const latin = words.filter((word) => !reader.script.test(word) && reader.latin.test(word));
        const share = theirs / Math.max(1, theirs + latin.length);
        if (share < SHARE) {
          short.push(`${path}: ${Math.round(share * 100)}% (${[...new Set(latin)].join(' ')})`);
        }
      }
      expect(short, `routes under ${SHARE * 100}% ${reader.name}, with their Latin words`).toEqual(
        [],
      );
      expect(notDialled, 'numbers to dial written other than 0–9').toEqual([]);
    },
  );
}
