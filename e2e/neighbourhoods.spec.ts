import { cartLink, expect, openPage, test } from './support';

/**
 * The delivery fee by neighbourhood (issue 27, part 1), on a phone: Rail
 * Colony, at the edge of town, pays ₹50 for delivery and is free only from
 * ₹799 (src/backend/demo/seed-town.json). The customer reads the cart in Hindi,
 * picks the neighbourhood by its Hindi name, and the server charges what the
 * cart said. First the shop's vendor, reading Bengali, ticks the two
 * neighbourhoods Annapurna Grocery delivers to and sets its minimum order:
 * the customer is offered those two alone. (A shop's minimum holding an
 * order back is proven in cart-neighbourhood.test.tsx and the server's tests:
 * the seed's shops with one keep hours, and this test may run at night.)
 */
test('the vendor’s neighbourhoods are offered, the one chosen in Hindi sets the fee the cart shows, and the order is charged @phone', async ({
  page,
}) => {
  // In the Demo the town is this browser's own: the vendor's change is the customer's shop.
  await page.goto('/vendorLogin');
  await page.getByLabel('Mobile number').fill('9000000001');
  await page.getByLabel('Password').fill('vendor123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('tab', { name: 'Shop settings' }).click();
  const language = page.getByRole('combobox', { name: /^(Language|ভাষা|भाषा)$/ });
  await language.selectOption('bn');
  await page.getByRole('button', { name: 'সবচেয়ে কম অর্ডার আর পাড়া বদলান' }).click();
  await page.getByLabel('সবচেয়ে কম অর্ডার (₹)').fill('১০০');
  await page.getByRole('checkbox', { name: 'রেল কলোনি' }).check();
  await page.getByRole('checkbox', { name: 'বাজার পাড়া' }).check();
  await expect(page.getByText('টিক দেওয়া: বাজার পাড়া, রেল কলোনি')).toBeVisible();
  await page.getByRole('button', { name: 'সবচেয়ে কম অর্ডার আর পাড়া রাখুন' }).click();
  await expect(page.getByText('রাখা হয়েছে। ক্রেতারা এখনই দেখতে পাচ্ছেন।')).toBeVisible();
  await language.selectOption('en');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await openPage(page, '/grocery/fordo', 'Grocery shops');
  await page.getByRole('link', { name: /Annapurna Grocery/ }).click();
  await page.getByRole('button', { name: 'Add Masoor Dal to cart' }).click();
  await cartLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();

  await page.getByRole('combobox', { name: /^(Language|ভাষা|भाषा)$/ }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const picker = page.getByLabel('मोहल्ला', { exact: true });
  await expect(picker.locator('option')).toHaveText([
    'अपना मोहल्ला चुनें',
    'बाज़ार पाड़ा · ₹20.00',
    'रेल कॉलोनी · ₹50.00',
  ]);
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
