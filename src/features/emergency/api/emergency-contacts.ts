import { queryOptions } from '@tanstack/react-query';
import { getBackend } from '../../../backend';
import type { EmergencyService } from '../../../lib/kinds';
import type { EmergencyNumber } from '../../../lib/emergency-directory';
import { localName, localText } from '../../../lib/local-name';
import { collections } from '../../../lib/models';
import { modelOf } from '../../../data/docs';
import { listKey } from '../../../data/entity-keys';

/**
 * The town's own numbers for one service (station, hospital, toto stand).
 * The bundled helplines show first and stay if this fails: emergency numbers
 * never depend on the network.
 */
export async function loadLocalEmergencyNumbers(
  service: EmergencyService,
): Promise<EmergencyNumber[]> {
  const { store } = await getBackend();
  const page = await store.query({
    collection: collections.emergencyContacts,
    where: [{ field: 'service', op: '==', value: service }],
    limit: 20,
  });
  return page.docs.map((doc) => {
    const contact = modelOf(collections.emergencyContacts, doc);
    // Read in the reader's language each time they are shown, as the bundled helplines are.
    return {
      phone: contact.phone,
      get name() {
        return localName(contact);
      },
      get note() {
        return localText(contact, 'note');
      },
    };
  });
}

/**
 * The town's own numbers for a service. No second try: the helplines above
 * them always work, so a failure is said at once rather than after a wait.
 */
export const localNumbersQuery = (service: EmergencyService) =>
  queryOptions({
    queryKey: listKey(collections.emergencyContacts, { service }),
    queryFn: () => loadLocalEmergencyNumbers(service),
    retry: false,
  });
