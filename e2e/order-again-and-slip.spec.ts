import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cartLink, expect, test, placeOrderFromCart } from './support';

/**
 * Issue 26, parts 4 and 5, as the people would do them: a customer orders,
 * opens the order on Find Order and orders it again, landing in the cart
 * with a word about today's prices; the shop prints the order's slip, and on
 * paper (print media, a 58 mm roll's width) nothing but the slip is there.
 */
const VENDOR = { phone: '9000000001', password: 'vendor123' };
const CUSTOMER = { name: 'Rina Das', phone: '9876543210', address: '14 School Para Road' };
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

test('a customer orders again, and the shop prints the order’s slip', async ({
  page: customer,
  context,
}) => {
  // Two people and a password check (PBKDF2 in the browser).
  test.setTimeout(60_000);
  await customer.goto('/gallery/annapurna-grocery');
  await customer.getByRole('button', { name: 'Add Masoor Dal to cart' }).click();
  await customer.getByRole('button', { name: 'One more Masoor Dal' }).click();
  await cartLink(customer).click();
  const number = await placeOrderFromCart(customer, {
    name: CUSTOMER.name,
    phone: CUSTOMER.phone,
    address: CUSTOMER.address,
    landmark: 'Kali temple',
  });
  expect(number).toMatch(/^TS-\d{6}$/);
  await expect(cartLink(customer)).toHaveCount(0);

  // Find Order, on the phone that ordered: the order in full, and Order again.
  await customer.getByRole('link', { name: 'Track this order' }).click();
  const card = customer.getByRole('listitem').filter({ hasText: `Order ${number}` });
  await card.getByRole('button', { name: `Details of order ${number}` }).click();
  await card.getByRole('button', { name: `Order again: the items of order ${number}` }).click();

  await expect(customer.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(
    customer.getByText(`The items of order ${number} are in your cart at today’s prices.`),
  ).toBeVisible();
  await expect(customer.getByRole('group', { name: 'Quantity of Masoor Dal' })).toContainText('2');
  await expect(cartLink(customer)).toHaveAccessibleName('Cart, 1 item');

  // The shop prints the slip to pack by.
  const vendor = await context.newPage();
  await vendor.goto('/vendorLogin');
  await vendor.getByLabel('Mobile number').fill(VENDOR.phone);
  await vendor.getByLabel('Password').fill(VENDOR.password);
  await vendor.getByRole('button', { name: 'Sign in' }).click();
  const order = vendor.getByRole('article', { name: `Order ${number}` });
  // The browser's print dialog is the browser's, not the page's: counted instead of opened.
  await vendor.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await order.getByRole('button', { name: `Print order ${number}` }).click();
  const dialog = vendor.getByRole('dialog', { name: `Print order ${number}` });
  await dialog.getByRole('radio', { name: '58 mm roll (receipt printer)' }).check();
  await expect(dialog.getByRole('group', { name: `Slip of order ${number}` })).toContainText(
    'Payment: cash on delivery',
  );
  // The print dialog, slip and paper choice included, has nothing axe calls serious.
  await vendor.evaluate(axeSource);
  const problems = await vendor.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run('dialog', {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: { id: string; impact: string }[] };
    return result.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact))
      .map((violation) => violation.id);
  });
  expect(problems).toEqual([]);
  await dialog.getByRole('button', { name: 'Print' }).click();
  expect(await vendor.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Printed as Chromium prints: one page 58 mm wide, as long as the slip (not a sheet of Letter).
  const pdf = (await vendor.pdf({ preferCSSPageSize: true })).toString('latin1');
  const [, wide = '0', long = '0'] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
  const millimetres = (points: string) => (Number(points) * 25.4) / 72;
  expect(millimetres(wide)).toBeCloseTo(58, 0);
  expect(millimetres(long)).toBeGreaterThan(60);
  expect(millimetres(long)).toBeLessThan(200);

  // On paper: a 58 mm roll is about 220 CSS pixels wide, and holds the slip alone.
  await vendor.setViewportSize({ width: 220, height: 700 });
  await vendor.emulateMedia({ media: 'print' });
  const printed = vendor.locator('body > .slip-print');
  await expect(printed).toBeVisible();
  await expect(vendor.locator('#root')).toBeHidden();
  await expect(printed).toContainText(`Order ${number}`);
  await expect(printed).toContainText('Masoor Dal');
  await expect(printed).toContainText(`${CUSTOMER.name} · 98765 43210`);
  await expect(printed).toContainText('Landmark: Kali temple');
  const { width, overflow } = await printed.evaluate((slip) => ({
    width: slip.getBoundingClientRect().width,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  expect(width).toBeLessThanOrEqual(220);
  expect(overflow, 'nothing runs off the roll').toBeLessThanOrEqual(0);
  await vendor.screenshot({ path: test.info().outputPath('slip-58mm.png'), fullPage: true });
});
