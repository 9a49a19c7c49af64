import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Shared pieces for the end-to-end specs. Every test gets `consoleErrors`
 * automatically: uncaught exceptions and console.error messages fail the test
 * unless the test allowed that exact kind of message (only the chunk-failure
 * test needs to).
 */
export interface ConsoleErrors {
  /** Lets messages matching `pattern` through (for errors a test provokes on purpose). */
  allow(pattern: RegExp): void;
  /** Everything seen so far, allowed or not. */
  all(): string[];
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        seen.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern), all: () => [...seen] });
      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'uncaught errors and console.error messages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The app's title (from settings; the demo build's default). */
export const APP_TITLE = 'Town Services';
export const HOME_HEADING = 'Everything in town, one tap away';

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

export const topBar = (page: Page): Locator => page.getByRole('banner');
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });
export const quickLinks = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Quick links' });
export const footer = (page: Page): Locator => page.getByRole('contentinfo');
export const cartLink = (page: Page): Locator =>
  topBar(page).getByRole('link', { name: /^Cart\b/ });

/** The bar a person uses for Home / Contact / Find Order on this viewport. */
export function siteNav(page: Page, testInfo: TestInfo): Locator {
  return isPhone(testInfo) ? quickLinks(page) : mainNav(page);
}

/** Opens `path` and waits until the lazily loaded screen has replaced "Loading…". */
export async function openPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Makes the document tall enough to scroll on any route, with an element
 * outside React's root, so it survives navigation (the app only removes
 * `.modal-backdrop`). Without it a short screen would clamp the scroll
 * position to 0 and a missing scroll-to-top could never fail a test.
 */
export async function makePageScrollable(page: Page): Promise<void> {
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.setAttribute('data-e2e', 'spacer');
    spacer.style.height = '4000px';
    document.body.append(spacer);
  });
}

export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

export interface CartLineSeed {
  id: string;
  name: string;
  quantity: number;
  stock: number;
  price?: number;
}

/** The cart store's localStorage value (zustand persist envelope, version 1). */
export function cartValue(lines: CartLineSeed[]): string {
  return JSON.stringify({ state: { cart: lines }, version: 1 });
}

/**
 * Puts `value` under `key` in localStorage before the app's scripts run, on
 * the first document of the test only — a reload afterwards sees whatever
 * the app saved, as a returning customer would.
 */
export async function seedLocalStorage(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ([storageKey, storageValue]) => {
      const flag = `e2e-seeded:${storageKey}`;
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem(storageKey, storageValue);
    },
    [key, value] as const,
  );
}

/** Layout boxes in CSS pixels, measured in the page (not Playwright's rounding). */
export async function rectOf(
  locator: Locator,
): Promise<{ top: number; bottom: number; height: number }> {
  return locator.evaluate((element) => {
    const { top, bottom, height } = element.getBoundingClientRect();
    return { top, bottom, height };
  });
}

/** Who orders in a journey, as they type it at checkout. */
export interface Orderer {
  name: string;
  phone: string;
  address: string;
  landmark?: string;
}

/**
 * From the cart: the delivery details as a customer types them, School Para
 * as the neighbourhood (its ₹30 fee), Place order, and the order's number
 * read off the thank-you page.
 */
export async function placeOrderFromCart(page: Page, orderer: Orderer): Promise<string> {
  await page.getByLabel('Name', { exact: true }).fill(orderer.name);
  await page.getByLabel('Phone').fill(orderer.phone);
  await page.getByLabel('Address').fill(orderer.address);
  await page.getByLabel('Neighbourhood').selectOption('school-para');
  if (orderer.landmark) await page.getByLabel('Landmark (optional)').fill(orderer.landmark);
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  return (await page.locator('.order-code-value').first().textContent())?.trim() ?? '';
}

/** Set by goClientSide: false from a move until the screen in <main> has changed. */
interface MovingWindow {
  e2eScreenChanged?: boolean;
}

/**
 * The screen is up: one level-1 heading, no spinner, and, after a move, a
 * changed <main> (checked every frame, not on a back-off). Without the last,
 * the screen being left would pass before React had rendered the new one.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as MovingWindow).e2eScreenChanged !== false &&
      document.querySelectorAll('h1').length === 1 &&
      document.querySelector('.spinner-border') === null,
    undefined,
    { polling: 'raf', timeout: 10_000 },
  );
}

/** Moves with the router, as a link would, and waits until the new screen has settled. */
export async function goClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname + window.location.search === to) return;
    const moving = window as MovingWindow;
    moving.e2eScreenChanged = false;
    const main = document.querySelector('main');
    if (!main) throw new Error('no <main> to watch');
    new MutationObserver((_, observer) => {
      moving.e2eScreenChanged = true;
      observer.disconnect();
    }).observe(main, { childList: true, subtree: true, characterData: true });
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page);
}

/** Chooses a language with the control in the top bar, as a person would. */
export async function choose(page: Page, language: 'en' | 'bn' | 'hi'): Promise<void> {
  await page.getByRole('combobox', { name: /^(Language|ভাষা|भाषा)$/ }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The serious and critical WCAG 2.2 A/AA findings of axe-core on the page as it is now. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (...args: unknown[]) => Promise<{
          violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
        }>;
      };
    };
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}
