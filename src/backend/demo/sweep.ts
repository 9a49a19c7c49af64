import type { DocumentStore } from '../../port/types';

/**
 * The app's Demo sweeps the orders nobody at the shop answers
 * (src/server/escalation.ts) while it is open, at start and every minute, as
 * Firebase's scheduled function does. Loaded once the Demo has opened, so
 * the worker every route starts carries none of it.
 */

/** How often the app's Demo sweeps unanswered orders: as often as the scheduled function. */
export const UNANSWERED_ORDERS_SWEEP_MS = 60_000;

/** Sweeps now and every minute; returns the stop. */
export function sweepEveryMinute(serverStore: DocumentStore, closed: () => boolean): () => void {
  const sweep = () =>
    import('../../server/escalation')
      .then(({ sweepUnansweredOrders }) => sweepUnansweredOrders(serverStore))
      .catch((error: unknown) => {
        if (!closed()) console.error('The sweep over unanswered orders failed:', error);
      });
  void sweep();
  const timer = setInterval(() => void sweep(), UNANSWERED_ORDERS_SWEEP_MS);
  return () => clearInterval(timer);
}
