import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { cartLink, expect, test, placeOrderFromCart } from './support';

/**
 * A line that ran out (issue 26, part 3), on a phone: a customer orders 3
 * Masoor Dal and a mustard oil from Annapurna Grocery, whose vendor
 * (9000000001, src/backend/demo/seed-town.json) has only 1 dal left and lowers
 * the line before accepting. The customer, reading in Hindi, sees on Find
 * Order what changed and the new total (the delivery fee comes back: the
 * order fell below free delivery), and may still cancel. One browser context,
 * two tabs, so both see the same demo town (see staff-journey.spec.ts).
 */
const VENDOR = { phone: '9000000001', password: 'vendor123' };

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The serious and critical WCAG 2.2 A/AA violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    interface Violation {
      id: string;
      impact: string | null;
      nodes: { target: unknown[] }[];
    }
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    })) as { violations: Violation[] };
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes[0]?.target)}`);
  });
}

async function signInVendor(page: Page) {
  await page.goto('/vendorLogin');
  await page.getByLabel('Mobile number').fill(VENDOR.phone);
  await page.getByLabel('Password').fill(VENDOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/vendor\/grocery$/);
}

test('a shop lowers a line it ran short of, and the customer reads the new total in Hindi @phone', async ({
  page: customer,
  context,
}) => {
  test.setTimeout(45_000);
  await customer.goto('/gallery/annapurna-grocery');
  await customer.getByRole('button', { name: 'Add Masoor Dal to cart' }).click();
  await customer.getByRole('button', { name: 'One more Masoor Dal' }).click();
  await customer.getByRole('button', { name: 'One more Masoor Dal' }).click();
  await customer.getByRole('button', { name: 'Add Kachi Ghani Mustard Oil to cart' }).click();
  await cartLink(customer).click();
  const number = await placeOrderFromCart(customer, {
    name: 'Sunita Yadav',
    phone: '9876501234',
    address: '7 Rail Colony, near the water tank',
  });
  await customer.getByRole('link', { name: 'Track this order' }).click();
  // Found by its number alone: the words around it change with the language.
  // The order's card, not its chip among the phone's open orders: the card has buttons.
  const card = customer
    .getByRole('listitem')
    .filter({ hasText: number })
    .filter({ has: customer.getByRole('button') })
    .first();
  await card.getByRole('button', { name: `Details of order ${number}` }).click();
  // ₹330 of dal and ₹185 of oil: above ₹499, so delivery is free.
  await expect(card).toContainText('₹515.00');

  // The vendor has only 1 dal: they lower the line from the order's card.
  const vendor = await context.newPage();
  await signInVendor(vendor);
  const vendorCard = vendor.getByRole('article', { name: `Order ${number}` });
  await vendorCard.getByRole('button', { name: 'Change Masoor Dal' }).click();
  const dialog = vendor.getByRole('dialog', { name: 'Change Masoor Dal (1 kg)?' });
  await dialog.getByLabel('How many can you give?').selectOption('1');
  // ₹295 is under ₹499, but a change never raises what the customer pays: delivery stays free,
  // and the vendor reads so before confirming.
  await expect(dialog).toContainText('The customer will pay ₹295.00 instead of ₹515.00.');
  await expect(dialog).toContainText('Delivery stays free');
  expect(await seriousViolations(vendor)).toEqual([]);
  await dialog.getByRole('button', { name: 'Change the order' }).click();
  await expect(vendorCard.getByRole('status')).toHaveText('Changed. New total: ₹295.00');
  await expect(vendorCard.locator('.staff-order-total')).toContainText('₹295.00');
  await expect(vendorCard).toContainText('1 × Masoor Dal');

  // The customer reads it in Hindi: what changed, the new total, and Cancel still there.
  await customer.bringToFront();
  await customer.getByRole('combobox', { name: /^(Language|ভাষা|भाषा)$/ }).selectOption('hi');
  await expect(customer.locator('html')).toHaveAttribute('lang', 'hi');
  const changes = card.locator('.line-changes');
  await expect(changes).toContainText('दुकान ने ऑर्डर में बदलाव किया है', { timeout: 15_000 });
  await expect(changes).toContainText('मसूर दाल (1 किलो): 3 → 1, दुकान में सिर्फ़ 1 ही बचे थे');
  await expect(changes).toContainText('नया कुल: ₹295.00');
  await expect(card.locator('.bill-total').last()).toHaveText('₹295.00');
  await expect(card.getByRole('button', { name: 'यह ऑर्डर रद्द करें' })).toBeVisible();
  expect(await seriousViolations(customer)).toEqual([]);
});
