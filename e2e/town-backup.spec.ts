import { readFile } from 'node:fs/promises';
import { expect, test } from './support';

/**
 * Issue 28, "Take it out": an admin exports the whole town as one file and
 * restores it from the backup screen. A file with a mistake is named and
 * restores nothing; the corrected file is written, and the shop's page shows
 * what the file says.
 */
const ADMIN = { email: 'admin@town.demo', password: 'admin123' };
const MASOOR_DAL = 'annapurna-grocery--masoor-dal';

type TownFileJson = {
  collections: Record<string, { id: string; data: Record<string, unknown> }[]>;
};

const withMasoorDal = (file: TownFileJson, change: Record<string, unknown>) => {
  const copy = structuredClone(file);
  const product = copy.collections['products']?.find((record) => record.id === MASOOR_DAL);
  if (!product) throw new Error('The export has no Masoor Dal.');
  Object.assign(product.data, change);
  return {
    name: 'town.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(copy)),
  };
};

test(
  'an admin exports the town and restores it from the file',
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: 'Town backup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Town backup' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export the town' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^town-\d{4}-\d\d-\d\d\.json$/);
    await expect(page.getByText(/^Saved \d+ records as town-/)).toBeVisible();
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as TownFileJson;

    const file = page.getByLabel('Choose a town backup file');
    await file.setInputFiles(withMasoorDal(exported, { price: -100 }));
    const problems = page.getByRole('alert');
    await expect(problems).toContainText(`Products: record “${MASOOR_DAL}”, field “price”`);
    await expect(page.getByRole('button', { name: /^Restore/ })).toHaveCount(0);

    await file.setInputFiles(
      withMasoorDal(exported, { name: 'Masoor Dal, new crop', price: 125_00 }),
    );
    await expect(page.getByRole('row', { name: /^Products \d+$/ })).toBeVisible();
    await page.getByRole('button', { name: /^Restore [\d,]+ records$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore the town from this file?' });
    await expect(dialog).toContainText('This town already has records.');
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText(/^Restored [\d,]+ records\.$/)).toBeVisible({ timeout: 15_000 });

    await page.goto('/gallery/annapurna-grocery');
    const product = page.getByRole('article', { name: 'Masoor Dal, new crop' });
    await expect(product).toContainText('₹125');
  },
);

/** The Demo town in this browser emptied of everything but its admins, as a new project is. */
async function emptyTheTown(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('town-services-demo');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const tx = db.transaction('docs', 'readwrite');
          let removed = 0;
          tx.objectStore('docs').openCursor().onsuccess = (event) => {
            const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
            if (!cursor) return;
            if ((cursor.value as { collection: string }).collection !== 'admins') {
              cursor.delete();
              removed += 1;
            }
            cursor.continue();
          };
          tx.oncomplete = () => {
            db.close();
            resolve(removed);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

test(
  'an admin restores a backup with orders into an empty town, and the riders hold the same cash',
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/deliveryPersons');
    const raju = page.getByRole('article', { name: 'Raju Sheikh' });
    await expect(raju).toContainText('₹221.50');

    await page.goto('/admin/backup');
    await page
      .getByRole('checkbox', { name: 'Include the customers’ orders and bookings' })
      .check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export the town' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^town-with-orders-\d{4}-\d\d-\d\d\.json$/);
    const file = await download.path();

    expect(await emptyTheTown(page)).toBeGreaterThan(100);
    await page.reload();
    await page.getByLabel('Choose a town backup file').setInputFiles(file);
    const accounts = page.getByRole('region', { name: 'Staff accounts in this file' });
    await expect(accounts).toContainText(
      /Raju Sheikh \(delivery person · \d{5} \d{5}\): a new account here/,
    );
    await expect(accounts).toContainText('Admins are never restored from this screen');
    await page.getByRole('button', { name: /^Restore [\d,]+ records$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore the town from this file?' });
    await expect(dialog).toContainText('This town is empty');
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText(/^Restored [\d,]+ records\.$/)).toBeVisible({ timeout: 30_000 });

    // The riders' cash and limits came back through the server, as they were.
    await page.goto('/admin/deliveryPersons');
    await expect(raju).toContainText('₹221.50');
    await expect(raju).toContainText('₹2,000');
  },
);
