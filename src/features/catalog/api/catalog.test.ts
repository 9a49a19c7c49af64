// @vitest-environment node
import { openDemoBackend, type DemoBackendHandle } from '../../../backend/demo/demo-backend';
import type { Backend } from '../../../port/types';
import { randomId } from '../../../lib/ids';
import { countingStore } from '../../../testing/counting-store';
import { readOne } from '../../../data/lists';
import { collections } from '../../../lib/models';
import { getProduct, listCatalogProducts, listProducts, listShops, searchCatalog } from './catalog';

/**
 * The catalogue's reads per screen, on the seeded Demo town, counted through
 * a wrapper of the real port and held to docs/budgets.md ("Work per screen").
 */
const counted = vi.hoisted(() => ({ backend: null as Backend | null }));
vi.mock('../../../backend', () => ({
  getBackend: () => Promise.resolve(counted.backend),
  backendKind: 'demo',
}));

let handle: DemoBackendHandle;
let counter: { reads: number };

beforeAll(async () => {
  handle = await openDemoBackend({ databaseName: `catalog-${randomId(8)}` });
});
afterAll(() => handle.internals.close());

beforeEach(() => {
  const wrapped = countingStore(handle.backend.store);
  counter = wrapped.counter;
  counted.backend = { ...handle.backend, store: wrapped.store };
});

describe('catalogue reads', () => {
  it('a shop list reads one page of at most 20', async () => {
    const page = await listShops('grocery');
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((shop) => shop.type === 'grocery')).toBe(true);
    expect(counter.reads).toBeLessThanOrEqual(21);
  });

  it("a shop's products: the shop plus one page", async () => {
    const [first] = (await listShops('food')).items;
    counter.reads = 0;
    const shop = await readOne(collections.shops, first?.id ?? '');
    const page = await listProducts({ shopId: shop?.id ?? '' });
    expect(page.items.length).toBeGreaterThanOrEqual(8);
    expect(page.items.every((product) => product.shopId === shop?.id)).toBe(true);
    expect(counter.reads).toBeLessThanOrEqual(21);
  });

  it('pages with a cursor, never repeating a product', async () => {
    const first = await listProducts({});
    expect(first.items).toHaveLength(20);
    const second = await listProducts({}, first.next);
    const ids = new Set(first.items.map((product) => product.id));
    expect(second.items.some((product) => ids.has(product.id))).toBe(false);
  });

  it('a product screen reads at most 2 documents', async () => {
    const [some] = (await listProducts({})).items;
    counter.reads = 0;
    const product = await getProduct(some?.id ?? '');
    await readOne(collections.shops, product?.shopId ?? '');
    expect(counter.reads).toBeLessThanOrEqual(2);
  });

  it('says a shop closed by its hours is closed in a list of products, with no read more', async () => {
    // Thursday 2:00 pm in the town: Haru's stall is in its midday break; Annapurna never closes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T14:00:00+05:30'));
    try {
      const stateOf = async (text: string, shopId: string) => {
        const page = await listCatalogProducts({ text });
        return page.items.find((product) => product.shopId === shopId)?.shopState;
      };
      expect(await stateOf('onion', 'haru-sabji-stall')).toBe('closed');
      expect(await stateOf('dal', 'annapurna-grocery')).toBe('open');
      vi.setSystemTime(new Date('2026-11-26T17:00:00+05:30'));
      counter.reads = 0;
      expect(await stateOf('onion', 'haru-sabji-stall')).toBe('open');
      expect(counter.reads).toBeLessThanOrEqual(22);
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters by category and by half-typed words', async () => {
    const sweets = await listProducts({ category: 'Sweets' });
    expect(sweets.items.length).toBeGreaterThan(0);
    expect(sweets.items.every((product) => product.category === 'Sweets')).toBe(true);
    const rice = await listProducts({ text: 'ric' });
    expect(rice.items.length).toBeGreaterThan(0);
    expect(
      rice.items.every((product) => /\bric/i.test(`${product.name} ${product.category}`)),
    ).toBe(true);
  });

  it('the home search finds shops and products', async () => {
    const found = await searchCatalog('sweet');
    expect(found.shops.length + found.products.length).toBeGreaterThan(0);
  });
});
