import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { HOME_HEADING, expect, test } from './support';

/**
 * After one visit the app works with the network off: the service worker
 * has every screen's code, so the app opens, the emergency numbers can be
 * called, the cart can be changed, and checkout says it needs a connection
 * while keeping the cart and the form, even across leaving the page. A new
 * deployment is offered with "Reload" instead of being applied under the
 * reader's feet.
 */

test.use({ serviceWorkers: 'allow' });

const EMERGENCY = ['police', 'fire', 'ambulance', 'transport', 'hospital', 'wbsedcl'];

/** The first visit: the worker installs, precaching everything, and takes the page. */
async function visitOnce(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test('the app can be installed: a manifest with its icons', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Town Services', short_name: 'Town', start_url: '/' });
  expect(manifest.theme_color).toMatch(/^#/);
  const icon = (sizes: string, purpose: string) =>
    manifest.icons.find((each) => each.sizes === sizes && each.purpose === purpose);
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ] as const) {
    const found = icon(sizes, purpose);
    expect(found, `${sizes} ${purpose}`).toBeDefined();
    const image = await request.get(found?.src ?? '');
    expect(image.headers()['content-type']).toContain('image/png');
  }
});

test('with the network off the app opens, and every emergency number can be called', async ({
  page,
  context,
}) => {
  await visitOnce(page);
  await goOffline(context);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(page.locator('a[href="tel:112"]').first()).toBeVisible();

  await page.goto('/emergency');
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency' })).toBeVisible();
  for (const service of EMERGENCY) {
    await test.step(service, async () => {
      await page.goto(`/emergency/${service}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const calls = page.locator('main a[href^="tel:"]');
      await expect(calls.first()).toBeVisible();
      expect(await calls.count()).toBeGreaterThan(0);
    });
  }
});

test('with the network off the cart can be changed, and checkout keeps it and the form', async ({
  page,
  context,
}) => {
  await visitOnce(page);
  // Fill the cart the way a customer would, while online.
  await page.goto('/gallery/annapurna-grocery');
  await page.getByRole('button', { name: 'Add Masoor Dal to cart' }).click();
  await page.getByRole('button', { name: 'Add Moong Dal to cart' }).click();
  await goOffline(context);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await page.getByRole('button', { name: 'One more Masoor Dal' }).click();
  const masoor = page.getByRole('group', { name: 'Quantity of Masoor Dal' });
  await expect(masoor.getByRole('status')).toHaveText('2');

  await page.getByLabel('Name', { exact: true }).fill('Rina Das');
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByLabel('Address').fill('14 School Para Road');
  await page.getByLabel('Neighbourhood').selectOption('school-para');
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByText(/You're offline/)).toBeVisible();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rina Das');
  await expect(page.getByLabel('Address')).toHaveValue('14 School Para Road');
  await expect(masoor.getByRole('status')).toHaveText('2');

  // Still offline, the customer leaves the page and comes back later: what they typed is there.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rina Das');
  await expect(page.getByLabel('Phone')).toHaveValue('98765 43210');
  await expect(page.getByLabel('Address')).toHaveValue('14 School Para Road');
  await expect(masoor.getByRole('status')).toHaveText('2');

  // Back online, the same form places the order.
  await context.setOffline(false);
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
});

test('a new deployment is offered with "Reload", and reloading brings it in', async ({ page }) => {
  // A deployment of our own: a copy of the build behind its own server, so
  // the test can publish a new version of the service worker.
  const site = mkdtempSync(join(tmpdir(), 'town-deploy-'));
  cpSync(resolve(import.meta.dirname, '..', process.env.E2E_DIST ?? 'dist'), site, {
    recursive: true,
  });
  const server = spawn(
    process.execPath,
    [resolve(import.meta.dirname, '../scripts/serve.mjs'), '--quick', '--port', '0', '--dir', site],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const origin = await new Promise<string>((found, failed) => {
      server.stdout.on('data', (chunk: Buffer) => {
        const url = /https?:\/\/[\w.:]+/.exec(chunk.toString())?.[0];
        if (url) found(url);
      });
      server.on('exit', () => failed(new Error('the deployment server stopped')));
    });
    await page.goto(`${origin}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The next visit is the one the worker controls.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    const worker = join(site, 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next deployment\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    const prompt = page
      .getByRole('status')
      .filter({ hasText: 'A new version of the app is ready.' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  } finally {
    server.kill();
    rmSync(site, { recursive: true, force: true });
  }
});
