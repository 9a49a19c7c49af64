import { getBackend } from '../../../backend';
import type { StoredDoc } from '../../../backend/types';
import { collections } from '../../../lib/models';

/** An admin's order moves go to the server like everyone's (src/domain/order-actions.ts). */
export {
  assignDelivery as assignOrder,
  moveOrder as moveAsAdmin,
} from '../../../domain/order-actions';

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
