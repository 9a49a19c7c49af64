import {
  APP_TITLE,
  HOME_HEADING,
  expect,
  footer,
  isPhone,
  mainNav,
  makePageScrollable,
  openPage,
  quickLinks,
  rectOf,
  scrollY,
  siteNav,
  test,
  topBar,
} from './support';

// The shell around every screen: top bar, bottom bar, footer, demo banner.

const CATEGORIES = [
  'Medical',
  'Emergency',
  'Education',
  'Transport',
  'Grocery',
  'Bazaar',
  'Food',
  'Online shop',
  'Services',
  'Feeds',
];

const HOME_CALLS = [
  { name: 'Call 100 Police', href: 'tel:100' },
  { name: 'Call 108 Ambulance', href: 'tel:108' },
  { name: 'Call 101 Fire', href: 'tel:101' },
] as const;

const SITE_LINKS = [
  { name: 'Home', href: '/' },
  { name: 'Contact', href: '/contact' },
  { name: 'Find Order', href: '/findOrder' },
] as const;

// What does not change from screen to screen is checked on one page per
// test, a step per promise: a fresh browser context per check cost more than
// the checks themselves.

test('a first visit to home: the town’s offer, the bars, and a top bar that stays', async ({
  page,
}, testInfo) => {
  await openPage(page, '/', HOME_HEADING);

  await test.step('search, the ten categories and the emergency numbers', async () => {
    await expect(page.getByRole('searchbox', { name: 'Search shops and products' })).toBeVisible();
    for (const name of CATEGORIES) {
      // Each tile is named by its name and the line under it.
      await expect(page.getByRole('link', { name: new RegExp(`^${name} `) })).toBeVisible();
    }
    for (const { name, href } of HOME_CALLS) {
      const call = page.getByRole('link', { name, exact: true });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', href);
    }
  });

  await test.step('the demo banner, and no Cart link while the cart is empty', async () => {
    await expect(page.getByText('Demo mode — data stays in this browser')).toBeVisible();
    await expect(topBar(page).getByRole('link', { name: /cart/i })).toHaveCount(0);
  });

  await test.step('the top bar is exactly 3.6rem (57.6px) tall and the page starts below it', async () => {
    const rootFontSize = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    expect(rootFontSize).toBe(16);
    const bar = await rectOf(topBar(page));
    expect(bar.top).toBe(0);
    expect(bar.height).toBeCloseTo(57.6, 1);
    // Nothing at the top of the page is tucked under the fixed bar.
    const banner = await rectOf(page.getByText('Demo mode — data stays in this browser'));
    expect(banner.top).toBeGreaterThanOrEqual(bar.bottom - 0.5);
    const heading = await rectOf(page.getByRole('heading', { level: 1, name: HOME_HEADING }));
    expect(heading.top).toBeGreaterThanOrEqual(bar.bottom);
  });

  if (isPhone(testInfo)) {
    // Phones are narrower than 768px, where the layout changes.
    await test.step('the top bar hides its links and the bottom bar carries them', async () => {
      for (const { name } of SITE_LINKS) {
        await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeHidden();
      }
      await expect(quickLinks(page)).toBeVisible();
      for (const { name, href } of SITE_LINKS) {
        const link = quickLinks(page).getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }
    });
  } else {
    await test.step('the Main navigation shows Home, Contact and Find Order', async () => {
      for (const { name, href } of SITE_LINKS) {
        const link = mainNav(page).getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }
      await expect(quickLinks(page), 'the bottom bar is for phones only').toBeHidden();
    });
  }

  await test.step('the bars stay at the window’s edges while the page scrolls', async () => {
    const viewportHeight = page.viewportSize()?.height ?? 0;
    const bottomEdge = () =>
      quickLinks(page).evaluate((nav) => Math.round(nav.getBoundingClientRect().bottom));
    if (isPhone(testInfo)) expect(await bottomEdge()).toBe(viewportHeight);
    await makePageScrollable(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const top = await topBar(page).evaluate((header) => header.getBoundingClientRect().top);
    expect(top).toBe(0);
    await expect(topBar(page)).toBeInViewport();
    if (isPhone(testInfo)) expect(await bottomEdge()).toBe(viewportHeight);
  });
});

test('the title links home, and Home and Contact in the site navigation open their screens', async ({
  page,
}, testInfo) => {
  await openPage(page, '/aboutUs', 'About us');

  await test.step('the title, with a decorative round logo, links home', async () => {
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

  await test.step('Contact, then Home, in the site navigation', async () => {
    const nav = siteNav(page, testInfo);
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
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
    // The last one, Contact us, is a message form.
    for (const label of ['Name', 'Phone', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toBeEditable();
    }
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
