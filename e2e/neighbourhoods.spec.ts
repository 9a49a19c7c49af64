import { cartLink, expect, openPage, test } from './support';

/**
 * The delivery fee by neighbourhood (issue 27, part 1), on a phone: Rail
 * Colony, at the edge of town, pays ₹50 for delivery and is free only from
 * ₹799 (src/backend/demo/seed-town.ts). The customer reads the cart in Hindi,
 * picks the neighbourhood by its Hindi name, and the server charges what the
 * cart said. (A shop's minimum is proven in cart-neighbourhood.test.tsx and
 * the server's tests: the seed's shops with one keep hours, and this test may
 * run at night.)
 */
test('the neighbourhood chosen in Hindi sets the fee the cart shows and the order is charged @phone', async ({
  page,
}) => {
  await openPage(page, '/grocery/fordo', 'Grocery shops');
  await page.getByRole('link', { name: /Annapurna Grocery/ }).click();
  await page.getByRole('button', { name: 'Add Masoor Dal to cart' }).click();
  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();

  await page.getByRole('combobox', { name: /^(Language|ভাষা|भाषा)$/ }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const picker = page.getByLabel('मोहल्ला', { exact: true });
  await picker.selectOption({ label: 'रेल कॉलोनी · ₹50.00' });
  await expect(page.getByText('रेल कॉलोनी: डिलीवरी का खर्च ₹50.00।')).toBeVisible();
  // ₹110 of dal and ₹50 to Rail Colony; ₹689 more would make it free there.
  await expect(page.locator('.bill')).toContainText('₹160.00');
  await expect(page.getByText('₹689.00 का सामान और लें, डिलीवरी फ़्री हो जाएगी।')).toBeVisible();

  await page.getByRole('combobox', { name: /^(Language|ভাষা|भाषा)$/ }).selectOption('en');
  await page.getByLabel('Name', { exact: true }).fill('Sunil Yadav');
  await page.getByLabel('Phone').fill('98300 44556');
  await page.getByLabel('Address').fill('Quarter 12, Rail Colony');
  await page.getByRole('button', { name: 'Place order · ₹160.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  await expect(page.getByText('₹160.00').first()).toBeVisible();
});
