import type { StaffOrderAction } from '../port/callables';
import { getBackend } from '../backend';
import type { OrderStatus } from '../lib/models';
import type { StopReason } from '../lib/order-reasons';

/**
 * Staff moves of an order — vendor, delivery person and admin alike — as
 * calls to the server, which decides from the caller's staff documents
 * whether the order is theirs to move and checks the transition table.
 */
const actionTo: Readonly<Partial<Record<OrderStatus, 'accept' | 'ready' | 'pickUp' | 'deliver'>>> =
  { accepted: 'accept', ready: 'ready', outForDelivery: 'pickUp', delivered: 'deliver' };

async function act(orderId: string, action: StaffOrderAction): Promise<OrderStatus> {
  const backend = await getBackend();
  return (await backend.call('staffOrderAction', { orderId, ...action })).status;
}

const stopAction = { rejected: 'reject', cancelled: 'cancel', undelivered: 'undeliver' } as const;

/** Moves an order on; stopping it (reject, cancel, not delivered) carries a reason for the customer. */
export function moveOrder(
  orderId: string,
  to: OrderStatus,
  why?: StopReason,
): Promise<OrderStatus> {
  if (to === 'rejected' || to === 'cancelled' || to === 'undelivered') {
    if (!why) throw new Error(`Stopping an order needs a reason.`);
    return act(orderId, { action: stopAction[to], ...why });
  }
  const action = actionTo[to];
  if (!action) throw new Error(`No staff move leads to "${to}".`);
  return act(orderId, { action });
}

/** A delivery person takes a ready order nobody has taken. */
export const claimDelivery = (orderId: string) => act(orderId, { action: 'claim' });

/** An admin gives an order to a delivery person, or takes it back (null). */
export const assignDelivery = (orderId: string, deliveryUid: string | null) =>
  act(orderId, { action: 'assign', deliveryUid });
