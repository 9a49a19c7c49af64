// @vitest-environment node
import { staffTestBackend } from '../../../testing/staff-fixtures';
import { listProducts, searchCatalog } from './catalog';

/**
 * The catalogue's search in the town's languages, on the seeded Demo town:
 * a product or shop is found by a word of any of its names.
 */
vi.mock('../../../backend', async (importOriginal) =>
  (await import('../../../testing/staff-fixtures')).withTestBackend(await importOriginal()),
);

staffTestBackend();

const riceIds = [
  'annapurna-grocery--gobindobhog-rice',
  'annapurna-grocery--miniket-rice',
  'sen-brothers-store--basmati-rice',
];
const sorted = (ids: string[]) => [...ids].sort();

describe('catalogue search by Bengali and Hindi names', () => {
  it('finds the rice products for চাল, on the home search and in a product list', async () => {
    const found = await searchCatalog('চাল');
    expect(sorted(found.products.map((product) => product.id))).toEqual(riceIds);
    expect(found.products.map((product) => product.nameBn)).toEqual(
      expect.arrayContaining(['বাসমতী চাল', 'গোবিন্দভোগ চাল', 'মিনিকেট চাল']),
    );
    const page = await listProducts({ text: 'চাল' });
    expect(sorted(page.items.map((product) => product.id))).toEqual(riceIds);
  });

  it('narrows by every typed word and finds Hindi names', async () => {
    const basmati = await listProducts({ text: 'বাসমতী চাল' });
    expect(basmati.items.map((product) => product.id)).toEqual([
      'sen-brothers-store--basmati-rice',
    ]);
    const hindi = await searchCatalog('चावल');
    expect(sorted(hindi.products.map((product) => product.id))).toEqual(
      sorted([...riceIds, 'dada-boudi-hotel--dal-and-rice']),
    );
  });

  it('finds a shop by its Bengali name', async () => {
    const found = await searchCatalog('মুদিখানা');
    expect(found.shops.map((shop) => shop.id)).toEqual(['annapurna-grocery']);
  });
});
