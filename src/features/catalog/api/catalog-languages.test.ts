// @vitest-environment node
import { seededRiceAisleIds, staffTestBackend } from '../../../testing/staff-fixtures';
import { listProducts, searchCatalog } from './catalog';

/**
 * The catalogue's search in the town's languages, on the seeded Demo town:
 * a product or shop is found by a word of any of its names.
 */
vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal()),
);

staffTestBackend();

const sorted = (ids: string[]) => [...ids].sort();
const idsOf = (items: { id: string }[]) => sorted(items.map((item) => item.id));

describe('catalogue search by Bengali and Hindi names', () => {
  it('finds the rice aisle for চাল, on the home search and in a product list', async () => {
    const found = await searchCatalog('চাল');
    expect(idsOf(found.products)).toEqual(seededRiceAisleIds);
    expect(found.products.map((product) => product.nameBn)).toEqual(
      expect.arrayContaining(['বাসমতী চাল', 'গোবিন্দভোগ চাল', 'মিনিকেট চাল']),
    );
    const page = await listProducts({ text: 'চাল' });
    expect(idsOf(page.items)).toEqual(seededRiceAisleIds);
  });

  it('narrows by every typed word and finds Hindi names', async () => {
    const basmati = await listProducts({ text: 'বাসমতী চাল' });
    expect(basmati.items.map((product) => product.id)).toEqual([
      'sen-brothers-store--basmati-rice',
    ]);
    const hindi = await searchCatalog('चावल');
    expect(idsOf(hindi.products)).toEqual(
      sorted([...seededRiceAisleIds, 'dada-boudi-hotel--dal-and-rice']),
    );
  });

  it('finds a category by its name in each language, as the home search box suggests', async () => {
    const medicines = idsOf((await listProducts({ category: 'Medicines' })).items);
    expect(medicines.length).toBeGreaterThanOrEqual(10);
    for (const typed of ['ওষুধ', 'ওষু', 'दवाइयाँ', 'दवा', 'medicine']) {
      expect(idsOf((await listProducts({ text: typed })).items), typed).toEqual(medicines);
    }
    const sweets = idsOf((await listProducts({ category: 'Sweets' })).items);
    const bengaliSweets = idsOf((await searchCatalog('মিষ্টি')).products);
    expect(bengaliSweets).toEqual(expect.arrayContaining(sweets));
    expect(idsOf((await listProducts({ text: 'मिठाई' })).items)).toEqual(sweets);
  });

  it('finds the town’s words typed in Latin letters on an English keyboard', async () => {
    const found = async (typed: string) => idsOf((await listProducts({ text: typed })).items);
    expect(await found('chal')).toEqual(seededRiceAisleIds);
    expect(await found('chawal')).toEqual(await found('चावल'));
    expect(await found('daal')).toEqual(await found('dal'));
    expect(await found('aloo')).toEqual(
      expect.arrayContaining(['haru-sabji-stall--jyoti-potato', 'dada-boudi-hotel--aloo-posto']),
    );
    expect(await found('alu')).toEqual(await found('aloo'));
    expect(await found('doodh')).toEqual(await found('দুধ'));
    expect(await found('doodh')).toContain('sen-brothers-store--toned-milk');
    // ডিম, and ডিমের in "ডিমের কারি" (egg curry), the possessive of the same word.
    expect(await found('dim')).toEqual(await found('ডিম'));
    expect(await found('dim')).toEqual(
      expect.arrayContaining([
        'rathtala-fish-meat--duck-eggs',
        'rathtala-fish-meat--poultry-eggs',
        'dada-boudi-hotel--egg-curry',
      ]),
    );
    expect(await found('maach')).toEqual(await found('মাছ'));
    expect(await found('maach')).toContain('rathtala-fish-meat--rohu-fish');
    // Two typed words, each matched: the rohu, not every fish.
    expect(await found('rui maach')).toEqual(
      expect.arrayContaining(['rathtala-fish-meat--rohu-fish']),
    );
    expect(await found('rui maach')).not.toContain('rathtala-fish-meat--katla-fish');
  });

  it('finds nothing for a query of emoji or punctuation alone', async () => {
    for (const typed of ['🍚', '🙂🙂', '!!!', '…', '—?']) {
      expect((await listProducts({ text: typed })).items, typed).toEqual([]);
      expect(await searchCatalog(typed), typed).toEqual({ shops: [], products: [] });
    }
  });

  it('finds a shop by its Bengali name', async () => {
    const found = await searchCatalog('মুদিখানা');
    expect(found.shops.map((shop) => shop.id)).toEqual(['annapurna-grocery']);
  });
});
