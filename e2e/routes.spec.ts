import {
  HOME_HEADING,
  expect,
  footer,
  makePageScrollable,
  openPage,
  scrollY,
  siteNav,
  test,
} from './support';

// The screens that exist today, opened the way people arrive at them: by a
// link someone shared (a deep link straight to the path) or by tapping around.

// Every screen opened by its own URL is checked in layout.spec.ts.
test('an unknown path redirects to home', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(page).toHaveURL('/');
});

// The route effects are the same on every screen.
test.describe('on every route change', { tag: '@desktop' }, () => {
  test('the page scrolls to the top, a leftover modal backdrop goes and <body> is reset', async ({
    page,
  }, testInfo) => {
    await openPage(page, '/aboutUs', 'About us');
    await makePageScrollable(page);
    // What a modal that unmounted mid-animation leaves behind.
    await page.evaluate(() => {
      window.scrollTo(0, 1200);
      const backdrop = document.createElement('div');
      backdrop.className = 'modal-backdrop fade show';
      document.body.append(backdrop);
      document.body.className = 'modal-open';
      // Through CSSOM, as Bootstrap's modal does: the CSP (style-src 'self')
      // refuses a style attribute set as markup.
      document.body.style.overflow = 'hidden';
      document.body.style.paddingRight = '15px';
    });
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await expect(page.locator('.modal-backdrop')).toHaveCount(1);
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toContain('hidden');

    // A backdrop covers the page and swallows taps, so use the keyboard, as
    // someone would: the link in the fixed site navigation, then Enter.
    await siteNav(page, testInfo)
      .getByRole('link', { name: 'Contact', exact: true })
      .press('Enter');
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    // At once, not gliding up from where the last screen was left.
    expect(await scrollY(page), 'the new screen opens at the top').toBe(0);
    await expect(page.locator('.modal-backdrop')).toHaveCount(0);
    const body = await page.evaluate(() => ({
      style: document.body.getAttribute('style') ?? '',
      className: document.body.getAttribute('class') ?? '',
    }));
    expect(body).toEqual({ style: '', className: '' });
  });

  test('the reset happens again on the next change, not just the first', async ({ page }) => {
    await openPage(page, '/', HOME_HEADING);
    await makePageScrollable(page);
    for (const { link, url, heading } of [
      { link: 'Privacy', url: '/privacy', heading: 'Privacy' },
      { link: 'About us', url: '/aboutUs', heading: 'About us' },
    ]) {
      await page.evaluate(() => {
        document.body.className = 'modal-open';
        document.body.append(
          Object.assign(document.createElement('div'), { className: 'modal-backdrop' }),
        );
      });
      // Instant, so no smooth scroll of the test's own is still moving the page.
      await footer(page).evaluate((element) =>
        element.scrollIntoView({ block: 'start', behavior: 'instant' }),
      );
      expect(await scrollY(page)).toBeGreaterThan(0);
      await footer(page).getByRole('link', { name: link, exact: true }).press('Enter');
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await scrollY(page), 'the new screen opens at the top').toBe(0);
      await expect(page.locator('.modal-backdrop')).toHaveCount(0);
      expect(await page.evaluate(() => document.body.getAttribute('class') ?? '')).toBe('');
    }
  });
});
