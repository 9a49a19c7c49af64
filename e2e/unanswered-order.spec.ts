import type { Page } from '@playwright/test';
import { cartLink, expect, seriousAxeFindings, test, placeOrderFromCart } from './support';

/**
 * An order nobody at the shop answers, on the Demo backend with the clock
 * moved: five minutes on, the vendor's screen rings and the order stands
 * out, and the customer's Find Order says the shop has not seen it, with the
 * shop's phone; ten minutes on, the admin's dashboard shows it first with
 * the shop's phone; twenty minutes on, the server has cancelled it and the
 * customer reads why, in their language.
 *
 * The clock: Playwright's fake clock (context.clock) is installed in the
 * pages, not in the dedicated worker the Demo backend normally runs in, so
 * the worker would sweep on the real time. Each page here is opened without
 * `Worker`, which sends the app down its own fallback for browsers without
 * module workers (start-demo.ts): the very same backend and sweep, run in
 * the page, on the page's (fake) clock. Nothing in the build changes, and
 * nothing there lets a page move the town's time.
 *
 * The roles are tabs of one context, sharing the Demo's database (see
 * staff-journey.spec.ts); every tab runs the sweep, as several Cloud
 * Function instances might, and each step still happens once.
 */
const VENDOR = { phone: '9000000001', password: 'vendor123', shop: 'Annapurna Grocery' };
const ADMIN = { email: 'admin@town.demo', password: 'admin123' };
const CUSTOMER = { name: 'Rina Das', phone: '9876543211', address: '14 School Para Road' };
const SHOP_PHONE = 'tel:9000012301';

// The town's phones keep the town's time.
test.use({ timezoneId: 'Asia/Kolkata' });

async function signInVendor(page: Page) {
  await page.goto('/vendorLogin');
  await page.getByLabel('Mobile number').fill(VENDOR.phone);
  await page.getByLabel('Password').fill(VENDOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: VENDOR.shop })).toBeVisible();
}

test('an order nobody answers rings at the shop, reaches the admin, and is given up, on the town’s clock', async ({
  page: customer,
  context,
}) => {
  test.setTimeout(60_000);
  await context.addInitScript(() => {
    Object.defineProperty(window, 'Worker', { value: undefined, configurable: true });
  });
  // 10:00 in the town (Asia/Kolkata).
  await context.clock.install({ time: new Date('2026-11-24T10:00:00+05:30') });

  const vendor = await context.newPage();
  await signInVendor(vendor);
  await expect(vendor.getByText(/No new orders right now/)).toBeVisible();

  await customer.goto('/gallery/annapurna-grocery');
  await customer.getByRole('button', { name: 'Add Masoor Dal to cart' }).click();
  await cartLink(customer).click();
  const number = await placeOrderFromCart(customer, {
    name: CUSTOMER.name,
    phone: CUSTOMER.phone,
    address: CUSTOMER.address,
  });
  const card = vendor.getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await expect(vendor.getByRole('alert')).toHaveCount(0);

  // Five minutes and nobody at the shop has answered: the shop is reminded.
  await context.clock.fastForward('05:00');
  const stillWaiting = vendor.getByRole('alert');
  await expect(stillWaiting).toContainText(`Order ${number} is still waiting for you`);
  await expect(card).toContainText('Not answered since');
  await expect(card).toHaveClass(/unanswered/);
  expect(await seriousAxeFindings(vendor)).toEqual([]);

  await customer.goto(`/findOrder/${CUSTOMER.phone}`);
  await customer.getByRole('button', { name: `Details of order ${number}` }).click();
  const notice = customer.getByRole('status').filter({ hasText: 'has not seen your order' });
  await expect(notice).toContainText('Annapurna Grocery has not seen your order yet.');
  await expect(notice.getByRole('link', { name: /^Call Annapurna Grocery/ })).toHaveAttribute(
    'href',
    SHOP_PHONE,
  );
  expect(await seriousAxeFindings(customer)).toEqual([]);

  // Ten minutes: the admin is called. The vendor hands the browser over.
  await context.clock.fastForward('05:00');
  await vendor.getByRole('button', { name: 'Sign out' }).click();
  await expect(vendor).toHaveURL(/\/vendorLogin$/);
  const admin = vendor;
  await admin.goto('/login');
  await admin.getByLabel('Email').fill(ADMIN.email);
  await admin.getByLabel('Password').fill(ADMIN.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  const first = admin.locator('section', {
    has: admin.getByRole('heading', { name: '1 order no shop has answered' }),
  });
  await expect(first.getByRole('link', { name: number })).toBeVisible();
  await expect(first.getByRole('link', { name: /^Call Annapurna Grocery/ })).toHaveAttribute(
    'href',
    SHOP_PHONE,
  );
  expect(await seriousAxeFindings(admin)).toEqual([]);
  await expect(first).toContainText(/Cancelled by itself at 10:20\W*am unless the shop answers\./i);

  // Twenty minutes: the server gives up, and the customer reads why, in Bengali.
  await context.clock.fastForward('10:00');
  await expect(first).toHaveCount(0);
  await customer.evaluate(() => window.localStorage.setItem('language', '"bn"'));
  await customer.reload();
  await customer.getByRole('button', { name: new RegExp(number.slice(3)) }).click();
  await expect(customer.getByText('কারণ: দোকান থেকে কেউ সাড়া দেয়নি')).toBeVisible();
  await expect(customer.getByRole('status').filter({ hasText: 'দেখেনি' })).toHaveCount(0);
});
