import {
  HOME_HEADING,
  expect,
  footer,
  isPhone,
  openPage,
  quickLinks,
  rectOf,
  test,
} from './support';

// Every screen, opened by its URL (a shared link, a reload), and the layout
// promises of the shell around it, measured in the page.

const PAGES = [
  { path: '/', heading: HOME_HEADING },
  { path: '/contact', heading: 'Contact us' },
  { path: '/aboutUs', heading: 'About us' },
  { path: '/privacy', heading: 'Privacy' },
  { path: '/comingSoon', heading: /Coming soon/i },
  { path: '/thankYou', heading: /Thank you/i },
];

// One browser context walks every page (each its own step, so a failure
// still names the page): a fresh context per page cost more than the checks.
// The bars crowd a phone; a desktop has room to spare (its width is checked by the walks).
test(
  'each page opens by its URL, fits the width, and nothing hides behind the bars',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    for (const { path, heading } of PAGES) {
      await test.step(path, async () => {
        await openPage(page, path, heading);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        for (const name of ['Contact us', 'About us', 'Privacy']) {
          await expect(footer(page).getByRole('link', { name, exact: true })).toBeVisible();
        }

        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        expect(widths.scroll, 'no sideways scrolling').toBeLessThanOrEqual(widths.inner);

        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                Math.ceil(window.scrollY + window.innerHeight) >=
                document.documentElement.scrollHeight,
            ),
          )
          .toBe(true);

        const viewportHeight = await page.evaluate(() => window.innerHeight);
        // The bottom bar (phones) is fixed over the window's bottom edge: the
        // page must end above it, never behind it.
        const visibleBottom = isPhone(testInfo)
          ? (await rectOf(quickLinks(page))).top
          : viewportHeight;
        if (isPhone(testInfo)) expect(visibleBottom).toBeLessThan(viewportHeight);

        const foot = await rectOf(footer(page));
        expect(foot.bottom, 'footer ends above the bottom bar / window edge').toBeLessThanOrEqual(
          visibleBottom + 0.5,
        );
        // And the very last piece of content, whatever it is: text and controls,
        // not containers (the bar's spacer is there to make room for the bar).
        const lastContentBottom = await page.evaluate(() => {
          const bar = document.querySelector('nav[aria-label="Quick links"]');
          const shown = (element: Element) => {
            if (bar?.contains(element)) return false;
            for (let e: Element | null = element; e; e = e.parentElement) {
              if (getComputedStyle(e).position === 'fixed') return false;
            }
            return element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
          };
          let bottom = 0;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) bottom = Math.max(bottom, rect.bottom);
          }
          const controls = 'img, svg, input, button, select, textarea, video, iframe, canvas';
          for (const element of document.body.querySelectorAll(controls)) {
            const rect = element.getBoundingClientRect();
            if (rect.height > 0 && shown(element)) bottom = Math.max(bottom, rect.bottom);
          }
          return bottom;
        });
        expect(lastContentBottom).toBeLessThanOrEqual(visibleBottom + 0.5);
      });
    }
  },
);

// A search pasted from a long text (a shared link, a chat message): the narrowest screen shows it.
test(
  'a very long search is cut to what a search box takes, and the page keeps its width',
  {
    tag: '@phone',
  },
  async ({ page }) => {
    const pasted = 'moong'.repeat(600);
    await openPage(page, `/catalog?q=${pasted}`, /Results for/);
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await expect(box).toHaveValue(pasted.slice(0, 80));
    await expect(box).toHaveAttribute('maxlength', '80');
    await expect(page.getByRole('heading', { level: 2, name: 'No products found' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll, 'no sideways scrolling').toBeLessThanOrEqual(widths.inner);
  },
);
