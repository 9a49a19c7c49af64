import {
  APP_TITLE,
  HOME_HEADING,
  cartLink,
  choose,
  cartValue,
  expect,
  openPage,
  seedLocalStorage,
  test,
  topBar,
} from './support';

// The Cart link in the top bar reads the cart a customer left in this
// browser (localStorage `cart`, zustand persist) — and survives a bad copy.

test('a saved cart shows the Cart link with its number of lines', async ({ page }) => {
  // Quantities 2 and 5: the link counts lines (2), not pieces (7).
  await seedLocalStorage(
    page,
    'cart',
    cartValue([
      { id: 'p1', name: 'Rice', quantity: 2, stock: 10, price: 60 },
      { id: 'p2', name: 'Lentils', quantity: 5, stock: 8, price: 110 },
    ]),
  );
  await openPage(page, '/', HOME_HEADING);
  const link = cartLink(page);
  await expect(link).toBeVisible(); // on phones too: the Cart link stays in the top bar
  await expect(link).toHaveAccessibleName('Cart, 2 items');
  await expect(link).toHaveAttribute('href', '/cart');
});

// The narrowest phone: the title once shrank to "To…" beside the cart.
test(
  'at 320 px the title is shown whole beside the cart in every language, and staff pages carry no cart',
  { tag: '@phone' },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await seedLocalStorage(
      page,
      'cart',
      cartValue([{ id: 'p1', name: 'Rice', quantity: 1, stock: 9 }]),
    );
    await openPage(page, '/', HOME_HEADING);
    const title = topBar(page).locator('.brand span');
    for (const language of ['en', 'bn', 'hi'] as const) {
      await choose(page, language);
      await expect(topBar(page).getByRole('link', { name: /^(Cart|কার্ট|कार्ट)/ })).toBeVisible();
      await expect(title).toHaveText(APP_TITLE);
      // Not cut short ("To…"): as wide as its text, and every line of it inside its box.
      const whole = await title.evaluate((span) => {
        const box = span.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(span);
        const inside = [...range.getClientRects()].every(
          (line) => line.right <= box.right + 1 && line.bottom <= box.bottom + 4,
        );
        return span.scrollWidth <= span.clientWidth && inside;
      });
      expect(whole, `the title is not cut in ${language}`).toBe(true);
    }
    await choose(page, 'en');

    // A vendor's page: the title and the language, none of the customer's cart and links.
    await page.goto('/vendorLogin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(topBar(page).getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(topBar(page).getByRole('combobox', { name: 'Language' })).toBeVisible();
  },
);

// The same on every screen; the desktop run covers it.
test(
  'the Cart link persists across a reload and a route change',
  { tag: '@desktop' },
  async ({ page }) => {
    await seedLocalStorage(
      page,
      'cart',
      cartValue([
        { id: 'p1', name: 'Rice', quantity: 1, stock: 10 },
        { id: 'p2', name: 'Tea', quantity: 1, stock: 4 },
        { id: 'p3', name: 'Sugar', quantity: 1, stock: 9 },
      ]),
    );
    await openPage(page, '/aboutUs', 'About us');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  },
);

const corrupt = [
  { what: 'not JSON', value: '{not json' },
  { what: 'a cart that is not a list', value: '{"state":{"cart":"oops"},"version":1}' },
  {
    what: 'lines missing their fields',
    value: '{"state":{"cart":[{"id":"p1"}]},"version":1}',
  },
];
// One page walks every corrupt value (a reload each): the app starts anyway
// and drops what it cannot read. The consoleErrors fixture fails the test on
// any uncaught error.
// Reading browser storage does not depend on the screen.
test(
  'a corrupt saved cart or language is discarded, and the app starts',
  { tag: '@desktop' },
  async ({ page }) => {
    await openPage(page, '/', HOME_HEADING);
    const cases = [
      ...corrupt.map(({ what, value }) => ({ what, key: 'cart', value })),
      { what: 'a language the app does not speak', key: 'language', value: '"fr"' },
    ];
    for (const { what, key, value } of cases) {
      await test.step(what, async () => {
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
        await expect(topBar(page).getByRole('link', { name: /cart/i })).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        // Gone (or replaced by a valid empty cart), so it cannot bite again.
        const stored = await page.evaluate((k) => localStorage.getItem(k), key);
        expect(stored).not.toBe(value);
        if (key === 'cart' && stored !== null) {
          expect(JSON.parse(stored)).toMatchObject({ state: { cart: [] } });
        }
      });
    }
  },
);
