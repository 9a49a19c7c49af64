import { getBackend } from '../../../backend';
import type { EmergencyService } from '../../../config/paths';
import type { EmergencyNumber } from '../../../lib/emergency-directory';
import { collections, type EmergencyContact } from '../../../lib/models';

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
  return page.docs.map(({ data }) => {
    const contact = data as unknown as EmergencyContact;
    return { name: contact.name, phone: contact.phone, note: contact.note };
  });
}
