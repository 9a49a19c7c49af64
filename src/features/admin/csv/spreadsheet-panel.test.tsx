import { screen, within } from '@testing-library/react';
import { collections } from '../../../lib/models';
import { slow } from '../../../testing/render';
import { adminTestSession, renderSection, sectionList } from '../admin-screen-testing';
import { asTestStep } from '../../../testing/staff-fixtures';

vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal<object>()),
);

const handle = adminTestSession();

const header = 'id,shopId,name,nameBn,nameHi,category,unit,price,stock,description,image';
const csvFile = (lines: string[]) =>
  new File([`\uFEFF${[header, ...lines].join('\r\n')}`], 'new-products.csv', { type: 'text/csv' });

describe('importing a section from a spreadsheet', () => {
  it('names each mistake by row and column, writes nothing, then adds the corrected file', async () => {
    const { user } = renderSection('products');
    await sectionList('Products');
    await user.click(screen.getByRole('button', { name: 'Import from a spreadsheet' }));

    await user.upload(
      screen.getByLabelText('Choose a CSV file'),
      csvFile([
        ',Maa Tara Bhandar,Jaggery,গুড়,गुड़,Spices,1 kg,80,12,,',
        ',No Such Shop,Sugar,চিনি,चीनी,Spices,1 kg,45,5,,',
        ',maa-tara-bhandar,Salt,নুন,नमक,Spices,1 kg,twenty,5,,',
      ]),
    );
    const problems = await screen.findByRole(
      'table',
      { name: 'Problems, by row and column' },
      slow,
    );
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'shopId'],
      ['4', 'price'],
    ]);
    expect(
      within(rows[0] as HTMLElement).getByText(
        'No shop has the id or English name “No Such Shop”.',
      ),
    ).toBeInTheDocument();
    // Each problem shows what the file has in the cell, so the admin finds it at once.
    expect(rows[1]).toHaveTextContent('The file has: “twenty”');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2 problems to fix. Nothing has been added.',
    );
    expect(screen.queryByRole('button', { name: /^Add \d+ records$/ })).not.toBeInTheDocument();
    const before = await asTestStep(() =>
      handle.backend.store.query({
        collection: collections.products,
        where: [{ field: 'name', op: '==', value: 'Jaggery' }],
      }),
    );
    expect(before.docs).toHaveLength(0);

    await user.upload(
      screen.getByLabelText('Choose the corrected file'),
      csvFile([
        ',Maa Tara Bhandar,Jaggery,গুড়,गुड़,Spices,1 kg,80,12,,',
        ',maa-tara-bhandar,Sugar,চিনি,चीनी,Spices,1 kg,45,5,,',
        ',maa-tara-bhandar,Salt,নুন,नमक,Spices,1 kg,20,5,,',
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Add 3 records' }, slow));
    expect(screen.getByRole('progressbar', { name: 'Writing the records' })).toHaveAttribute(
      'max',
      '3',
    );
    expect(
      await screen.findByText('Added 3 records from the spreadsheet.', {}, slow),
    ).toBeInTheDocument();
    const after = await asTestStep(() =>
      handle.backend.store.query({
        collection: collections.products,
        where: [{ field: 'shopId', op: '==', value: 'maa-tara-bhandar' }],
      }),
    );
    const jaggery = after.docs.find((doc) => doc.data['name'] === 'Jaggery');
    expect(jaggery?.data).toMatchObject({
      nameBn: 'গুড়',
      shopName: 'Maa Tara Bhandar',
      price: 8000,
      keywords: expect.arrayContaining(['jaggery']),
    });
    expect(after.docs.map((doc) => doc.data['name'])).toEqual(
      expect.arrayContaining(['Sugar', 'Salt']),
    );
  }, 20_000);

  it('adds a file of 200 products, every one readable in the shop', async () => {
    const { user } = renderSection('products');
    await sectionList('Products');
    await user.click(screen.getByRole('button', { name: 'Import from a spreadsheet' }));
    const lines = Array.from(
      { length: 200 },
      (_, index) =>
        `,Sen Brothers General Store,Rice ${index + 1},চাল ${index + 1},चावल ${index + 1},Rice & grains,1 kg,${60 + index},${index},,`,
    );
    await user.upload(screen.getByLabelText('Choose a CSV file'), csvFile(lines));
    await user.click(await screen.findByRole('button', { name: 'Add 200 records' }, slow));
    expect(
      await screen.findByText('Added 200 records from the spreadsheet.', {}, slow),
    ).toBeInTheDocument();
    const page = await asTestStep(() =>
      handle.backend.store.query({
        collection: collections.products,
        where: [{ field: 'shopName', op: '==', value: 'Sen Brothers General Store' }],
        limit: 500,
      }),
    );
    const rice = page.docs.filter((doc) => /^Rice \d+$/.test(String(doc.data['name'])));
    expect(rice).toHaveLength(200);
    expect(rice.find((doc) => doc.data['name'] === 'Rice 200')?.data).toMatchObject({
      nameHi: 'चावल 200',
      price: 25900,
      stock: 199,
    });
  }, 20_000);

  it('says which rows replace records already here, and saves them in place', async () => {
    const { user } = renderSection('products');
    await sectionList('Products');
    const page = await asTestStep(() =>
      handle.backend.store.query({
        collection: collections.products,
        where: [{ field: 'shopId', op: '==', value: 'maa-tara-bhandar' }],
        limit: 1,
      }),
    );
    const [stored] = page.docs;
    if (!stored) throw new Error('the demo town has no product of Maa Tara Bhandar');
    // A field no column holds (as a shop's hours are) stays as it was.
    await asTestStep(() =>
      handle.internals.writeDoc(collections.products, stored.id, {
        ...stored.data,
        descriptionBn: 'পুরনো বিবরণ',
        soldThisWeek: 12,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Import from a spreadsheet' }));
    await user.upload(
      screen.getByLabelText('Choose a CSV file'),
      csvFile([
        `${stored.id},maa-tara-bhandar,${String(stored.data['name'])},,,Spices,1 kg,999,7,,`,
        ',maa-tara-bhandar,Cumin,জিরে,जीरा,Spices,100 g,40,9,,',
      ]),
    );
    expect(
      await screen.findByText('1 new, 1 will be updated, 0 unchanged.', {}, slow),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save 2 records' }));
    expect(
      await screen.findByText('Saved 2 records from the spreadsheet.', {}, slow),
    ).toBeInTheDocument();
    const saved = await asTestStep(() => handle.backend.store.get(collections.products, stored.id));
    expect(saved?.data).toMatchObject({
      price: 99900,
      stock: 7,
      category: 'Spices',
      soldThisWeek: 12,
      // A column the file leaves out keeps what was stored.
      descriptionBn: 'পুরনো বিবরণ',
    });
  }, 20_000);

  it('imports the same file twice as once: the second time every row is found, by shop and name', async () => {
    const { user } = renderSection('products');
    await sectionList('Products');
    const rows = [
      ',Maa Tara Bhandar,Arhar Dal,অড়হর ডাল,अरहर दाल,Dal & pulses,1 kg,150,10,,',
      ',Maa Tara Bhandar,Sabu Dana,সাবুদানা,साबूदाना,Snacks,500 g,40,8,,',
    ];
    const arhar = async () =>
      (
        await asTestStep(() =>
          handle.backend.store.query({
            collection: collections.products,
            where: [{ field: 'name', op: '==', value: 'Arhar Dal' }],
          }),
        )
      ).docs;
    await user.click(screen.getByRole('button', { name: 'Import from a spreadsheet' }));
    await user.upload(screen.getByLabelText('Choose a CSV file'), csvFile(rows));
    await user.click(await screen.findByRole('button', { name: 'Add 2 records' }, slow));
    expect(
      await screen.findByText('Added 2 records from the spreadsheet.', {}, slow),
    ).toBeInTheDocument();

    // After a slow network, the same file again; then again with a price changed.
    await user.click(screen.getByRole('button', { name: 'Import from a spreadsheet' }));
    await user.upload(screen.getByLabelText('Choose a CSV file'), csvFile(rows));
    expect(
      await screen.findByText('0 new, 0 will be updated, 2 unchanged.', {}, slow),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Every row is here already, as it is: there is nothing to add.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Add|Save) \d/ })).not.toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Choose the corrected file'),
      csvFile([
        rows[0]?.replace(',150,', ',155,') ?? '',
        rows[1] ?? '',
        ',Maa Tara Bhandar,Makhana,মাখনা,मखाना,Snacks,100 g,90,5,,',
      ]),
    );
    expect(
      await screen.findByText('1 new, 1 will be updated, 1 unchanged.', {}, slow),
    ).toBeInTheDocument();
    // The admin chooses to leave the records here as they are: only the new one is added.
    await user.click(
      screen.getByRole('radio', { name: 'Leave them as they are, and add only the new ones' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add 1 record' }));
    expect(
      await screen.findByText('Added 1 record from the spreadsheet.', {}, slow),
    ).toBeInTheDocument();
    const [only, ...more] = await arhar();
    expect(more).toEqual([]);
    expect(only?.data['price']).toBe(150_00);
  }, 30_000);

  it('refuses a file over 5 MB before reading a byte of it, in plain words', async () => {
    const { user } = renderSection('products');
    await sectionList('Products');
    await user.click(screen.getByRole('button', { name: 'Import from a spreadsheet' }));
    const big = new File([new Uint8Array(7.4 * 1024 * 1024)], 'everything.csv', {
      type: 'text/csv',
    });
    const read = vi.spyOn(big, 'text');
    await user.upload(screen.getByLabelText('Choose a CSV file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is 7.4 MB; the app reads spreadsheets of up to 5 MB. Save the rows in two or more smaller files and import each.',
    );
    expect(read).not.toHaveBeenCalled();
  });

  it('offers bookings to take out only: no import, no template', async () => {
    renderSection('appointments');
    expect(await screen.findByRole('button', { name: 'Export as CSV' }, slow)).toBeEnabled();
    expect(
      screen.queryByRole('button', { name: 'Import from a spreadsheet' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download template' })).not.toBeInTheDocument();
  });
});
