// @vitest-environment node
import fc from 'fast-check';
import type { StoredDoc } from '../../../port/types';
import { townDocuments } from '../../../backend/demo/seed-town';
import { chooseLocale, preloadCatalogue } from '../../../lib/i18n';
import { collections } from '../../../lib/models';
import { adminCollections } from '../config/collections';
import type { CollectionConfig } from '../config/types';
import {
  checkRows,
  csvColumns,
  parseCsv,
  spreadsheetCollections,
  templateFor,
  toCsv,
  type RowProblem,
} from './spreadsheet';

const now = new Date('2026-03-02T10:00:00+05:30');
const seed = townDocuments(now);
const seeded = (collection: string): StoredDoc[] =>
  seed.filter((doc) => doc.collection === collection).map(({ id, data }) => ({ id, data }));
const shops = seeded(collections.shops);
const sectionOf = (collection: string): CollectionConfig => {
  const config = adminCollections().find((section) => section.collection === collection);
  if (!config) throw new Error(`no section keeps ${collection}`);
  return config;
};
const products = () => sectionOf(collections.products);
/** What a section's `ref` or `refs` cells may name, from the seed (the shops, the neighbourhoods). */
const choicesFor = (config: CollectionConfig): StoredDoc[] => {
  const ref = config.fields.find((field) => field.kind === 'ref' || field.kind === 'refs')?.ref;
  return ref ? seeded(ref.collection) : [];
};

const productHeader = 'id,shopId,name,nameBn,nameHi,category,unit,price,stock,description,image';
/** Every column of the products section: a file may leave some out (as productHeader does). */
const productColumns =
  'id,shopId,name,nameBn,nameHi,category,unit,price,stock,description,descriptionBn,descriptionHi,image';

async function problemsOf(config: CollectionConfig, csv: string): Promise<RowProblem[]> {
  const checked = checkRows(config, await parseCsv(csv), choicesFor(config));
  return checked.problems ?? [];
}

describe('a section as a spreadsheet', () => {
  it('has the id and every field the form lets the admin type, Bengali and Hindi names too', () => {
    expect(csvColumns(products()).join(',')).toBe(productColumns);
    expect(csvColumns(sectionOf(collections.shops))).toEqual(
      expect.arrayContaining(['name', 'nameBn', 'nameHi', 'open', 'neighbourhoods']),
    );
  });

  it('takes a list that only goes out (bookings) with its number, every detail, status and time', async () => {
    const config = sectionOf(collections.appointments);
    expect(csvColumns(config)).toEqual([
      'id',
      'reference',
      'patientName',
      'phone',
      'doctorName',
      'date',
      'note',
      'status',
      'staffNote',
      'createdAt',
    ]);
    const booking = {
      id: 'a-1',
      data: {
        reference: 'AP-7K3Q',
        patientName: 'Rina Das',
        phone: '9876543210',
        doctorName: 'Dr. Sen',
        date: '2026-11-30',
        note: 'Fever, two days',
        status: 'new',
        createdAt: new Date(2026, 10, 27, 9, 30),
      },
    } satisfies StoredDoc;
    const table = await parseCsv(await toCsv(config, [booking]));
    expect(table.rows[0]?.cells.slice(0, 7)).toEqual([
      'a-1',
      'AP-7K3Q',
      'Rina Das',
      '9876543210',
      'Dr. Sen',
      '2026-11-30',
      'Fever, two days',
    ]);
    expect(table.rows[0]?.cells[9]).toMatch(/^2026-11-27T09:30/);
  });

  it('takes the orders out with their number, customer, shop, total, status and time', () => {
    expect(csvColumns(sectionOf(collections.orders))).toEqual([
      'id',
      'number',
      'customerName',
      'phone',
      'shopName',
      'total',
      'status',
      'createdAt',
    ]);
  });

  it.each([...spreadsheetCollections])(
    'exports the seed’s %s so they import back unchanged',
    async (collection) => {
      const config = sectionOf(collection);
      const docs = seeded(collection);
      expect(docs.length).toBeGreaterThan(0);
      const csv = await toCsv(config, docs);
      const checked = checkRows(config, await parseCsv(csv), choicesFor(config));
      expect(checked.problems).toBeUndefined();
      const records = checked.records ?? [];
      expect(records.map((record) => record.id)).toEqual(docs.map((doc) => doc.id));
      for (const [index, record] of records.entries()) {
        const stored = docs[index]?.data ?? {};
        // Every field the spreadsheet holds comes back as stored (the derived search words too).
        for (const column of csvColumns(config).slice(1)) {
          if (stored[column] !== undefined) expect(record.data[column]).toEqual(stored[column]);
        }
      }
      // And it exports again to the very same file.
      expect(await toCsv(config, records)).toBe(csv);
    },
  );

  it('round-trips any text a spreadsheet can hold: commas, quotes, semicolons, newlines, formulas', async () => {
    const config = products();
    const [model] = seeded(collections.products);
    // The characters that trouble CSV and spreadsheets, with Bengali and Hindi letters.
    const char = fc.constantFrom(...'ab ,;"\'=+-@কখ্ािहिं'.split(''), '\n');
    const text = (max: number) =>
      fc
        .array(char, { minLength: 2, maxLength: max })
        .map((chars) => chars.join('').trim())
        .filter((value) => /^[a-zকখह]/.test(value));
    let imported = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: text(30).map((value) => value.replace(/\n/g, ' ').replace(/\s+/g, ' ')),
          nameBn: text(30).map((value) => value.replace(/\s+/g, ' ')),
          // A spreadsheet would read "=…" as a formula; the export guards it, the import unguards it.
          description: fc
            .tuple(fc.constantFrom('=', '+', '-', '@', ''), text(80))
            .map(([sign, rest]) => sign + rest),
        }),
        async (typed) => {
          const doc = { id: 'maa-tara-bhandar--typed', data: { ...model?.data, ...typed } };
          const checked = checkRows(config, await parseCsv(await toCsv(config, [doc])), shops);
          if (checked.problems) return; // A value the form itself refuses is no round trip to make.
          expect(checked.records[0]?.data).toMatchObject(typed);
          imported += 1;
        },
      ),
      { numRuns: 200 },
    );
    // Most values are ones the form takes, so the property is about them, not about refusals.
    expect(imported).toBeGreaterThan(150);
  });

  it('reads what Excel saves: a BOM, semicolons, quoted newlines, empty lines', async () => {
    const table = await parseCsv(
      '\uFEFFname;note\r\n"Ratan; the elder";"two\r\nlines"\r\n\r\nSecond;\r\n\r\n',
    );
    expect(table.header).toEqual(['name', 'note']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['Ratan; the elder', 'two\r\nlines'] },
      // The empty line keeps its number, as the spreadsheet shows it.
      { row: 4, cells: ['Second', ''] },
    ]);
  });

  it('names a product’s shop by id or by its one English name, and completes it as a save does', async () => {
    const csv = [
      productHeader,
      ',maa-tara-bhandar,Jaggery,গুড়,गुड़,Spices,1 kg,80,12,,',
      ',Maa Tara Bhandar,Puffed rice,মুড়ি,मुरमुरे,rice & grains,500 g,30.50,40,,',
    ].join('\n');
    const checked = checkRows(products(), await parseCsv(csv), shops);
    expect(checked.problems).toBeUndefined();
    const [jaggery, puffedRice] = checked.records ?? [];
    expect(jaggery?.id).toMatch(/^maa-tara-bhandar--jaggery-[a-z0-9]{5}$/);
    expect(jaggery?.data).toMatchObject({
      shopId: 'maa-tara-bhandar',
      shopName: 'Maa Tara Bhandar',
      nameBn: 'গুড়',
      price: 8000,
      stock: 12,
      image: expect.stringContaining('#'),
      keywords: expect.arrayContaining(['jaggery']),
    });
    expect(puffedRice?.data).toMatchObject({ shopId: 'maa-tara-bhandar', price: 3050 });
  });

  it('names every kind of mistake by its row and column', async () => {
    const csv = [
      'id,shopId,name,nameBn,category,unit,price,stock,colour',
      'one,maa-tara-bhandar,Salt,,Spices,1 kg,20,5,',
    ].join('\n');
    expect(await problemsOf(products(), csv)).toEqual([
      { row: 1, column: 'colour', message: expect.stringContaining('There is no column “colour”') },
    ]);

    const rows = [
      productHeader,
      'one,Nobody’s Shop,Salt,,,Spices,1 kg,20,5,,',
      'one,maa-tara-bhandar,,,,Groceries,1 kg,twenty,-3,,',
      'bad id,maa-tara-bhandar,Rice,,,Rice & grains,1 kg,60,1.5,,',
    ].join('\n');
    expect(await problemsOf(products(), rows)).toEqual([
      { row: 2, column: 'shopId', message: 'No shop has the id or English name “Nobody’s Shop”.' },
      {
        row: 3,
        column: 'category',
        message: expect.stringMatching(/^Write one of: Rice & grains, .*Baby care\.$/),
      },
      { row: 3, column: 'name', message: 'Please enter the name.' },
      { row: 3, column: 'price', message: expect.stringContaining('price') },
      { row: 3, column: 'stock', message: expect.stringContaining('stock') },
      { row: 3, column: 'id', message: 'The id “one” is also in row 2.' },
      { row: 4, column: 'stock', message: expect.stringContaining('whole number') },
      { row: 4, column: 'id', message: expect.stringContaining('An id may hold only') },
    ]);

    expect(await problemsOf(products(), 'name,price\nSalt,20')).toEqual(
      expect.arrayContaining([
        { row: 1, column: 'shopId', message: expect.stringContaining('“shopId” is missing') },
      ]),
    );
    expect(await problemsOf(products(), `${productHeader}\n\n`)).toEqual([
      { row: 1, column: '', message: 'The file has no rows under its first row.' },
    ]);
    const shopsCsv = `name,type,area,address,phone,open\nGupta,grocery,Rathtala,7 Rathtala Road,9830012345,maybe`;
    expect(await problemsOf(sectionOf(collections.shops), shopsCsv)).toEqual([
      { row: 2, column: 'open', message: 'Write yes or no.' },
    ]);
  });

  it('says the problems in the admin’s language', async () => {
    chooseLocale('bn');
    try {
      await preloadCatalogue('admin');
      // The words follow the language once its store has taken the change (it settles asynchronously).
      await vi.waitFor(async () => {
        const problems = await problemsOf(
          products(),
          `${productHeader}\n,Nobody,Salt,,,Spices,1 kg,20,5,,`,
        );
        expect(problems[0]?.message).toMatch(/^“Nobody” আইডি বা ইংরেজি নামে কোনো .+ নেই।$/);
      });
    } finally {
      chooseLocale('en');
    }
  });

  it('checks a 200-product file in well under a second', async () => {
    const lines = Array.from(
      { length: 200 },
      (_, index) =>
        `,Maa Tara Bhandar,Rice ${index},চাল ${index},चावल ${index},Rice & grains,1 kg,${60 + index},${index},,`,
    );
    const started = performance.now();
    const checked = checkRows(
      products(),
      await parseCsv([productHeader, ...lines].join('\n')),
      shops,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(checked.records).toHaveLength(200);
  });

  it('reads a shop’s neighbourhoods by id or English name, and names one not on the list', async () => {
    const shopsSection = sectionOf(collections.shops);
    const [shop] = seeded(collections.shops);
    const csv = await toCsv(shopsSection, shop ? [shop] : []);
    const table = await parseCsv(csv);
    const column = table.header.indexOf('neighbourhoods');
    const [first, second] = seeded(collections.neighbourhoods);
    const withCell = (cell: string) => ({
      ...table,
      rows: table.rows.map((row) => ({
        ...row,
        cells: row.cells.map((each, index) => (index === column ? cell : each)),
      })),
    });
    const good = checkRows(
      shopsSection,
      withCell(`${String(first?.id)}, ${String(second?.data['name'])}`),
      choicesFor(shopsSection),
    );
    expect(good.records?.[0]?.data['neighbourhoods']).toEqual([first?.id, second?.id]);
    const bad = checkRows(shopsSection, withCell('Nowhere Para'), choicesFor(shopsSection));
    expect(bad.problems?.map((problem) => problem.column)).toEqual(['neighbourhoods']);
  });

  it('offers a template: the columns and one example row without its id', async () => {
    const [example] = seeded(collections.products);
    const template = await templateFor(products(), example ?? null);
    const table = await parseCsv(template);
    expect(table.header.join(',')).toBe(productColumns);
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]?.cells[0]).toBe('');
    expect(checkRows(products(), table, shops).records).toHaveLength(1);
  });
});
