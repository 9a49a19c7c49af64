import { useEffect, useState } from 'react';
import type { StoredDoc } from '../../../backend/types';
import { textOf } from '../../../lib/i18n';
import { loadDeliveryPeople } from '../api/admin-orders';
import { adminOrderMessages } from '../messages';

/** The delivery persons (all, active or not: old orders still name the inactive). */
export function useDeliveryPeople(): StoredDoc[] {
  const [people, setPeople] = useState<StoredDoc[]>([]);
  useEffect(() => {
    let current = true;
    loadDeliveryPeople().then(
      (list) => current && setPeople(list),
      () => undefined, // names fall back to "a delivery person"; assigning shows its own error
    );
    return () => {
      current = false;
    };
  }, []);
  return people;
}

export function personName(people: StoredDoc[], uid: string | null | undefined): string | null {
  if (!uid) return null;
  const person = people.find((candidate) => candidate.id === uid);
  const name = person?.data['name'];
  return typeof name === 'string' ? name : textOf(adminOrderMessages).aDeliveryPerson;
}
