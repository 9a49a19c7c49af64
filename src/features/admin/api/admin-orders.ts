import { getBackend } from '../../../backend';
import type { StoredDoc } from '../../../backend/types';
import { assignDelivery, moveOrderStatus } from '../../../domain/orders';
import { collections, type OrderStatus } from '../../../lib/models';

/** An admin's order moves, through the one order workflow (src/domain/orders.ts). */
export async function moveAsAdmin(orderId: string, to: OrderStatus, reason?: string) {
  const { store } = await getBackend();
  await moveOrderStatus(store, {
    orderId,
    to,
    actor: 'admin',
    ...(reason !== undefined && { reason }),
  });
}

export async function assignOrder(orderId: string, deliveryUid: string | null) {
  const { store } = await getBackend();
  await assignDelivery(store, orderId, deliveryUid);
}

/** Delivery persons to give orders to, by name; kept for a minute between screens. */
const PEOPLE_TTL_MS = 60_000;
let people: { at: number; list: Promise<StoredDoc[]> } | null = null;

export function loadDeliveryPeople(): Promise<StoredDoc[]> {
  if (!people || Date.now() - people.at > PEOPLE_TTL_MS) {
    const list = getBackend()
      .then(({ store }) =>
        store.query({ collection: collections.delivery, orderBy: [{ field: 'name' }], limit: 100 }),
      )
      .then((page) => page.docs);
    list.catch(() => {
      people = null; // ask again next time
    });
    people = { at: Date.now(), list };
  }
  return people.list;
}

export function forgetDeliveryPeople(): void {
  people = null;
}
