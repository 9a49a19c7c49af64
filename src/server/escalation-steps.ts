import type { Order, OrderingTerms } from '../lib/models';

/**
 * The steps a record nobody at its shop answers climbs, by the admin's three
 * waits (config/ordering): an order still `placed` (src/server/escalation.ts)
 * and a list still `sent` (src/server/list-sweep.ts) alike — remind the shop,
 * call the admin, give up — each step when it falls due after the one before.
 */

export const MINUTE_MS = 60_000;

export type EscalationStep = 'remind' | 'callAdmin' | 'giveUp';

type Waits = Pick<
  OrderingTerms,
  'remindAfterMinutes' | 'callAdminAfterMinutes' | 'giveUpAfterMinutes'
>;

/**
 * The step an order still waiting for its shop is due at `now`, or null when
 * none is due or the one due is done. An order found late (the Demo's app
 * was closed) takes the furthest step due at once.
 */
export function dueStep(
  order: Pick<Order, 'createdAt' | 'remindedAt' | 'escalatedAt'>,
  waits: Waits,
  now: number,
): EscalationStep | null {
  const waited = now - order.createdAt.getTime();
  if (waited >= waits.giveUpAfterMinutes * MINUTE_MS) return 'giveUp';
  if (waited >= waits.callAdminAfterMinutes * MINUTE_MS)
    return order.escalatedAt ? null : 'callAdmin';
  if (waited >= waits.remindAfterMinutes * MINUTE_MS) return order.remindedAt ? null : 'remind';
  return null;
}

/**
 * When an order still waiting for its shop is owed its next step, after the
 * steps it has taken: the reminder, the call to the admin, the give-up.
 */
export function nextStepTime(
  order: Pick<Order, 'createdAt' | 'remindedAt' | 'escalatedAt'>,
  waits: Waits,
): Date {
  const minutes = !order.remindedAt
    ? waits.remindAfterMinutes
    : !order.escalatedAt
      ? waits.callAdminAfterMinutes
      : waits.giveUpAfterMinutes;
  return new Date(order.createdAt.getTime() + minutes * MINUTE_MS);
}

/** Runs `work` on each item, at most `width` at a time. */
export async function inParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
