// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collections } from '../../lib/models';
import { matchesKeywords, searchKeyOf } from '../../lib/search-words';
import { seededRiceAisleIds, seededRiceIds, staffTestBackend } from '../../testing/staff-fixtures';

/**
 * Product search on the seeded Demo town, in the town's languages, as the
 * catalogue runs it (features/catalog/api, whose own test runs the same
 * searches through its functions): the longest typed word looked up in
 * `keywords`, the rest of the words matched against every name on the page.
 */
const handle = staffTestBackend();

async function searchProducts(typed: string): Promise<string[]> {
  const key = searchKeyOf(typed);
  if (!key) return [];
  const { docs } = await handle.backend.store.query({
    collection: collections.products,
    where: [{ field: 'keywords', op: 'array-contains', value: key }],
    orderBy: [{ field: 'name' }],
    limit: 50,
  });
  return docs
    .filter((doc) => matchesKeywords(doc.data['keywords'] as string[], typed))
    .map((doc) => doc.id)
    .sort();
}

describe('product search in Bengali and Hindi on the Demo backend', () => {
  it('finds the rice aisle for চাল, as for its English name', async () => {
    await expect(searchProducts('চাল')).resolves.toEqual(seededRiceAisleIds);
  });

  it('finds half-typed Bengali words', async () => {
    const found = await searchProducts('চা');
    expect(found).toEqual(expect.arrayContaining(seededRiceIds));
    expect(found).toContain('roll-corner--veg-chowmein'); // ভেজ চাউমিন
  });

  it('narrows by every typed word, in any of the names', async () => {
    await expect(searchProducts('বাসমতী চাল')).resolves.toEqual([
      'sen-brothers-store--basmati-rice',
    ]);
    await expect(searchProducts('basmati চাল')).resolves.toEqual([
      'sen-brothers-store--basmati-rice',
    ]);
  });

  it('finds Hindi names, and the English ones as before', async () => {
    await expect(searchProducts('चावल')).resolves.toEqual(
      [...seededRiceAisleIds, 'dada-boudi-hotel--dal-and-rice'].sort(),
    );
    await expect(searchProducts('मसूर')).resolves.toEqual(['annapurna-grocery--masoor-dal']);
    await expect(searchProducts('basmati')).resolves.toEqual(['sen-brothers-store--basmati-rice']);
  });
});
