import type { Page } from '@playwright/test';
import { cartLink, choose, expect, isPhone, test, placeOrderFromCart } from './support';

/**
 * One order's whole journey on the Demo backend: a customer orders from the
 * shop of the seeded vendor 9000000001 (src/backend/demo/seed-town.json,
 * `demoAccounts`: Bikash Saha runs Annapurna Grocery, category grocery) →
 * the vendor sees it arrive live, accepts it and marks it ready → the
 * delivery person 9000000011 takes it, picks it up and delivers it, and
 * holds its cash until the admin records the hand-over (confirmed, on a
 * 320 px phone in Hindi, then read in the rider's ledger) → the customer
 * sees "Delivered" on Find Order.
 *
 * Why the roles are tabs of ONE browser context, not separate contexts: the
 * Demo backend keeps the town in each context's own IndexedDB, so separate
 * contexts would be separate towns and the vendor would never see the
 * customer's order. Tabs of one context share the database, and the demo
 * adapter tells every tab of each change (BroadcastChannel) — which is how
 * the vendor's screen updates live, as Firestore listeners do in production.
 *
 * Why the staff take turns: the demo session is per-origin localStorage
 * (like Firebase Auth's persistence in one browser profile), so a sign-in in
 * one tab signs every tab in as that person. The customer needs no sign-in;
 * the vendor works, signs out, then the delivery person signs in. Each step
 * asserts the change arrived on the other screen without a reload.
 */
const VENDOR = { phone: '9000000001', password: 'vendor123', shop: 'Annapurna Grocery' };
const COURIER = { phone: '9000000011', password: 'delivery123', name: 'Raju Sheikh' };
const ADMIN = { email: 'admin@town.demo', password: 'admin123' };
const CUSTOMER = { name: 'Rina Das', phone: '9876543210', address: '14 School Para Road' };
const TOWN = 'Nabagram, West Bengal';

/** Uncaught errors and console errors of a page the fixture does not watch. */
function watchErrors(page: Page, seen: string[], who: string) {
  page.on('pageerror', (error) => seen.push(`${who} uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`${who} console.error: ${message.text()}`);
  });
}

async function signIn(page: Page, path: string, phone: string, password: string) {
  await page.goto(path);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** On a phone, every action button is big enough for a thumb and nothing spills sideways. */
async function expectComfortableOnPhone(page: Page, buttons: string) {
  const heights = await page
    .locator(buttons)
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(48);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an order travels from the customer to the vendor and the delivery person, and back', async ({
  page: customer,
  context,
}, testInfo) => {
  // Three people, two password checks (PBKDF2 in the browser) and a dozen
  // live updates: longer than one screen's test, so it gets more time.
  test.setTimeout(60_000);
  const staffErrors: string[] = [];
  const customerScripts: string[] = [];
  customer.on('request', (request) => {
    if (request.resourceType() === 'script') customerScripts.push(request.url());
  });

  // The vendor signs in first and watches their inbox.
  const vendor = await context.newPage();
  watchErrors(vendor, staffErrors, 'vendor');
  await signIn(vendor, '/vendorLogin', VENDOR.phone, VENDOR.password);
  await expect(vendor).toHaveURL(/\/vendor\/grocery$/);
  await expect(vendor.getByRole('heading', { level: 1, name: VENDOR.shop })).toBeVisible();
  await expect(vendor.getByText(/No new orders right now/)).toBeVisible();
  // The browser keeps the page silent until a tap: one turns the chime on, and it is remembered.
  await vendor.getByRole('button', { name: 'Tap to hear new orders' }).click();
  await expect(vendor.getByText('Sound on')).toBeVisible();
  await vendor.reload();
  await expect(vendor.getByText(/No new orders right now/)).toBeVisible();
  await expect(vendor.getByRole('button', { name: 'Tap to hear new orders' })).toHaveCount(0);
  await expect(
    vendor.getByText(/^Sound on$|this browser needs one tap on the screen each time/),
  ).toBeVisible();

  // The customer orders from that shop in another tab, signed in as nobody.
  await customer.goto('/gallery/annapurna-grocery');
  await customer.getByRole('button', { name: 'Add Masoor Dal to cart' }).click();
  await cartLink(customer).click();
  const number = await placeOrderFromCart(customer, {
    name: CUSTOMER.name,
    phone: CUSTOMER.phone,
    address: CUSTOMER.address,
    landmark: 'Kali temple',
  });
  expect(number).toMatch(/^TS-\d{6}$/);

  // It arrives on the vendor's screen by itself, counted in the tab title.
  const vendorCard = vendor.getByRole('article', { name: `Order ${number}` });
  await expect(vendorCard).toBeVisible();
  const news = vendor.getByRole('status').filter({ hasText: `New order ${number}` });
  await expect(news).toBeVisible();
  // Its × is drawn: Bootstrap's close button needs its picture, not a grey bar.
  const close = news.getByRole('button', { name: 'Dismiss' });
  expect(await close.evaluate((button) => getComputedStyle(button).backgroundImage)).toContain(
    'svg',
  );
  await expect(vendor).toHaveTitle(/\(1\) New orders|New order/);
  await expect(vendorCard).toContainText('1 × Masoor Dal');
  await expect(vendorCard).toContainText('14 School Para Road (landmark: Kali temple)');
  // On a 320 px phone the order is in sight, above the shop's switch, which is still one tap away.
  const desktop = vendor.viewportSize();
  await vendor.setViewportSize({ width: 320, height: 640 });
  // As a phone opens the screen: at its top (the desktop's scroll position means nothing there).
  await vendor.evaluate(() => window.scrollTo(0, 0));
  const switchBar = vendor.locator('.shop-switch');
  await expect(switchBar.getByRole('button', { name: 'Close the shop' })).toBeInViewport();
  await expect(vendorCard).toBeInViewport();
  const cardTop = (await vendorCard.boundingBox())?.y ?? Infinity;
  const barTop = (await switchBar.boundingBox())?.y ?? 0;
  expect(cardTop, 'the order starts well above the bar').toBeLessThan(barTop - 48);
  await expectComfortableOnPhone(vendor, '.staff-actions .btn');
  if (desktop) await vendor.setViewportSize(desktop);
  await vendorCard.getByRole('button', { name: 'Accept' }).click();
  await expect(vendorCard.getByText('Accepted by the shop')).toBeVisible();
  await vendorCard.getByRole('button', { name: 'Mark ready' }).click();
  await expect(vendorCard).toContainText('Packed: waiting for a delivery person.');
  await expect(vendor).toHaveTitle(/^Shop orders/);

  // Hand over: the vendor signs out, the delivery person signs in on their own tab.
  await vendor.getByRole('button', { name: 'Sign out' }).click();
  await expect(vendor).toHaveURL(/\/vendorLogin$/);

  const courier = await context.newPage();
  watchErrors(courier, staffErrors, 'delivery');
  await signIn(courier, '/deliveryLogin', COURIER.phone, COURIER.password);
  await expect(courier).toHaveURL(/\/delivery\/screen$/);
  const courierCard = courier.getByRole('article', { name: `Order ${number}` });
  await expect(courierCard).toContainText('Collect ₹140.00 in cash');
  await expect(courierCard.getByRole('link', { name: 'Call 98765 43210' })).toHaveAttribute(
    'href',
    `tel:+91${CUSTOMER.phone}`,
  );
  await expect(courierCard.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
      `${CUSTOMER.address}, Kali temple, ${TOWN}`,
    )}`,
  );
  if (isPhone(testInfo)) {
    await expectComfortableOnPhone(courier, '.staff-actions .btn, .delivery-links .btn');
  }

  // Each move comes back through the live lists: the card changes section.
  await courierCard.getByRole('button', { name: 'Take this delivery' }).click();
  const toPickUp = courier.locator('section', {
    has: courier.getByRole('heading', { name: /^To pick up/ }),
  });
  await expect(toPickUp.getByRole('article', { name: `Order ${number}` })).toBeVisible();
  await courierCard.getByRole('button', { name: 'Picked up' }).click();
  const onTheWay = courier.locator('section', {
    has: courier.getByRole('heading', { name: /^On the way/ }),
  });
  await expect(onTheWay.getByRole('article', { name: `Order ${number}` })).toBeVisible();
  await courierCard.getByRole('button', { name: 'Delivered' }).click();
  await courier
    .getByRole('dialog', { name: `Delivered order ${number}?` })
    .getByRole('button', { name: 'Yes, delivered' })
    .click();
  await expect(courier.getByText('Done (1)')).toBeVisible();

  // The server put the cash in the courier's hand with the delivery: the seeded ₹221.50 and ₹140.
  const cash = courier.locator('section', {
    has: courier.getByRole('heading', { name: /^Cash in your hand/ }),
  });
  await expect(cash.getByRole('heading', { level: 2 })).toHaveText('Cash in your hand: ₹361.50');
  await expect(
    cash.getByRole('listitem').filter({ hasText: `Order ${number} delivered` }),
  ).toContainText('+₹140.00');
  // Today's lines between what was brought from before today and the total: the sum adds up.
  await expect(cash.getByRole('listitem').first()).toHaveText(
    'Brought forward from before today₹125.50',
  );
  await expect(cash.getByRole('listitem').last()).toHaveText('In your hand now₹361.50');

  // In the evening the admin counts it in, on a 320 px phone in Hindi: the courier hands over
  // all of it, and the admin confirms the amount and the name before it is written.
  await courier.getByRole('button', { name: 'Sign out' }).click();
  await courier.goto('/login');
  await courier.getByLabel('Email').fill(ADMIN.email);
  await courier.getByLabel('Password').fill(ADMIN.password);
  await courier.getByRole('button', { name: 'Sign in' }).click();
  await expect(courier).toHaveURL(/\/admin$/);
  const viewport = courier.viewportSize();
  await courier.setViewportSize({ width: 320, height: 640 });
  await courier.goto('/admin/deliveryPersons');
  await choose(courier, 'hi');
  const riderCash = courier.getByRole('article', { name: COURIER.name });
  await expect(riderCash).toContainText('पास में ₹361.50');
  await riderCash.getByLabel(`${COURIER.name} से मिली नकदी (₹)`).fill('361.50');
  await riderCash.getByRole('button', { name: 'जमा लिखें' }).click();
  const confirm = courier.getByRole('dialog', {
    name: `${COURIER.name} से ₹361.50 मिले, यह दर्ज करें?`,
  });
  await expect(confirm).toContainText(`${COURIER.name} के पास अभी ₹361.50 है, जमा के बाद ₹0.00 रहेगा।`);
  await confirm.getByRole('button', { name: 'हाँ, दर्ज कीजिए' }).click();
  await expect(riderCash.getByRole('status')).toHaveText(
    `${COURIER.name} से ₹361.50 मिले। अब उनके पास ₹0.00 हैं।`,
  );
  await expect(riderCash).toContainText('पास में ₹0.00');
  // The ledger, earlier days included, with what they held after each line; the order's
  // number opens the admin's order list found by it.
  await riderCash.getByText(`हिसाब की बही: ${COURIER.name}`).click();
  const ledger = riderCash.locator('.cash-ledger');
  await expect(ledger.getByRole('listitem').first()).toContainText('इसके बाद हाथ में: ₹0.00');
  await expect(ledger.getByRole('listitem')).toHaveCount(6);
  const overflow = await courier.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await ledger.getByRole('link', { name: number }).click();
  await expect(courier).toHaveURL(new RegExp(`/admin/orders\\?q=${number}$`));
  await expect(courier.getByRole('main')).toContainText(number);
  await choose(courier, 'en');
  if (viewport) await courier.setViewportSize(viewport);

  // The customer looks the order up by phone and sees it delivered.
  await customer.goto(`/findOrder/${CUSTOMER.phone}`);
  const summary = customer
    .getByRole('listitem')
    .filter({ hasText: `Order ${number}` })
    .first();
  await expect(summary).toContainText('Delivered');

  // Customer screens never loaded any sign-in code.
  expect(customerScripts.filter((url) => /auth|staff-session|login/i.test(url))).toEqual([]);
  expect(staffErrors).toEqual([]);
});
