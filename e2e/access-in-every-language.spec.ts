import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { choose, expect, goClientSide, settled, test } from './support';
import { customerRoutes } from './route-table';

/**
 * Every route, in English, Bengali and Hindi: axe-core finds no serious or
 * critical WCAG 2.2 A/AA violation, and in Bengali and Hindi no English word
 * of the app's own catalogues is left on screen (names and words from the
 * demo town's data are allowed: they are data, not the app's words).
 *
 * English is walked on the desktop, Hindi on the desktop too, and Bengali on
 * the phone, where its long words are likeliest to push a screen sideways.
 * The desktop in English and the phone in any language run every rule (what
 * the layout decides: sizes of targets, contrast on each background, the
 * phone's own bars and menus); Hindi runs the rules whose outcome depends on
 * the words. An English walk on the phone as well would find nothing the
 * Bengali one does not: a translation changes words, not the layout's rules.
 *
 * The routes are walked inside one page per test, moving with the router as
 * a person clicking links would (a full load per route is what
 * directory.spec.ts does), so axe is injected once and the walk stays quick.
 */

const root = resolve(import.meta.dirname, '..');
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(path, name);
    return entry.name === name ? [path] : [];
  });
}

/** Words (3+ letters) inside the string literals of a source file, placeholders left out. */
function wordsInStrings(source: string): Set<string> {
  const words = new Set<string>();
  for (const [, text] of source.matchAll(
    /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g,
  )) {
    for (const word of (text ?? '').replace(/\{\w+\}/g, ' ').match(/[A-Za-z]{3,}/g) ?? []) {
      words.add(word.toLowerCase());
    }
  }
  return words;
}

function allWords(sources: string[]): Set<string> {
  return new Set(sources.flatMap((source) => [...wordsInStrings(source)]));
}

// English lives in every messages.ts, plus the server's sentences and the
// plain error sentences those catalogues are built from.
const catalogueWords = allWords(
  [
    ...filesNamed(join(root, 'src'), 'messages.ts'),
    join(root, 'src/lib/server-sentences.ts'),
    join(root, 'src/lib/staff-alert-headlines.ts'),
    join(root, 'src/port/errors.ts'),
  ].map((file) => readFileSync(file, 'utf8')),
);
/** Every text of the demo town's records (names, areas, descriptions), as string literals. */
function seedTexts(value: unknown): string[] {
  if (typeof value === 'string') return [`'${value.replace(/['\\\n]/g, ' ')}'`];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(seedTexts);
}
// The demo town's records, the app's title and the example UPI id a hint
// quotes (as the UPI app shows it) are data; UPI is the payments' own name,
// which Bengali and Hindi write as it is.
const seedFile = JSON.parse(
  readFileSync(join(root, 'src/backend/demo/seed-town.json'), 'utf8'),
) as { collections: unknown };
const dataWords = allWords([
  ...seedTexts(seedFile.collections),
  "'Town Services'",
  "'annapurna@okaxis'",
  "'UPI'",
]);
const englishUiWords = new Set([...catalogueWords].filter((word) => !dataWords.has(word)));

const languages = ['en', 'bn', 'hi'] as const;
type Language = (typeof languages)[number];
const languageNames: Record<Language, string> = { en: 'English', bn: 'Bengali', hi: 'Hindi' };
/** The customer routes' walks: the viewport each language is walked on (playwright.config.ts). */
const customerWalkOn: Record<Language, '@desktop' | '@phone'> = {
  en: '@desktop',
  bn: '@phone',
  hi: '@desktop',
};
/** The staff screens, fewer, are walked in English and in one other language on each viewport. */
const staffWalkedIn = (isMobile: boolean): readonly Language[] =>
  isMobile ? ['en', 'bn'] : ['en', 'hi'];

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * English, and any language on the phone, runs every WCAG 2.2 A/AA rule. Hindi
 * and Bengali on the desktop run the rules whose outcome depends on the words —
 * names, labels, titles, the language — since a translation changes words, not
 * structure or colours.
 */
const wordRules = [
  'label-content-name-mismatch',
  'document-title',
  'html-has-lang',
  'html-lang-valid',
  'image-alt',
  'button-name',
  'link-name',
  'input-button-name',
  'select-name',
  'label',
  'aria-input-field-name',
  'aria-command-name',
  'empty-heading',
];

/** What one look at a screen finds: everything checkRoute asserts, gathered in one round trip. */
interface ScreenState {
  lang: string;
  scrollWidth: number;
  innerWidth: number;
  heading: string;
  violations: AxeViolation[];
  /** The title, the words on screen and the accessible names (Bengali and Hindi only). */
  words: string;
  /**
   * Controls smaller than 24 × 24 CSS px, whatever their spacing (stricter
   * than axe's target-size, which lets a small target pass on its spacing):
   * a link inside a line of text is excepted, as WCAG 2.5.8 excepts it.
   */
  smallTargets: string[];
}

async function lookAt(page: Page, language: Language, isMobile: boolean): Promise<ScreenState> {
  return page.evaluate(
    async ({ tags, rules, withWords }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      // A button just focused, pressed or left is still changing colour (Bootstrap's 0.15 s
      // transitions, longer on a busy machine): axe reads the colours once they have settled.
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((transition) => transition.finished.catch(() => undefined)),
      );
      const result = (await axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as { violations: AxeViolation[] };
      // What a person types as it is (a command, marked translate="no") is no word of any language.
      const shownWords = () =>
        [...document.querySelectorAll<HTMLElement>('[translate="no"]')].reduce(
          (text, element) => text.replace(element.innerText, ' '),
          document.body.innerText,
        );
      const named = withWords
        ? [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
            .filter((element) => element.closest('[hidden]') === null)
            .flatMap((element) =>
              ['aria-label', 'placeholder', 'title', 'alt'].map(
                (name) => element.getAttribute(name) ?? '',
              ),
            )
        : [];
      const controls =
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]';
      const smallTargets = [...document.querySelectorAll<HTMLElement>(controls)].flatMap(
        (element) => {
          if (!element.checkVisibility() || element.closest('.visually-hidden')) return [];
          const { width, height } = element.getBoundingClientRect();
          const inline = getComputedStyle(element).display === 'inline';
          if (width === 0 || height === 0 || inline || (width >= 24 && height >= 24)) return [];
          const name = (element.textContent || element.getAttribute('aria-label') || '').trim();
          return [`${element.tagName.toLowerCase()} “${name.slice(0, 30)}” ${width}×${height}`];
        },
      );
      return {
        lang: document.documentElement.lang,
        smallTargets,
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        heading: (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        violations: result.violations,
        words: withWords ? [document.title, shownWords(), ...named].join('\n') : '',
      };
    },
    {
      tags: wcag,
      rules: language === 'en' || isMobile ? null : wordRules,
      withWords: language !== 'en',
    },
  );
}

function serious(violations: AxeViolation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`,
    );
}

/** English words of the app's catalogues among `text`. */
function englishIn(text: string): string[] {
  const found = new Set<string>();
  for (const word of text.match(/[A-Za-z]{3,}/g) ?? []) {
    if (englishUiWords.has(word.toLowerCase())) found.add(word);
  }
  return [...found];
}

/** Checks the settled screen; in English, first that it is the one with `heading`. */
async function checkRoute(
  page: Page,
  language: Language,
  isMobile: boolean,
  heading?: string | RegExp,
  { targets = false }: { targets?: boolean } = {},
): Promise<void> {
  let state = await lookAt(page, language, isMobile);
  const shown = (text: string, expected: string | RegExp) =>
    typeof expected === 'string' ? text === expected : expected.test(text);
  if (heading !== undefined && !shown(state.heading, heading)) {
    // Its own screen: the heading the route table names, waited for (and
    // reported) by Playwright, and then a fresh look at that screen.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    state = await lookAt(page, language, isMobile);
  }
  expect(state.lang).toBe(language);
  expect(state.scrollWidth, 'no sideways scrolling (long words fit)').toBeLessThanOrEqual(
    state.innerWidth,
  );
  expect(serious(state.violations), 'serious or critical axe violations').toEqual([]);
  if (targets) expect(state.smallTargets, 'controls under 24 × 24 px').toEqual([]);
  if (language === 'en') return;
  expect(englishIn(state.words), 'English words left').toEqual([]);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(axeSource);
}

// Routes with a parameter, walked once each outside the English desktop walk.
const parameterised = [
  '/emergency/',
  '/medical/common/',
  '/medical/doctor/doctorDetails/',
  '/service/',
  '/feeds/',
];
const patternOf = (path: string) =>
  parameterised.find((prefix) => path.startsWith(prefix)) ?? path.split('?')[0];
/** One route of each pattern (`/emergency/police` stands for every `/emergency/{service}`). */
const oneOfEachPattern = customerRoutes.filter(
  ({ path }, index) =>
    customerRoutes.findIndex((other) => patternOf(other.path) === patternOf(path)) === index,
);

const staffWalks = [
  {
    who: 'admin',
    signIn: '/login',
    id: 'admin@town.demo',
    password: 'admin123',
    routes: [
      '/admin',
      '/admin/orders',
      '/admin/shops',
      '/admin/feeds',
      '/admin/appointments',
      '/admin/deliveryPersons',
      '/admin/backup',
      '/admin/lists',
    ],
  },
  {
    who: 'vendor',
    signIn: '/vendorLogin',
    id: '9000000001',
    password: 'vendor123',
    routes: [],
  },
  {
    who: 'delivery',
    signIn: '/deliveryLogin',
    id: '9000000011',
    password: 'delivery123',
    routes: [],
  },
] as const;

for (const language of languages) {
  test(
    `every customer route is accessible in ${languageNames[language]}, with no English left`,
    { tag: [customerWalkOn[language]] },
    async ({ page, isMobile }) => {
      test.setTimeout(120_000);
      await open(page, '/');
      await choose(page, language);
      // The footer's headings name its groups: none repeats a link beneath it.
      const footerWords = await page.getByRole('contentinfo').evaluate((footer) => {
        const texts = (selector: string) =>
          [...footer.querySelectorAll(selector)].map((element) => element.textContent?.trim());
        return { headings: texts('h2'), links: texts('a') };
      });
      expect(
        footerWords.headings.filter((heading) => footerWords.links.includes(heading)),
        'a footer heading that repeats its own link',
      ).toEqual([]);
      // Every route in English; one of each pattern elsewhere (the same
      // screen with another parameter has the same words).
      const routes = language === 'en' ? customerRoutes : oneOfEachPattern;
      for (const { path, heading } of routes) {
        await test.step(path, async () => {
          await goClientSide(page, path);
          await checkRoute(page, language, isMobile, language === 'en' ? heading : undefined, {
            targets: true,
          });
        });
      }
    },
  );
}

// One page per walk: the languages are switched with the top bar's control,
// so every staff screen is also proven to follow a change of language in place.
test('every staff screen is accessible in each language, with no English left in Bengali and Hindi', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  for (const walk of staffWalks) {
    let landing: string = walk.signIn;
    await test.step(`${walk.who} signs in`, async () => {
      await open(page, walk.signIn);
      for (const language of staffWalkedIn(isMobile)) {
        await choose(page, language);
        await settled(page);
        await checkRoute(page, language, isMobile);
      }
      await choose(page, 'en');
      await page.locator('input[type=email], input[type=tel]').first().fill(walk.id);
      await page.locator('input[type=password]').fill(walk.password);
      await page.locator('form button[type=submit]').click();
      await expect(page).not.toHaveURL(walk.signIn);
      landing = new URL(page.url()).pathname;
    });
    for (const language of staffWalkedIn(isMobile)) {
      await choose(page, language);
      for (const path of new Set([landing, ...walk.routes])) {
        await test.step(`${language} ${path}`, async () => {
          await goClientSide(page, path);
          await checkRoute(page, language, isMobile);
        });
      }
      if (walk.who === 'vendor') {
        await test.step(`${language} the vendor's Lists, waiting for one`, async () => {
          await page.getByRole('tab').nth(1).click();
          await expect(page.getByRole('tabpanel').locator('details.staff-finished')).toBeVisible();
          await checkRoute(page, language, isMobile);
        });
        await test.step(`${language} the vendor's Shop settings, every form open`, async () => {
          // The last tab (Orders, Lists, Stock and prices, Shop settings).
          await page.getByRole('tab').last().click();
          const closed = page.locator('.setting-change[aria-expanded="false"]');
          // By the keyboard, then away: a button under the pointer or just focused is caught
          // mid-way through its change of colours.
          while ((await closed.count()) > 0) await closed.first().press('Enter');
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await expect(page.locator('.hours-form')).toBeVisible();
          await checkRoute(page, language, isMobile);
        });
      }
    }
    await test.step(`${walk.who} signs out`, async () => {
      // The demo session (src/backend/demo/session.ts); the next walk loads afresh.
      await page.evaluate(() => window.localStorage.removeItem('town-demo-session'));
    });
  }
});
