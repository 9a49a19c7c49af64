import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cartLink, expect, isPhone, test, placeOrderFromCart } from './support';

/**
 * Paying the shop by UPI on the Demo backend: a customer orders from
 * Annapurna Grocery (whose UPI id is the demo town's example, and says so);
 * the thank-you page offers the `upi://pay` link on a phone and draws its QR
 * code on a computer, loading the QR library only then; the vendor, in
 * another tab of the same browser (one demo town), marks the order paid after
 * "checking their UPI app", and the customer's page says so by itself.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    })) as { violations: { id: string; impact: string }[] };
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id);
  });
}

test('a customer pays the shop by UPI, and sees it once the shop has looked', async ({
  page: customer,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const scripts: string[] = [];
  customer.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await customer.goto('/gallery/annapurna-grocery');
  await customer.getByRole('button', { name: 'Add Masoor Dal to cart' }).click();
  const beforeOrdering = scripts.length;
  await cartLink(customer).click();
  const number = await placeOrderFromCart(customer, {
    name: 'Rina Das',
    phone: '9876543210',
    address: '14 School Para Road',
  });
  expect(number).toMatch(/^TS-\d{6}$/);

  const pay = customer.getByRole('region', { name: 'Pay by UPI, if you like' });
  await expect(pay).toContainText('Annapurna Grocery takes UPI.');
  await expect(pay).toContainText('It cannot receive money, so do not pay it.');
  await expect(pay).toContainText('until it does, the order stays cash on delivery');
  // The QR library's chunk, found by what the build put into it: its name is
  // the bundler's pick (`dist-…`, as valibot's chunk is named too).
  const chunks = JSON.parse(
    readFileSync(new URL('../dist/.vite/chunks.json', import.meta.url), 'utf8'),
  ) as Record<string, { modules: { id: string }[] }>;
  const qrChunks = Object.entries(chunks)
    .filter(([, chunk]) => chunk.modules.some(({ id }) => id.includes('node_modules/uqr/')))
    .map(([file]) => `/${file}`);
  expect(qrChunks).toHaveLength(1);
  const qrLibrary = (path: string) => qrChunks.includes(path);
  expect(scripts.slice(0, beforeOrdering).filter(qrLibrary)).toEqual([]);
  if (isPhone(testInfo)) {
    const link = pay.getByRole('link', { name: /^Pay ₹[\d.,]+ with my UPI app$/ });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(
        `^upi://pay\\?pa=annapurna\\.grocery@example&pn=Annapurna%20Grocery&am=\\d+\\.\\d{2}&tn=${number}&cu=INR$`,
      ),
    );
    await expect(pay.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  } else {
    const qr = pay.getByRole('img', {
      name: /^QR code to pay ₹[\d.,]+ to Annapurna Grocery by UPI$/,
    });
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(150);
    expect(scripts.filter(qrLibrary)).toHaveLength(1);
  }
  expect(await seriousViolations(customer)).toEqual([]);

  // The vendor checks their UPI app, then says the money came.
  const vendor = await context.newPage();
  await vendor.goto('/vendorLogin');
  await vendor.getByLabel('Mobile number').fill('9000000001');
  await vendor.getByLabel('Password').fill('vendor123');
  await vendor.getByRole('button', { name: 'Sign in' }).click();
  const card = vendor.getByRole('article', { name: `Order ${number}` });
  await expect(card).toContainText('cash on delivery');
  await card.getByRole('button', { name: `Mark paid by UPI: order ${number}` }).click();
  await vendor.getByRole('button', { name: 'Yes, the money is there' }).click();
  await expect(card).toContainText('Paid by UPI: collect no cash.');

  await customer.bringToFront();
  await expect(
    customer.getByText('Paid by UPI: the shop has seen your payment in its UPI app.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(pay).toHaveCount(0);
});
