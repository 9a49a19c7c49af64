import { cartLink, expect, openPage, test } from './support';

/**
 * A newcomer orders on the Demo backend the way a person would: browse a
 * shop, add to the cart, reload, fix a mistyped phone, place the order, find
 * it by phone and its code on a phone that forgot it, and cancel it. Each test has its own browser context, so its
 * own fresh demo town in IndexedDB.
 */
const SHOP = 'Annapurna Grocery';

test('browse, order, find by phone and cancel', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPage(page, '/grocery/fordo', 'Grocery shops');
  await page.getByRole('link', { name: new RegExp(SHOP) }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(SHOP) })).toBeVisible();

  // The Demo backend runs in its worker, off the page's thread, and wrote the town there:
  // the page never loaded the in-page adapter kept for browsers without module workers.
  const backendFiles = requested.filter((path) => /\/(backend-worker|demo-backend)-/.test(path));
  expect(backendFiles).toEqual([expect.stringMatching(/\/backend-worker-[\w-]+\.js$/)]);
  expect(requested).toContainEqual(expect.stringMatching(/\/worker-seed-town-[\w-]+\.js$/));

  // Out of stock cannot be added.
  await expect(page.getByRole('button', { name: 'Sugar is out of stock' })).toBeDisabled();

  await page.getByRole('button', { name: 'Add Masoor Dal to cart' }).click();
  await page.getByRole('button', { name: 'One more Masoor Dal' }).click();
  await page.getByRole('button', { name: 'Add Moong Dal to cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  // Only 3 Moong Dal in stock: + stops there.
  const moreMoong = page.getByRole('button', { name: 'One more Moong Dal' });
  await moreMoong.click();
  await moreMoong.click();
  await expect(moreMoong).toBeDisabled();

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await cartLink(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Rina Das');
  await page.getByLabel('Phone').fill('12345');
  await page.getByLabel('Address').fill('14 School Para Road, Nabagram');
  await page.getByLabel('Neighbourhood').selectOption('school-para');
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(
    page.getByText('Enter a 10-digit mobile number, for example 98765 43210.'),
  ).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rina Das');

  await page.getByLabel('Phone').fill('+91 98765-43210');
  await page.getByRole('button', { name: /Place order/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  const orderNumber = (await page.locator('.order-code-value').first().textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^TS-\d{6}$/);
  await expect(cartLink(page)).toHaveCount(0);

  const orderCode = (await page.locator('.order-code-value').nth(1).textContent())?.trim() ?? '';

  // On a phone that did not place it, the number alone says only that an order is on its way.
  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL(/\/findOrder\/9876543210$/);
  await page.getByRole('button', { name: 'Forget me on this phone' }).click();
  await page.reload();
  await expect(page.getByText('1 order of this number is on its way:')).toBeVisible();
  await expect(page.getByText(orderNumber)).toHaveCount(0);
  // The code from the thank-you page opens it.
  await page.getByLabel('Order or booking code').fill(orderCode.toLowerCase());
  await page.getByRole('button', { name: 'Show it' }).click();
  const card = page
    .getByRole('listitem')
    .filter({ hasText: `Order ${orderNumber}` })
    .first();
  await expect(card).toContainText('Placed');
  await card.getByRole('button', { name: `Details of order ${orderNumber}` }).click();
  await expect(card).toContainText('14 School Para Road');

  await card.getByRole('button', { name: 'Cancel this order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(card.getByText('Cancelled').first()).toBeVisible();

  // The stock came back: all 3 Moong Dal can be added again.
  await page.goto('/gallery/annapurna-grocery');
  await page.getByRole('button', { name: 'Add Moong Dal to cart' }).click();
  const again = page.getByRole('button', { name: 'One more Moong Dal' });
  await again.click();
  await again.click();
  await expect(again).toBeDisabled();
});

// One viewport for these; the ordering journey above walks the phone.
test('the home search finds shops and products', { tag: '@desktop' }, async ({ page }) => {
  await openPage(page, '/', 'Everything in town, one tap away');
  await page.getByRole('searchbox', { name: 'Search shops and products' }).fill('mishti');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Results for “mishti”/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Maa Kali Mishti/ }).first()).toBeVisible();
});

test('a closed shop can be browsed but not ordered from', { tag: '@desktop' }, async ({ page }) => {
  await openPage(page, '/grocery/fordo', 'Grocery shops');
  await page.getByRole('link', { name: /Sen Brothers/ }).click();
  await expect(page.getByText('This shop is closed right now.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
});

test('a second shop asks before starting a new cart', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/gallery/annapurna-grocery');
  await page.getByRole('button', { name: 'Add Masoor Dal to cart' }).click();
  // Open around the clock, like Annapurna: the test does not depend on the hour it runs at.
  await page.goto('/gallery/dada-boudi-hotel');
  await page
    .getByRole('button', { name: /^Add .* to cart$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Start a new cart?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

// One viewport; the language walk covers the phone in Bengali.
test(
  'in Bengali: typing ওষুধ finds the medicines and চাল the rice, and the cart and checkout speak Bengali and take Bengali digits',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', '"bn"'));
    // A shop's own search names the shop without gluing an ending to its name.
    await page.goto('/gallery/annapurna-grocery');
    await expect(page.getByRole('searchbox', { name: 'এই দোকানে খুঁজুন' })).toHaveAttribute(
      'placeholder',
      'এই দোকানে খুঁজুন: অন্নপূর্ণা মুদিখানা',
    );
    await page.goto('/catalog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const search = page.getByRole('searchbox', { name: 'জিনিস খুঁজুন' });
    // The home search box suggests ওষুধ: it is the medicines' category, by its Bengali name.
    await search.fill('ওষুধ');
    await expect(page.getByRole('article', { name: 'প্যারাসিটামল ৫০০ মিগ্রা' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'কাশির সিরাপ' })).toBeVisible();
    await search.fill('চাল');
    await page.getByRole('button', { name: 'গোবিন্দভোগ চাল কার্টে যোগ করুন' }).click();
    const bengaliCart = page.getByRole('banner').getByRole('link', { name: /^কার্ট/ });
    await expect(bengaliCart).toHaveAccessibleName('কার্ট, ১টি জিনিস');
    // The badge counts in Bengali digits too, as the words around it do.
    await expect(bengaliCart.locator('.badge')).toHaveText('১');
    await bengaliCart.click();

    await expect(page.getByRole('heading', { level: 1, name: 'আপনার কার্ট' })).toBeVisible();
    // Rupees in Bengali digits: Gobindobhog rice is ₹120.
    await expect(page.getByText('₹১২০.০০').first()).toBeVisible();
    await page.getByLabel('নাম', { exact: true }).fill('রিনা দাস');
    await page.getByLabel('ফোন', { exact: true }).fill('12345');
    // The town's name alone is too short an address, and the form says so in those words.
    await page.getByLabel('ঠিকানা', { exact: true }).fill('নবগ্রাম');
    await page.getByLabel('পাড়া', { exact: true }).selectOption('school-para');
    await page.getByRole('button', { name: /অর্ডার দিন/ }).click();
    // The phone check answers in Bengali, and nothing typed is lost.
    await expect(page.getByLabel('ফোন', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(
        'ঠিকানাটা খুব ছোট, এতে ডেলিভারির লোক আপনাকে খুঁজে পাবেন না। বাড়ির নম্বর বা নাম, রাস্তা আর পাড়ার নামও লিখুন।',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('নাম', { exact: true })).toHaveValue('রিনা দাস');
    await page.getByLabel('ঠিকানা', { exact: true }).fill('১৪ স্কুল পাড়া রোড, নবগ্রাম');
    // The number as a Bengali keyboard types it is the same mobile.
    await page.getByLabel('ফোন', { exact: true }).fill('৯৮৭৬৫ ৪৩২১০');
    await page.getByRole('button', { name: /অর্ডার দিন/ }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'ধন্যবাদ! আপনার অর্ডার হয়ে গেছে।' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/ধন্যবাদ/);
    // What happens next is numbered ১, ২, ৩.
    await expect(page.locator('.thank-you ol').first()).toHaveCSS('list-style-type', 'bengali');

    // Stored as 0–9, so Find Order finds it by the number; its time reads as the vendor's does.
    const orderNumber = (await page.locator('.order-code-value').first().textContent())?.trim();
    await page.getByRole('link', { name: 'অর্ডার ট্র্যাক করুন' }).click();
    await expect(page).toHaveURL(/\/findOrder\/9876543210$/);
    const card = page.getByRole('listitem').filter({ hasText: `অর্ডার ${orderNumber}` });
    await expect(card.first()).toContainText(
      /[০-৯]+ \S+, (রাত্রি|ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা) [০-৯]{1,2}:[০-৯]{2}/,
    );
  },
);
