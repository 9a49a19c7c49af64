// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BackendError, type QuerySpec, type StoredDoc } from '../../port/types';
import { effectiveOrder, runQuery } from './query';

const docs: StoredDoc[] = [
  { id: 'a', data: { n: 1, s: 'x', when: new Date(1_000), tags: ['p'] } },
  { id: 'b', data: { n: '1', s: 'y' } },
  { id: 'c', data: { n: null, s: 'x' } },
  { id: 'd', data: { s: 'z', nested: { level: 2 } } },
  { id: 'e', data: { n: 3, s: 'x', when: new Date(500), nested: { level: 1 } } },
];
const ids = (spec: Omit<QuerySpec, 'collection'>) =>
  runQuery(docs, { collection: 'things', ...spec }).docs.map((doc) => doc.id);

describe('runQuery', () => {
  it('matches range filters only against values of the same type', () => {
    expect(ids({ where: [{ field: 'n', op: '>=', value: 0 }] })).toEqual(['a', 'e']);
    expect(ids({ where: [{ field: 'n', op: '>=', value: '' }] })).toEqual(['b']);
  });

  it('never matches a document that lacks the filtered or ordered field', () => {
    expect(ids({ where: [{ field: 'n', op: '!=', value: 1 }] })).toEqual(['c', 'e', 'b']);
    expect(ids({ orderBy: [{ field: 'when' }] })).toEqual(['e', 'a']);
  });

  it('reads nested fields by dotted path', () => {
    expect(ids({ where: [{ field: 'nested.level', op: '<', value: 2 }] })).toEqual(['e']);
  });

  it('orders mixed types as Firestore does: null, numbers, dates, strings', () => {
    expect(ids({ orderBy: [{ field: 'n' }] })).toEqual(['c', 'a', 'e', 'b']);
  });

  it('orders by an inequality field first when no order is given, then by id', () => {
    expect(effectiveOrder({ collection: 't', where: [{ field: 'n', op: '>', value: 0 }] })).toEqual(
      { fields: [{ field: 'n', direction: 'asc' }], idDirection: 'asc' },
    );
    expect(
      effectiveOrder({ collection: 't', orderBy: [{ field: 's', direction: 'desc' }] }),
    ).toEqual({ fields: [{ field: 's', direction: 'desc' }], idDirection: 'desc' });
    expect(ids({ where: [{ field: 's', op: '==', value: 'x' }] })).toEqual(['a', 'c', 'e']);
  });

  it('continues exactly after the cursor, and gives no cursor for a short page', () => {
    const spec: QuerySpec = { collection: 'things', orderBy: [{ field: 's' }], limit: 2 };
    const first = runQuery(docs, spec);
    expect(first.docs.map((doc) => doc.id)).toEqual(['a', 'c']);
    expect(first.next).toEqual({ collection: 'things', id: 'c', values: ['x'] });
    const second = runQuery(docs, { ...spec, startAfter: first.next ?? undefined });
    expect(second.docs.map((doc) => doc.id)).toEqual(['e', 'b']);
    const third = runQuery(docs, { ...spec, startAfter: second.next ?? undefined });
    expect(third.docs.map((doc) => doc.id)).toEqual(['d']);
    expect(third.next).toBeNull();
    expect(runQuery(docs, { collection: 'things' }).next).toBeNull();
  });

  it.each<[string, Omit<QuerySpec, 'collection'>]>([
    ['an empty "in" list', { where: [{ field: 'n', op: 'in', value: [] }] }],
    ['an "in" value that is not a list', { where: [{ field: 'n', op: 'in', value: 1 }] }],
    ['a limit of zero', { limit: 0 }],
    ['a fractional limit', { limit: 1.5 }],
    [
      'a cursor from another collection',
      { startAfter: { collection: 'other', id: 'a', values: [] } },
    ],
    [
      'a cursor of another ordering',
      { orderBy: [{ field: 's' }], startAfter: { collection: 'things', id: 'a', values: [] } },
    ],
  ])('refuses %s', (_, spec) => {
    expect(() => runQuery(docs, { collection: 'things', ...spec })).toThrow(BackendError);
  });
});
