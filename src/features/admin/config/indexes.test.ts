// @vitest-environment node
import { missingIndex } from '../../../backend/demo/indexes';
import type { QuerySpec } from '../../../port/types';
import { adminCollections } from '../sections';

/**
 * Every query an admin section can make — its list, each filter, and a
 * search for each kind of thing an admin types — is served by an index in
 * firestore.indexes.json. The Demo refuses a query that is not, as
 * Firestore would; this walks them all without a screen.
 */
const typedSearches = ['ri', 'Rina', '98765 43210', 'TS-123456', 'ANNAPURNA'];

function queriesOf(config: ReturnType<typeof adminCollections>[number]): QuerySpec[] {
  const list = { collection: config.collection, orderBy: [...config.orderBy] };
  const filtered = config.filter
    ? [{ ...list, where: [{ field: config.filter.field, op: '==' as const, value: 'x' }] }]
    : [];
  const searched = typedSearches.flatMap((typed) => {
    const plan = config.search?.plan(typed);
    return plan && typeof plan === 'object'
      ? [{ collection: config.collection, where: plan.where, orderBy: [...plan.orderBy] }]
      : [];
  });
  return [list, ...filtered, ...searched];
}

describe('the admin sections’ queries', () => {
  it.each(adminCollections().map((config) => [config.type, config] as const))(
    '%s: every list, filter and search has its index',
    (_, config) => {
      const missing = queriesOf(config)
        .map((spec) => missingIndex(spec))
        .filter((problem) => problem !== null);
      expect(missing).toEqual([]);
    },
  );
});
