import type { Route } from '@playwright/test';
import { HOME_HEADING, expect, openPage, siteNav, test } from './support';

// Every screen is a lazily loaded chunk: people on slow data see "Loading…",
// and a chunk that never arrives must leave them a way out, not a blank page.

const CONTACT_CHUNK = '**/static/js/contact-screen-*.js';

test('a screen shows "Loading…" while its chunk is on the way', async ({ page }, testInfo) => {
  await openPage(page, '/', HOME_HEADING);

  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(CONTACT_CHUNK, async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });

  await siteNav(page, testInfo).getByRole('link', { name: 'Contact', exact: true }).click();
  const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(loading).toBeVisible();
  // The interception reaches this process a moment after the browser asks.
  await expect
    .poll(() => requested, { message: 'the contact screen is a chunk of its own' })
    .toBe(true);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a chunk that fails to load offers "Try again", which works once back online', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // The failed request and the error React reports for it are what this test
  // provokes; nothing else may appear.
  consoleErrors.allow(/contact-screen-.*\.js|Failed to load resource|dynamically imported module/i);
  consoleErrors.allow(/ChunkLoadError|A part of the app could not be loaded|error boundary/i);

  await openPage(page, '/', HOME_HEADING);
  await page.route(CONTACT_CHUNK, (route) => route.abort('internetdisconnected'));

  await siteNav(page, testInfo).getByRole('link', { name: 'Contact', exact: true }).click();
  const problem = page.getByRole('heading', { name: /this page couldn.t load/i });
  await expect(problem).toBeVisible();
  await expect(page).toHaveURL('/contact');
  // The shell stays usable around the failed screen.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.unroute(CONTACT_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(problem).toHaveCount(0);
});

test('a chunk gone after a new deployment reloads the page once, and the screen opens', async ({
  page,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(/contact-screen-.*\.js|Failed to load resource|dynamically imported module/i);
  await openPage(page, '/', HOME_HEADING);
  let answered = 0;
  await page.route(CONTACT_CHUNK, async (route) => {
    answered += 1;
    // The old build's file is gone from the server, once; the reload finds the new one.
    if (answered === 1) await route.fulfill({ status: 404, body: 'Not found' });
    else await route.continue();
  });
  const reloaded = page.waitForEvent('load');
  await siteNav(page, testInfo).getByRole('link', { name: 'Contact', exact: true }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /this page couldn.t load/i })).toHaveCount(0);
  expect(answered).toBe(2);
});

test('a deep link whose chunk fails also recovers with "Try again"', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/contact-screen-.*\.js|Failed to load resource|dynamically imported module/i);
  consoleErrors.allow(/ChunkLoadError|A part of the app could not be loaded|error boundary/i);

  await page.route(CONTACT_CHUNK, (route) => route.abort('timedout'));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: /this page couldn.t load/i })).toBeVisible();

  await page.unroute(CONTACT_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
});

// The served pages do not depend on the screen size.
test(
  'each route is served a page that announces its own screen chunk',
  { tag: '@desktop' },
  async ({ request }) => {
    const preloadsOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
        ([, href]) => href,
      );
    };
    expect(await preloadsOf('/catalog')).toContainEqual(expect.stringMatching(/catalog-screen-/));
    expect(await preloadsOf('/cart')).toContainEqual(expect.stringMatching(/cart-screen-/));
    expect(await preloadsOf('/grocery/fordo')).toContainEqual(
      expect.stringMatching(/shop-list-screen-/),
    );
    expect(await preloadsOf('/')).toContainEqual(expect.stringMatching(/home-screen-/));
    // The route table is a chunk of its own: every page but `/` announces it beside its screen.
    expect(await preloadsOf('/catalog')).toContainEqual(expect.stringMatching(/\/router-/));
    expect(await preloadsOf('/')).not.toContainEqual(expect.stringMatching(/\/router-/));
    // Paths with parameters are rewritten to their route's page (firebase.json).
    expect(await preloadsOf('/gallery/annapurna-grocery')).toContainEqual(
      expect.stringMatching(/gallery-screen-/),
    );
    expect(await preloadsOf('/buy/anything')).toContainEqual(expect.stringMatching(/buy-screen-/));
    // Anything else is the app, which sends an unknown path home.
    expect(await preloadsOf('/no/such/page')).toContainEqual(expect.stringMatching(/home-screen-/));

    // Firebase Hosting's cleanUrls: the .html address redirects to the clean one.
    const old = await request.get('/catalog.html', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toBe('/catalog');
    const slashed = await request.get('/grocery/', { maxRedirects: 0 });
    expect(slashed.status()).toBe(301);
    expect(slashed.headers()['location']).toBe('/grocery');
  },
);
