import { choose, expect, goClientSide, test } from './support';
import { customerRoutes } from './route-table';

/**
 * The 80% check (issue 28): on every customer route in Bengali and in Hindi,
 * at least 80% of the words on its buttons, labels, headings and links are in
 * the reader's script — the app's words and the town's records alike. A
 * number counts as a word: in Bengali its digits must be Bengali (০–৯); in
 * Hindi the app writes 0–9, as Hindi readers do (lib/i18n/digits). One page,
 * moving with the router, so the walk is quick.
 */

const SHARE = 0.8;
const readers = [
  { language: 'bn', name: 'Bengali', script: /[\u0980-\u09FF]/u, latin: /[A-Za-z0-9]/ },
  { language: 'hi', name: 'Hindi', script: /[\u0900-\u097F]/u, latin: /[A-Za-z]/ },
] as const;

/** The words of the route's buttons, labels, headings and links, as a person sees them. */
async function wordsOnScreen(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, label, legend, h1, h2, h3, h4, h5, h6, a, [role=button], [role=link], [role=tab]';
    const shown = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      // Only what is on screen; an element inside another one counted is counted there.
      (element) => element.checkVisibility() && element.parentElement?.closest(selector) === null,
    );
    return shown.flatMap((element) => element.innerText.split(/\s+/).filter(Boolean));
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
      for (const { path } of customerRoutes) {
        await goClientSide(page, path);
        const words = await wordsOnScreen(page);
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
    },
  );
}
