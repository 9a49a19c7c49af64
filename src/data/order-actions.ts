import { useMutation } from '@tanstack/react-query';
import type { ChangeOrderLineRequest, StaffOrderAction } from '../port/callables';
import { getBackend } from '../backend';
import { queryClient } from './query-client';
import type { OrderStatus } from '../lib/models';
import type { StopReason } from '../lib/order-reasons';

/**
 * Staff moves of an order — vendor, delivery person and admin alike — as
 * calls to the server, which decides from the caller's staff documents
 * whether the order is theirs to move and checks the transition table.
 */
const actionTo: Readonly<Partial<Record<OrderStatus, 'accept' | 'ready' | 'pickUp' | 'deliver'>>> =
  { accepted: 'accept', ready: 'ready', outForDelivery: 'pickUp', delivered: 'deliver' };

const stopAction = { rejected: 'reject', cancelled: 'cancel', undelivered: 'undeliver' } as const;

/**
 * What a staff member does to an order: moves it on — stopping it (reject,
 * cancel, not delivered) carries a reason for the customer — takes a ready
 * one nobody has taken, marks it paid by UPI after seeing the money (a rider's
 * mark is their word, which the shop confirms or refuses), or (an admin) gives
 * it to a delivery person or takes it back (null).
 */
export type OrderMove =
  | { orderId: string; to: OrderStatus; why?: StopReason | undefined }
  | { orderId: string; claim: true }
  | { orderId: string; markPaidByUpi: true }
  | { orderId: string; refuseUpiClaim: true }
  | { orderId: string; assignTo: string | null };

function actionOf(move: OrderMove): StaffOrderAction {
  if ('claim' in move) return { action: 'claim' };
  if ('markPaidByUpi' in move) return { action: 'markPaidByUpi' };
  if ('refuseUpiClaim' in move) return { action: 'refuseUpiClaim' };
  if ('assignTo' in move) return { action: 'assign', deliveryUid: move.assignTo };
  const { to, why } = move;
  if (to === 'rejected' || to === 'cancelled' || to === 'undelivered') {
    if (!why) throw new Error(`Stopping an order needs a reason.`);
    return { action: stopAction[to], ...why };
  }
  const action = actionTo[to];
  if (!action) throw new Error(`No staff move leads to "${to}".`);
  return { action };
}

/** Makes `move`; the order's status after it. */
export async function moveOrder(move: OrderMove): Promise<OrderStatus> {
  const action = actionOf(move);
  const backend = await getBackend();
  return (await backend.call('staffOrderAction', { orderId: move.orderId, ...action })).status;
}

/**
 * A staff move as a mutation: the card that makes it shows it pending and
 * says why it failed. The vendor's and the delivery person's lists are live
 * and show the result by themselves; a screen whose list is not (the
 * admin's) reads it again in `onSuccess`.
 */
export const useOrderMove = (options: { onSuccess?: () => unknown } = {}) =>
  useMutation({ mutationFn: moveOrder, ...options }, queryClient);

/**
 * Before accepting, the shop (or an admin) lowers a line to `quantity`, or
 * takes it off with 0; the server prices the order again and answers with
 * its new bill. The order's lists show the change by themselves where they
 * are live; `onSuccess` reads again what is not (stock, the admin's list).
 */
export const useLineChange = (options: { onSuccess?: () => unknown } = {}) =>
  useMutation(
    {
      mutationFn: async (change: ChangeOrderLineRequest) =>
        (await getBackend()).call('changeOrderLine', change),
      ...options,
    },
    queryClient,
  );
