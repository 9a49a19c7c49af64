import { getBackend } from '../backend';
import { backendError } from '../backend/errors';
import { randomId } from '../lib/ids';
import type { RequestFields, RequestKind } from '../lib/models';
import { sentence } from '../lib/server-sentences';

/**
 * Visitor bookings and requests (appointments, lab bookings, medicine orders,
 * assistance, rides, service requests, contact messages) go to the server,
 * which stores the record with its staff alert in one transaction and writes
 * the alert itself. The id is made by the form before the first attempt, so
 * a retry after a lost answer is the same request, never a second one.
 */
export function newRequestId(): string {
  return randomId();
}

export async function submitRequest<K extends RequestKind>(
  kind: K,
  id: string,
  fields: RequestFields[K],
): Promise<void> {
  const backend = await getBackend();
  const result = await backend.call('submitRequest', { kind, id, fields });
  if (result.kind === 'daily-limit') {
    throw backendError(
      'resource-exhausted',
      sentence('dailyRequestLimit', { limit: result.limit }),
    );
  }
}
