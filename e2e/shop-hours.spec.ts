import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cartLink, expect, test } from './support';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Serious or critical axe findings in the hours form, as the language walk judges a screen. */
async function hoursFormFindings(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Finding = { id: string; impact: string | null };
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document.querySelector('.hours-form'), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    })) as { violations: Finding[] };
    return result.violations
      .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
      .map((finding) => finding.id);
  });
}

/**
 * Shops keep hours, on the town's clock (India). Playwright's clock fakes the
 * page's time, not a worker's, so these tests start the page without module
 * workers: the Demo backend then runs the same server code in the page (the
 * fallback start-demo.ts keeps for such browsers), on the faked clock. The
 * production build is unchanged; nothing in it reads a test's clock.
 *
 * 2026-11-26 is a Thursday. Haru's Sabji Stall opens 6–13 and 16–20;
 * Annapurna Grocery never closes, until its vendor says otherwise.
 */
const at = (local: string) => new Date(`${local}:00+05:30`);

async function townAt(page: Page, local: string) {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
  await page.clock.install({ time: at(local) });
}

test(
  'a shop closing while the cart is filled: checkout refused with when it opens, the cart kept',
  { tag: '@desktop' },
  async ({ page }) => {
    await townAt(page, '2026-11-26T19:50');
    await page.goto('/gallery/haru-sabji-stall');
    await expect(page.getByText('Open now · closes 8:00 pm')).toBeVisible();
    await page.getByRole('button', { name: 'Add Onion to cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await cartLink(page).click();
    await expect(page.getByText('Open now · closes 8:00 pm')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Rina Das');
    await page.getByLabel('Phone').fill('98765 43210');
    await page.getByLabel('Address').fill('14 School Para Road, Nabagram');
    await page.getByLabel('Neighbourhood').selectOption('school-para');

    // Eight o'clock strikes before the order is sent; the server decides by its own clock.
    await page.clock.setSystemTime(at('2026-11-26T20:01'));
    await page.getByRole('button', { name: /Place order/ }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This shop is closed now. It opens tomorrow at 6:00 am.',
    );
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rina Das');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // The shop's page says so too, in Bengali with its digits.
    await page.goto('/gallery/haru-sabji-stall');
    await expect(page.getByText('Closed · opens tomorrow 6:00 am')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Onion to cart' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
    await expect(page.getByText('বন্ধ · খুলবে কাল সকাল ৬:০০-এ')).toBeVisible();
  },
);

test(
  'a vendor closes their shop on Thursdays from a 320 px phone, and customers see it',
  { tag: '@phone' },
  async ({ page }) => {
    await townAt(page, '2026-11-26T10:00');
    // The narrowest phone a shopkeeper may hold.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/vendorLogin');
    await page.getByLabel('Mobile number').fill('9000000001');
    await page.getByLabel('Password').fill('vendor123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Open: taking orders')).toBeVisible();

    await page.getByRole('tab', { name: 'Stock and prices' }).click();
    await page.getByText('Opening hours and days off').click();
    const thursday = page.getByRole('group', { name: 'Thursday' });
    await thursday.getByRole('combobox', { name: 'Thursday' }).selectOption('Closed all day');
    await page.getByRole('button', { name: 'Save hours' }).click();
    await expect(page.getByText('Hours saved. Customers see them now.')).toBeVisible();
    expect(await hoursFormFindings(page)).toEqual([]);
    // Nothing spills sideways at 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    // The switch at the foot of the phone says why orders stop; its button stays one tap away.
    await expect(page.getByText('Closed by your hours')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close the shop' })).toBeInViewport();

    await page.goto('/gallery/annapurna-grocery');
    // Closed all Thursday: it opens at midnight tonight, said as tonight's, never tomorrow's 12 am.
    await expect(page.getByText('Closed · opens today 12 midnight')).toBeVisible();
    await expect(page.getByText('This shop is closed right now.')).toBeVisible();
  },
);
