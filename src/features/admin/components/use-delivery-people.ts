import { useQuery } from '@tanstack/react-query';
import type { StoredDoc } from '../../../port/types';
import { queryClient } from '../../../data/query-client';
import { textOf } from '../../../lib/i18n';
import { deliveryPeopleQuery } from '../api/admin-orders';
import { adminOrderMessages } from '../messages';

/** The delivery persons (all, active or not: old orders still name the inactive). */
export function useDeliveryPeople(): StoredDoc[] {
  // Until they are read (or if they cannot be), names fall back to "a delivery person".
  return useQuery(deliveryPeopleQuery, queryClient).data ?? noPeople;
}

const noPeople: StoredDoc[] = [];

export function personName(people: StoredDoc[], uid: string | null | undefined): string | null {
  if (!uid) return null;
  const person = people.find((candidate) => candidate.id === uid);
  const name = person?.data['name'];
  return typeof name === 'string' ? name : textOf(adminOrderMessages).aDeliveryPerson;
}
