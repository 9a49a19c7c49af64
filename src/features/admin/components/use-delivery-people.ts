import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../data/query-client';
import type { DeliveryDoc, WithId } from '../../../lib/models';
import { textOf } from '../../../lib/i18n';
import { deliveryPeopleQuery } from '../api/admin-orders';
import { adminOrderMessages } from '../messages';

/** The delivery persons (all, active or not: old orders still name the inactive). */
export type DeliveryPerson = WithId<DeliveryDoc>;

export function useDeliveryPeople(): DeliveryPerson[] {
  // Until they are read (or if they cannot be), names fall back to "a delivery person".
  return useQuery(deliveryPeopleQuery, queryClient).data ?? noPeople;
}

const noPeople: DeliveryPerson[] = [];

export function personName(
  people: DeliveryPerson[],
  uid: string | null | undefined,
): string | null {
  if (!uid) return null;
  const person = people.find((candidate) => candidate.id === uid);
  return person?.name || textOf(adminOrderMessages).aDeliveryPerson;
}
