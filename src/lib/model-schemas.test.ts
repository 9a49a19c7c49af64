// @vitest-environment node
import { summariesOf, readOrders } from './model-schemas';

describe('values read from the database', () => {
  it('keeps the good summaries of a phone and leaves out one that is not stored as it should be', () => {
    const good = { number: 'TS-111111', status: 'placed', total: 150, createdAt: new Date() };
    expect(
      summariesOf({
        entries: {
          'TS-111111': good,
          'TS-222222': { ...good, number: 'TS-222222', createdAt: 'yesterday' },
          'TS-333333': { ...good, number: 'TS-999999' },
        },
      }),
    ).toEqual({ 'TS-111111': good });
    expect(summariesOf(null)).toEqual({});
    expect(summariesOf({ entries: 'many' })).toEqual({});
  });

  it('splits a list of orders into those it can show and the ids of the rest', () => {
    const { orders, unreadable } = readOrders([
      { id: 'bad', data: { number: 'TS-1', lines: [{ name: {} }] } },
    ]);
    expect(orders).toEqual([]);
    expect(unreadable).toEqual(['bad']);
  });
});
