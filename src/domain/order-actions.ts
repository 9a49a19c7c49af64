import type { StaffOrderAction } from '../backend/callables';
import { getBackend } from '../backend';
import type { OrderStatus } from '../lib/models';

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

/** Moves an order on; a rejection or an admin's cancellation carries a reason for the customer. */
export function moveOrder(orderId: string, to: OrderStatus, reason = ''): Promise<OrderStatus> {
  if (to === 'rejected') return act(orderId, { action: 'reject', reason });
  if (to === 'cancelled') return act(orderId, { action: 'cancel', reason });
  const action = actionTo[to];
  if (!action) throw new Error(`No staff move leads to "${to}".`);
  return act(orderId, { action });
}

/** A delivery person takes a ready order nobody has taken. */
export const claimDelivery = (orderId: string) => act(orderId, { action: 'claim' });

/** An admin gives an order to a delivery person, or takes it back (null). */
export const assignDelivery = (orderId: string, deliveryUid: string | null) =>
  act(orderId, { action: 'assign', deliveryUid });
