// @vitest-environment node
import fc from 'fast-check';
import type { DocData, DocumentStore, StoredDoc, Transaction } from '../../../port/types';
import { writeInBatches } from '../../../data/write-in-batches';
import { rupeesText } from '../../../lib/money';
import { townDocuments } from '../../../backend/demo/seed-town';
import { chooseLocale, preloadCatalogue } from '../../../lib/i18n';
import { collections } from '../../../lib/models';
import { adminCollections } from '../sections';
import type { CollectionConfig } from '../config/types';
import {
  checkRows,
  checkRowsGently,
  csvColumns,
  parseCsv,
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
/** The sections a town keeps in a spreadsheet: those that come back in from one. */
const spreadsheetCollections = adminCollections()
  .filter((config) => config.importKeys !== undefined)
  .map((config) => config.collection);
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

  it('takes the orders out with their number, customer, shop, total, status, time and payment', async () => {
    const config = sectionOf(collections.orders);
    expect(csvColumns(config)).toEqual([
      'id',
      'number',
      'customerName',
      'phone',
      'shopName',
      'total',
      'status',
      'createdAt',
      'payment',
      'paid',
    ]);
    const order = (id: string, status: string, paidByUpi?: DocData): StoredDoc => ({
      id,
      data: {
        number: `TS-${id}`,
        customerName: 'Rina Das',
        phone: '9876543210',
        shopName: 'Annapurna',
        total: 150_00,
        status,
        createdAt: new Date(2026, 10, 27, 9, 30),
        ...(paidByUpi && { paidByUpi }),
      },
    });
    const table = await parseCsv(
      await toCsv(config, [
        order('1', 'accepted'),
        order('2', 'delivered'),
        order('3', 'outForDelivery', { at: new Date(), by: 'vendor' }),
        order('4', 'cancelled'),
      ]),
    );
    // Cash or UPI, and whether the money is in: cash is, once the order is delivered.
    expect(table.rows.map(({ cells }) => cells.slice(-2))).toEqual([
      ['cash', 'no'],
      ['cash', 'yes'],
      ['UPI', 'yes'],
      ['cash', 'no'],
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

  describe('guards every cell a spreadsheet could take for a formula, on any of its lines', () => {
    /** What a hostile visitor or a careless paste puts in a name or a description. */
    const hostile = [
      '=HYPERLINK("https://evil.example","Open")',
      '=HYPERLINK("https://evil.example","x")\n&""',
      "Ram Das\n=cmd|' /C calc'!A0",
      'Rina\r\n+1+1',
      'Rina\r=2*3',
      '+91 98765 43210',
      '-2+3',
      '@SUM(A1:A9)',
      '\t=1+1',
      '\r=1+1',
      'note\n\t@x',
      'fine\n-\n+\n@\n=',
      // Quotes already there are kept: the import takes off only the export's own.
      "'=1+1",
      "x\n''@y",
    ];
    /** Each line of each cell of a CSV, as a spreadsheet program splits it, with no guard taken off. */
    const linesOf = async (csv: string) => {
      const Papa = (await import('papaparse')).default;
      const cells = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '')).data.flat();
      return cells.flatMap((cell) => cell.split(/\r\n|\r|\n/));
    };
    const unguarded = (line: string) => /^[=+\-@\t\r]/.test(line);
    const order = (customerName: string): StoredDoc => ({
      id: 'order-1',
      data: {
        number: 'TS-123456',
        customerName,
        phone: '9876543210',
        shopName: customerName,
        total: 150_00,
        status: 'placed',
        createdAt: new Date(2026, 10, 27, 9, 30),
      },
    });
    const [model] = seeded(collections.products);
    const product = (description: string): StoredDoc => ({
      id: 'maa-tara-bhandar--typed',
      data: { ...model?.data, description },
    });

    it.each(hostile)('%j', async (value) => {
      const exports = [
        await toCsv(sectionOf(collections.orders), [order(value)]),
        await toCsv(products(), [product(value)]),
        await templateFor(products(), product(value)),
      ];
      for (const csv of exports) {
        expect((await linesOf(csv)).filter(unguarded)).toEqual([]);
      }
      // The guard is the export's, not the value's: the product imports back as it was.
      const checked = checkRows(products(), await parseCsv(exports[1] ?? ''), shops);
      expect(checked.records?.[0]?.data['description'] ?? checked.problems).toBe(value.trim());
    });
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
      {
        row: 2,
        column: 'shopId',
        message: 'No shop has the id or English name “Nobody’s Shop”.',
        value: 'Nobody’s Shop',
      },
      {
        row: 3,
        column: 'category',
        message: expect.stringMatching(/^Write one of: Rice & grains, .*Baby care\.$/),
        value: 'Groceries',
      },
      { row: 3, column: 'name', message: 'Please enter the name.' },
      { row: 3, column: 'price', message: expect.stringContaining('price'), value: 'twenty' },
      { row: 3, column: 'stock', message: expect.stringContaining('stock'), value: '-3' },
      { row: 3, column: 'id', message: 'The id “one” is also in row 2.', value: 'one' },
      { row: 4, column: 'stock', message: expect.stringContaining('whole number'), value: '1.5' },
      {
        row: 4,
        column: 'id',
        message: expect.stringContaining('An id may hold only'),
        value: 'bad id',
      },
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
      { row: 2, column: 'open', message: 'Write yes or no.', value: 'maybe' },
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

describe('importing a spreadsheet again', () => {
  const seededProducts = seeded(collections.products);
  const [product] = seededProducts;
  if (!product) throw new Error('The seed has no product.');
  const shopOf = shops.find((shop) => shop.id === product.data['shopId']);
  const row = (cells: Record<string, string | number>) =>
    productHeader
      .split(',')
      .map((column) => {
        const cell = String(cells[column] ?? '');
        return /[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
      })
      .join(',');
  const fileOf = (...rows: Record<string, string | number>[]) =>
    [productHeader, ...rows.map(row)].join('\n');
  const plan = async (csv: string, stored: StoredDoc[] = seededProducts) =>
    checkRows(products(), await parseCsv(csv), shops, stored);
  const stored = {
    shopId: String(product.data['shopId']),
    name: String(product.data['name']),
    nameBn: String(product.data['nameBn'] ?? ''),
    nameHi: String(product.data['nameHi'] ?? ''),
    category: String(product.data['category']),
    unit: String(product.data['unit']),
    price: rupeesText(Number(product.data['price'])),
    stock: Number(product.data['stock']),
    description: String(product.data['description'] ?? ''),
    image: String(product.data['image'] ?? ''),
  };

  it('finds a product by its shop and its name in any language, and says what is new, changed or as it is', async () => {
    const planned = await plan(
      fileOf(
        // As it is here, by its English name, with no id.
        stored,
        // The same product by its Bengali name alone, its price changed: an update.
        { ...stored, name: 'Renamed in English', nameHi: '', price: '999' },
        { ...stored, name: 'Brand new rice', nameBn: 'নতুন চাল', nameHi: 'नया चावल' },
      ),
    );
    // The two rows name one product: the file must say which it means.
    expect(planned.problems).toEqual([
      {
        row: 3,
        column: 'name',
        message: 'This row names the same record as row 2.',
        value: 'Renamed in English',
      },
    ]);

    const again = await plan(
      fileOf(
        { ...stored, name: `  ${stored.name.toUpperCase()} ` },
        { ...stored, name: 'Brand new rice', nameBn: 'নতুন চাল', nameHi: 'नया चावल' },
      ),
    );
    expect(again.plan?.added.map((record) => record.data['name'])).toEqual(['Brand new rice']);
    // Capitals and spaces aside, the name is the stored product's: written under its id.
    expect(
      [...(again.plan?.updated ?? []), ...(again.plan?.unchanged ?? [])].map((r) => r.id),
    ).toEqual([product.id]);

    const byBengali = await plan(fileOf({ ...stored, name: 'Another name', price: '999' }));
    expect(byBengali.plan?.updated.map((record) => record.id)).toEqual([product.id]);
    expect(byBengali.plan?.updated[0]?.data['price']).toBe(999_00);

    // In another shop, the same name is another product.
    const otherShop = shops.find((shop) => shop.id !== shopOf?.id);
    const elsewhere = await plan(fileOf({ ...stored, shopId: String(otherShop?.id) }));
    expect(elsewhere.plan?.added).toHaveLength(1);
  });

  it('asks for the id when a row matches two records here', async () => {
    const twin = { id: 'twin', data: { ...product.data } };
    const planned = await plan(fileOf(stored), [...seededProducts, twin]);
    expect(planned.problems).toEqual([
      {
        row: 2,
        column: 'name',
        message: `More than one product here matches this row (${[product.id, 'twin'].sort().join(', ')}): write the id of the one it is in the id column.`,
        value: stored.name,
      },
    ]);
    expect(
      (await plan(fileOf({ ...stored, id: 'twin' }), [...seededProducts, twin])).plan,
    ).toMatchObject({ unchanged: [expect.objectContaining({ id: 'twin' })] });
  });

  it('keeps a natural key for every section a town keeps in a spreadsheet', () => {
    // Its catalogue, its directory and its news; bookings, requests, orders and staff go out only.
    expect([...spreadsheetCollections].sort()).toEqual(
      [
        collections.shops,
        collections.products,
        collections.doctors,
        collections.labTests,
        collections.teachers,
        collections.serviceProviders,
        collections.emergencyContacts,
        collections.neighbourhoods,
        collections.directory,
        collections.feeds,
      ].sort(),
    );
    for (const collection of spreadsheetCollections) {
      for (const doc of seeded(collection)) {
        expect(
          sectionOf(collection).importKeys?.(doc.data).length,
          `${collection}/${doc.id}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  /** A store in memory with what an import reads and writes: documents, and transactions of sets. */
  function memoryStore(docs: StoredDoc[]) {
    const held = new Map(docs.map((doc) => [doc.id, doc.data]));
    const store = {
      get: async (_collection: string, id: string) => {
        const data = held.get(id);
        return data ? { id, data } : null;
      },
      runTransaction: async <T>(work: (tx: Transaction) => Promise<T>) => {
        const writes: [string, DocData][] = [];
        const result = await work({
          get: (collection, id) => store.get(collection, id),
          set: (_collection, id, data) => writes.push([id, data]),
          update: () => {
            throw new Error('An import sets whole records.');
          },
          delete: () => {
            throw new Error('An import deletes nothing.');
          },
        });
        for (const [id, data] of writes) held.set(id, data);
        return result;
      },
    };
    return {
      store: store as unknown as DocumentStore,
      docs: () => [...held].map(([id, data]) => ({ id, data })),
    };
  }

  it('imports a file twice to the same town as once (property)', async () => {
    const words = ['Rice', 'Dal', 'Salt', 'Oil', 'Sugar', 'Atta'];
    const bengali = ['চাল', 'ডাল', 'নুন', 'তেল', 'চিনি', 'আটা', ''];
    const rowArbitrary = fc.record({
      shopId: fc.constantFrom(...shops.slice(0, 2).map((shop) => shop.id)),
      name: fc.constantFrom(...words, stored.name),
      nameBn: fc.constantFrom(...bengali, stored.nameBn),
      nameHi: fc.constant(''),
      category: fc.constant(stored.category),
      unit: fc.constant(stored.unit),
      price: fc.integer({ min: 1, max: 500 }).map(String),
      stock: fc.integer({ min: 0, max: 50 }),
    });
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(rowArbitrary, { minLength: 1, maxLength: 6 }), async (rows) => {
        const town = memoryStore(seededProducts);
        const importOnce = async () => {
          const checked = checkRows(
            products(),
            await parseCsv(fileOf(...rows)),
            shops,
            town.docs(),
          );
          if (!checked.plan) return false;
          const { added, updated } = checked.plan;
          await writeInBatches(town.store, [...added, ...updated], undefined, 'merge');
          return checked.plan;
        };
        const first = await importOnce();
        fc.pre(first !== false); // A file with a problem writes nothing either time.
        const once = town.docs();
        const second = await importOnce();
        expect(town.docs()).toEqual(once);
        expect(second && [second.added.length, second.updated.length]).toEqual([0, 0]);
        compared += 1;
      }),
      { numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(50);
  });
});

describe('a big spreadsheet', () => {
  it('is checked a slice at a time, pausing between slices, to the same answer as at once', async () => {
    const lines = Array.from(
      { length: 230 },
      (_, index) =>
        `,Maa Tara Bhandar,Rice ${index},চাল ${index},चावल ${index},Rice & grains,1 kg,${60 + index},${index},,`,
    );
    const table = await parseCsv([productHeader, ...lines].join('\n'));
    const seen: [number, number][] = [];
    let pauses = 0;
    const counting = setInterval(() => (pauses += 1), 0);
    const gently = await checkRowsGently(products(), table, shops, [], (checked, total) =>
      seen.push([checked, total]),
    );
    clearInterval(counting);
    expect(seen).toEqual([
      [50, 230],
      [100, 230],
      [150, 230],
      [200, 230],
      [230, 230],
    ]);
    // Other work ran between the slices: the page is never held for the whole file.
    expect(pauses).toBeGreaterThan(0);
    const atOnce = checkRows(products(), table, shops, []);
    expect(gently.plan?.added.map((record) => record.data)).toEqual(
      atOnce.plan?.added.map((record) => record.data),
    );
  });
});
