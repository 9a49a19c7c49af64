import type { Locator, Page } from '@playwright/test';
import { HOME_HEADING, expect, openPage, test } from './support';

/**
 * With the keyboard alone a person can browse from the home page to a shop,
 * fill the cart and place an order; focus is always visible on the way, and
 * the language control and the dialogs can be reached and are named.
 */

/** Presses Tab until `target` has the focus, checking each stop shows where the focus is. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const { here, visible, what } = await target.evaluate((element) => {
      const focused = document.activeElement;
      const style = focused ? getComputedStyle(focused) : null;
      return {
        here: element === focused,
        // Past the last control the focus leaves the page for the browser's own bar.
        visible:
          focused === document.body ||
          (!!style &&
            ((style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ||
              style.boxShadow !== 'none')),
        what: focused?.outerHTML.slice(0, 120) ?? 'nothing',
      };
    });
    expect(visible, `a focus ring on ${what}`).toBe(true);
    if (here) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('browse, fill the cart and order with the keyboard alone', async ({ page }) => {
  await openPage(page, '/', HOME_HEADING);

  const language = page.getByRole('combobox', { name: 'Language' });
  await tabTo(page, language);

  await tabTo(page, page.getByRole('link', { name: /^Grocery/ }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/grocery');
  await tabTo(page, page.getByRole('link', { name: /^Grocery shops/ }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/grocery/fordo');
  await tabTo(page, page.getByRole('link', { name: /Annapurna Grocery/ }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Annapurna Grocery/ })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add Masoor Dal to cart' }));
  await page.keyboard.press('Enter');
  const moreMasoor = page.getByRole('button', { name: 'One more Masoor Dal' });
  await expect(moreMasoor).toBeFocused();
  await page.keyboard.press('Space');

  const cart = page.getByRole('banner').getByRole('link', { name: /^Cart\b/ });
  await expect(cart).toHaveAccessibleName('Cart, 1 item');
  // Back up the page to the bar: Shift+Tab reaches it as well.
  await cart.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();

  // A dialog: emptying the cart asks first, and Escape keeps everything.
  await tabTo(page, page.getByRole('button', { name: 'Clear cart' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(/.+/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await tabTo(page, page.getByLabel('Name', { exact: true }));
  await page.keyboard.type('Rina Das');
  await tabTo(page, page.getByLabel('Phone'));
  await page.keyboard.type('98765 43210');
  await tabTo(page, page.getByLabel('Address'));
  await page.keyboard.type('14 School Para Road');
  // A list is chosen from by typing the start of its name.
  await tabTo(page, page.getByLabel('Neighbourhood'));
  await page.keyboard.type('School');
  await expect(page.getByLabel('Neighbourhood')).toHaveValue('school-para');
  await tabTo(page, page.getByRole('button', { name: /Place order/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
});
