import type { Page } from '@playwright/test';
import { cartLink, expect, isPhone, test, placeOrderFromCart } from './support';

/**
 * The vendor's and the admin's screens, and what a customer sees of their
 * work: Find Order follows the shop's answer by itself; a vendor cannot set a
 * price out of bounds (and confirms a big jump); products of a closed or
 * removed shop show as unavailable in search; the admin's sections are all in
 * reach on a desktop and a phone. Each was once tripped over by someone trying
 * every role. Tabs of one browser context share one demo town (see
 * staff-journey.spec.ts for why).
 */
const VENDOR = { phone: '9000000001', password: 'vendor123' };
const ADMIN = { email: 'admin@town.demo', password: 'admin123' };

async function vendorSignIn(page: Page) {
  await page.goto('/vendorLogin');
  await page.getByLabel('Mobile number').fill(VENDOR.phone);
  await page.getByLabel('Password').fill(VENDOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/vendor\/grocery$/);
}

/** A customer orders one Masoor Dal from the seeded vendor's shop; returns the order number. */
async function orderMasoorDal(page: Page, phone: string): Promise<string> {
  await page.goto('/gallery/annapurna-grocery');
  await page.getByRole('button', { name: 'Add Masoor Dal to cart' }).click();
  await cartLink(page).click();
  return placeOrderFromCart(page, { name: 'Rina Das', phone, address: '14 School Para Road' });
}

// Find Order on a phone is walked by the ordering journeys.
test(
  'Find Order shows the shop’s rejection by itself, its reason in the reader’s language and the shop’s words as theirs',
  { tag: '@desktop' },
  async ({ page: customer, context }) => {
    test.setTimeout(60_000);
    const number = await orderMasoorDal(customer, '9876543210');
    await customer.getByRole('link', { name: 'Track this order' }).click();
    const card = customer.getByRole('listitem').filter({ hasText: `Order ${number}` });
    await expect(card).toHaveCount(1); // this browser's order is listed once, not twice
    await expect(card).toContainText('Placed');
    await card.getByRole('button', { name: `Details of order ${number}` }).click();
    await expect(card.getByRole('button', { name: 'Cancel this order' })).toBeVisible();

    // The shop rejects it in another tab while the customer's page stays open.
    const vendor = await context.newPage();
    await vendorSignIn(vendor);
    const vendorCard = vendor.getByRole('article', { name: `Order ${number}` });
    await vendorCard.getByRole('button', { name: /Reject/ }).click();
    await vendor.getByRole('radio', { name: 'Out of stock' }).check();
    await vendor.getByLabel(/In your own words/).fill('Masoor dal is finished for today');
    await vendor.getByRole('button', { name: /Reject the order/ }).click();
    await expect(vendor.getByRole('dialog')).toHaveCount(0);

    // No reload: within seconds the customer sees it, the reason with it, and no cancel button.
    // The status at the top of the card and the timeline's current step both say so.
    await expect(card.getByText('Rejected by the shop')).toHaveCount(2, { timeout: 10_000 });
    await expect(card).toContainText('Reason: Out of stock');
    await expect(card).toContainText('In the shop’s words: “Masoor dal is finished for today”');
    await expect(card.getByRole('button', { name: 'Cancel this order' })).toHaveCount(0);

    // A Bengali reader reads the reason in Bengali, and the shop's words as the shop wrote them.
    await customer.getByRole('combobox', { name: /Language/ }).selectOption('bn');
    const bengaliCard = customer.getByRole('listitem').filter({ hasText: `অর্ডার ${number}` });
    await expect(bengaliCard).toContainText('কারণ: জিনিস শেষ হয়ে গেছে');
    await expect(bengaliCard).toContainText(
      'দোকানের নিজের কথায়: “Masoor dal is finished for today”',
    );
  },
);

// One viewport is enough for a form’s rules; the journey covers both.
test(
  'a vendor cannot set a price out of bounds, and confirms a big jump',
  { tag: '@desktop' },
  async ({ page }) => {
    await vendorSignIn(page);
    await page.getByRole('tab', { name: /Stock and prices/ }).click();
    const editor = page.getByRole('form', { name: 'Masoor Dal' });
    const price = editor.getByLabel('Price (₹)');
    const save = editor.getByRole('button', { name: 'Save' });

    await price.fill('99999999');
    await save.click();
    await expect(editor).toContainText('A price can be at most ₹1,00,000.00');
    await price.fill('1e3');
    await save.click();
    await expect(editor).toContainText('typed in digits');
    await editor.getByLabel('Stock').fill('1e3');
    await save.click();
    await expect(editor).toContainText('Stock is a whole number');
    await editor.getByLabel('Stock').fill('30');

    await price.fill('0');
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Change the price of Masoor Dal?' });
    await expect(dialog).toContainText('for free');
    await dialog.getByRole('button', { name: 'No, let me fix it' }).click();
    await expect(editor).toContainText('now ₹110.00');

    await price.fill('115');
    await save.click();
    await expect(editor.getByRole('status')).toHaveText('Saved.');
    await page.goto('/catalog?q=masoor');
    await expect(page.getByRole('article', { name: 'Masoor Dal' })).toContainText('₹115.00');
  },
);

// The product card is the same on both; the catalogue walk covers the phone.
test(
  'search shows a closed shop’s and a removed shop’s products as unavailable, without Add',
  { tag: '@desktop' },
  async ({ page }) => {
    // Sen Brothers is closed in the demo town.
    await page.goto('/catalog?q=basmati');
    const basmati = page.getByRole('article', { name: 'Basmati Rice' });
    await expect(basmati).toContainText('Shop closed now');
    await expect(basmati.getByRole('button')).toHaveCount(0);

    // An admin removes Bhai Bhai Fruit Stall; its bananas stay findable but cannot be added.
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/shops');
    await page.getByRole('button', { name: 'Delete Bhai Bhai Fruit Stall' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Delete Bhai Bhai Fruit Stall' })).toHaveCount(0);

    await page.goto('/catalog?q=banana');
    const banana = page.getByRole('article', { name: 'Banana' });
    await expect(banana).toContainText('Shop no longer listed');
    await expect(banana.getByRole('button')).toHaveCount(0);
  },
);

// The admin's twenty sections once sat in one sideways-scrolling row, half of them out of sight.
test('the admin finds every section: beside the page on a desktop, behind one button on a phone', async ({
  page,
}, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const links = nav.getByRole('link');
  const toggle = nav.getByRole('button', { name: 'Sections Dashboard' });
  if (isPhone(testInfo)) {
    await expect(toggle).toBeVisible();
    await expect(links).toHaveCount(0);
    await toggle.click();
  } else {
    await expect(toggle).toBeHidden();
  }
  await expect(links).toHaveCount(24); // the dashboard, 21 sections, the shops' lists and the town backup
  // Every link is shown whole, none clipped off the side of a scrolling row.
  const box = await nav.boundingBox();
  for (const link of await links.all()) {
    await expect(link).toBeVisible();
    const linkBox = await link.boundingBox();
    expect(
      linkBox && box && linkBox.x >= box.x && linkBox.x + linkBox.width <= box.x + box.width,
    ).toBe(true);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'nothing spills sideways').toBeLessThanOrEqual(0);

  await nav.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  if (isPhone(testInfo)) await expect(nav.getByRole('link', { name: 'Messages' })).toBeHidden();
});
