import {
  APP_TITLE,
  HOME_HEADING,
  expect,
  footer,
  mainNav,
  makePageScrollable,
  openPage,
  quickLinks,
  scrollY,
  siteNav,
  test,
  topBar,
} from './support';

// The shell around every screen: top bar, bottom bar, footer, demo banner.

const SITE_LINKS = [
  { name: 'Home', href: '/' },
  { name: 'Contact', href: '/contact' },
  { name: 'Find Order', href: '/findOrder' },
] as const;

test.describe('top bar', () => {
  test('shows the app title with a decorative round logo, linking home', async ({ page }) => {
    await openPage(page, '/aboutUs', 'About us');
    const title = topBar(page).getByRole('link', { name: APP_TITLE, exact: true });
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute('href', '/');

    // Decorative: empty alt, so it adds nothing to the link's name.
    const logo = title.locator('img');
    await expect(logo).toHaveAttribute('alt', '');
    await expect(logo).toBeVisible();
    const logoShape = await logo.evaluate((img) => {
      const radius = getComputedStyle(img).borderTopLeftRadius; // "19px" or "50%"
      const width = img.getBoundingClientRect().width;
      const px = radius.endsWith('%') ? (parseFloat(radius) / 100) * width : parseFloat(radius);
      return { radius: px, width };
    });
    expect(logoShape.width).toBeGreaterThan(0);
    expect(logoShape.radius, 'logo is round').toBeGreaterThanOrEqual(logoShape.width / 2 - 0.5);

    await title.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });

  test('stays at the top of the window while the page scrolls', async ({ page }) => {
    await openPage(page, '/', HOME_HEADING);
    await makePageScrollable(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const top = await topBar(page).evaluate((header) => header.getBoundingClientRect().top);
    expect(top).toBe(0);
    await expect(topBar(page)).toBeInViewport();
  });

  test(
    'desktop: the Main navigation shows Home, Contact and Find Order',
    { tag: '@desktop' },
    async ({ page }) => {
      await openPage(page, '/', HOME_HEADING);
      for (const { name, href } of SITE_LINKS) {
        const link = mainNav(page).getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }
      await expect(quickLinks(page), 'the bottom bar is for phones only').toBeHidden();
    },
  );

  // Phones are narrower than 768px, where the layout changes.
  test(
    'phone: the top bar hides its links and the bottom bar carries them',
    { tag: '@phone' },
    async ({ page }) => {
      await openPage(page, '/', HOME_HEADING);
      for (const { name } of SITE_LINKS) {
        await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeHidden();
      }
      await expect(quickLinks(page)).toBeVisible();
      for (const { name, href } of SITE_LINKS) {
        const link = quickLinks(page).getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }
      // Fixed to the bottom edge of the window, before and after scrolling.
      const viewportHeight = page.viewportSize()?.height ?? 0;
      const bottomEdge = () =>
        quickLinks(page).evaluate((nav) => Math.round(nav.getBoundingClientRect().bottom));
      expect(await bottomEdge()).toBe(viewportHeight);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await bottomEdge()).toBe(viewportHeight);
    },
  );

  test('Home and Contact in the site navigation open their screens', async ({ page }, testInfo) => {
    await openPage(page, '/aboutUs', 'About us');
    const nav = siteNav(page, testInfo);
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });

  // The same on every screen; the desktop run covers it.
  test('shows no Cart link while the cart is empty', { tag: '@desktop' }, async ({ page }) => {
    await openPage(page, '/', HOME_HEADING);
    await expect(topBar(page).getByRole('link', { name: /cart/i })).toHaveCount(0);
  });
});

test.describe('footer', () => {
  // Its presence on every screen is checked page by page in layout.spec.ts.
  // The same on every screen; the desktop run covers it.
  test('links open their screens', { tag: '@desktop' }, async ({ page }) => {
    await openPage(page, '/', HOME_HEADING);
    const screens = [
      { link: 'About us', url: '/aboutUs', heading: 'About us' },
      { link: 'Privacy', url: '/privacy', heading: 'Privacy' },
      { link: 'Contact us', url: '/contact', heading: 'Contact us' },
    ];
    for (const { link, url, heading } of screens) {
      await footer(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

// The same on every screen; the desktop run covers it.
test('the demo banner says data stays in this browser', { tag: '@desktop' }, async ({ page }) => {
  await openPage(page, '/', HOME_HEADING);
  await expect(page.getByText('Demo mode — data stays in this browser')).toBeVisible();
});
