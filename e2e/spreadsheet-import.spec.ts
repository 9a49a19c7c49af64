import { expect, test } from './support';

/**
 * The admin brings the town's products in a spreadsheet: the file's mistakes
 * are named by row and column and nothing is written, the corrected file is
 * added, and a customer reading Bengali finds the new product by its Bengali name.
 */
const ADMIN = { email: 'admin@town.demo', password: 'admin123' };
const header = 'id,shopId,name,nameBn,nameHi,category,unit,price,stock,description,image';
const csv = (lines: string[]) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`),
});

test(
  'the admin imports products from a spreadsheet, fixes its mistakes, imports it again without doubling them, and the shop shows them in Bengali',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();

    await page
      .getByLabel('Choose a CSV file')
      .setInputFiles(
        csv([
          ',Maa Tara Bhandar,Date Palm Jaggery,খেজুর গুড়,खजूर गुड़,Spices,500 g,90,15,,',
          ',Maa Tara Bhandar,Gobindobhog Rice,গোবিন্দভোগ চাল,गोबिंदभोग चावल,Rice & grains,one kilo,140,20,,',
        ]),
      );
    const problems = page.getByRole('table', { name: 'Problems, by row and column' });
    await expect(problems.getByRole('row')).toHaveCount(2);
    await expect(problems.getByRole('row').nth(1)).toContainText('3unitWrite one of:');
    await expect(page.getByRole('alert')).toContainText(
      '1 problem to fix. Nothing has been added.',
    );

    const corrected = csv([
      ',Maa Tara Bhandar,Date Palm Jaggery,খেজুর গুড়,खजूर गुड़,Spices,500 g,90,15,,',
      ',Maa Tara Bhandar,Gobindobhog Rice,গোবিন্দভোগ চাল,गोबिंदभोग चावल,Rice & grains,1 kg,140,20,,',
    ]);
    await page.getByLabel('Choose the corrected file').setInputFiles(corrected);
    await page.getByRole('button', { name: 'Add 2 records' }).click();
    await expect(page.getByText('Added 2 records from the spreadsheet.')).toBeVisible();

    // After a slow network the volunteer imports the same file again: each row is found.
    await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
    await page.getByLabel('Choose a CSV file').setInputFiles(corrected);
    await expect(page.getByText('0 new, 0 will be updated, 2 unchanged.')).toBeVisible();
    await expect(
      page.getByText('Every row is here already, as it is: there is nothing to add.'),
    ).toBeVisible();

    await page.goto('/gallery/maa-tara-bhandar');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
    await expect(page.getByRole('heading', { name: 'মা তারা ভাণ্ডার' })).toBeVisible();
    await expect(page.getByText('খেজুর গুড়', { exact: true })).toBeVisible();
    await expect(page.getByText('গোবিন্দভোগ চাল', { exact: true })).toHaveCount(1);
  },
);
