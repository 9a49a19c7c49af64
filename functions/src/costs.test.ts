// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { orderLife } from '../../src/server/costs';
import { deliverNotification, type OutboxStore } from './deliver.js';
import { MemoryOutbox } from './test-support.js';

/**
 * What delivering one staff alert costs, held to the table docs/scale.md
 * quotes (src/server/costs.ts): one trigger call, and the reads and writes
 * of its two transactions as index.ts runs them on Firestore (one read of the
 * entry each, and one write when it decides to change it).
 */
describe('the cost of one staff alert', () => {
  it('is one call, and a claim and a mark of one read and one write each', async () => {
    const outbox = new MemoryOutbox();
    outbox.put('order-1-admin');
    const work = { reads: 0, writes: 0, calls: 0 };
    const counted: OutboxStore = {
      transact: (id, decide) =>
        outbox.transact(id, (stored) => {
          const decision = decide(stored);
          work.reads += 1;
          if (decision.write) work.writes += 1;
          return decision;
        }),
    };

    work.calls += 1;
    const outcome = await deliverNotification('order-1-admin', {
      outbox: counted,
      chatIdFor: () => '-100111',
      send: () => Promise.resolve({ ok: true, messageId: 1 }),
      now: () => new Date('2026-01-01T10:00:05Z'),
    });

    expect(outcome).toEqual({ kind: 'sent', attempts: 1 });
    expect(outbox.conflicts).toBe(0);
    expect(work).toEqual(orderLife.alerts.each);
  });
});
